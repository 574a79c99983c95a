#pragma once
// Meta from ATen for ops without a hand-written rule: a graph as torch prints it (parameters
// annotated, statements bare) loads when every op has a CPU kernel. The graph runs once in ATen
// on the seeded inputs `check` draws first (seed 0), as torch's ShapeProp runs a GraphModule, and
// each value of a rule-less op that the file leaves bare takes the dtype, sizes, strides and
// offset ATen gives it, as if the file had annotated it (Node::meta_from_aten says it did not).
// Hand-written rules stay first: they are checked against ATen by --oracle=both.

#include "core/ir/graph.h"

#include <cstddef>

namespace reinplace::aten {

/// Annotates every bare value of a rule-less op in `graph` (parsed, not yet propagated) with the
/// meta ATen observes; returns how many calls it annotated (0 without running anything when
/// none needs it). Throws InputError at the node, naming it, when the op has no CPU kernel, when
/// its result's sizes depend on its inputs' values (nonzero, unique, masked_select: annotate
/// them), or when ATen raises before reaching it (with torch's message).
size_t annotateMetaFromAten(Graph& graph);

} // namespace reinplace::aten
