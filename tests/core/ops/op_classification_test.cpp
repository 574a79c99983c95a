// Every registered op is classified as torch 1.13 classifies it: upstream's _is_view_op, the
// multi-output view type, and _maybe_get_inplace_op. The table is written by
// tools/op_classification.py from torch itself.

#include "core/ops/op_registry.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

#include <map>
#include <sstream>

namespace reinplace {
namespace {

struct Expected {
  bool view;
  bool multi_output;
  std::string inplace_variant;
};

std::map<std::string, Expected> torchTable() {
  std::map<std::string, Expected> table;
  std::istringstream in(
      testing::readFile(testing::sourcePath("tests/core/ops/data/op_classification.txt")));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string name, inplace;
    int view = 0, multi = 0;
    fields >> name >> view >> multi >> inplace;
    table[name] = {view != 0, multi != 0, inplace == "-" ? "" : inplace};
  }
  return table;
}

TEST(OpClassification, EveryRegisteredOpMatchesTorch) {
  auto table = torchTable();
  const auto& ops = OpRegistry::builtin().ops();
  ASSERT_GE(ops.size(), 140u);
  for (const auto& op : ops) {
    SCOPED_TRACE(op->qualified_name);
    auto it = table.find(op->qualified_name);
    ASSERT_NE(it, table.end()) << "not in the torch table; rerun tools/op_classification.py";
    EXPECT_EQ(op->is_view, it->second.view);
    EXPECT_EQ(op->is_multi_output_view, it->second.multi_output);
    EXPECT_EQ(op->inplace_variant ? op->inplace_variant->qualified_name : "",
              it->second.inplace_variant);
  }
  EXPECT_EQ(table.size(), ops.size()) << "the table lists ops that are no longer registered";
}

} // namespace
} // namespace reinplace
