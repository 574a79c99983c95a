#include "oracle/interpreter/interpreter.h"
#include "core/meta/builtin_registry.h"

#include "core/ir/diagnostics.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"
#include "oracle/interpreter/kernel.h"
#include "oracle/interpreter/uninterpreted.h"

#include <algorithm>
#include <functional>
#include <span>
#include <unordered_set>

namespace reinplace::oracle {

namespace {

// A fault found while running one node; caught by the loop, which records the node.
struct FaultSignal {
  VerdictKind kind;
  std::string message;
  bool past_storage = false;
};

// A view laid out as `layout` in `storage`; a fault (past_storage) where it reaches past the end.
TensorHandle viewInto(const std::shared_ptr<Storage>& storage, const TensorMeta& layout) {
  if (layout.storageExtent() > storage->elements())
    throw FaultSignal{VerdictKind::InvalidGraph,
                      "the view " + formatMeta(layout, true) + " needs " +
                          std::to_string(layout.storageExtent()) +
                          " elements of storage, which has " + std::to_string(storage->elements()),
                      true};
  return std::make_shared<RuntimeTensor>(RuntimeTensor{storage, layout});
}

std::string describe(const Node& value, const RuntimeTensor& tensor) {
  return value.name + " (" + formatMeta(tensor.layout, true) + ")";
}

// _unsafe_view's and unsafe_split's schemas say they return fresh tensors, but ATen returns
// views of self all the same; the oracle follows what eager PyTorch does.
bool aliasesSelf(const OpInfo& op) {
  return op.is_view || op.hidden_view;
}

// Whether an in-place op is the in-place form of a view op by name (t_ of t, transpose_ of
// transpose.int), which the registry's functional_variant leaves out: the schemas differ in
// their alias annotations.
bool isInPlaceFormOfView(const OpInfo& op) {
  if (op.functional_variant) return op.functional_variant->is_view;
  std::string_view packet = op.packet_name;
  if (packet.empty() || packet.back() != '_') return false;
  for (const OpInfo* functional : builtinRegistry().overloads(packet.substr(0, packet.size() - 1)))
    if (functional->is_view) return true;
  return false;
}

// t_, transpose_, squeeze_, unsqueeze_, as_strided_, detach_, resize_: they change self's
// layout, not its elements.
bool changesLayoutInPlace(const OpInfo& op) {
  if (!op.is_inplace) return false;
  if (op.packet_name == "resize_") return true;
  return isInPlaceFormOfView(op);
}

class Interpreter final : public ValueLayouts, public RuntimeValues {
public:
  Interpreter(const Graph& graph, const ExecutionLimits& limits, uint64_t random_seed,
              const BeforeCall& before_call)
      : graph_(graph), memory_(graph), random_seed_(random_seed), before_call_(before_call),
        budget_(std::make_shared<RunMemory>(limits)) {
    run_.values.resize(graph.idBound());
    run_.memory_share = budget_;
  }

  Execution run(std::vector<TensorHandle> inputs) {
    std::vector<Node*> placeholders = graph_.placeholders();
    if (inputs.size() != placeholders.size())
      throw std::invalid_argument("the graph takes " + std::to_string(placeholders.size()) +
                                  " inputs, " + std::to_string(inputs.size()) + " given");
    for (size_t i = 0; i < inputs.size(); ++i) run_.values[placeholders[i]->id] = {inputs[i]};
    memory_.countInputs(inputs);
    if (!inputs.empty()) budget_->chargeInputs(graph_, *placeholders[0], memory_.use().input_bytes);
    run_.inputs = std::move(inputs);
    run_.first_input_writer.assign(run_.inputs.size(), nullptr);
    for (const Node* node : graph_) {
      try {
        if (before_call_ && node->kind == NodeKind::Call) before_call_(*node, run_);
        step(*node);
        memory_.stepped(*node, run_.values);
      } catch (const FaultSignal& signal) {
        run_.fault = Fault{signal.kind, node, signal.message, signal.past_storage};
        break;
      } catch (const InputError&) {
        throw;
      } catch (const BindError& error) {
        run_.fault = Fault{VerdictKind::InvalidGraph, node, error.what()};
        break;
      } catch (const MetaError& error) {
        run_.fault = Fault{VerdictKind::InvalidGraph, node, error.what()};
        break;
      } catch (const OverlapHazardError& error) {
        run_.fault = Fault{VerdictKind::OverlapHazard, node, error.what()};
        break;
      } catch (const ReadPastStorageError& error) {
        run_.fault = Fault{VerdictKind::InvalidGraph, node, error.what(), true};
        break;
      } catch (const KernelError& error) {
        run_.fault = Fault{VerdictKind::InvalidGraph, node, error.what()};
        break;
      } catch (const std::bad_alloc&) {
        throw;
      } catch (const std::exception& error) {
        run_.fault = Fault{VerdictKind::Crash, node, error.what()};
        break;
      }
    }
    run_.memory = memory_.use();
    run_.memory.stopped_at_fault = run_.fault.has_value();
    return std::move(run_);
  }

