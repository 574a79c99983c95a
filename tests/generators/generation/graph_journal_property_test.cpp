// GraphJournal on generated graphs: whatever the pass does to a graph under a journal, rolling
// back gives the graph it was (tests/core/ir/graph_snapshot.h), and the sound policy, which
// runs its full plan under a journal and rolls back when it compares plans, rewrites a graph
// exactly as it rewrites a copy of it.

#include "core/fx/printer.h"
#include "core/ir/graph_journal.h"
#include "core/reinplace/reinplace.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_gen.h"
#include "tests/core/ir/graph_snapshot.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace reinplace::gen {
namespace {

RC_GTEST_PROP(GraphJournal, ThePassUndoneLeavesTheGraphAsItWas, ()) {
  Recipe recipe = *recipeGen(48);
  const Graph original = materialize(recipe);
  const std::string before = testing::snapshot(original);
  for (Policy policy : {Policy::PyTorch, Policy::Sound}) {
    Graph graph = materialize(recipe);
    RC_ASSERT(testing::snapshot(graph) == before);
    ReinplaceOptions options;
    options.policy = policy;
    options.choose_plan = false; // the plan choice takes a journal of its own
    GraphJournal journal(graph);
    ReinplaceReport report = reinplace(graph, options);
    journal.rollBack();
    RC_ASSERT(testing::snapshot(graph) == before);
    // And the graph rolled back is rewritten as the graph never touched.
    Graph fresh = materialize(recipe);
    RC_ASSERT(reinplace(graph, options).text() == reinplace(fresh, options).text());
    RC_ASSERT(printFxCode(graph) == printFxCode(fresh));
  }
}

RC_GTEST_PROP(GraphJournal, TheSoundPlanRewritesAGraphAsItRewritesACopy, ()) {
  Graph graph = materialize(*recipeGen(48));
  Graph copy = graph.clone();
  ReinplaceReport in_place = reinplace(graph, {});
  ReinplaceReport on_copy = reinplace(copy, {});
  RC_ASSERT(in_place.text() == on_copy.text());
  RC_ASSERT(printFxCode(graph) == printFxCode(copy));
}

} // namespace
} // namespace reinplace::gen
