#include "aten/anchoring_plan.h"

#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"

#include <algorithm>
#include <unordered_map>

namespace reinplace::aten {

using oracle::Execution;
using oracle::RuntimeTensor;

namespace {

// The run's storages of the values `arg` names.
void addStoragesOf(const Arg& arg, const Execution& run, RunStorages& storages) {
  arg.forEachNode([&](const Node* value) {
    if (value->id >= run.values.size()) return;
    for (const oracle::TensorHandle& tensor : run.values[value->id])
      if (tensor) storages.insert(tensor->storage.get());
  });
}

// One argument a call writes: its position, whether the schema leaves the write unmarked (a
// training batch norm's running stats), the run's storages of its value, and whether the
// executor can settle it as it anchors a result (one tensor, contiguous from its storage's start).
struct Write {
  int position;
  bool hidden;
  RunStorages storages;
  bool settleable = false;
};

// The arguments `node` writes: those its schema marks written, then the writes no schema marks.
std::vector<Write> writesOf(const Node& node, const Execution& run) {
  std::vector<Write> writes;
  if (node.kind != NodeKind::Call) return writes;
  const OpInfo& op = *node.op;
  if (!op.schema.isMutating() && op.hidden_writes.empty()) return writes;
  BoundArgs bound(op, node.args, node.kwargs);
  auto add = [&](int position, bool hidden) {
    Write& write = writes.emplace_back(Write{position, hidden, {}});
    const Arg& arg = bound.at(position);
    addStoragesOf(arg, run, write.storages);
    if (!arg.isNode() || arg.node()->id >= run.values.size()) return;
    const oracle::ValueTensors& values = run.values[arg.node()->id];
    write.settleable = values.size() == 1 && values[0] && values[0]->layout.isContiguous() &&
                       values[0]->layout.storage_offset == 0;
  };
  for (size_t i = 0; i < op.schema.arguments.size(); ++i)
    if (op.schema.arguments[i].alias && op.schema.arguments[i].alias->is_write)
      add(static_cast<int>(i), false);
  for (const HiddenWrite& hidden : op.hidden_writes)
    if (writesArgument(op, bound, hidden.argument) && bound.at(hidden.argument).isNode())
      add(hidden.argument, true);
  return writes;
}

} // namespace

void addWrittenStorages(const Node& node, const Execution& run, RunStorages& written) {
  for (const Write& write : writesOf(node, run))
    written.insert(write.storages.begin(), write.storages.end());
}

// The storages some node of the run writes.
RunStorages writtenStorages(const Graph& graph, const Execution& run) {
  RunStorages written;
  for (const Node* node : graph) addWrittenStorages(*node, run, written);
  return written;
}

// The nodes whose results ATen may continue from the reference's: results of ops that write
// nothing, in storages the reference's run first made at that node and no node writes, so the
// reference's final values are the values the node made. Judged on the run's storages: a
// rewritten graph's meta still names the storages of the functional program, where a
// select_scatter the pass turned into a copy_ into its base wrote a fresh storage.
Anchoring anchoringFor(const Graph& graph, const Execution& reference, const RunStorages& written,
                       bool (*agrees)(const RuntimeTensor& reference, const RuntimeTensor& aten)) {
  Anchoring anchoring;
  anchoring.reference = &reference;
  anchoring.agrees = agrees;
  anchoring.anchorable.assign(graph.idBound(), false);
  // Training batch norm's running stats keep ATen's own values (its results are never anchored),
  // which may differ by a rounding: a result computed from them once written is not continued
  // from the reference's either, or ATen's next op would mix the two (remainder(clone(
  // running_mean), running_mean) gave -1.67 where both runs give 0; found by fuzz_differential).
  // Before the write they hold the inputs, the same in both runs: an eval batch norm reading
  // running stats a later training one writes is continued (its near-equal outputs, normalized
  // again in training over two elements, came out 0.98 against 0.83). After their last write
  // they hold the reference's final values once settled, and readers are continued again.

  // What each node writes, and each written storage's last writer.
  std::vector<std::vector<Write>> writes(graph.idBound());
  std::unordered_map<const oracle::Storage*, uint32_t> last_writer;
  for (const Node* node : graph) {
    writes[node->id] = writesOf(*node, reference);
    for (const Write& write : writes[node->id])
      for (const oracle::Storage* storage : write.storages) last_writer[storage] = node->id;
  }
  anchoring.settled.assign(graph.idBound(), {});
  RunStorages hiddenly_written;
  RunStorages seen;
  for (const oracle::TensorHandle& input : reference.inputs)
    if (input) seen.insert(input->storage.get());
  for (const Node* node : graph) {
    if (node->id >= reference.values.size()) continue;
    const oracle::ValueTensors& values = reference.values[node->id];
    const std::vector<Write>& written_here = writes[node->id];
    const bool writes_hiddenly = std::any_of(written_here.begin(), written_here.end(),
                                             [](const Write& write) { return write.hidden; });
    bool fresh = node->kind == NodeKind::Call && !values.empty();
    if (fresh) {
      const OpInfo& op = *node->op;
      fresh = !(op.is_view || op.is_multi_output_view || op.hidden_view || op.schema.isMutating() ||
                writes_hiddenly || node->result_is_argument);
      RunStorages read;
      for (const Arg& arg : node->args) addStoragesOf(arg, reference, read);
      for (const auto& kwarg : node->kwargs) addStoragesOf(kwarg.second, reference, read);
      for (const oracle::Storage* storage : read) fresh = fresh && !hiddenly_written.count(storage);
    }
    for (const Write& write : written_here)
      if (write.hidden) hiddenly_written.insert(write.storages.begin(), write.storages.end());
    // A storage written for the last time is settled to the reference's values after its
    // writer (aten_executor.h's Anchoring::settled), so a later reader is continued again.
    for (const Write& write : written_here) {
      bool last = !write.storages.empty() && write.settleable;
      for (const oracle::Storage* storage : write.storages)
        last = last && last_writer[storage] == node->id;
      if (!last) continue;
      anchoring.settled[node->id].push_back(write.position);
      for (const oracle::Storage* storage : write.storages) hiddenly_written.erase(storage);
    }
    for (const oracle::TensorHandle& tensor : values) {
      if (!tensor) continue;
      const oracle::Storage* storage = tensor->storage.get();
      fresh = fresh && !written.count(storage) && !seen.count(storage);
      seen.insert(storage);
    }
    anchoring.anchorable[node->id] = fresh;
  }
  return anchoring;
}

} // namespace reinplace::aten
