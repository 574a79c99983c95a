#include "cli/command_line.h"
#include "cli/commands.h"
#include "core/meta/builtin_registry.h"
#include "core/ops/op_registry.h"

namespace reinplace::cli {

std::string opsHelp() {
  return R"(usage: reinplace ops

Lists every aten op of torch 1.13, one per line: the schema, then what is derived from it
(view, multi-output view, in-place, the in-place variant the pass would use, the view a
*_scatter writes back, elementwise). Ops marked [schema only] have no meta rule and no
reference kernel: a graph gives their results' meta in annotations, and the oracle runs them
as uninterpreted functions (docs/oracle.md).
)";
}

int runOps(const std::vector<std::string>& args, std::ostream& out) {
  ParsedOptions options = parseOptions(args, {});
  if (!options.positional.empty()) throw UsageError("ops takes no arguments");
  for (const auto& op : builtinRegistry().ops()) {
    out << op->schema.str();
    if (op->is_multi_output_view)
      out << "  [multi-output view]";
    else if (op->is_view)
      out << "  [view]";
    if (op->is_inplace) out << "  [in-place]";
    if (op->inplace_variant)
      out << "  [in-place variant: " << op->inplace_variant->qualified_name << "]";
    if (op->scattered_view) out << "  [writes back: " << op->scattered_view->qualified_name << "]";
    if (op->elementwise) out << "  [elementwise]";
    if (!op->meta_rule) out << "  [schema only]";
    out << "\n";
  }
  return 0;
}

} // namespace reinplace::cli
