#include "aten/aten_module.h"
#include "aten/libtorch_setup.h"
#include "aten/libtorch_types.h"

// Dispatcher.h before ATen.h: in C++20, ATen.h alone reaches c10::IValue's uses before its
// definition.
#include <ATen/core/dispatch/Dispatcher.h>

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>

#include "aten/libtorch_call_arguments.h"
#include "aten/libtorch_value_lifetimes.h"

#include "core/ir/diagnostics.h"
#include "core/ir/overlap.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"
#include "oracle/inputs/split_mix64.h"

#include <cstring>
#include <deque>
#include <mutex>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

namespace reinplace::aten {

namespace {

using oracle::Execution;
using oracle::RuntimeTensor;
using oracle::Storage;
using oracle::TensorHandle;

// Calls torch 1.13 does not survive, refused before they run: repeat_interleave's cumsum of the
// repeats wraps past INT64_MAX (a self_int's count * repeats too), and its kernel then writes
// out of the allocated result (a segmentation fault). The reference raises the same words.
void refuseWhatTorchCrashesOn(const OpInfo& op, const std::vector<c10::IValue>& stack) {
  if (op.packet_name != "repeat_interleave") return;
  const std::string overflow =
      "repeat_interleave: the repeats sum past INT64_MAX (ATen's cumsum overflows)";
  const int repeats_at = op.schema.findArgument("repeats");
  const c10::IValue& repeats = stack.at(static_cast<size_t>(repeats_at));
  if (repeats.isInt()) {
    const at::Tensor& self = stack.at(0).toTensor();
    const c10::IValue& dim = stack.at(static_cast<size_t>(op.schema.findArgument("dim")));
    const int64_t count =
        dim.isNone() ? self.numel() : (self.dim() == 0 ? 1 : self.size(dim.toInt()));
    int64_t total = 0;
    if (__builtin_mul_overflow(count, repeats.toInt(), &total)) invalid(overflow);
    return;
  }
  if (!repeats.isTensor()) return;
  const at::Tensor values = repeats.toTensor().to(at::kLong).contiguous();
  const int64_t* data = values.data_ptr<int64_t>();
  int64_t total = 0;
  for (int64_t i = 0; i < values.numel(); ++i)
    if (__builtin_add_overflow(total, data[i], &total)) invalid(overflow);
}

// ATen's messages for the writes it refuses because memory overlaps (at::assert_no_overlap and
// friends): the reference interpreter calls the same situations overlap hazards.
oracle::VerdictKind kindOfTorchError(const std::string& message) {
  if (message.find("refer to a single memory location") != std::string::npos ||
      message.find("refers to a single memory location") != std::string::npos)
    return oracle::VerdictKind::OverlapHazard;
  return oracle::VerdictKind::InvalidGraph;
}

// A random op without a generator argument (native_dropout, rand_like) draws from ATen's default
// generator, which the process shares: seeded for the node and held for the call, so runs on
// other threads neither change nor see its draws.
void callWithDefaultGenerator(const c10::OperatorHandle& handle, std::vector<c10::IValue>& stack,
                              uint64_t seed) {
  static std::mutex default_generator_in_use;
  std::lock_guard<std::mutex> hold(default_generator_in_use);
  at::Generator generator = at::detail::getDefaultCPUGenerator();
  at::Tensor host_state;
  {
    std::lock_guard<std::mutex> state(generator.mutex());
    host_state = generator.get_state();
    generator.set_current_seed(seed);
  }
  handle.callBoxed(&stack);
  // A host process's torch (Python) draws on where it was, as if the run had not been.
  std::lock_guard<std::mutex> state(generator.mutex());
  generator.set_state(host_state);
}

// The seed of a random op's draws: the run's seed and the node's name, which survives the pass's
// rewrite of bernoulli.p into bernoulli_.float, as the reference interpreter seeds its streams
// (oracle/interpreter/random_draws.h). Torch's numbers, not the reference's.
uint64_t nodeSeed(uint64_t run_seed, const std::string& name) {
  uint64_t state = oracle::SplitMix64(run_seed ^ 0x3c6ef372fe94f82bull).next();
  for (char c : name) state = oracle::SplitMix64(state ^ static_cast<unsigned char>(c)).next();
  return state;
}

// Where `tensor`'s elements are in its storage, as an oracle layout of `dtype`.
TensorMeta layoutOf(const at::Tensor& tensor, DType dtype) {
  TensorMeta layout;
  layout.dtype = dtype;
  layout.sizes = Shape(tensor.sizes().begin(), tensor.sizes().end());
  layout.strides = Shape(tensor.strides().begin(), tensor.strides().end());
  layout.storage_offset = tensor.storage_offset();
  return layout;
}

class AtenRun {
public:
  AtenRun(const Graph& graph, const oracle::ExecutionLimits& limits, uint64_t seed,
          const AtenRunOptions& options)
      : graph_(graph), anchoring_(options.anchoring), streamed_(options.streamed), seed_(seed),
        generator_(at::detail::createCPUGenerator(seed)), values_(graph.idBound()),
        budget_(std::make_shared<oracle::RunMemory>(limits)) {
    if (streamed_) lifetimes_.emplace(graph, *streamed_, *budget_);
  }

