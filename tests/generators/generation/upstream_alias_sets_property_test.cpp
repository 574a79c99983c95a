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

struct PassOutcome {
  std::string graph;
  std::string report;
  size_t rewrites = 0;
};

PassOutcome runPass(const Graph& original, Policy policy, bool rebuilt, size_t* lagging = nullptr) {
  Graph graph = original.clone();
  ReinplaceOptions options;
  options.policy = policy;
  if (rebuilt) testing::RebuiltAliasSets::use(options, lagging);
  ReinplaceReport report = reinplace(graph, options);
  PassOutcome run{printFxCode(graph), report.text()};
  for (const Decision& decision : report.decisions)
    run.rewrites += decision.kind != DecisionKind::Kept;
  return run;
}

// A campaign's recipe bent towards what makes upstream's entries lag their class: long runs of
// in-place candidates, views and scatters on the newest values, so rewrites merge storage after
// storage into one class (a merge updates two entries, the rest of the class keeps older sets).
Recipe bentTowardsAliasChains(Recipe recipe) {
  static constexpr StepKind kKinds[] = {
      StepKind::Unary,     StepKind::BinaryScalar, StepKind::Binary, StepKind::View,
      StepKind::Scatter,   StepKind::Scatter,      StepKind::Unary,  StepKind::BinaryScalar,
      StepKind::MultiView, StepKind::InputUpdate,  StepKind::Idiom,  StepKind::Math};
  for (Step& step : recipe.steps) {
    step.kind = kKinds[step.op % std::size(kKinds)];
    step.a %= 3;
    step.b %= 4;
  }
  return recipe;
}

Recipe aliasChainRecipe(uint64_t seed, size_t steps) {
  return bentTowardsAliasChains(randomRecipe(seed, steps));
}

RC_GTEST_PROP(UpstreamAliasSets, GeneratedGraphsDecideAsWithRebuiltSets, ()) {
  Graph graph = materialize(*recipeGen(64));
  for (Policy policy : {Policy::PyTorch, Policy::Sound}) {
    PassOutcome persistent = runPass(graph, policy, false), rebuilt = runPass(graph, policy, true);
    RC_ASSERT(persistent.report == rebuilt.report);
    RC_ASSERT(persistent.graph == rebuilt.graph);
  }
}

// The same on recipes bent towards alias chains (shrinking still works on the recipe).
RC_GTEST_PROP(UpstreamAliasSets, AliasChainGraphsDecideAsWithRebuiltSets, ()) {
  Graph graph = materialize(bentTowardsAliasChains(*recipeGen(64)));
  for (Policy policy : {Policy::PyTorch, Policy::Sound}) {
    PassOutcome persistent = runPass(graph, policy, false), rebuilt = runPass(graph, policy, true);
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
      PassOutcome persistent = runPass(graph, Policy::PyTorch, false);
      size_t lagging = 0;
      PassOutcome rebuilt = runPass(graph, Policy::PyTorch, true, &lagging);
      ASSERT_EQ(persistent.report, rebuilt.report) << "seed " << seed << ", nodes " << nodes;
      ASSERT_EQ(persistent.graph, rebuilt.graph) << "seed " << seed << ", nodes " << nodes;
      ++graphs;
      rewrites += persistent.rewrites;
      lagging_graphs += lagging > 0;
    }
  }
  EXPECT_EQ(graphs, 3420u);
  // Campaigns draw many graphs whose entries never lag; these are the ones that do.
  size_t chain_graphs = 0, chain_lagging = 0;
  for (auto [nodes, count] :
       {std::pair<size_t, uint64_t>{16, 4000}, {32, 4000}, {64, 2000}, {256, 300}, {1000, 40}}) {
    for (uint64_t seed = 0; seed < count; ++seed) {
      Graph graph = materialize(aliasChainRecipe(seed, nodes));
      for (Policy policy : {Policy::PyTorch, Policy::Sound}) {
        if (policy == Policy::Sound && nodes > 64) continue; // plans run the pytorch pass often
        size_t lagging = 0;
        PassOutcome persistent = runPass(graph, policy, false);
        PassOutcome rebuilt = runPass(graph, policy, true, &lagging);
        ASSERT_EQ(persistent.report, rebuilt.report)
            << "chain recipe, seed " << seed << ", nodes " << nodes << ", " << policyName(policy);
        ASSERT_EQ(persistent.graph, rebuilt.graph)
            << "chain recipe, seed " << seed << ", nodes " << nodes << ", " << policyName(policy);
        if (policy == Policy::PyTorch) chain_lagging += lagging > 0;
      }
      ++chain_graphs;
    }
  }
  EXPECT_GT(chain_lagging, 200u) << chain_lagging << " of " << chain_graphs;
  EXPECT_GT(rewrites, graphs); // the graphs exercise the pass, not only its refusals
  // and the entries that lag: the answers differ from the whole class's there only
  EXPECT_GT(lagging_graphs, 0u) << lagging_graphs << " of " << graphs;
}

} // namespace
} // namespace reinplace::gen
