#include "aten/anchoring_plan.h"

#include "core/ir/overlap.h"
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

// The run's storages of every value `node` reads.
RunStorages storagesRead(const Node& node, const Execution& run) {
  RunStorages read;
  for (const Arg& arg : node.args) addStoragesOf(arg, run, read);
  for (const auto& kwarg : node.kwargs) addStoragesOf(kwarg.second, run, read);
  return read;
}

// One argument a call writes: its position, whether the schema leaves the write unmarked (a
// training batch norm's running stats), the run's storages of its value, and its one tensor in
// the run if the executor can settle it (settleableTensor).
struct Write {
  int position;
  bool hidden;
  RunStorages storages;
  oracle::TensorHandle tensor;
};

// Calls `visit(position, argument, hidden)` for each argument `node` writes: those its schema
// marks written, then the writes no schema marks.
template <typename Visit> void forEachWrittenArgument(const Node& node, Visit&& visit) {
  if (node.kind != NodeKind::Call) return;
  const OpInfo& op = *node.op;
  if (!op.schema.isMutating() && op.hidden_writes.empty()) return;
  BoundArgs bound(op, node.args, node.kwargs);
  for (size_t i = 0; i < op.schema.arguments.size(); ++i)
    if (op.schema.arguments[i].alias && op.schema.arguments[i].alias->is_write)
      visit(static_cast<int>(i), bound.at(static_cast<int>(i)), false);
  for (const HiddenWrite& hidden : op.hidden_writes)
    if (writesArgument(op, bound, hidden.argument) && bound.at(hidden.argument).isNode())
      visit(hidden.argument, bound.at(hidden.argument), true);
}

// The one tensor `arg` names in the run, if the executor can write over its elements one by one
// as it anchors (no two of them share memory).
oracle::TensorHandle settleableTensor(const Arg& arg, const Execution& run) {
  if (!arg.isNode() || arg.node()->id >= run.values.size()) return nullptr;
  const oracle::ValueTensors& values = run.values[arg.node()->id];
  if (values.size() != 1 || !values[0] || internalOverlap(values[0]->layout) != Overlap::No)
    return nullptr;
  return values[0];
}

// The arguments `node` writes.
std::vector<Write> writesOf(const Node& node, const Execution& run) {
  std::vector<Write> writes;
  forEachWrittenArgument(node, [&](int position, const Arg& arg, bool hidden) {
    Write& write = writes.emplace_back(Write{position, hidden, {}, nullptr});
    addStoragesOf(arg, run, write.storages);
    write.tensor = settleableTensor(arg, run);
  });
  return writes;
}

// Whether `node`'s results are storages of their own, not its arguments' (views, writes).
bool makesFreshStorage(const Node& node) {
  if (node.kind != NodeKind::Call || node.result_is_argument) return false;
  const OpInfo& op = *node.op;
  return !(op.is_view || op.is_multi_output_view || op.hidden_view || op.schema.isMutating());
}

uint64_t writeKey(const Node& writer, int position) {
  return (uint64_t{writer.id} << 32) | static_cast<uint32_t>(position);
}

// Per node id, a representative of the values that may share its storage: a value joins the
// arguments of the node that makes it whenever the result may alias one of them (views, writes
// that return their target, results the schema marks aliased), and every input joins the others
// (seeded inputs may be views of one storage). Coarser than the run's storages, never finer.
std::vector<uint32_t> mayShareStorage(const Graph& graph) {
  std::vector<uint32_t> parent(graph.idBound());
  for (uint32_t id = 0; id < parent.size(); ++id) parent[id] = id;
  auto find = [&](uint32_t id) {
    while (parent[id] != id) id = parent[id] = parent[parent[id]];
    return id;
  };
  auto join = [&](uint32_t a, uint32_t b) { parent[find(a)] = find(b); };
  const Node* first_input = nullptr;
  for (const Node* node : graph) {
    if (node->kind == NodeKind::Placeholder) {
      if (first_input) join(node->id, first_input->id);
      first_input = first_input ? first_input : node;
      continue;
    }
    bool aliases = node->kind == NodeKind::GetItem || node->result_is_argument;
    if (node->kind == NodeKind::Call) {
      const OpInfo& op = *node->op;
      aliases = aliases || op.is_view || op.is_multi_output_view || op.hidden_view ||
                op.schema.isMutating();
      for (const SchemaReturn& result : op.schema.returns) aliases = aliases || result.alias;
    }
    if (!aliases) continue;
    auto joinArg = [&](const Arg& arg) {
      arg.forEachNode([&](const Node* value) { join(node->id, value->id); });
    };
    for (const Arg& arg : node->args) joinArg(arg);
    for (const auto& kwarg : node->kwargs) joinArg(kwarg.second);
  }
  for (uint32_t id = 0; id < parent.size(); ++id) parent[id] = find(id);
  return parent;
}

} // namespace

WriteSnapshots::WriteSnapshots(const Graph& graph, const oracle::ExecutionLimits& limits)
    : limits_(limits) {
  // A write needs a copy only if a later node may write its storage again: the run's end holds
  // the last write's values.
  const std::vector<uint32_t> group = mayShareStorage(graph);
  std::unordered_map<uint32_t, uint64_t> last_write; // group -> order of its last writer
  for (const Node* node : graph)
    forEachWrittenArgument(*node, [&](int, const Arg& arg, bool) {
      arg.forEachNode([&](const Node* value) { last_write[group[value->id]] = node->order; });
    });
  for (const Node* node : graph)
    forEachWrittenArgument(*node, [&](int position, const Arg& arg, bool) {
      bool rewritten = false;
      arg.forEachNode([&](const Node* value) {
        rewritten = rewritten || last_write[group[value->id]] > node->order;
      });
      if (rewritten) rewritten_.insert(writeKey(*node, position));
    });
  // A fresh result is the first write of its storage.
  for (const Node* node : graph)
    if (makesFreshStorage(*node) && last_write[group[node->id]] > node->order)
      rewritten_.insert(writeKey(*node, Anchoring::kResult));
}

