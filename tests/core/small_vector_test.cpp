#include "core/small_vector.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <vector>

namespace reinplace {
namespace {

using Small = SmallVector<int64_t, 3>;

std::vector<int64_t> asVector(const Small& values) {
  return std::vector<int64_t>(values.begin(), values.end());
}

TEST(SmallVector, ConstructsLikeAVector) {
  EXPECT_TRUE(Small().empty());
  EXPECT_EQ(asVector(Small(2)), (std::vector<int64_t>{0, 0}));
  EXPECT_EQ(asVector(Small(4, 7)), (std::vector<int64_t>{7, 7, 7, 7}));
  EXPECT_EQ(asVector(Small{4}), (std::vector<int64_t>{4})); // a list, as for std::vector
  EXPECT_EQ(asVector(Small{1, 2, 3, 4, 5}), (std::vector<int64_t>{1, 2, 3, 4, 5}));
  std::vector<int64_t> dims{8, 8};
  Small from_vector = dims;
  EXPECT_EQ(from_vector, (Small{8, 8}));
  EXPECT_EQ(Small(dims.begin(), dims.end()), from_vector);
  std::vector<int64_t> back_to_vector = from_vector;
  EXPECT_EQ(back_to_vector, dims);
  EXPECT_TRUE(from_vector == dims);
  EXPECT_TRUE(dims == from_vector);
}

TEST(SmallVector, StaysInlineUpToItsCapacityThenMovesToTheHeap) {
  Small values{1, 2, 3};
  EXPECT_EQ(values.capacity(), 3u);
  const int64_t* inline_data = values.data();
  values.push_back(4);
  EXPECT_GT(values.capacity(), 3u);
  EXPECT_NE(values.data(), inline_data);
  EXPECT_EQ(values, (Small{1, 2, 3, 4}));
}

TEST(SmallVector, CopiesAndMovesInlineAndHeapStorage) {
  for (Small original : {Small{1, 2}, Small{1, 2, 3, 4, 5}}) {
    Small copy = original;
    EXPECT_EQ(copy, original);
    copy[0] = 9;
    EXPECT_EQ(original[0], 1);
    Small moved = std::move(copy);
    EXPECT_EQ(moved[0], 9);
    EXPECT_TRUE(copy.empty()); // NOLINT: moved-from is specified as empty
    copy = moved;
    EXPECT_EQ(copy, moved);
    copy = std::move(moved);
    EXPECT_EQ(copy.size(), original.size());
    const Small& same = copy;
    copy = same;
    EXPECT_EQ(copy.size(), original.size());
  }
}

TEST(SmallVector, ElementsOfItselfCanBeAddedWhileItGrows) {
  Small values{1, 2, 3};
  values.push_back(values[0]);
  values.insert(values.begin(), values.back());
  values.insert(values.end(), values.begin(), values.end());
  values.resize(12, values[1]);
  EXPECT_EQ(asVector(values), (std::vector<int64_t>{1, 1, 2, 3, 1, 1, 1, 2, 3, 1, 1, 1}));
}

TEST(SmallVector, ComparesLexicographically) {
  EXPECT_LT((Small{1, 2}), (Small{1, 3}));
  EXPECT_LT((Small{1, 2}), (Small{1, 2, 0}));
  EXPECT_GT((Small{2}), (Small{1, 9, 9, 9}));
  EXPECT_NE((Small{1, 2}), (Small{1, 2, 3}));
  EXPECT_EQ((Small{1, 2, 3, 4}), (Small{1, 2, 3, 4}));
}

// Against std::vector as the reference: the same edits leave the same elements, across the
// inline/heap boundary in both directions of size.
RC_GTEST_PROP(SmallVectorProperty, BehavesLikeAVector, ()) {
  Small small;
  std::vector<int64_t> reference;
  int steps = *rc::gen::inRange(0, 60);
  for (int step = 0; step < steps; ++step) {
    int64_t value = *rc::gen::inRange<int64_t>(-5, 5);
    size_t size = reference.size();
    size_t at = size ? *rc::gen::inRange<size_t>(0, size + 1) : 0;
    switch (*rc::gen::inRange(0, 8)) {
    case 0:
      small.push_back(value);
      reference.push_back(value);
      break;
    case 1:
      if (size) {
        small.pop_back();
        reference.pop_back();
      }
      break;
    case 2:
      small.insert(small.begin() + at, value);
      reference.insert(reference.begin() + static_cast<std::ptrdiff_t>(at), value);
      break;
    case 3:
      if (at < size) {
        small.erase(small.begin() + at);
        reference.erase(reference.begin() + static_cast<std::ptrdiff_t>(at));
      }
      break;
    case 4: {
      size_t count = *rc::gen::inRange<size_t>(0, 9);
      small.resize(count, value);
      reference.resize(count, value);
      break;
    }
    case 5: {
      size_t count = *rc::gen::inRange<size_t>(0, 4);
      small.insert(small.begin() + at, count, value);
      reference.insert(reference.begin() + static_cast<std::ptrdiff_t>(at), count, value);
      break;
    }
    case 6:
      small.erase(small.begin() + at, small.end());
      reference.erase(reference.begin() + static_cast<std::ptrdiff_t>(at), reference.end());
      break;
    case 7: {
      Small copy = small;
      small = std::move(copy);
      break;
    }
    }
    RC_ASSERT(asVector(small) == reference);
    RC_ASSERT(small.size() <= small.capacity());
  }
  RC_ASSERT((small == Small(reference)) && !(small < Small(reference)));
}

} // namespace
} // namespace reinplace
