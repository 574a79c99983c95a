#include "core/ir/tensor_meta.h"

#include "tests/strided_views.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

namespace reinplace {
namespace {

using testing::stridedView;

TEST(TensorMeta, ContiguityFollowsPyTorch) {
  EXPECT_TRUE(stridedView({4, 4}, {4, 1}).isContiguous());
  EXPECT_FALSE(stridedView({4, 4}, {1, 4}).isContiguous());
  EXPECT_TRUE(stridedView({4, 1}, {1, 7}).isContiguous()); // size-1 strides are ignored
  EXPECT_TRUE(stridedView({0, 3}, {9, 9}).isContiguous()); // empty tensors are contiguous
  EXPECT_TRUE(stridedView({4, 4}, {1, 4}).isNonOverlappingAndDense());
  EXPECT_FALSE(stridedView({4, 4}, {0, 1}).isNonOverlappingAndDense());
  EXPECT_FALSE(stridedView({2, 3}, {6, 2}).isNonOverlappingAndDense());
}

TEST(TensorMeta, FormatShowsStridesAndOffsetOnlyWhenNeeded) {
  TensorMeta m = contiguousMeta(DType::f32, {4, 4});
  EXPECT_EQ(formatMeta(m, false), "f32[4, 4]");
  EXPECT_EQ(formatMeta(m, true), "f32[4, 4][4, 1]");
  m.strides = {1, 4};
  EXPECT_EQ(formatMeta(m, false), "f32[4, 4][1, 4]");
  m.storage_offset = 2;
  m.dtype = DType::b8;
  EXPECT_EQ(formatMeta(m, false), "b8[4, 4][1, 4]@2");
  EXPECT_EQ(formatMeta(contiguousMeta(DType::i64, {}), true), "i64[][]");
}

// Brute force: the addresses are distinct and form one contiguous block.
bool denseByEnumeration(const TensorMeta& m) {
  std::set<int64_t> seen;
  int64_t count = 0;
  std::vector<int64_t> index(m.sizes.size(), 0);
  if (m.numel() == 0) return true;
  while (true) {
    int64_t address = 0;
    for (size_t d = 0; d < index.size(); ++d) address += index[d] * m.strides[d];
    seen.insert(address);
    ++count;
    size_t d = index.size();
    while (d > 0 && ++index[d - 1] == m.sizes[d - 1]) index[--d] = 0;
    if (d == 0) break;
  }
  return static_cast<int64_t>(seen.size()) == count && *seen.begin() == 0 &&
         *seen.rbegin() == count - 1;
}

RC_GTEST_PROP(TensorMetaProperty, NonOverlappingAndDenseMeansAddressesTileABlock, ()) {
  int rank = *rc::gen::inRange(0, 4);
  TensorMeta m;
  for (int d = 0; d < rank; ++d) {
    m.sizes.push_back(*rc::gen::inRange<int64_t>(1, 5));
    m.strides.push_back(*rc::gen::inRange<int64_t>(0, 13));
  }
  // PyTorch's definition is stricter than "the addresses tile a block" only for size-1 dims
  // (whose stride is ignored by both) and empty tensors (excluded above).
  RC_ASSERT(m.isNonOverlappingAndDense() == denseByEnumeration(m));
}

RC_GTEST_PROP(TensorMetaProperty, ContiguousStridesAreContiguousAndDense, ()) {
  Shape sizes =
      *rc::gen::container<Shape>(*rc::gen::inRange<size_t>(0, 5), rc::gen::inRange<int64_t>(0, 6));
  TensorMeta m = contiguousMeta(DType::f32, sizes);
  RC_ASSERT(m.isContiguous());
  if (m.numel() > 0) RC_ASSERT(m.isNonOverlappingAndDense());
  RC_ASSERT(m.storageExtent() == m.numel());
}

} // namespace
} // namespace reinplace