  Execution run(std::vector<TensorHandle> inputs) {
    std::vector<Node*> placeholders = graph_.placeholders();
    if (inputs.size() != placeholders.size())
      throw std::invalid_argument("the graph has " + std::to_string(placeholders.size()) +
                                  " inputs; " + std::to_string(inputs.size()) + " were given");
    inputs_ = std::move(inputs);
    std::unordered_set<const oracle::Storage*> counted;
    int64_t input_bytes = 0;
    for (const TensorHandle& input : inputs_)
      if (counted.insert(input->storage.get()).second)
        input_bytes += oracle::storageBytes(input->storage->dtype(), input->storage->elements());
    if (!inputs_.empty()) budget_->chargeInputs(graph_, *placeholders[0], input_bytes);
    for (size_t i = 0; i < inputs_.size(); ++i) {
      at::Tensor tensor = importInput(*inputs_[i]);
      values_[placeholders[i]->id] = tensor;
      input_storages_.push_back(tensor.storage().unsafeGetStorageImpl());
      input_impls_.insert(input_storages_.back());
    }
    Execution execution;
    execution.memory_share = budget_;
    execution.first_input_writer.assign(inputs_.size(), nullptr);
    for (const Node* node : graph_) {
      if (node->kind == NodeKind::Placeholder) continue;
      try {
        runNode(*node, execution);
        if (lifetimes_) stepStreamed(*node);
      } catch (const RunFault& fault) {
        execution.fault = oracle::Fault{fault.kind, node, fault.message};
        break;
      } catch (const c10::Error& error) {
        std::string message = error.what_without_backtrace();
        execution.fault = oracle::Fault{kindOfTorchError(message), node, message};
        break;
      } catch (const InputError&) {
        throw; // the limits: a verdict on the input, not on the graph
      } catch (const std::exception& error) {
        // Some kernels raise plain C++ exceptions (reshape's shape check): torch's message too.
        execution.fault = oracle::Fault{kindOfTorchError(error.what()), node, error.what()};
        break;
      }
    }
    exportRun(execution);
    execution.draws_follow_storage_order = true;
    return execution;
  }

private:
  // Hands a value let go to the inspection while ATen still holds it, and lets go of what this
  // node used for the last time.
  void stepStreamed(const Node& node) {
    if (lifetimes_->letGo(node) && streamed_->inspect) {
      // The few values one inspection reads (the node's, its arguments'), exported once each;
      // a deque, so that what an earlier call returned stays valid.
      std::deque<std::pair<uint32_t, oracle::ValueTensors>> seen;
      std::unordered_map<const c10::StorageImpl*, std::shared_ptr<Storage>> storages;
      AtenValuesOf values_of = [&](const Node& value) -> const oracle::ValueTensors& {
        for (const auto& [id, tensors] : seen)
          if (id == value.id) return tensors;
        oracle::ValueTensors tensors;
        for (const at::Tensor& tensor : tensorsOf(values_[value.id]))
          tensors.push_back(exportTensor(tensor, storages, value));
        return seen.emplace_back(value.id, std::move(tensors)).second;
      };
      streamed_->inspect(node, values_of);
    }
    lifetimes_->stepped(node, values_);
  }

