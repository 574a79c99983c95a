// Campaigns: the generator's coverage of the pass (every decision, every check), the pytorch
// policy's failures found and shrunk, determinism; and the recipe shrinker on its own.

#include "core/ops/op_registry.h"
#include "generators/campaigns/campaign.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_decoder.h"
#include "generators/reduction/recipe_shrinker.h"

#include <gtest/gtest.h>

#include <set>

namespace reinplace::gen {
namespace {

TEST(Campaign, TenThousandGraphsReachEveryDecisionAndEveryCheck) {
  CampaignOptions options;
  options.max_graphs = 10'000;
  CampaignResult result = runCampaign(options);
  EXPECT_EQ(result.totals.graphs, 10'000);
  EXPECT_TRUE(result.failures.empty()) << result.failures[0].key << "\n"
                                       << result.failures[0].graph_code;
  for (const char* decision : {"inplaced", "scatter-rewritten", "removed", "kept"})
    EXPECT_GT(result.decisions[decision], 0) << decision;
  for (const auto& info : allSafetyChecks())
    EXPECT_GT(result.reasons[std::string(info.name)], 0) << info.name;
  EXPECT_GT(result.reasons["no-inplace-variant"], 0);
}

TEST(Campaign, FindsAndShrinksThePyTorchPolicysFailures) {
  CampaignOptions options;
  options.max_graphs = 3'000;
  options.pass.policy = Policy::PyTorch;
  CampaignResult result = runCampaign(options);
  ASSERT_FALSE(result.failures.empty());
  std::set<std::string> keys;
  for (const CampaignFailure& failure : result.failures) {
    keys.insert(failure.key);
    EXPECT_FALSE(failure.verdict.equivalent()) << failure.key;
    EXPECT_LE(failure.ops_shrunk, failure.ops_generated) << failure.key;
  }
  // upstream's three mis-compilations of DESIGN.md, found by the campaign itself
  EXPECT_TRUE(keys.count("overlap-hazard [argument-overlap]")) << ::testing::PrintToString(keys);
  EXPECT_TRUE(keys.count("overlap-hazard [internal-overlap]")) << ::testing::PrintToString(keys);
  EXPECT_TRUE(keys.count("value-mismatch [scatter-base-overlap]"))
      << ::testing::PrintToString(keys);
}

TEST(Campaign, IsDeterministicForAGraphBudget) {
  CampaignOptions options;
  options.max_graphs = 600;
  options.pass.policy = Policy::PyTorch;
  options.jobs = 2;
  CampaignResult first = runCampaign(options);
  CampaignResult second = runCampaign(options);
  EXPECT_EQ(first.totals.failures_by_kind, second.totals.failures_by_kind);
  EXPECT_EQ(first.decisions, second.decisions);
  std::set<std::string> first_keys, second_keys;
  for (const auto& failure : first.failures) first_keys.insert(failure.key);
  for (const auto& failure : second.failures) second_keys.insert(failure.key);
  EXPECT_EQ(first_keys, second_keys);
}

TEST(RecipeShrinker, KeepsOnlyWhatThePredicateNeeds) {
  auto has_scatter = [](const Recipe& recipe) {
    Graph graph = materialize(recipe);
    for (const Node* node : graph)
      if (node->kind == NodeKind::Call && node->op->scattered_view) return true;
    return false;
  };
  size_t shrunk = 0;
  for (uint64_t seed = 0; seed < 200 && shrunk < 5; ++seed) {
    Recipe recipe = randomRecipe(seed, 16);
    if (!has_scatter(recipe)) continue;
    Recipe smallest = shrinkRecipe(recipe, has_scatter);
    EXPECT_TRUE(has_scatter(smallest));
    EXPECT_LE(smallest.steps.size(), 2u); // a view, then the scatter step (or an idiom)
    EXPECT_EQ(smallest.inputs.size(), 1u);
    ++shrunk;
  }
  EXPECT_EQ(shrunk, 5u);
}

} // namespace
} // namespace reinplace::gen
