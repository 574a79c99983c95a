#include "proofs/overlap_query.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

namespace reinplace::proofs {
namespace {

TensorMeta view(Shape sizes, Shape strides, int64_t offset = 0) {
  TensorMeta meta;
  meta.sizes = std::move(sizes);
  meta.strides = std::move(strides);
  meta.storage_offset = offset;
  return meta;
}

// Every element address of a view, by enumeration: the reference the solver is held against.
std::vector<int64_t> addresses(const TensorMeta& meta) {
  std::vector<int64_t> out;
  if (meta.numel() == 0) return out;
  std::vector<int64_t> index(meta.sizes.size(), 0);
  while (true) {
    int64_t address = meta.storage_offset;
    for (size_t d = 0; d < index.size(); ++d) address += index[d] * meta.strides[d];
    out.push_back(address);
    size_t d = index.size();
    while (d > 0 && ++index[d - 1] == meta.sizes[d - 1]) index[--d] = 0;
    if (d == 0) return out;
  }
}

TEST(OverlapQuery, ExpandAndSelfOverlappingAsStridedOverlap) {
  // expand(): stride 0 makes every row the same memory.
  auto expanded = internalOverlap(view({3, 4}, {0, 1}));
  EXPECT_EQ(expanded.answer, OverlapAnswer::Overlaps);
  // as_strided(a, [3, 3], [1, 1]): upstream's has_internal_overlap says TOO_HARD here.
  auto diagonal_walk = internalOverlap(view({3, 3}, {1, 1}));
  ASSERT_EQ(diagonal_walk.answer, OverlapAnswer::Overlaps);
  EXPECT_NE(diagonal_walk.first_index, diagonal_walk.second_index);
  EXPECT_NE(diagonal_walk.describe().find("both reach element"), std::string::npos);
  // A transpose and a strided slice are overlap-free.
  EXPECT_EQ(internalOverlap(view({4, 3}, {1, 4})).answer, OverlapAnswer::Disjoint);
  EXPECT_EQ(internalOverlap(view({2, 3}, {12, 2}, 1)).answer, OverlapAnswer::Disjoint);
}

TEST(OverlapQuery, TransposeOverlapsItsBaseButDisjointSlicesDoNot) {
  TensorMeta base = view({3, 3}, {3, 1});
  TensorMeta transposed = view({3, 3}, {1, 3});
  EXPECT_EQ(mutualOverlap(base, transposed).answer, OverlapAnswer::Overlaps);
  TensorMeta even_columns = view({3, 2}, {4, 2}, 0);
  TensorMeta odd_columns = view({3, 2}, {4, 2}, 1);
  EXPECT_EQ(mutualOverlap(even_columns, odd_columns).answer, OverlapAnswer::Disjoint);
}

rc::Gen<TensorMeta> smallView() {
  return rc::gen::exec([] {
    int rank = *rc::gen::inRange(0, 4);
    TensorMeta meta;
    for (int d = 0; d < rank; ++d) {
      meta.sizes.push_back(*rc::gen::inRange<int64_t>(0, 5));
      meta.strides.push_back(*rc::gen::inRange<int64_t>(0, 9));
    }
    meta.storage_offset = *rc::gen::inRange<int64_t>(0, 6);
    return meta;
  });
}

RC_GTEST_PROP(OverlapQueryProperty, InternalOverlapIsExactlyARepeatedAddress, ()) {
  TensorMeta meta = *smallView();
  auto all = addresses(meta);
  bool repeated = std::set<int64_t>(all.begin(), all.end()).size() != all.size();
  auto result = internalOverlap(meta);
  RC_ASSERT(result.answer != OverlapAnswer::Unknown);
  RC_ASSERT((result.answer == OverlapAnswer::Overlaps) == repeated);
}

RC_GTEST_PROP(OverlapQueryProperty, MutualOverlapIsExactlyASharedAddress, ()) {
  TensorMeta a = *smallView();
  TensorMeta b = *smallView();
  auto left = addresses(a);
  std::set<int64_t> right;
  for (int64_t address : addresses(b)) right.insert(address);
  bool shared = false;
  for (int64_t address : left) shared = shared || right.count(address);
  auto result = mutualOverlap(a, b);
  RC_ASSERT(result.answer != OverlapAnswer::Unknown);
  RC_ASSERT((result.answer == OverlapAnswer::Overlaps) == shared);
  if (shared) RC_ASSERT(right.count(result.element) == 1u);
}

} // namespace
} // namespace reinplace::proofs