  at::Tensor importInput(const RuntimeTensor& input) {
    const Storage* storage = input.storage.get();
    auto [it, fresh] = imported_.try_emplace(storage);
    if (fresh) {
      at::Tensor whole = at::empty({storage->elements()}, scalarTypeOf(storage->dtype()));
      std::memcpy(whole.data_ptr(), storage->element(0),
                  static_cast<size_t>(storage->elements() * itemSize(storage->dtype())));
      it->second = whole.storage();
    }
    const TensorMeta& layout = input.layout;
    at::Tensor tensor = at::empty({0}, scalarTypeOf(layout.dtype));
    tensor.set_(it->second, layout.storage_offset, toIntArray(layout.sizes),
                toIntArray(layout.strides));
    return tensor;
  }

  static std::vector<int64_t> toIntArray(const Shape& shape) {
    return std::vector<int64_t>(shape.begin(), shape.end());
  }

  // Before the op runs, so that ATen never allocates past the budget: the fresh storages of its
  // results, as the reference counts them (views and written arguments hold none).
  // Returns the bytes charged.
  int64_t checkLimits(const Node& node) {
    const OpInfo& op = *node.op;
    if (op.is_view || op.is_multi_output_view || op.hidden_view || op.is_inplace || op.is_out)
      return 0;
    int64_t charged = 0;
    for (const TensorMeta& meta : node.meta)
      charged += budget_->charge(
          graph_, node, [&] { return "'" + node.name + "'"; }, meta.dtype,
          std::max(meta.numel(), meta.storageExtent()));
    return charged;
  }

  void runNode(const Node& node, Execution& execution) {
    switch (node.kind) {
    case NodeKind::Call:
      return runCall(node, execution);
    case NodeKind::GetItem:
      return getItem(node);
    case NodeKind::Output:
      node.args[0].forEachNode([&](const Node* value) {
        for (const at::Tensor& tensor : tensorsOf(values_[value->id])) returned_.push_back(tensor);
      });
      return;
    case NodeKind::Placeholder:
      return;
    }
  }

  void getItem(const Node& node) {
    const c10::IValue& source = values_[node.args[0].node()->id];
    int64_t index = std::get<int64_t>(node.args[1].value);
    std::vector<c10::IValue> items = elementsOf(source);
    int64_t count = static_cast<int64_t>(items.size());
    if (index < -count || index >= count)
      invalid("index " + std::to_string(index) + " is out of range for a list of " +
              std::to_string(count));
    values_[node.id] = items[static_cast<size_t>(index < 0 ? index + count : index)];
  }

  static std::vector<c10::IValue> elementsOf(const c10::IValue& value) {
    if (value.isTuple()) return value.toTupleRef().elements().vec();
    if (value.isList()) return value.toListRef().vec();
    invalid("the value is not a list or tuple and cannot be indexed");
  }

  // The tensors of a value; an element ATen leaves undefined (a gradient output_mask leaves out)
  // is an undefined tensor in its place.
  static std::vector<at::Tensor> tensorsOf(const c10::IValue& value) {
    if (value.isTensor()) return {value.toTensor()};
    std::vector<at::Tensor> tensors;
    if (value.isTuple() || value.isList())
      for (const c10::IValue& item : elementsOf(value)) {
        if (item.isTensor()) tensors.push_back(item.toTensor());
        if (item.isNone()) tensors.emplace_back();
      }
    return tensors;
  }

  const c10::OperatorHandle& handleOf(const OpInfo& op) {
    auto it = handles_.find(&op);
    if (it != handles_.end()) return it->second;
    auto handle =
        c10::Dispatcher::singleton().findSchema({"aten::" + op.schema.name, op.schema.overload});
    if (!handle) invalid("aten." + op.qualified_name + " is not registered in ATen");
    return handles_.emplace(&op, *handle).first->second;
  }

