#pragma once
// Turning a recipe into a graph. Each step is tried against the values made so far: its op's
// meta rule decides whether the call is well-typed, and a step that does not fit (a dim out of
// range, shapes that do not broadcast, a dtype the op rejects, a result over the size cap) is
// skipped. So every recipe gives a valid functional graph with meta propagated.

#include "core/ir/graph.h"
#include "generators/generation/recipe.h"

namespace reinplace::gen {

struct MaterializeOptions {
  /// Results with more elements are skipped, which keeps the oracle's runs cheap.
  int64_t max_elements = 256;
};

Graph materialize(const Recipe& recipe, const MaterializeOptions& options = {});

} // namespace reinplace::gen