  const TensorMeta* layoutOf(const Node& value) const override {
    const RuntimeTensor* tensor = tensorOf(value);
    return tensor ? &tensor->layout : nullptr;
  }

  const RuntimeTensor* tensorOf(const Node& value) const override {
    const auto& held = run_.values[value.id];
    if (held.size() != 1 || value.is_list_result) return nullptr;
    return held[0].get();
  }

  RuntimeTensor* hiddenWrite(const Node& value) override {
    auto& held = run_.values[value.id];
    if (held.size() != 1 || value.is_list_result) return nullptr;
    if (current_) noteWrite(*current_, *held[0]);
    hidden_writes_.push_back(held[0]);
    return held[0].get();
  }

  uint64_t randomSeed() const override { return random_seed_; }
  void noteRandomResults() override { drew_random_ = true; }

private:
  void step(const Node& node) {
    switch (node.kind) {
    case NodeKind::Placeholder:
      return;
    case NodeKind::GetItem:
      return getItem(node);
    case NodeKind::Output:
      return output(node);
    case NodeKind::Call:
      current_ = &node;
      hidden_writes_.clear();
      drew_random_ = false;
      call(node);
      return markResults(node);
    }
  }

  // Values an op without a kernel computed, or that depend on random draws, are not torch's;
  // neither is anything computed from them.
  void markResults(const Node& node) {
    // Only such ops start the marking: until one has run, nothing is marked.
    ran_unmatched_ = ran_unmatched_ || !node.op->meta_rule || drew_random_;
    if (!ran_unmatched_) return;
    bool uninterpreted = !node.op->meta_rule;
    bool random = drew_random_;
    auto check = [&](const Node* argument) {
      for (const TensorHandle& tensor : run_.values[argument->id]) {
        uninterpreted = uninterpreted || tensor->storage->uninterpreted();
        random = random || tensor->storage->random();
      }
    };
    for (const auto& arg : node.args) arg.forEachNode(check);
    for (const auto& [name, arg] : node.kwargs) arg.forEachNode(check);
    auto mark = [&](const TensorHandle& tensor) {
      if (uninterpreted) tensor->storage->markUninterpreted();
      if (random) tensor->storage->markRandom();
    };
    if (!uninterpreted && !random) return;
    for (const TensorHandle& tensor : run_.values[node.id]) mark(tensor);
    for (const TensorHandle& tensor : hidden_writes_) mark(tensor);
  }

  void getItem(const Node& node) {
    const auto& list = run_.values[node.args.at(0).node()->id];
    int64_t index = std::get<int64_t>(node.args.at(1).value);
    if (index < 0) index += static_cast<int64_t>(list.size());
    if (index < 0 || index >= static_cast<int64_t>(list.size()))
      throw FaultSignal{VerdictKind::InvalidGraph, "getitem index out of range"};
    run_.values[node.id] = {list[static_cast<size_t>(index)]};
  }

  void output(const Node& node) {
    if (node.args.empty()) return;
    node.args[0].forEachNode([&](const Node* value) {
      for (const TensorHandle& tensor : run_.values[value->id]) run_.outputs.push_back(tensor);
    });
  }