  void runCall(const Node& node, Execution& execution) {
    const OpInfo& op = *node.op;
    const int64_t charged = checkLimits(node);
    const c10::OperatorHandle& handle = handleOf(op);
    BoundArgs bound(op, node.args, node.kwargs);
    std::vector<c10::IValue> stack;
    const auto& arguments = op.schema.arguments;
    stack.reserve(arguments.size());
    const CallArguments call_arguments(values_, generator_);
    bool random = false;
    for (size_t i = 0; i < arguments.size(); ++i) {
      random = random || arguments[i].type.base == BaseType::Generator;
      stack.push_back(call_arguments.toIValue(bound.at(static_cast<int>(i)), arguments[i].type));
    }
    refuseWhatTorchCrashesOn(op, stack);
    std::vector<c10::Storage> written = writtenStorages(op, stack);
    // Held: the call takes the stack.
    std::vector<std::pair<const Anchoring::Settle*, at::Tensor>> to_settle;
    std::vector<const Anchoring::Settle*> results_to_settle;
    if (anchoring_ && node.id < anchoring_->settled.size())
      for (const Anchoring::Settle& settle : anchoring_->settled[node.id]) {
        if (settle.position == Anchoring::kResult) {
          results_to_settle.push_back(&settle);
          continue;
        }
        const c10::IValue& argument = stack[static_cast<size_t>(settle.position)];
        if (argument.isTensor()) to_settle.emplace_back(&settle, argument.toTensor());
      }
    bool seeded = handle.hasTag(at::Tag::nondeterministic_seeded);
    bool drawn = random || seeded || readsRandom(stack);
    if (random) {
      generator_.set_current_seed(nodeSeed(seed_, node.name));
      handle.callBoxed(&stack);
    } else if (seeded) {
      callWithDefaultGenerator(handle, stack, nodeSeed(seed_, node.name));
    } else {
      handle.callBoxed(&stack);
    }
    noteInputWrites(node, written, execution);
    if (drawn) {
      for (const c10::Storage& storage : written) markRandom(storage);
      for (size_t i = 0; i < stack.size(); ++i)
        for (const at::Tensor& tensor : tensorsOf(stack[i]))
          if (tensor.defined()) markRandom(tensor.storage());
    }
    if (anchoring_ && !drawn && node.id < anchoring_->anchorable.size() &&
        anchoring_->anchorable[node.id])
      anchor(node, stack);
    if (!drawn) {
      for (const auto& [settle, tensor] : to_settle) anchorTensor(tensor, settle->reference);
      if (stack.size() == 1 && stack[0].isTensor())
        for (const Anchoring::Settle* settle : results_to_settle)
          anchorTensor(stack[0].toTensor(), settle->reference);
    }
    size_t returns = op.schema.returns.size();
    if (returns == 0)
      values_[node.id] = c10::IValue();
    else if (returns == 1)
      values_[node.id] = std::move(stack.at(0));
    else
      values_[node.id] = c10::ivalue::Tuple::create(std::move(stack));
    if (lifetimes_ && lifetimes_->letGo(node))
      lifetimes_->made(node, tensorsOf(values_[node.id]), charged);
  }

  // Writes the reference's elements over each result that agrees with the reference's value.
  void anchor(const Node& node, const std::vector<c10::IValue>& results) {
    const auto& reference = anchoring_->reference->values.at(node.id);
    std::vector<at::Tensor> tensors;
    for (const c10::IValue& value : results)
      for (const at::Tensor& tensor : tensorsOf(value)) tensors.push_back(tensor);
    if (tensors.size() != reference.size()) return;
    for (size_t i = 0; i < tensors.size(); ++i) anchorTensor(tensors[i], reference[i]);
  }

  // Writes the reference's elements over `tensor` where it agrees with the reference's value.
  // `tensor` may be any view no two of whose elements share memory.
  void anchorTensor(const at::Tensor& tensor, const oracle::TensorHandle& reference_tensor) {
    if (!tensor.defined() || !reference_tensor || tensor.numel() == 0) return;
    std::optional<DType> dtype = dtypeOf(tensor.scalar_type());
    if (!dtype || !tensor.storage().data()) return;
    TensorMeta layout = layoutOf(tensor, *dtype);
    const c10::StorageImpl& impl = *tensor.storage().unsafeGetStorageImpl();
    const int64_t elements = static_cast<int64_t>(impl.nbytes()) / itemSize(*dtype);
    if (internalOverlap(layout) != Overlap::No || layout.storageExtent() > elements) return;
    oracle::RuntimeTensor ours{
        std::make_shared<Storage>(*dtype, elements, static_cast<std::byte*>(impl.data()), nullptr),
        std::move(layout)};
    const oracle::RuntimeTensor& theirs = *reference_tensor;
    if (!anchoring_->agrees(theirs, ours)) return;
    oracle::copyElementBytes(ours, theirs); // the reference's bytes, poison included
  }

