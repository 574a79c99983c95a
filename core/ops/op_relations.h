#pragma once
// How one op relates to another, from their schemas alone: the registry asks these of the few
// overloads a relation can name (op_registry.h).

#include "core/ops/op_info.h"

#include <string>
#include <vector>

namespace reinplace {

/// torchgen's FunctionSchema.signature(), as text: what a functional op and its out= variant
/// share. Out arguments and TensorOptions (dtype, layout, device, pin_memory together) are set
/// aside, a "_functional" suffix and the overload name dropped, alias annotations and return
/// names dropped, and written arguments no return aliases (self, the out arguments, positional
/// ones after self, in that order) become returns.
std::string groupingSignature(const Schema& schema);

/// Whether `scatter` (foo_scatter) writes back what view op `view` (foo) selects: foo's
/// arguments after self line up with the scatter's after (self, src).
bool scatterInvertsView(const Schema& scatter, const Schema& view);

/// upstream _maybe_get_inplace_op over the overloads of packet "name_" (`candidates`, in the
/// table's order) for a functional op that is neither a view nor in place.
struct InplaceLookup {
  int match = -1;      // index into candidates of the one overload whose schema matches
  bool raises = false; // upstream raises instead of answering (then match is -1)
};
InplaceLookup lookUpInplaceVariant(const OpInfo& functional,
                                   const std::vector<const OpInfo*>& candidates);

} // namespace reinplace
