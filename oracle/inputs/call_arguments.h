#pragma once
// A call's argument by its schema name, written positionally or as a keyword: what the input
// draws ask of an input's uses.

#include "core/ir/graph.h"
#include "core/ops/op_registry.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace reinplace::oracle {

/// The argument `name` as the call wrote it; nullptr when it did not write it (a default) or the
/// schema has no such argument.
inline const Arg* argumentNamed(const Node& call, std::string_view name) {
  int index = call.op->schema.findArgument(name);
  if (index < 0) return nullptr;
  if (static_cast<size_t>(index) < call.args.size()) return &call.args[static_cast<size_t>(index)];
  for (const auto& [key, value] : call.kwargs)
    if (key == name) return &value;
  return nullptr;
}

inline std::optional<int64_t> intArgument(const Node& call, std::string_view name) {
  const Arg* arg = argumentNamed(call, name);
  if (!arg || !arg->isInt()) return std::nullopt;
  return std::get<int64_t>(arg->value);
}

/// Whether the call passes `value` itself as its argument `name`.
inline bool passesAs(const Node& call, std::string_view name, const Node& value) {
  const Arg* arg = argumentNamed(call, name);
  return arg && arg->isNode() && arg->node() == &value;
}

} // namespace reinplace::oracle
