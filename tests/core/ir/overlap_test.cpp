#include "core/ir/overlap.h"

#include "tests/strided_views.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

namespace reinplace {
namespace {

using testing::elementAddresses;
using testing::stridedView;

rc::Gen<TensorMeta> smallView() {
  return testing::smallStridedView(6, 10, 8);
}

TEST(Overlap, TheUpstreamBlindSpots) {
  // as_strided(a, [3, 3], [1, 1]): torch says TOO_HARD, which upstream reads as "no".
  TensorMeta walk = stridedView({3, 3}, {1, 1});
  EXPECT_EQ(pytorchHasInternalOverlap(walk), Overlap::TooHard);
  EXPECT_EQ(internalOverlap(walk), Overlap::Yes);
  // expand(): both agree.
  TensorMeta expanded = stridedView({4, 4}, {0, 1});
  EXPECT_EQ(pytorchHasInternalOverlap(expanded), Overlap::Yes);
  EXPECT_EQ(internalOverlap(expanded), Overlap::Yes);
  // A strided slice is non-dense but overlap-free: torch says TOO_HARD, we say no.
  TensorMeta strided = stridedView({2, 3}, {12, 2}, 1);
  EXPECT_EQ(pytorchHasInternalOverlap(strided), Overlap::TooHard);
  EXPECT_EQ(internalOverlap(strided), Overlap::No);
  // a and a.t() share memory; even and odd columns do not.
  EXPECT_EQ(sharesMemory(stridedView({3, 3}, {3, 1}), stridedView({3, 3}, {1, 3})), Overlap::Yes);
  EXPECT_EQ(sharesMemory(stridedView({3, 2}, {4, 2}), stridedView({3, 2}, {4, 2}, 1)), Overlap::No);
}

TEST(Overlap, PastTheWorkLimitIsTooHardNeverNo) {
  // Interleaved but not mixed-radix, so only the search can tell; a tiny limit stops it.
  TensorMeta tricky = stridedView({3, 3}, {2, 3});
  OverlapLimits tiny{4};
  EXPECT_EQ(internalOverlap(tricky, tiny), Overlap::TooHard);
  EXPECT_EQ(internalOverlap(tricky), Overlap::No);
  EXPECT_EQ(sharesMemory(stridedView({100}, {2}), stridedView({100}, {2}, 1), tiny),
            Overlap::TooHard);
}

RC_GTEST_PROP(OverlapProperty, InternalOverlapIsExactWithinTheWorkLimit, ()) {
  TensorMeta meta = *smallView();
  auto all = elementAddresses(meta);
  bool repeated = std::set<int64_t>(all.begin(), all.end()).size() != all.size();
  Overlap answer = internalOverlap(meta);
  RC_ASSERT(answer != Overlap::TooHard);
  RC_ASSERT((answer == Overlap::Yes) == repeated);
}

RC_GTEST_PROP(OverlapProperty, SharesMemoryIsExactWithinTheWorkLimit, ()) {
  TensorMeta a = *smallView();
  TensorMeta b = *smallView();
  auto left = elementAddresses(a);
  auto right_list = elementAddresses(b);
  std::set<int64_t> right(right_list.begin(), right_list.end());
  bool shared = std::any_of(left.begin(), left.end(), [&](int64_t x) { return right.count(x); });
  Overlap answer = sharesMemory(a, b);
  RC_ASSERT(answer != Overlap::TooHard);
  RC_ASSERT((answer == Overlap::Yes) == shared);
}

RC_GTEST_PROP(OverlapProperty, TooHardOnlyEverReplacesTheTruth, ()) {
  TensorMeta meta = *smallView();
  OverlapLimits limits{*rc::gen::inRange<int64_t>(0, 30)};
  Overlap limited = internalOverlap(meta, limits);
  if (limited != Overlap::TooHard) RC_ASSERT(limited == internalOverlap(meta));
}

TEST(Overlap, CoversWhenEveryInnerElementIsAnOuterOne) {
  TensorMeta row = stridedView({4}, {1});
  EXPECT_EQ(covers(row, stridedView({2}, {1}, 2)), Overlap::Yes); // row[2:]
  EXPECT_EQ(covers(stridedView({2}, {1}, 2), row), Overlap::No);  // not the other way
  EXPECT_EQ(covers(stridedView({0}, {1}, 1), row), Overlap::No);  // an empty slice covers nothing
  EXPECT_EQ(covers(row, stridedView({0}, {1}, 1)), Overlap::Yes);
  EXPECT_EQ(covers(stridedView({2, 2}, {1, 2}), stridedView({4}, {1})), Overlap::Yes); // a.t()
  EXPECT_EQ(covers(stridedView({2}, {2}), stridedView({2}, {2}, 1)), Overlap::No);     // gaps
  EXPECT_EQ(covers(stridedView({100}, {1}), stridedView({50}, {2}), OverlapLimits{4}),
            Overlap::TooHard);
}

RC_GTEST_PROP(OverlapProperty, CoversIsExactWithinTheWorkLimit, ()) {
  TensorMeta outer = *smallView();
  TensorMeta inner = *smallView();
  auto outer_addresses = elementAddresses(outer);
  std::set<int64_t> reached(outer_addresses.begin(), outer_addresses.end());
  bool all = true;
  for (int64_t address : elementAddresses(inner)) all = all && reached.count(address) == 1;
  Overlap answer = covers(outer, inner);
  RC_ASSERT(answer != Overlap::TooHard);
  RC_ASSERT((answer == Overlap::Yes) == all);
}

} // namespace
} // namespace reinplace
