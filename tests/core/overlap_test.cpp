#include "core/overlap.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

namespace reinplace {
namespace {

TensorMeta view(Shape sizes, Shape strides, int64_t offset = 0) {
  TensorMeta meta;
  meta.sizes = std::move(sizes);
  meta.strides = std::move(strides);
  meta.storage_offset = offset;
  return meta;
}

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

TEST(Overlap, TheUpstreamBlindSpots) {
  // as_strided(a, [3, 3], [1, 1]): torch says TOO_HARD, which upstream reads as "no".
  TensorMeta walk = view({3, 3}, {1, 1});
  EXPECT_EQ(pytorchHasInternalOverlap(walk), Overlap::TooHard);
  EXPECT_EQ(internalOverlap(walk), Overlap::Yes);
  // expand(): both agree.
  TensorMeta expanded = view({4, 4}, {0, 1});
  EXPECT_EQ(pytorchHasInternalOverlap(expanded), Overlap::Yes);
  EXPECT_EQ(internalOverlap(expanded), Overlap::Yes);
  // A strided slice is non-dense but overlap-free: torch says TOO_HARD, we say no.
  TensorMeta strided = view({2, 3}, {12, 2}, 1);
  EXPECT_EQ(pytorchHasInternalOverlap(strided), Overlap::TooHard);
  EXPECT_EQ(internalOverlap(strided), Overlap::No);
  // a and a.t() share memory; even and odd columns do not.
  EXPECT_EQ(sharesMemory(view({3, 3}, {3, 1}), view({3, 3}, {1, 3})), Overlap::Yes);
  EXPECT_EQ(sharesMemory(view({3, 2}, {4, 2}), view({3, 2}, {4, 2}, 1)), Overlap::No);
}

TEST(Overlap, PastTheWorkLimitIsTooHardNeverNo) {
  // Interleaved but not mixed-radix, so only the search can tell; a tiny limit stops it.
  TensorMeta tricky = view({3, 3}, {2, 3});
  OverlapLimits tiny{4};
  EXPECT_EQ(internalOverlap(tricky, tiny), Overlap::TooHard);
  EXPECT_EQ(internalOverlap(tricky), Overlap::No);
  EXPECT_EQ(sharesMemory(view({100}, {2}), view({100}, {2}, 1), tiny), Overlap::TooHard);
}

rc::Gen<TensorMeta> smallView() {
  return rc::gen::exec([] {
    int rank = *rc::gen::inRange(0, 4);
    TensorMeta meta;
    for (int d = 0; d < rank; ++d) {
      meta.sizes.push_back(*rc::gen::inRange<int64_t>(0, 6));
      meta.strides.push_back(*rc::gen::inRange<int64_t>(0, 10));
    }
    meta.storage_offset = *rc::gen::inRange<int64_t>(0, 8);
    return meta;
  });
}

RC_GTEST_PROP(OverlapProperty, InternalOverlapIsExactWithinTheWorkLimit, ()) {
  TensorMeta meta = *smallView();
  auto all = addresses(meta);
  bool repeated = std::set<int64_t>(all.begin(), all.end()).size() != all.size();
  Overlap answer = internalOverlap(meta);
  RC_ASSERT(answer != Overlap::TooHard);
  RC_ASSERT((answer == Overlap::Yes) == repeated);
}

RC_GTEST_PROP(OverlapProperty, SharesMemoryIsExactWithinTheWorkLimit, ()) {
  TensorMeta a = *smallView();
  TensorMeta b = *smallView();
  auto left = addresses(a);
  auto right_list = addresses(b);
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

} // namespace
} // namespace reinplace