WriteSnapshots::~WriteSnapshots() {
  if (limits_.ledger) limits_.ledger->release(held_bytes_);
}

void WriteSnapshots::observe(const Node& node, const Execution& run) {
  // The previous call's result exists now.
  if (previous_ && rewritten_.count(writeKey(*previous_, Anchoring::kResult)) &&
      previous_->id < run.values.size() && run.values[previous_->id].size() == 1) {
    const oracle::TensorHandle& result = run.values[previous_->id][0];
    if (result && internalOverlap(result->layout) == Overlap::No)
      unread_[result->storage.get()] = {{previous_, Anchoring::kResult, *result}};
  }
  previous_ = &node;
  for (const oracle::Storage* storage : storagesRead(node, run)) {
    auto unread = unread_.find(storage);
    if (unread == unread_.end()) continue;
    for (const Written& written : unread->second) copy(written);
    unread_.erase(unread);
  }
  forEachWrittenArgument(node, [&](int position, const Arg& arg, bool) {
    const oracle::TensorHandle tensor = settleableTensor(arg, run);
    if (!tensor) return;
    std::vector<Written>& unread = unread_[tensor->storage.get()];
    if (!unread.empty() && unread.front().writer != &node) unread.clear();
    if (rewritten_.count(writeKey(node, position))) unread.push_back({&node, position, *tensor});
  });
}

void WriteSnapshots::copy(const Written& written) {
  const TensorMeta& layout = written.tensor.layout;
  const int64_t bytes = oracle::storageBytes(layout.dtype, layout.numel());
  // The runs come first: copies take at most an eighth of the budget, and only what the runs
  // leave of it.
  if (held_bytes_ + bytes > limits_.memory_budget_bytes / 8) return;
  const int64_t held = limits_.ledger ? limits_.ledger->add(bytes) : held_bytes_ + bytes;
  if (held > limits_.memory_budget_bytes) {
    if (limits_.ledger) limits_.ledger->release(bytes);
    return;
  }
  held_bytes_ += bytes;
  auto storage = std::make_shared<oracle::Storage>(layout.dtype, layout.numel());
  if (written.tensor.storage->uninterpreted()) storage->markUninterpreted();
  if (written.tensor.storage->random()) storage->markRandom();
  auto copied = std::make_shared<RuntimeTensor>(
      RuntimeTensor{std::move(storage), contiguousMeta(layout.dtype, layout.sizes)});
  oracle::copyElementBytes(*copied, written.tensor);
  copies_[writeKey(*written.writer, written.position)] = std::move(copied);
}

oracle::TensorHandle WriteSnapshots::after(const Node& writer, int position) const {
  auto copied = copies_.find(writeKey(writer, position));
  return copied == copies_.end() ? nullptr : copied->second;
}

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
                       bool (*agrees)(const RuntimeTensor& reference, const RuntimeTensor& aten),
                       const WriteSnapshots* snapshots) {
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
  // again in training over two elements, came out 0.98 against 0.83). After a write that is
  // settled they hold the reference's values, and readers are continued again.

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
      fresh = makesFreshStorage(*node) && !writes_hiddenly;
      for (const oracle::Storage* storage : storagesRead(*node, reference))
        fresh = fresh && !hiddenly_written.count(storage);
    }
    for (const Write& write : written_here)
      if (write.hidden) hiddenly_written.insert(write.storages.begin(), write.storages.end());
    // A written argument is settled to the reference's values after its writer (aten_executor.h's
    // Anchoring::settled), so a later reader is continued again: after a storage's last write
    // from the run's final values, after an earlier one from a copy taken in the run.
    for (const Write& write : written_here) {
      if (write.storages.empty() || !write.tensor) continue;
      bool last = true;
      for (const oracle::Storage* storage : write.storages)
        last = last && last_writer[storage] == node->id;
      oracle::TensorHandle settled_value = last        ? write.tensor
                                           : snapshots ? snapshots->after(*node, write.position)
                                                       : nullptr;
      if (!settled_value) continue;
      anchoring.settled[node->id].push_back({write.position, std::move(settled_value)});
      for (const oracle::Storage* storage : write.storages) hiddenly_written.erase(storage);
    }
    bool unwritten = true;
    for (const oracle::TensorHandle& tensor : values) {
      if (!tensor) continue;
      const oracle::Storage* storage = tensor->storage.get();
      fresh = fresh && !seen.count(storage);
      unwritten = unwritten && !written.count(storage);
      seen.insert(storage);
    }
    anchoring.anchorable[node->id] = fresh && unwritten;
    // A fresh result some later node writes: settled from the copy the run took before that.
    oracle::TensorHandle made =
        fresh && !unwritten && snapshots ? snapshots->after(*node, Anchoring::kResult) : nullptr;
    if (made) anchoring.settled[node->id].push_back({Anchoring::kResult, std::move(made)});
  }
  return anchoring;
}

} // namespace reinplace::aten