  void call(const Node& node) {
    const OpInfo& op = *node.op;
    if (!op.meta_rule) return callUninterpreted(node);
    MetaContext ctx(op, node, this);
    try {
      op.meta_rule(ctx);
    } catch (const MetaError&) {
      // TensorIterator checks memory overlap before it checks shapes (compute_mem_overlaps runs
      // before compute_shape): an in-place op writing over part of an input whose shape does
      // not broadcast to self's is refused for the overlap.
      if (op.is_inplace && op.elementwise) checkInPlaceHazards(node, selfOf(node));
      throw;
    }
    ValueMeta& layouts = ctx.results();
    auto& value = run_.values[node.id];
    if (const Node* argument = ctx.resultIsArgument()) {
      value = run_.values[argument->id]; // the very tensor, as torch hands it back
      return;
    }
    if (aliasesSelf(op)) {
      const RuntimeTensor& self = selfOf(node);
      for (TensorMeta& layout : layouts) {
        // as_strided can reach past the storage; ATen's setStorage refuses that.
        value.push_back(viewInto(self.storage, layout));
      }
      return;
    }
    if (changesLayoutInPlace(op)) {
      TensorHandle self = selfHandle(node);
      if (op.packet_name == "resize_") {
        int64_t extent = layouts[0].storageExtent();
        checkLimit(node, layouts[0].dtype, extent);
        int64_t old_elements = self->storage->elements();
        self->storage->growTo(extent);
        memory_.grew(*self->storage, old_elements);
      }
      self->layout = layouts[0];
      value.push_back(self);
      return;
    }
    Kernel kernel = KernelRegistry::builtin().find(op);
    if (!kernel) throw std::logic_error("no reference kernel for " + op.qualified_name);
    if (op.is_inplace) return callInPlace(node, ctx, kernel);
    ValueTensors results;
    for (const TensorMeta& layout : layouts) results.push_back(allocateResult(node, layout));
    if (!nothingToCompute(op, layouts)) {
      KernelCall kernel_call(ctx, *this, results);
      kernel(kernel_call);
    }
    value = std::move(results);
  }

  // An op without a meta rule or kernel: its layouts are the file's annotations (meta
  // propagation put them on the node), its values an uninterpreted function of what it reads,
  // its aliasing what the schema says.
  void callUninterpreted(const Node& node) {
    const OpInfo& op = *node.op;
    const Schema& schema = op.schema;
    const ValueLookup lookup = [this](const Node* value) -> const ValueTensors& {
      return run_.values[value->id];
    };
    uint64_t seed = uninterpretedSeed(node, lookup);
    bool wrote_hidden = false;
    BoundArgs bound(op, node.args, node.kwargs);
    auto argumentTensors = [&](size_t index) {
      ValueTensors tensors;
      bound.at(static_cast<int>(index)).forEachNode([&](const Node* value) {
        for (const TensorHandle& tensor : run_.values[value->id]) tensors.push_back(tensor);
      });
      return tensors;
    };
    auto returnAliasing = [&](const std::string& set) {
      for (size_t r = 0; r < schema.returns.size(); ++r)
        if (schema.returns[r].alias && schema.returns[r].alias->set == set) return r;
      return schema.returns.size();
    };
    // Written arguments first, as ATen's in-place and out= kernels write them; batch norm's
    // running statistics too, which ATen writes though the schema does not say so: channel by
    // channel for a non-contiguous input, as the reference kernel walks them.
    std::vector<std::pair<TensorHandle, uint64_t>> by_channel;
    const ValueTensors input = argumentTensors(0);
    const bool walks_channels =
        !op.hidden_writes.empty() && input.size() == 1 && batchNormWalksChannels(input[0]->layout);
    for (size_t i = 0; i < schema.arguments.size(); ++i) {
      if (!writesArgument(op, bound, static_cast<int>(i))) continue;
      const auto& alias = schema.arguments[i].alias;
      uint64_t position = 1000 + i;
      if (alias)
        if (size_t r = returnAliasing(alias->set); r < schema.returns.size()) position = r;
      for (const TensorHandle& target : argumentTensors(i)) {
        if (i == 0) checkInPlaceHazards(node, *target);
        noteWrite(node, *target);
        if (walks_channels && !alias)
          by_channel.emplace_back(target, position);
        else
          writeUninterpreted(*target, seed, position);
        target->storage->markUninterpreted();
        wrote_hidden = wrote_hidden || !alias || !alias->is_write;
      }
    }
    if (!by_channel.empty()) {
      for (int64_t channel :
           RandomDraws(random_seed_, node.name).permutation(input[0]->layout.sizes[1]))
        for (const auto& [target, position] : by_channel)
          writeUninterpretedChannel(*target, seed, position, *input[0], channel);
    }
    // ATen's batch norm computes its output after writing the running stats, from the input
    // read again (its saved statistics come from the reads before): the first result of a
    // kernel with hidden writes is a function of what it reads after them.
    const uint64_t first_result_seed = wrote_hidden ? uninterpretedSeed(node, lookup) : seed;
    // A copy of a real op lays out its fresh results as the real op does on what it reads now.
    std::optional<ValueMeta> laid_out;
    if (const OpInfo* real = op.uninterpreted_layouts_of) {
      try {
        MetaContext ctx(*real, node, this);
        real->meta_rule(ctx);
        if (ctx.results().size() == node.meta.size()) laid_out = std::move(ctx.results());
      } catch (const MetaError&) {
      } catch (const BindError&) {
      }
    }
    ValueTensors results;
    bool list = schema.returns.size() == 1 && schema.returns[0].type.list;
    for (size_t r = 0; r < node.meta.size(); ++r) {
      const SchemaReturn& ret = schema.returns[list ? 0 : r];
      TensorHandle aliased;
      bool written = false;
      for (size_t i = 0; ret.alias && !aliased && i < schema.arguments.size(); ++i) {
        const auto& alias = schema.arguments[i].alias;
        if (!alias || alias->set != ret.alias->set) continue;
        ValueTensors tensors = argumentTensors(i);
        if (tensors.size() == 1) aliased = tensors[0];
        written = alias->is_write;
      }
      const TensorMeta& layout = laid_out && !aliased ? (*laid_out)[r] : node.meta[r];
      if (aliased && written) {
        results.push_back(aliased);
      } else if (aliased) {
        results.push_back(viewInto(aliased->storage, layout));
      } else {
        TensorHandle fresh = allocateResult(node, layout);
        writeUninterpreted(*fresh, r == 0 ? first_result_seed : seed, r);
        results.push_back(std::move(fresh));
      }
    }
    run_.values[node.id] = std::move(results);
  }

