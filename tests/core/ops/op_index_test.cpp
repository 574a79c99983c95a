// The index of torch's schema table, built by the compiler, finds every entry where it is, as an
// index built at run time from the same table does; a table out of order is caught.

#include "core/ops/aten_schemas.h"
#include "core/ops/op_index.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace reinplace {
namespace {

TEST(OpIndex, TheCompiledIndexFindsEveryEntryOfTorchsTableWhereItIs) {
  std::span<const char* const> table = atenSchemaTable();
  OpIndex compiled = atenSchemaIndex();
  DynamicOpIndex built(table);
  OpIndex at_run_time(table, built.heads, built.packet_first, built.slots);
  ASSERT_EQ(compiled.size(), table.size());
  for (uint32_t entry = 0; entry < table.size(); ++entry) {
    auto [packet, overload] = schemaKey(table[entry]);
    std::string_view named = overload.empty() ? kDefaultOverload : overload;
    for (const OpIndex* index : {&compiled, &at_run_time}) {
      ASSERT_EQ(index->packetOf(entry), packet) << table[entry];
      ASSERT_EQ(index->overloadOf(entry), named) << table[entry];
      ASSERT_EQ(index->find(packet, named), entry) << table[entry];
      std::optional<EntryRange> range = index->packet(packet);
      ASSERT_TRUE(range && range->begin <= entry && entry < range->end) << table[entry];
    }
  }
}

TEST(OpIndex, APacketIsExactlyTheEntriesOfItsName) {
  OpIndex index = atenSchemaIndex();
  std::optional<EntryRange> add = index.packet("add");
  ASSERT_TRUE(add);
  std::vector<std::string> overloads;
  for (uint32_t entry = add->begin; entry < add->end; ++entry) {
    EXPECT_EQ(index.packetOf(entry), "add");
    overloads.emplace_back(index.overloadOf(entry));
  }
  EXPECT_NE(std::find(overloads.begin(), overloads.end(), "Tensor"), overloads.end());
  EXPECT_NE(std::find(overloads.begin(), overloads.end(), "out"), overloads.end());
  // Its neighbours in the table belong to other packets ("add_" among them).
  EXPECT_NE(index.packetOf(add->end), "add");
  EXPECT_NE(index.packetOf(add->begin - 1), "add");
  EXPECT_FALSE(index.packet("ad"));
  EXPECT_FALSE(index.packet("add__"));
  EXPECT_FALSE(index.find("add", "Nothing"));
  EXPECT_EQ(index.find("clone", "default"), index.packet("clone")->begin);
}

TEST(OpIndex, ATableOutOfOrderOrWithANameTwiceIsCaught) {
  std::vector<const char*> sorted = {"add.Tensor(Tensor self) -> Tensor",
                                     "add_(Tensor self) -> Tensor", "clone(Tensor self) -> Tensor"};
  EXPECT_EQ(firstOutOfOrder(sorted), sorted.size());
  EXPECT_EQ(countPackets(sorted), 3u);
  std::vector<const char*> swapped = {sorted[1], sorted[0], sorted[2]};
  EXPECT_EQ(firstOutOfOrder(swapped), 1u);
  std::vector<const char*> twice = {sorted[0], sorted[0], sorted[2]};
  EXPECT_EQ(firstOutOfOrder(twice), 1u);
  // No overload sorts first: "clone" before "clone.memory_format".
  std::vector<const char*> overloads = {"clone(Tensor self) -> Tensor",
                                        "clone.memory_format(Tensor self) -> Tensor"};
  EXPECT_EQ(firstOutOfOrder(overloads), overloads.size());
  EXPECT_EQ(countPackets(overloads), 1u);
}

} // namespace
} // namespace reinplace
