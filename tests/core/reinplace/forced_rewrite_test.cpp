// The forced-rewrite testing hook (ReinplaceOptions::forced): it changes the decision of the
// forced node only, and only when a check it names is what keeps the node.

#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/ops/op_registry.h"
#include "core/reinplace/reinplace.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

namespace reinplace {
namespace {

ReinplaceReport decide(const std::string& file, const ReinplaceOptions& options) {
  Graph graph = loadGraph(testing::sourcePath(file).string(), builtinRegistry());
  return reinplace(graph, options);
}

ReinplaceOptions forcing(const std::string& node, std::vector<SafetyCheck> checks) {
  ReinplaceOptions options;
  options.forced.push_back({node, std::move(checks)});
  return options;
}

const char* kGraph = "tests/core/reinplace/forced/argument_overlap.fx";

TEST(ForcedRewrite, ChangesTheForcedNodesDecisionAndNoOther) {
  ReinplaceReport plain = decide(kGraph, {});
  for (const std::vector<SafetyCheck>& checks :
       {std::vector<SafetyCheck>{}, std::vector<SafetyCheck>{SafetyCheck::ArgumentOverlap}}) {
    ReinplaceReport forced = decide(kGraph, forcing("add", checks));
    ASSERT_EQ(forced.decisions.size(), plain.decisions.size());
    for (size_t i = 0; i < plain.decisions.size(); ++i) {
      const Decision& before = plain.decisions[i];
      const Decision& after = forced.decisions[i];
      ASSERT_EQ(before.node, after.node);
      if (before.node == "add") {
        EXPECT_EQ(before.kind, DecisionKind::Kept);
        EXPECT_EQ(before.check, SafetyCheck::ArgumentOverlap);
        EXPECT_EQ(after.kind, DecisionKind::Inplaced);
        EXPECT_EQ(after.reasonText(), "inplaced add -> add_.Tensor");
      } else {
        EXPECT_EQ(after.kind, before.kind) << after.node;
        EXPECT_EQ(after.reasonText(), before.reasonText());
      }
    }
  }
}

TEST(ForcedRewrite, ChecksThatDoNotKeepTheNodeChangeNothing) {
  std::string plain = decide(kGraph, {}).text();
  EXPECT_EQ(decide(kGraph, forcing("add", {SafetyCheck::LaterUse})).text(), plain);
  EXPECT_EQ(decide(kGraph, forcing("mul", {})).text(), plain); // rewritten anyway
  EXPECT_EQ(decide(kGraph, forcing("no_such_node", {})).text(), plain);
}

TEST(ForcedRewrite, OtherNodesKeepTheirChecks) {
  // Forcing relu does not let add past argument-overlap.
  ReinplaceReport forced = decide(kGraph, forcing("relu", {}));
  EXPECT_NE(forced.text().find("kept add: argument t overlaps self clone [argument-overlap]"),
            std::string::npos)
      << forced.text();
}

} // namespace
} // namespace reinplace