  // Computes the functional result into scratch, then writes it into self: what PyTorch's
  // in-place kernels compute whenever no argument partially overlaps self and self has no
  // internal overlap, which are exactly the cases checked first.
  void callInPlace(const Node& node, const MetaContext& ctx, Kernel kernel) {
    TensorHandle self = selfHandle(node);
    checkInPlaceHazards(node, *self);
    if (nothingToCompute(*node.op, std::span(&self->layout, 1))) {
      run_.values[node.id] = {self};
      return;
    }
    // The scratch has self's strides, from offset 0: kernels whose arithmetic follows the
    // output's strides (cpu_kernel_vec's choice of the vectorized loop) see the layout torch's
    // in-place kernel writes through.
    TensorMeta scratch_layout = self->layout;
    scratch_layout.storage_offset = 0;
    int64_t scratch_bytes = 0;
    ValueTensors results = {allocate(node, scratch_layout, &scratch_bytes)};
    KernelCall kernel_call(ctx, *this, results);
    kernel(kernel_call);
    noteWrite(node, *self);
    copyElementBytes(*self, *results[0]);
    run_.values[node.id] = {self};
    // The scratch goes now; a chain of in-place ops holds one at a time.
    if (results[0].use_count() == 1) budget_->giveBack(scratch_bytes);
  }

  // Every result is empty and the op writes nothing else: its kernel would compute nothing, and
  // walking the other dims of an empty result (f32[2^40, 0]) could take forever. An op that
  // checks its index anyway does so in time linear in the index.
  static bool nothingToCompute(const OpInfo& op, std::span<const TensorMeta> results) {
    if (!op.hidden_writes.empty() || checksIndexWithoutResult(op)) return false;
    return std::all_of(results.begin(), results.end(),
                       [](const TensorMeta& result) { return result.numel() == 0; });
  }

  void noteWrite(const Node& node, const RuntimeTensor& target) {
    for (size_t i = 0; i < run_.inputs.size(); ++i)
      if (!run_.first_input_writer[i] && run_.inputs[i]->storage == target.storage)
        run_.first_input_writer[i] = &node;
  }

  // The value whose tensor an op writes as its first argument: the argument itself, or the item
  // of a written list (the in-place _foreach ops) that holds it.
  const Node& writtenValue(const Node& node, const RuntimeTensor& self) const {
    const Arg& first = node.args.at(0);
    if (first.isNode()) return *first.node();
    const Node* holder = &node;
    first.forEachNode([&](const Node* item) {
      for (const TensorHandle& held : run_.values[item->id])
        if (held.get() == &self) holder = item;
    });
    return *holder;
  }

  void checkInPlaceHazards(const Node& node, const RuntimeTensor& self) {
    const Node& self_node = writtenValue(node, self);
    if (self.layout.numel() > 1 && hasInternalOverlap(self.layout))
      throw FaultSignal{VerdictKind::OverlapHazard,
                        node.op->qualified_name + " writes into " + describe(self_node, self) +
                            ", which has internal overlap: several indices share one element"};
    auto check = [&](const Node* argument) {
      const auto& held = run_.values[argument->id];
      for (const TensorHandle& other : held) {
        if (!sharesElements(self, *other)) continue;
        if (node.op->elementwise && other->layout.sameLayout(self.layout)) continue;
        throw FaultSignal{VerdictKind::OverlapHazard,
                          node.op->qualified_name + " writes into " + describe(self_node, self) +
                              " while reading " + describe(*argument, *other) +
                              ", which overlaps it partially"};
      }
    };
    for (size_t i = 1; i < node.args.size(); ++i) node.args[i].forEachNode(check);
    for (const auto& [name, arg] : node.kwargs) arg.forEachNode(check);
  }

