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

} // namespace
} // namespace reinplace::oracle