  void markRandom(const c10::Storage& storage) {
    random_.try_emplace(storage.unsafeGetStorageImpl(), storage);
  }

  // Whether an argument holds values random draws made (or values computed from them).
  bool readsRandom(const std::vector<c10::IValue>& stack) const {
    if (random_.empty()) return false;
    for (const c10::IValue& value : stack)
      for (const at::Tensor& tensor : tensorsOf(value))
        if (tensor.defined() && random_.count(tensor.storage().unsafeGetStorageImpl())) return true;
    return false;
  }

  // The storages of the arguments the op writes: those its schema marks written, and the
  // writes torch 1.13's schemas do not mark (batch norm's running statistics).
  std::vector<c10::Storage> writtenStorages(const OpInfo& op,
                                            const std::vector<c10::IValue>& stack) {
    std::vector<c10::Storage> written;
    auto add = [&](size_t argument) {
      for (const at::Tensor& tensor : tensorsOf(stack[argument]))
        if (tensor.defined()) written.push_back(tensor.storage());
    };
    const auto& arguments = op.schema.arguments;
    for (size_t i = 0; i < arguments.size(); ++i)
      if (arguments[i].alias && arguments[i].alias->is_write) add(i);
    for (const HiddenWrite& hidden : op.hidden_writes) {
      if (hidden.condition >= 0 && !stack[static_cast<size_t>(hidden.condition)].toBool()) continue;
      add(static_cast<size_t>(hidden.argument));
    }
    return written;
  }

  void noteInputWrites(const Node& node, const std::vector<c10::Storage>& written,
                       Execution& execution) {
    for (size_t i = 0; i < input_storages_.size(); ++i)
      for (const c10::Storage& storage : written)
        if (storage.unsafeGetStorageImpl() == input_storages_[i] &&
            !execution.first_input_writer[i])
          execution.first_input_writer[i] = &node;
  }

  // What the run leaves, as the reference interpreter reports it: one oracle storage per ATen
  // storage (the inputs' own, written with what the run left in them), every value's tensors.
  void exportRun(Execution& execution) {
    std::unordered_map<const c10::StorageImpl*, std::shared_ptr<Storage>> exported;
    for (size_t i = 0; i < inputs_.size(); ++i)
      exported.try_emplace(input_storages_[i], inputs_[i]->storage);
    std::vector<Node*> placeholders = graph_.placeholders();
    execution.values.resize(graph_.idBound());
    for (const Node* node : graph_) {
      if (lifetimes_ && lifetimes_->letGo(*node)) continue;
      for (const at::Tensor& tensor : tensorsOf(values_[node->id]))
        execution.values[node->id].push_back(exportTensor(tensor, exported, *node));
    }
    for (size_t i = 0; i < inputs_.size(); ++i)
      execution.inputs.push_back(execution.values[placeholders[i]->id].at(0));
    const Node* output = graph_.output();
    for (const at::Tensor& tensor : returned_) {
      TensorHandle handle = exportTensor(tensor, exported, output ? *output : *graph_.first());
      // An undefined tensor returned: held as a tensor without elements.
      if (!handle)
        handle = std::make_shared<RuntimeTensor>(RuntimeTensor{
            std::make_shared<Storage>(DType::f32, 0), contiguousMeta(DType::f32, {0})});
      execution.outputs.push_back(std::move(handle));
    }
  }

  // A tensor of the run as an oracle tensor over ATen's own memory; an input's storage (in
  // `exported` before the first call) is written with what the run left in it instead.
  TensorHandle
  exportTensor(const at::Tensor& tensor,
               std::unordered_map<const c10::StorageImpl*, std::shared_ptr<Storage>>& exported,
               const Node& node) {
    if (!tensor.defined()) return nullptr;
    std::optional<DType> dtype = dtypeOf(tensor.scalar_type());
    if (!dtype)
      throw InputError(graph_.source_name, node.loc.line, node.loc.column,
                       "'" + node.name + "' is a " +
                           std::string(c10::toString(tensor.scalar_type())) +
                           " tensor, which the graph format cannot hold");
    c10::StorageImpl* impl = tensor.storage().unsafeGetStorageImpl();
    int64_t elements = static_cast<int64_t>(impl->nbytes()) / itemSize(*dtype);
    auto [it, fresh] = exported.try_emplace(impl);
    if (fresh && elements > 0 && impl->data())
      it->second =
          std::make_shared<Storage>(*dtype, elements, static_cast<std::byte*>(impl->data()),
                                    std::make_shared<c10::Storage>(tensor.storage()));
    else if (fresh || (input_impls_.count(impl) && copied_.insert(impl).second))
      copyInto(it->second, *dtype, elements, *impl);
    if (random_.count(impl)) it->second->markRandom();
    return std::make_shared<RuntimeTensor>(RuntimeTensor{it->second, layoutOf(tensor, *dtype)});
  }

