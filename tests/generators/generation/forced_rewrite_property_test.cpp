// The forced-rewrite hook on generated graphs: forcing a node past the check that keeps it
// leaves every decision made before it as it was, and that check no longer keeps it.

#include "core/reinplace/reinplace.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_gen.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace reinplace::gen {
namespace {

RC_GTEST_PROP(ForcedRewriteHook, ChangesNothingBeforeTheForcedNode, ()) {
  Graph graph = materialize(*recipeGen());
  Graph plain_copy = graph.clone();
  ReinplaceOptions node_by_node; // as the hook decides
  node_by_node.choose_plan = false;
  ReinplaceReport plain = reinplace(plain_copy, node_by_node);
  std::vector<size_t> kept;
  for (size_t i = 0; i < plain.decisions.size(); ++i)
    if (plain.decisions[i].kind == DecisionKind::Kept && plain.decisions[i].check)
      kept.push_back(i);
  RC_PRE(!kept.empty());
  size_t at = *rc::gen::elementOf(kept);
  const Decision& target = plain.decisions[at];
  RC_TAG(checkName(*target.check));

  ReinplaceOptions options;
  options.forced.push_back({target.node, {*target.check}});
  Graph forced_copy = graph.clone();
  ReinplaceReport forced = reinplace(forced_copy, options);
  RC_ASSERT(forced.decisions.size() > at);
  for (size_t i = 0; i < at; ++i) {
    RC_ASSERT(forced.decisions[i].node == plain.decisions[i].node);
    RC_ASSERT(forced.decisions[i].kind == plain.decisions[i].kind);
    RC_ASSERT(forced.decisions[i].reasonText() == plain.decisions[i].reasonText());
  }
  const Decision& now = forced.decisions[at];
  RC_ASSERT(now.node == target.node);
  RC_ASSERT(!(now.kind == DecisionKind::Kept && now.check == target.check));
}

} // namespace
} // namespace reinplace::gen
