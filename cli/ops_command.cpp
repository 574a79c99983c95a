#include "aten/aten_executor.h"
#include "aten/sample_coverage.h"
#include "cli/command_line.h"
#include "cli/commands.h"
#include "core/meta/builtin_registry.h"
#include "core/ops/op_registry.h"
#include "oracle/interpreter/interpreter.h"
#include "oracle/interpreter/kernel.h"

#include <map>

namespace reinplace::cli {

std::string opsHelp() {
  return R"(usage: reinplace ops [--summary] [--samples]

Lists every aten op of torch 1.13, one per line: the schema, then what is derived from it
(view, multi-output view, in-place, the in-place variant the pass would use, the view a
*_scatter writes back, elementwise), then how it is supported:
  [meta rule, reference kernel]  the pass, the generators and the proofs know it, and the
                                 reference oracle computes it (views need no kernel)
  [meta rule]                    its meta is known; the reference runs it uninterpreted
  [ATen only]                    no rule: its meta comes from an annotation or from ATen, the
                                 reference runs it uninterpreted, ATen computes it
  [no CPU kernel]                ATen has its schema but nothing to run it on CPU tensors
With --summary, only the count of each kind.

With --samples, each op with a CPU kernel is also run in ATen on samples drawn from its schema
alone (tensors of a few shapes and dtypes, dims, sizes and numbers chosen by argument name): the
line says [runs on samples] or [fails on samples: why], and where the op has a rule and a
kernel, [oracles disagree: ...] when the reference and ATen compute it differently. The summary
then counts those too. Needs libtorch; takes a minute.
)";
}

namespace {

std::string supportOf(const OpInfo& op) {
  if (op.meta_rule) {
    bool computed = !oracle::needsKernel(op) || oracle::KernelRegistry::builtin().find(op);
    return computed ? "meta rule, reference kernel" : "meta rule";
  }
  return aten::atenKernel(op) == aten::AtenKernel::Cpu ? "ATen only" : "no CPU kernel";
}

} // namespace

// What running `op` on samples showed, or nothing for an op without a CPU kernel.
std::string samplesOf(const OpInfo& op, std::map<std::string, int64_t>& counts) {
  if (aten::atenKernel(op) != aten::AtenKernel::Cpu) return "";
  aten::SampleCoverage coverage = aten::coverOnSamplesIsolated(op);
  if (!coverage.sample) {
    ++counts["fails on samples"];
    std::string why = coverage.failure.substr(0, coverage.failure.find('\n'));
    return "  [fails on samples: " + why.substr(0, 120) + "]";
  }
  ++counts["runs on samples"];
  if (coverage.disagreement.empty()) return "  [runs on samples]";
  ++counts["runs on samples, oracles disagree"];
  std::string why = coverage.disagreement.substr(0, coverage.disagreement.find('\n'));
  return "  [runs on samples]  [oracles disagree: " + why.substr(0, 160) + "]";
}

int runOps(const std::vector<std::string>& args, std::ostream& out) {
  ParsedOptions options = parseOptions(args, {{"summary", false}, {"samples", false}});
  if (!options.positional.empty()) throw UsageError("ops takes no arguments");
  const bool summary = options.has("summary"), samples = options.has("samples");
  std::map<std::string, int64_t> counts, sample_counts;
  for (const auto& op : builtinRegistry().ops()) {
    ++counts[supportOf(*op)];
    std::string sampled = samples ? samplesOf(*op, sample_counts) : "";
    if (summary) continue;
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
    out << "  [" << supportOf(*op) << "]" << sampled << "\n";
  }
  if (summary) {
    int64_t total = 0;
    for (const auto& [support, count] : counts) total += count;
    for (const auto& [support, count] : counts)
      out << support << ": " << count << " of " << total << "\n";
    for (const auto& [what, count] : sample_counts)
      out << what << ": " << count << " of " << total << "\n";
  }
  return 0;
}

} // namespace reinplace::cli
