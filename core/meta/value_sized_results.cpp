#include "core/meta/value_sized_results.h"

#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"

#include <string_view>

namespace reinplace {

const Node* sizingValue(const Node& call) {
  if (!call.op) return nullptr;
  const std::string_view name = call.op->qualified_name;
  if (name != "repeat_interleave.Tensor" && name != "repeat_interleave.self_Tensor") return nullptr;
  const BoundArgs bound(*call.op, call.args, call.kwargs);
  if (!bound.at(call.op->schema.findArgument("output_size")).isNone()) return nullptr;
  const Arg& repeats = bound.at(call.op->schema.findArgument("repeats"));
  return repeats.isNode() ? repeats.node() : nullptr;
}

} // namespace reinplace
