#include "aten/anchoring_plan.h"

#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"

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

// Whether this call writes an argument its schema does not mark: training batch norm with
// running stats (without them, its results are as fresh as any op's).
bool writesHiddenly(const Node& node) {
  const OpInfo& op = *node.op;
  if (op.hidden_writes.empty()) return false;
  BoundArgs bound(op, node.args, node.kwargs);
  for (const HiddenWrite& hidden : op.hidden_writes)
    if (writesArgument(op, bound, hidden.argument) && bound.at(hidden.argument).isNode())
      return true;
  return false;
}

// The positions of the arguments `node` writes: those its schema marks written, and the writes
// no schema marks (a training batch norm's running stats).
std::vector<int> writtenPositions(const Node& node) {
  std::vector<int> positions;
  if (node.kind != NodeKind::Call) return positions;
  const OpInfo& op = *node.op;
  if (!op.schema.isMutating() && op.hidden_writes.empty()) return positions;
  BoundArgs bound(op, node.args, node.kwargs);
  for (size_t i = 0; i < op.schema.arguments.size(); ++i)
    if (op.schema.arguments[i].alias && op.schema.arguments[i].alias->is_write)
      positions.push_back(static_cast<int>(i));
  for (const HiddenWrite& hidden : op.hidden_writes)
    if (writesArgument(op, bound, hidden.argument) && bound.at(hidden.argument).isNode())
      positions.push_back(hidden.argument);
  return positions;
}

// The run's storages of the argument of `node` at `position`.
RunStorages storagesAt(const Node& node, int position, const Execution& run) {
  RunStorages storages;
  addStoragesOf(BoundArgs(*node.op, node.args, node.kwargs).at(position), run, storages);
  return storages;
}

// Whether the executor can settle the argument at `position` (as it anchors a result): one
// tensor, contiguous from the start of its storage.
bool settleable(const Node& node, int position, const Execution& run) {
  const Arg& arg = BoundArgs(*node.op, node.args, node.kwargs).at(position);
  if (!arg.isNode() || arg.node()->id >= run.values.size()) return false;
  const oracle::ValueTensors& values = run.values[arg.node()->id];
  return values.size() == 1 && values[0] && values[0]->layout.isContiguous() &&
         values[0]->layout.storage_offset == 0;
}

} // namespace

void addWrittenStorages(const Node& node, const Execution& run, RunStorages& written,
                        bool hidden_only) {
  if (node.kind != NodeKind::Call) return;
  const OpInfo& op = *node.op;
  if (!op.schema.isMutating() && op.hidden_writes.empty()) return;
  BoundArgs bound(op, node.args, node.kwargs);
  for (size_t i = 0; i < op.schema.arguments.size() && !hidden_only; ++i)
    if (op.schema.arguments[i].alias && op.schema.arguments[i].alias->is_write)
      addStoragesOf(bound.at(static_cast<int>(i)), run, written);
  for (const HiddenWrite& hidden : op.hidden_writes)
    if (writesArgument(op, bound, hidden.argument))
      addStoragesOf(bound.at(hidden.argument), run, written);
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

  // Each written storage's last writer.
  std::unordered_map<const oracle::Storage*, uint32_t> last_writer;
  for (const Node* node : graph)
    for (int position : writtenPositions(*node))
      for (const oracle::Storage* storage : storagesAt(*node, position, reference))
        last_writer[storage] = node->id;
  anchoring.settled.assign(graph.idBound(), {});
  RunStorages hiddenly_written;
  RunStorages seen;
  for (const oracle::TensorHandle& input : reference.inputs)
    if (input) seen.insert(input->storage.get());
  for (const Node* node : graph) {
    if (node->id >= reference.values.size()) continue;
    const oracle::ValueTensors& values = reference.values[node->id];
    bool fresh = node->kind == NodeKind::Call && !values.empty();
    if (fresh) {
      const OpInfo& op = *node->op;
      fresh = !(op.is_view || op.is_multi_output_view || op.hidden_view || op.schema.isMutating() ||
                writesHiddenly(*node) || node->result_is_argument);
      RunStorages read;
      for (const Arg& arg : node->args) addStoragesOf(arg, reference, read);
      for (const auto& kwarg : node->kwargs) addStoragesOf(kwarg.second, reference, read);
      for (const oracle::Storage* storage : read) fresh = fresh && !hiddenly_written.count(storage);
    }
    addWrittenStorages(*node, reference, hiddenly_written, true);
    // A storage written for the last time is settled to the reference's values after its
    // writer (aten_executor.h's Anchoring::settled), so a later reader is continued again.
    for (int position : writtenPositions(*node)) {
      RunStorages storages = storagesAt(*node, position, reference);
      bool last = !storages.empty() && settleable(*node, position, reference);
      for (const oracle::Storage* storage : storages)
        last = last && last_writer[storage] == node->id;
      if (!last) continue;
      anchoring.settled[node->id].push_back(position);
      for (const oracle::Storage* storage : storages) hiddenly_written.erase(storage);
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
