// Every op of the registry, which is every aten op of torch 1.13's schema table, is classified as
// torch classifies it: upstream's _is_view_op, the multi-output view type, _maybe_get_inplace_op
// (including where it raises), the arguments the schema marks written, whether it is an out=
// variant, and the out= variant torchgen groups with a functional op. The table is written by
// tools/op_classification.py from torch itself.

#include "core/meta/builtin_registry.h"
#include "core/ops/aten_schemas.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

#include <map>
#include <sstream>

namespace reinplace {
namespace {

struct Expected {
  bool view = false;
  bool multi_output = false;
  std::string inplace_variant; // "-" none, "!" torch's lookup raises
  std::string written;         // comma separated, "-" none
  bool out = false;
  std::string out_variant; // "-" none
};

std::map<std::string, Expected> torchTable() {
  std::map<std::string, Expected> table;
  std::istringstream in(
      testing::readFile(testing::sourcePath("tests/core/ops/data/op_classification.txt")));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string name;
    Expected row;
    int view = 0, multi = 0, out = 0;
    fields >> name >> view >> multi >> row.inplace_variant >> row.written >> out >> row.out_variant;
    row.view = view != 0;
    row.multi_output = multi != 0;
    row.out = out != 0;
    table[name] = row;
  }
  return table;
}

std::string inplaceColumn(const OpInfo& op) {
  if (op.inplace_lookup_raises) return "!";
  return op.inplace_variant ? op.inplace_variant->qualified_name : "-";
}

std::string writtenColumn(const OpInfo& op) {
  std::string out;
  for (const std::string& name : writtenArguments(op)) out += (out.empty() ? "" : ",") + name;
  return out.empty() ? "-" : out;
}

TEST(OpClassification, EveryRegisteredOpMatchesTorch) {
  auto table = torchTable();
  const auto& ops = builtinRegistry().ops();
  ASSERT_GE(table.size(), 3000u);
  size_t views = 0, inplace_variants = 0, out_variants = 0;
  for (const auto& op : ops) {
    SCOPED_TRACE(op->qualified_name);
    auto it = table.find(op->qualified_name);
    ASSERT_NE(it, table.end()) << "not in the torch table; rerun tools/op_classification.py";
    const Expected& torch = it->second;
    EXPECT_EQ(op->is_view, torch.view);
    EXPECT_EQ(op->is_multi_output_view, torch.multi_output);
    EXPECT_EQ(inplaceColumn(*op), torch.inplace_variant);
    EXPECT_EQ(writtenColumn(*op), torch.written);
    EXPECT_EQ(op->is_out, torch.out);
    EXPECT_EQ(op->out_variant ? op->out_variant->qualified_name : "-", torch.out_variant);
    views += op->is_view;
    inplace_variants += op->inplace_variant != nullptr;
    out_variants += op->out_variant != nullptr;
  }
  EXPECT_EQ(table.size(), ops.size()) << "the table lists ops that are not registered";
  // Not vacuous: the table holds each kind in numbers.
  EXPECT_GT(views, 100u);
  EXPECT_GT(inplace_variants, 250u);
  EXPECT_GT(out_variants, 900u);
}

TEST(OpClassification, EverySchemaOfTheTableIsRegisteredOnce) {
  const OpRegistry& registry = builtinRegistry();
  EXPECT_EQ(registry.ops().size(), atenSchemaTable().size());
  for (const char* schema : atenSchemaTable()) {
    Schema parsed = parseSchema(schema);
    const OpInfo* op = registry.find(parsed.qualifiedName());
    ASSERT_NE(op, nullptr) << schema;
    // What the registry holds prints back as the table's text.
    EXPECT_EQ(op->schema.str(), schema);
  }
}

// Torch 1.13's schemas leave some writes out: batch norm's running statistics and
// rrelu_with_noise's noise are written in training mode only.
TEST(OpClassification, HiddenWritesFollowTheTrainingFlag) {
  const OpRegistry& registry = builtinRegistry();
  const OpInfo* batch_norm = registry.find("native_batch_norm.default");
  ASSERT_NE(batch_norm, nullptr);
  ASSERT_EQ(batch_norm->hidden_writes.size(), 2u);
  std::vector<Arg> args = {Arg::ofDouble(1),   Arg::none(),        Arg::none(),
                           Arg::none(),        Arg::none(),        Arg::ofBool(true),
                           Arg::ofDouble(0.1), Arg::ofDouble(1e-5)};
  for (bool training : {true, false}) {
    args[5] = Arg::ofBool(training);
    BoundArgs bound(*batch_norm, args, {});
    EXPECT_EQ(writesArgument(*batch_norm, bound, batch_norm->schema.findArgument("running_mean")),
              training);
    EXPECT_EQ(writesArgument(*batch_norm, bound, batch_norm->schema.findArgument("running_var")),
              training);
    EXPECT_FALSE(writesArgument(*batch_norm, bound, batch_norm->schema.findArgument("input")));
  }
  const OpInfo* rrelu = registry.find("rrelu_with_noise.default");
  ASSERT_NE(rrelu, nullptr);
  ASSERT_EQ(rrelu->hidden_writes.size(), 1u);
  EXPECT_EQ(rrelu->schema.arguments[rrelu->hidden_writes[0].argument].name, "noise");
  // The out= variant's own out argument is written by its schema; its noise, hidden.
  const OpInfo* rrelu_out = registry.find("rrelu_with_noise.out");
  ASSERT_NE(rrelu_out, nullptr);
  EXPECT_EQ(rrelu_out->hidden_writes.size(), 1u);
  size_t ops_with_hidden_writes = 0;
  for (const auto& op : registry.ops()) ops_with_hidden_writes += !op->hidden_writes.empty();
  EXPECT_EQ(ops_with_hidden_writes,
            11u); // the batch norms and rrelu_with_noise, with their out= forms
}

} // namespace
} // namespace reinplace
