#include "core/ir/stable_vector.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace reinplace {
namespace {

TEST(StableVector, ElementsKeepTheirAddressesAcrossChunks) {
  StableVector<std::string, 4> values;
  std::vector<const std::string*> addresses;
  for (int i = 0; i < 11; ++i) {
    std::string& added = values.emplace_back();
    added = "value " + std::to_string(i) + " long enough to live on the heap";
    addresses.push_back(&added);
  }
  ASSERT_EQ(values.size(), 11u);
  for (size_t i = 0; i < values.size(); ++i) {
    EXPECT_EQ(&values[i], addresses[i]);
    EXPECT_EQ(values[i], "value " + std::to_string(i) + " long enough to live on the heap");
  }
  size_t visited = 0;
  for (const std::string& value : values) EXPECT_EQ(&value, addresses[visited++]);
  EXPECT_EQ(visited, 11u);
}

TEST(StableVector, MovesWithoutMovingElementsAndDestroysEachOnce) {
  auto token = std::make_shared<int>(0);
  {
    StableVector<std::shared_ptr<int>, 2> values;
    for (int i = 0; i < 5; ++i) values.emplace_back() = token;
    const std::shared_ptr<int>* first = &values[0];
    StableVector<std::shared_ptr<int>, 2> moved = std::move(values);
    EXPECT_EQ(&moved[0], first);
    EXPECT_TRUE(values.empty()); // NOLINT: moved-from is specified as empty
    EXPECT_EQ(token.use_count(), 6);
    StableVector<std::shared_ptr<int>, 2> other;
    other.emplace_back() = token;
    other = std::move(moved);
    EXPECT_EQ(token.use_count(), 6); // the one `other` held is gone
  }
  EXPECT_EQ(token.use_count(), 1);
}

TEST(StableVector, TruncatingDestroysTheNewestAndKeepsTheRestWhereTheyAre) {
  auto token = std::make_shared<int>(0);
  StableVector<std::shared_ptr<int>, 2> values;
  for (int i = 0; i < 5; ++i) values.emplace_back() = token;
  const std::shared_ptr<int>* first = &values[0];
  const std::shared_ptr<int>* third = &values[2];
  values.truncate(3); // into the middle of the second chunk: the third chunk goes
  EXPECT_EQ(values.size(), 3u);
  EXPECT_EQ(token.use_count(), 4);
  EXPECT_EQ(&values[0], first);
  EXPECT_EQ(&values[2], third);
  values.emplace_back() = token; // in the second chunk again, then a new third
  values.emplace_back() = token;
  EXPECT_EQ(&values[2], third);
  EXPECT_EQ(token.use_count(), 6);
  values.truncate(0);
  EXPECT_TRUE(values.empty());
  EXPECT_EQ(token.use_count(), 1);
}

} // namespace
} // namespace reinplace
