#include "proofs/overlap_query.h"

#include "tests/strided_views.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

namespace reinplace::proofs {
namespace {

using testing::elementAddresses;
using testing::stridedView;

rc::Gen<TensorMeta> smallView() {
  return testing::smallStridedView(5, 9, 6);
}

TEST(OverlapQuery, ExpandAndSelfOverlappingAsStridedOverlap) {
  // expand(): stride 0 makes every row the same memory.
  auto expanded = internalOverlap(stridedView({3, 4}, {0, 1}));
  EXPECT_EQ(expanded.answer, OverlapAnswer::Overlaps);
  // as_strided(a, [3, 3], [1, 1]): upstream's has_internal_overlap says TOO_HARD here.
  auto diagonal_walk = internalOverlap(stridedView({3, 3}, {1, 1}));
  ASSERT_EQ(diagonal_walk.answer, OverlapAnswer::Overlaps);
  EXPECT_NE(diagonal_walk.first_index, diagonal_walk.second_index);
  EXPECT_NE(diagonal_walk.describe().find("both reach element"), std::string::npos);
  // A transpose and a strided slice are overlap-free.
  EXPECT_EQ(internalOverlap(stridedView({4, 3}, {1, 4})).answer, OverlapAnswer::Disjoint);
  EXPECT_EQ(internalOverlap(stridedView({2, 3}, {12, 2}, 1)).answer, OverlapAnswer::Disjoint);
}

TEST(OverlapQuery, TransposeOverlapsItsBaseButDisjointSlicesDoNot) {
  TensorMeta base = stridedView({3, 3}, {3, 1});
  TensorMeta transposed = stridedView({3, 3}, {1, 3});
  EXPECT_EQ(mutualOverlap(base, transposed).answer, OverlapAnswer::Overlaps);
  TensorMeta even_columns = stridedView({3, 2}, {4, 2}, 0);
  TensorMeta odd_columns = stridedView({3, 2}, {4, 2}, 1);
  EXPECT_EQ(mutualOverlap(even_columns, odd_columns).answer, OverlapAnswer::Disjoint);
}

RC_GTEST_PROP(OverlapQueryProperty, InternalOverlapIsExactlyARepeatedAddress, ()) {
  TensorMeta meta = *smallView();
  auto all = elementAddresses(meta);
  bool repeated = std::set<int64_t>(all.begin(), all.end()).size() != all.size();
  auto result = internalOverlap(meta);
  RC_ASSERT(result.answer != OverlapAnswer::Unknown);
  RC_ASSERT((result.answer == OverlapAnswer::Overlaps) == repeated);
}

RC_GTEST_PROP(OverlapQueryProperty, MutualOverlapIsExactlyASharedAddress, ()) {
  TensorMeta a = *smallView();
  TensorMeta b = *smallView();
  auto left = elementAddresses(a);
  std::set<int64_t> right;
  for (int64_t address : elementAddresses(b)) right.insert(address);
  bool shared = false;
  for (int64_t address : left) shared = shared || right.count(address);
  auto result = mutualOverlap(a, b);
  RC_ASSERT(result.answer != OverlapAnswer::Unknown);
  RC_ASSERT((result.answer == OverlapAnswer::Overlaps) == shared);
  if (shared) RC_ASSERT(right.count(result.element) == 1u);
}

} // namespace
} // namespace reinplace::proofs
