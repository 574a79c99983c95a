#include "core/fx/symbol_table.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <deque>
#include <map>

namespace reinplace {
namespace {

TEST(SymbolTable, FindsWhatWasInsertedAndRefusesDuplicates) {
  std::deque<Node> nodes(3);
  nodes[0].name = "clone";
  nodes[1].name = "add";
  nodes[2].name = "add";
  SymbolTable table;
  EXPECT_EQ(table.find("clone"), nullptr);
  EXPECT_TRUE(table.insert(&nodes[0]));
  EXPECT_TRUE(table.insert(&nodes[1]));
  EXPECT_FALSE(table.insert(&nodes[2]));
  EXPECT_EQ(table.find("clone"), &nodes[0]);
  EXPECT_EQ(table.find("add"), &nodes[1]);
  EXPECT_EQ(table.find("ad"), nullptr);
}

// Against std::map as the reference, through growth from an empty, unreserved table.
RC_GTEST_PROP(SymbolTableProperty, BehavesLikeAMap, ()) {
  auto names = *rc::gen::container<std::vector<std::string>>(
      rc::gen::map(rc::gen::inRange(0, 300), [](int i) { return "v" + std::to_string(i); }));
  std::deque<Node> nodes;
  std::map<std::string, Node*> reference;
  SymbolTable table;
  for (const auto& name : names) {
    Node& node = nodes.emplace_back();
    node.name = name;
    bool fresh = reference.emplace(name, &node).second;
    RC_ASSERT(table.insert(&node) == fresh);
  }
  for (int i = 0; i < 300; ++i) {
    std::string name = "v" + std::to_string(i);
    auto it = reference.find(name);
    RC_ASSERT(table.find(name) == (it == reference.end() ? nullptr : it->second));
  }
}

} // namespace
} // namespace reinplace
