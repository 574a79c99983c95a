#include "core/ir/small_vector.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <memory>
#include <string>
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
// inline/heap boundary in both directions of size. `make` turns a small number into an element.
template <typename T, size_t N, typename Make> void behavesLikeAVector(Make make) {
  using Vec = SmallVector<T, N>;
  auto asStd = [](const Vec& values) { return std::vector<T>(values.begin(), values.end()); };
  Vec small;
  std::vector<T> reference;
  int steps = *rc::gen::inRange(0, 60);
  for (int step = 0; step < steps; ++step) {
    T value = make(*rc::gen::inRange<int64_t>(-5, 5));
    size_t size = reference.size();
    size_t at = size ? *rc::gen::inRange<size_t>(0, size + 1) : 0;
    switch (*rc::gen::inRange(0, 10)) {
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
      Vec copy = small;
      small = std::move(copy);
      break;
    }
    case 8: { // a range of itself, inserted while it may grow
      size_t from = size ? *rc::gen::inRange<size_t>(0, size) : 0;
      std::vector<T> range(reference.begin() + static_cast<std::ptrdiff_t>(from), reference.end());
      small.insert(small.begin() + at, small.begin() + from, small.end());
      reference.insert(reference.begin() + static_cast<std::ptrdiff_t>(at), range.begin(),
                       range.end());
      break;
    }
    case 9:
      if (size) {
        small.emplace_back(small[at == size ? 0 : at]); // an element of itself, while it grows
        reference.push_back(reference[at == size ? 0 : at]);
      }
      break;
    }
    RC_ASSERT(asStd(small) == reference);
    RC_ASSERT(small.size() <= small.capacity());
  }
  RC_ASSERT((small == Vec(reference)) && !(small < Vec(reference)));
}

RC_GTEST_PROP(SmallVectorProperty, BehavesLikeAVector, ()) {
  behavesLikeAVector<int64_t, 3>([](int64_t n) { return n; });
}

// Elements that own memory are moved, copied and destroyed one by one: strings past the short
// string buffer leak or are freed twice under the sanitizers if one is missed.
RC_GTEST_PROP(SmallVectorProperty, BehavesLikeAVectorOfStrings, ()) {
  behavesLikeAVector<std::string, 2>(
      [](int64_t n) { return std::string(static_cast<size_t>(n + 5) * 4, char('a' + n + 5)); });
}

// Every copy of a shared_ptr counts: after any edits, the owner's count is one more than the
// elements left holding it, so no element was destroyed twice or left alive.
RC_GTEST_PROP(SmallVectorProperty, DestroysExactlyTheElementsItDrops, ()) {
  auto token = std::make_shared<int>(0);
  {
    SmallVector<std::shared_ptr<int>, 2> values;
    int steps = *rc::gen::inRange(0, 40);
    for (int step = 0; step < steps; ++step) {
      size_t at = values.empty() ? 0 : *rc::gen::inRange<size_t>(0, values.size());
      switch (*rc::gen::inRange(0, 5)) {
      case 0:
        values.push_back(token);
        break;
      case 1:
        values.insert(values.begin() + at, 2, token);
        break;
      case 2:
        if (!values.empty()) values.erase(values.begin() + at);
        break;
      case 3:
        values.resize(*rc::gen::inRange<size_t>(0, 6), token);
        break;
      case 4: {
        SmallVector<std::shared_ptr<int>, 2> moved = std::move(values);
        values = moved;
        break;
      }
      }
      RC_ASSERT(token.use_count() == static_cast<long>(values.size()) + 1);
    }
  }
  RC_ASSERT(token.use_count() == 1);
}

} // namespace
} // namespace reinplace
