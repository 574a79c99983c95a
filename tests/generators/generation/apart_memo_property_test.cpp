// The sound policy's later-use filter remembers, per alias class, the later uses found to read
// beside the region a decision writes (alias_classes.h, ApartMemo), so a run of decisions into
// one place asks each use once. These tests hold it to the search it replaces: with the memo
// and without it (ReinplaceOptions::remember_apart_uses) the pass makes the same rewrite and
// the same report, reasons included, on generated graphs and on the benchmark's shapes.

#include "bench/graph_shapes.h"
#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/reinplace/reinplace.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_decoder.h"
#include "generators/generation/recipe_gen.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace reinplace::gen {
namespace {

struct PassOutcome {
  std::string graph;
  std::string report;
};

PassOutcome runPass(const Graph& original, bool remember) {
  Graph graph = original.clone();
  ReinplaceOptions options;
  options.remember_apart_uses = remember;
  ReinplaceReport report = reinplace(graph, options);
  return {printFxCode(graph), report.text()};
}

// Views of the newest values, in-place candidates and scatters: rewrites land in views, and
// later ops read other views of the same base.
Recipe bentTowardsViewsOfOneBase(Recipe recipe) {
  static constexpr StepKind kKinds[] = {
      StepKind::View,    StepKind::View,      StepKind::Unary,        StepKind::Binary,
      StepKind::Scatter, StepKind::MultiView, StepKind::BinaryScalar, StepKind::InputUpdate};
  for (Step& step : recipe.steps) {
    step.kind = kKinds[step.op % std::size(kKinds)];
    step.a %= 4;
  }
  return recipe;
}

RC_GTEST_PROP(ApartMemo, GeneratedGraphsDecideAsWithoutIt, ()) {
  Graph graph = materialize(*recipeGen(64));
  PassOutcome remembered = runPass(graph, true), asked = runPass(graph, false);
  RC_ASSERT(remembered.report == asked.report);
  RC_ASSERT(remembered.graph == asked.graph);
}

RC_GTEST_PROP(ApartMemo, ViewHeavyGraphsDecideAsWithoutIt, ()) {
  Graph graph = materialize(bentTowardsViewsOfOneBase(*recipeGen(64)));
  PassOutcome remembered = runPass(graph, true), asked = runPass(graph, false);
  RC_ASSERT(remembered.report == asked.report);
  RC_ASSERT(remembered.graph == asked.graph);
}

// Seeded campaigns' graphs, small to large.
TEST(ApartMemo, CampaignGraphsDecideAsWithoutIt) {
  size_t graphs = 0;
  for (auto [nodes, count] : {std::pair<size_t, uint64_t>{16, 1000}, {48, 600}, {256, 60}}) {
    for (uint64_t seed = 0; seed < count; ++seed) {
      for (bool bent : {false, true}) {
        Recipe recipe = randomRecipe(seed, nodes);
        Graph graph = materialize(bent ? bentTowardsViewsOfOneBase(recipe) : recipe);
        PassOutcome remembered = runPass(graph, true), asked = runPass(graph, false);
        ASSERT_EQ(remembered.report, asked.report)
            << "seed " << seed << ", nodes " << nodes << ", graph:\n"
            << printFxCode(graph);
        ASSERT_EQ(remembered.graph, asked.graph) << "seed " << seed << ", nodes " << nodes;
        ++graphs;
      }
    }
  }
  EXPECT_EQ(graphs, 3320u);
}

// The shapes whose decisions run into one place while other views of its base are read later.
TEST(ApartMemo, BenchmarkShapesDecideAsWithoutIt) {
  for (const char* shape : {"live_views", "fanout", "shared_inputs", "chain", "cat_many"}) {
    SCOPED_TRACE(shape);
    Graph graph = parseFxCode(bench::shapeGraph(shape, 600), "<shape>", builtinRegistry());
    propagateMeta(graph);
    PassOutcome remembered = runPass(graph, true), asked = runPass(graph, false);
    EXPECT_EQ(remembered.report, asked.report);
    EXPECT_EQ(remembered.graph, asked.graph);
    EXPECT_NE(remembered.report.find("inplaced"), std::string::npos);
  }
}

} // namespace
} // namespace reinplace::gen
