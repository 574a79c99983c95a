// The pytorch policy's lagging alias sets on generated graphs: the pass with the persistent sets
// (core/reinplace/upstream_alias_sets.cpp) decides exactly as with upstream's own rebuild of
// each set from the merge history (tests/core/reinplace/rebuilt_alias_sets.h), the way it
// decided before the persistent sets: the same rewrite, the same report, reasons included.

#include "core/fx/printer.h"
#include "core/reinplace/reinplace.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_decoder.h"
#include "generators/generation/recipe_gen.h"
#include "tests/core/reinplace/rebuilt_alias_sets.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace reinplace::gen {
namespace {

struct Run {
  std::string graph;
  std::string report;
  size_t rewrites = 0;
};

Run runPass(const Graph& original, Policy policy, bool rebuilt, size_t* lagging = nullptr) {
  Graph graph = original.clone();
  ReinplaceOptions options;
  options.policy = policy;
  if (rebuilt) testing::RebuiltAliasSets::use(options, lagging);
  ReinplaceReport report = reinplace(graph, options);
  Run run{printFxCode(graph), report.text()};
  for (const Decision& decision : report.decisions)
    run.rewrites += decision.kind != DecisionKind::Kept;
  return run;
}

RC_GTEST_PROP(UpstreamAliasSets, GeneratedGraphsDecideAsWithRebuiltSets, ()) {
  Graph graph = materialize(*recipeGen(64));
  for (Policy policy : {Policy::PyTorch, Policy::Sound}) {
    Run persistent = runPass(graph, policy, false), rebuilt = runPass(graph, policy, true);
    RC_ASSERT(persistent.report == rebuilt.report);
    RC_ASSERT(persistent.graph == rebuilt.graph);
  }
}

// Seeded campaigns' graphs, as `reinplace campaign --policy=pytorch --nodes=N` draws them,
// small to large: thousands of graphs, many with entries that lag their class.
TEST(UpstreamAliasSets, CampaignGraphsDecideAsWithRebuiltSets) {
  size_t graphs = 0, rewrites = 0, lagging_graphs = 0;
  for (auto [nodes, count] :
       {std::pair<size_t, uint64_t>{16, 1500}, {32, 1000}, {64, 800}, {256, 100}, {1000, 20}}) {
    for (uint64_t seed = 0; seed < count; ++seed) {
      Graph graph = materialize(randomRecipe(seed, nodes));
      Run persistent = runPass(graph, Policy::PyTorch, false);
      size_t lagging = 0;
      Run rebuilt = runPass(graph, Policy::PyTorch, true, &lagging);
      ASSERT_EQ(persistent.report, rebuilt.report) << "seed " << seed << ", nodes " << nodes;
      ASSERT_EQ(persistent.graph, rebuilt.graph) << "seed " << seed << ", nodes " << nodes;
      ++graphs;
      rewrites += persistent.rewrites;
      lagging_graphs += lagging > 0;
    }
  }
  EXPECT_EQ(graphs, 3420u);
  EXPECT_GT(rewrites, graphs); // the graphs exercise the pass, not only its refusals
  // and the entries that lag: the answers differ from the whole class's there only
  EXPECT_GT(lagging_graphs, graphs / 4) << lagging_graphs << " of " << graphs;
}

} // namespace
} // namespace reinplace::gen