  const RuntimeTensor& selfOf(const Node& node) const { return *selfHandle(node); }

  TensorHandle selfHandle(const Node& node) const {
    if (node.args.empty() || !node.args[0].isNode())
      throw FaultSignal{VerdictKind::InvalidGraph, "the first argument must be a tensor"};
    const auto& held = run_.values[node.args[0].node()->id];
    if (held.size() != 1)
      throw FaultSignal{VerdictKind::InvalidGraph, "the first argument must be a single tensor"};
    return held[0];
  }

  int64_t checkLimit(const Node& node, DType dtype, int64_t elements) {
    return budget_->charge(
        graph_, node, [&] { return "'" + node.name + "'"; }, dtype, elements);
  }

  TensorHandle allocate(const Node& node, const TensorMeta& layout, int64_t* charged = nullptr) {
    int64_t extent = layout.storageExtent();
    int64_t bytes = checkLimit(node, layout.dtype, std::max(extent, layout.numel()));
    if (charged) *charged = bytes;
    return std::make_shared<RuntimeTensor>(
        RuntimeTensor{std::make_shared<Storage>(layout.dtype, extent), layout});
  }

  // A node's result, counted in the run's memory figures (an in-place op's scratch is not).
  TensorHandle allocateResult(const Node& node, const TensorMeta& layout) {
    TensorHandle tensor = allocate(node, layout);
    memory_.allocated(*tensor->storage);
    return tensor;
  }

  const Graph& graph_;
  LiveMemory memory_;
  Execution run_;
  const uint64_t random_seed_;
  const BeforeCall& before_call_;
  /// Bytes of the inputs and of every fresh storage so far, against the memory budget.
  std::shared_ptr<RunMemory> budget_;
  /// An op without a kernel, or one that drew random values, has run: marking has begun.
  bool ran_unmatched_ = false;
  /// The running call's kernel drew the values of its results (noteRandomResults).
  bool drew_random_ = false;
  /// The call node running, which a kernel's hidden write is attributed to.
  const Node* current_ = nullptr;
  /// What its kernel wrote without the schema saying so (RuntimeValues::hiddenWrite).
  std::vector<TensorHandle> hidden_writes_;
};

} // namespace

Execution execute(const Graph& graph, std::vector<TensorHandle> inputs,
                  const ExecutionLimits& limits, uint64_t random_seed,
                  const BeforeCall& before_call) {
  return Interpreter(graph, limits, random_seed, before_call).run(std::move(inputs));
}

void keepOnlyInputsAndOutputs(Execution& run) {
  run.values = {};
  if (!run.memory_share) return;
  std::unordered_set<const Storage*> held;
  int64_t bytes = 0;
  for (const auto* tensors : {&run.inputs, &run.outputs})
    for (const TensorHandle& tensor : *tensors)
      if (tensor && held.insert(tensor->storage.get()).second)
        bytes += storageBytes(tensor->storage->dtype(), tensor->storage->elements());
  run.memory_share->giveBack(run.memory_share->held() - bytes);
}

bool needsKernel(const OpInfo& op) {
  return !aliasesSelf(op) && !changesLayoutInPlace(op);
}

std::vector<TensorHandle> copyTensors(const std::vector<TensorHandle>& tensors) {
  // The distinct storages, sorted by address, and a copy of each: a graph's few inputs need two
  // blocks here rather than a map node each, and thousands find their copy by binary search.
  std::vector<const Storage*> originals;
  originals.reserve(tensors.size());
  for (const TensorHandle& tensor : tensors) originals.push_back(tensor->storage.get());
  std::sort(originals.begin(), originals.end(), std::less<const Storage*>());
  originals.erase(std::unique(originals.begin(), originals.end()), originals.end());
  std::vector<std::shared_ptr<Storage>> copies;
  copies.reserve(originals.size());
  for (const Storage* original : originals) copies.push_back(std::make_shared<Storage>(*original));
  std::vector<TensorHandle> out;
  out.reserve(tensors.size());
  for (const TensorHandle& tensor : tensors) {
    auto found = std::lower_bound(originals.begin(), originals.end(), tensor->storage.get(),
                                  std::less<const Storage*>());
    const auto& copy = copies[static_cast<size_t>(found - originals.begin())];
    out.push_back(std::make_shared<RuntimeTensor>(RuntimeTensor{copy, tensor->layout}));
  }
  return out;
}

} // namespace reinplace::oracle
