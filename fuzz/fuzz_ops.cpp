// libFuzzer target: bytes -> one call of any op with a meta rule, its arguments filled from the
// schema with hostile values (generators/generation/op_call_decoder.h). Properties:
// - the meta rule either refuses the call with its clean error type (MetaError, BindError) or
//   returns the results the schema declares, whose sizes are at least 0 and whose strides match
//   them in number; anything else it throws is a crash;
// - meta propagation then either refuses the results cleanly (an element count or storage size
//   int64 does not hold, a view outside its storage) or accepts them;
// - an accepted call whose tensors are small enough runs in the oracle, under ASan and UBSan,
//   without a crash fault: every kernel either computes or refuses cleanly.
// Any violation aborts with the graph printed as FX code.
//
// Environment (read once per process):
// - REINPLACE_FUZZ_DUMP: a file the graph of each input is written to before it is checked.
// - REINPLACE_FUZZ_OPS_LOG: a file that first gets "OP decodable" for every op an input can
//   name, then "OP OUTCOME" for each input (rejected, too-big, no-kernel, ran, faulted):
//   scripts/fuzz-ops-reach.sh counts the ops a corpus reaches.

#include "core/fx/printer.h"
#include "core/ir/diagnostics.h"
#include "core/meta/meta_context.h"
#include "core/meta/meta_propagation.h"
#include "generators/generation/op_call_decoder.h"
#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/interpreter.h"
#include "oracle/interpreter/kernel.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <span>
#include <string>

namespace {

using namespace reinplace;

struct OpsConfig {
  std::string dump_path;
  std::string log_path;
};

// libFuzzer gives the entry point no context argument: the environment is read once into a
// function-local constant.
const OpsConfig& config() {
  static const OpsConfig instance = [] {
    OpsConfig read;
    if (const char* dump = std::getenv("REINPLACE_FUZZ_DUMP")) read.dump_path = dump;
    if (const char* log = std::getenv("REINPLACE_FUZZ_OPS_LOG")) {
      read.log_path = log;
      // The ops an input can name, so that a count of the log also names those none reached.
      std::ofstream list(read.log_path, std::ios::app);
      for (const OpInfo* op : gen::decodableOps()) list << op->qualified_name << " decodable\n";
    }
    return read;
  }();
  return instance;
}

// Small enough that every kernel finishes in microseconds: a fuzzer spends its time on calls.
const oracle::ExecutionLimits kLimits{int64_t{1} << 15}; // 32 KiB a run

int outcome(const OpInfo& op, const char* what) {
  if (!config().log_path.empty())
    std::ofstream(config().log_path, std::ios::app) << op.qualified_name << ' ' << what << '\n';
  return 0;
}

[[noreturn]] void violation(const Graph& graph, const std::string& what) {
  std::fprintf(stderr, "fuzz_ops: %s\ngraph:\n%s", what.c_str(), printFxCode(graph).c_str());
  std::abort();
}

// What every result of a meta rule must be before the choke point looks at it: what the schema
// returns (a list for Tensor[], one meta per tensor of a tuple, as getitems take them apart;
// a lone Tensor otherwise), as many strides as sizes, and no negative size (a negative size is
// an overflow the rule did not catch).
void checkRuleResults(const Graph& graph, const OpInfo& op, const ValueMeta& results,
                      bool list_result) {
  bool returns_list = false;
  size_t tensors = 0;
  for (const SchemaReturn& returned : op.schema.returns) {
    returns_list |= returned.type.list;
    tensors += returned.type.base == BaseType::Tensor && !returned.type.list;
  }
  const bool lone_tensor = !returns_list && op.schema.returns.size() == 1 && tensors == 1;
  const bool as_declared = returns_list  ? list_result
                           : lone_tensor ? !list_result && results.size() == 1
                                         : list_result && results.size() == tensors;
  if (!as_declared)
    violation(graph, op.qualified_name + "'s meta rule returned " + std::to_string(results.size()) +
                         (list_result ? " list" : "") + " results for the schema's " +
                         op.schema.str());
  for (const TensorMeta& meta : results) {
    if (meta.strides.size() != meta.sizes.size())
      violation(graph, op.qualified_name + "'s meta rule returned sizes " +
                           formatShape(meta.sizes) + " with strides " + formatShape(meta.strides));
    for (int64_t size : meta.sizes)
      if (size < 0)
        violation(graph, op.qualified_name +
                             "'s meta rule returned a negative size: " + formatShape(meta.sizes));
  }
}

// Returns the call's result, or up to 16 elements of a list result, propagated as the rest.
void addOutput(Graph& graph, MetaPropagator& propagator, Node* call) {
  std::vector<Arg> returned;
  if (call->hasTensorMeta()) returned.push_back(Arg::ofNode(call));
  for (size_t i = 0; call->is_list_result && i < call->meta.size() && i < 16; ++i) {
    Node* item = graph.addGetItem(call, static_cast<int64_t>(i), "item");
    propagator.propagate(item);
    returned.push_back(Arg::ofNode(item));
  }
  if (!returned.empty()) propagator.propagate(graph.setOutput(Arg::ofList(returned, true)));
}

int runOracle(Graph& graph, const OpInfo& op) {
  if (oracle::needsKernel(op) && !oracle::KernelRegistry::builtin().find(op))
    return outcome(op, "no-kernel");
  bool faulted = false;
  try {
    // Plain values, then the special ones (NaN, inf, integer extremes) kernels also must take.
    for (uint64_t seed : {0, 1}) {
      auto inputs = oracle::makeInputs(graph, {seed, seed == 1}, kLimits);
      oracle::Execution run = oracle::execute(graph, std::move(inputs), kLimits, seed);
      if (run.fault && run.fault->kind == oracle::VerdictKind::Crash)
        violation(graph, "the oracle crashed: " + run.fault->message);
      faulted = faulted || run.fault.has_value();
    }
  } catch (const InputError&) {
    return outcome(op, "too-big");
  }
  return outcome(op, faulted ? "faulted" : "ran");
}

int checkCall(gen::DecodedOpCall& decoded) {
  Graph& graph = decoded.graph;
  const OpInfo& op = *decoded.op;
  MetaPropagator propagator(graph);
  try {
    for (Node* input : graph.placeholders()) propagator.propagate(input);
  } catch (const InputError&) {
    return outcome(op, "rejected");
  }
  if (!config().dump_path.empty()) std::ofstream(config().dump_path) << printFxCode(graph);
  ValueMeta results;
  bool list_result = false;
  const Node* result_is = nullptr; // copy, conj_physical: the result is an argument itself
  try {
    MetaContext context(op, *decoded.call);
    op.meta_rule(context);
    results = std::move(context.results());
    list_result = context.isListResult();
    result_is = context.resultIsArgument();
  } catch (const MetaError&) {
    return outcome(op, "rejected");
  } catch (const BindError&) {
    return outcome(op, "rejected");
  } catch (const std::exception& error) {
    violation(graph, op.qualified_name + "'s meta rule threw " + error.what() +
                         " rather than a MetaError");
  }
  checkRuleResults(graph, op, results, list_result);
  try {
    propagator.commitCall(decoded.call, std::move(results), list_result, result_is);
  } catch (const InputError&) {
    return outcome(op, "rejected");
  }
  addOutput(graph, propagator, decoded.call);
  return runOracle(graph, op);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  gen::DecodedOpCall decoded = gen::decodeOpCall(std::span<const uint8_t>(data, size));
  return checkCall(decoded);
}
