// Storage: elements of its own, or borrowed from memory someone else owns (ATen's), which a copy
// or a resize_ turns into elements of its own.

#include "oracle/runtime/runtime_tensor.h"

#include <gtest/gtest.h>

#include <cstring>

namespace reinplace::oracle {
namespace {

TEST(Storage, BorrowedElementsAreTheOwnersAndACopyOwnsItsOwn) {
  auto owner = std::make_shared<std::vector<float>>(std::vector<float>{1, 2, 3});
  Storage borrowed(DType::f32, 3, reinterpret_cast<std::byte*>(owner->data()), owner);
  EXPECT_EQ(loadElement<float>(borrowed.element(1), DType::f32), 2);
  (*owner)[1] = 20;
  EXPECT_EQ(loadElement<float>(borrowed.element(1), DType::f32), 20) << "no copy was made";

  Storage copy(borrowed);
  (*owner)[1] = 200;
  EXPECT_EQ(loadElement<float>(copy.element(1), DType::f32), 20);
  EXPECT_NE(copy.element(0), borrowed.element(0));
}

TEST(Storage, GrowingBorrowedElementsCopiesThemAndPoisonsTheNewOnes) {
  auto owner = std::make_shared<std::vector<float>>(std::vector<float>{1, 2});
  Storage storage(DType::f32, 2, reinterpret_cast<std::byte*>(owner->data()), owner);
  std::weak_ptr<std::vector<float>> watched = owner;
  owner.reset();
  EXPECT_FALSE(watched.expired()) << "the storage keeps its owner alive";
  storage.growTo(4);
  EXPECT_TRUE(watched.expired()) << "grown, it no longer needs the owner";
  EXPECT_EQ(loadElement<float>(storage.element(1), DType::f32), 2);
  EXPECT_EQ(storage.elements(), 4);
  EXPECT_EQ(*storage.element(3), kPoison);
}

// What the ATen executor settles and the interpreter writes back from scratch: the same bytes at
// the same logical indices, whatever the two layouts, a NaN's payload and poison included.
TEST(CopyElementBytes, CopiesByLogicalIndexBitForBit) {
  TensorMeta rows = contiguousMeta(DType::f32, {2, 3});
  TensorMeta columns = rows;
  columns.strides = {1, 2};
  columns.storage_offset = 1;
  RuntimeTensor from{std::make_shared<Storage>(DType::f32, 6), rows};
  RuntimeTensor to{std::make_shared<Storage>(DType::f32, 7), columns};
  const uint32_t payload_nan = 0x7fc01234;
  for (int64_t i = 0; i < 6; ++i) storeElement<float>(from.element(i), DType::f32, float(i));
  std::memcpy(from.element(4), &payload_nan, sizeof payload_nan);
  copyElementBytes(to, from);
  // Logical [i, j] of `to` is at 1 + i + 2 * j; of `from` at 3 * i + j.
  for (int64_t i = 0; i < 2; ++i)
    for (int64_t j = 0; j < 3; ++j)
      EXPECT_EQ(std::memcmp(to.element(1 + i + 2 * j), from.element(3 * i + j), 4), 0)
          << "[" << i << ", " << j << "]";
  EXPECT_EQ(*to.element(0), kPoison) << "storage outside the view is left alone";

  RuntimeTensor contiguous{std::make_shared<Storage>(DType::f32, 6), rows};
  copyElementBytes(contiguous, from);
  EXPECT_EQ(std::memcmp(contiguous.element(0), from.element(0), 24), 0);
}

} // namespace
} // namespace reinplace::oracle
