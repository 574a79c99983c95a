#pragma once
// Ops with a meta rule whose result's sizes depend on the values of a tensor argument
// (repeat_interleave's repeats) unless the call's output_size gives them: the rule reads them
// from the node's annotation, which a bare graph takes from ATen when those values come from
// constants (aten/aten_meta.cpp).

#include "core/ir/graph.h"

namespace reinplace {

/// The value whose elements the sizes of this call's result depend on (repeat_interleave's
/// repeats, when no output_size gives them), whose rule then needs an annotation; nullptr for
/// any other call.
const Node* sizingValue(const Node& call);

} // namespace reinplace
