#pragma once
// The op a call target names (torch.ops.aten.add.Tensor, or aten.add.Tensor): each name as
// written is looked up once per file, since a graph calls a few dozen ops thousands of times.
// Private to core/fx/ (the parser's).

#include "core/fx/dotted_name.h"
#include "core/ops/op_registry.h"

#include <string>
#include <string_view>
#include <unordered_map>

namespace reinplace {

class OpResolver {
public:
  /// `file` names the source in errors; the tokens resolved must outlive the resolver.
  OpResolver(const OpRegistry& registry, const std::string& file)
      : registry_(registry), file_(file) {}

  /// Throws InputError at the name at fault (`start` for a target of the wrong shape): an
  /// unknown target, an op without an overload (with one to write), an unknown op, an unknown
  /// overload (with the known ones).
  const OpInfo* resolve(const Token& start, const DottedName& target);

private:
  [[noreturn]] void fail(const Token& at, const std::string& message) const;
  std::string overloadHint(std::string_view packet) const;

  const OpRegistry& registry_;
  const std::string& file_;
  // By "add.Tensor" as written: views of the source.
  std::unordered_map<std::string_view, const OpInfo*> resolved_;
};

} // namespace reinplace