  // `elements` of ATen's storage copied into the oracle's (made here if null): an input's, or
  // a ZeroTensor's (_efficientzerotensor), which has sizes and no memory: its elements are zeros.
  static void copyInto(std::shared_ptr<Storage>& storage, DType dtype, int64_t elements,
                       const c10::StorageImpl& impl) {
    if (!storage) storage = std::make_shared<Storage>(dtype, elements);
    if (storage->elements() < elements) storage->growTo(elements);
    const size_t bytes = static_cast<size_t>(elements * itemSize(dtype));
    if (storage->dtype() != dtype || elements == 0) return;
    if (!impl.data())
      std::memset(storage->element(0), 0, bytes);
    else
      std::memcpy(storage->element(0), impl.data(), bytes);
  }

  const Graph& graph_;
  const Anchoring* anchoring_;
  const StreamedValues* streamed_;
  std::optional<ValueLifetimes> lifetimes_;
  uint64_t seed_;
  at::Generator generator_;
  std::vector<c10::IValue> values_;
  std::vector<TensorHandle> inputs_;
  std::vector<const c10::StorageImpl*> input_storages_;
  std::unordered_map<const Storage*, c10::Storage> imported_;
  std::unordered_map<const OpInfo*, c10::OperatorHandle> handles_;
  std::unordered_set<const c10::StorageImpl*> input_impls_;
  /// Input storages written with what the run left in them.
  std::unordered_set<const c10::StorageImpl*> copied_;
  /// Storages holding values random draws made, or values computed from them; held, so that a
  /// storage a streamed run lets go cannot leave its address to a fresh one still marked.
  std::unordered_map<const c10::StorageImpl*, c10::Storage> random_;
  std::vector<at::Tensor> returned_;
  /// Bytes of the inputs and of every fresh result so far, against the memory budget.
  std::shared_ptr<oracle::RunMemory> budget_;
};

Execution executeWithLibtorch(const Graph& graph, std::vector<TensorHandle> inputs,
                              const oracle::ExecutionLimits& limits, uint64_t random_seed,
                              const AtenRunOptions* options) {
  LibtorchSettingsHold hold(SettingsOwner::Project);
  return AtenRun(graph, limits, random_seed, options ? *options : AtenRunOptions{})
      .run(std::move(inputs));
}

AtenKernel kernelInLibtorch(const OpInfo& op) {
  auto handle =
      c10::Dispatcher::singleton().findSchema({"aten::" + op.schema.name, op.schema.overload});
  if (!handle) return AtenKernel::Missing;
  return handle->hasComputedKernelForDispatchKey(c10::DispatchKey::CPU) ? AtenKernel::Cpu
                                                                        : AtenKernel::NoCpu;
}

bool sizesDependOnValuesInLibtorch(const OpInfo& op) {
  auto handle =
      c10::Dispatcher::singleton().findSchema({"aten::" + op.schema.name, op.schema.overload});
  return handle && (handle->hasTag(at::Tag::dynamic_output_shape) ||
                    handle->hasTag(at::Tag::data_dependent_output));
}

} // namespace

} // namespace reinplace::aten

extern "C" const reinplace::aten::AtenEntryPoints* reinplaceAtenEntryPoints() {
  static const reinplace::aten::AtenEntryPoints entry_points{
      reinplace::aten::executeWithLibtorch, reinplace::aten::kernelInLibtorch,
      reinplace::aten::sizesDependOnValuesInLibtorch,
      [] { reinplace::aten::holdLibtorchSettings(reinplace::aten::SettingsOwner::Host); },
      reinplace::aten::releaseLibtorchSettings};
  return &entry_points;
}
