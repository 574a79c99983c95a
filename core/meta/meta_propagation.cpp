#include "core/meta/meta_propagation.h"

#include "core/meta/value_sized_results.h"

#include "core/ir/diagnostics.h"
#include "core/meta/checked_arithmetic.h"
#include "core/meta/meta_context.h"
#include "core/ops/bound_args.h"

#include <string_view>

namespace reinplace {

void MetaPropagator::propagate(Node* node) {
  switch (node->kind) {
  case NodeKind::Placeholder:
    placeholder(node);
    break;
  case NodeKind::Call:
    call(node);
    break;
  case NodeKind::GetItem:
    getItem(node);
    break;
  case NodeKind::Output:
    output(node);
    break;
  }
}

void MetaPropagator::fail(const Node* node, const std::string& message) const {
  throw InputError(graph_.source_name, node->loc.line, node->loc.column, message);
}

void MetaPropagator::placeholder(Node* node) {
  if (!node->annotation)
    fail(node, "parameter '" + node->name + "' has no meta; annotate it (" + node->name +
                   ": \"f32[4, 4]\") or pass --input " + node->name + "=META");
  TensorMeta meta = node->annotation->meta;
  // The format refuses a negative stride in an annotation (meta_text.cpp), even on an empty
  // tensor that needs no storage: an annotation built in code is held to the same rule, so that
  // what is printed reads back.
  for (int64_t stride : meta.strides)
    if (stride < 0) fail(node, "negative stride " + std::to_string(stride));
  meta.storage = next_storage_++;
  // Parameters naming one storage are views of one allocation: aliases to the pass.
  if (const auto& shared = node->annotation->shared_storage) {
    auto [named, added] = shared_storages_.try_emplace(shared->name, meta.storage);
    if (!added) {
      --next_storage_;
      meta.storage = named->second;
    }
  }
  int64_t bytes = checkedMeta(node, meta, false);
  if (const auto& shared = node->annotation->shared_storage; shared && shared->elements) {
    int64_t written = 0;
    if (__builtin_mul_overflow(*shared->elements, itemSize(meta.dtype), &written))
      fail(node, "storage " + shared->name + "[" + std::to_string(*shared->elements) +
                     "] is too large: its size in bytes overflows");
    if (bytes > written)
      fail(node, "'" + node->name + "' " + formatMeta(meta, true) + " needs " +
                     std::to_string(bytes) + " bytes of storage, more than the " +
                     std::to_string(written) + " of " + shared->name + "[" +
                     std::to_string(*shared->elements) + "]");
    bytes = written;
  }
  recordStorage(node, meta, bytes, true);
  node->meta = {std::move(meta)};
  node->is_list_result = false;
}

// The choke point every tensor value passes, whatever made it (a meta rule, an annotation): no
// negative size, and an element count and storage size that int64 holds.
int64_t MetaPropagator::checkedMeta(const Node* node, const TensorMeta& meta, bool fresh) const {
  try {
    return checkedTensorMeta(meta, fresh);
  } catch (const MetaError& error) {
    std::string op = node->kind == NodeKind::Call ? node->op->qualified_name + ": " : "";
    fail(node, op + error.what());
  }
}

// A fresh storage holds what its value needs; a view must lie within its storage, as torch's
// setStorage demands; resize_ grows it.
void MetaPropagator::recordStorage(const Node* node, const TensorMeta& meta, int64_t bytes,
                                   bool grows) {
  size_t id = static_cast<size_t>(meta.storage);
  if (id >= storage_bytes_.size()) {
    storage_bytes_.resize(id + 1, -1);
    storage_input_.resize(id + 1, nullptr);
  }
  if (storage_bytes_[id] < 0 || grows) {
    storage_bytes_[id] = std::max(storage_bytes_[id], bytes);
    if (node->kind == NodeKind::Placeholder && !storage_input_[id]) storage_input_[id] = node;
    return;
  }
  if (bytes <= storage_bytes_[id]) return;
  std::string message =
      node->op->qualified_name + ": setStorage: sizes " + formatShape(meta.sizes) + ", strides " +
      formatShape(meta.strides) + ", storage offset " + std::to_string(meta.storage_offset) +
      ", and itemsize " + std::to_string(itemSize(meta.dtype)) + " requiring a storage size of " +
      std::to_string(bytes) + " are out of bounds for storage of size " +
      std::to_string(storage_bytes_[id]);
  if (const Node* input = storage_input_[id])
    message += " (the storage of input '" + input->name +
               "'; to give it more, annotate it with a storage size: " + input->name + ": \"" +
               formatMeta(input->tensorMeta(), false) + " in s[" +
               std::to_string(bytes / itemSize(meta.dtype) + (bytes % itemSize(meta.dtype) != 0)) +
               "]\")"; // bytes rounded up to elements, without the overflow of adding first
  fail(node, message);
}

void MetaPropagator::call(Node* node) {
  const OpInfo& op = *node->op;
  for (const auto& arg : node->args) checkOperandsKnown(node, arg);
  for (const auto& kwarg : node->kwargs) checkOperandsKnown(node, kwarg.second);
  if (!op.meta_rule && op.schema.returns.empty()) {
    // An op that returns nothing (_foreach_zero_, the in-place _foreach ops): only its writes
    // count, and its statement names no value.
    node->meta.clear();
    node->is_list_result = false;
    return;
  }
  if (!op.meta_rule) return callWithoutRule(node);
  ValueMeta results;
  bool list_result = false;
  const Node* result_is = nullptr;
  try {
    MetaContext context(op, *node);
    op.meta_rule(context);
    results = std::move(context.results());
    list_result = context.isListResult();
    result_is = context.resultIsArgument();
  } catch (const MetaError& error) {
    fail(node, op.qualified_name + ": " + error.what());
  } catch (const BindError& error) {
    fail(node, error.what());
  }
  // A rule that read its result's sizes from the annotation (repeat_interleave's sum of
  // repeats) has its meta from the file as an op without a rule does: printed back, kept.
  node->meta_from_annotation = sizingValue(*node) != nullptr;
  commitCall(node, std::move(results), list_result, result_is);
}

void MetaPropagator::commitCall(Node* node, ValueMeta results, bool list_result,
                                const Node* result_is) {
  const OpInfo& op = *node->op;
  node->result_is_argument = result_is != nullptr;
  if (result_is) {
    // The result is an argument itself: its storage, no view of it.
    for (auto& meta : results) meta.storage = result_is->tensorMeta().storage;
    node->view_source = nullptr;
    node->list_view_source = nullptr;
    node->meta = std::move(results);
    node->is_list_result = list_result;
    checkAnnotation(node);
    return;
  }
  Node* self = selfValue(node);
  bool fresh = !((op.is_view || op.is_inplace || op.hidden_view) && self);
  SmallVector<int64_t, 1> bytes; // one per result: no heap block for a single tensor
  bytes.reserve(results.size());
  for (const TensorMeta& meta : results) bytes.push_back(checkedMeta(node, meta, fresh));
  if ((op.is_view || op.is_inplace || op.hidden_view) && self) {
    // Views and in-place results live in the storage of self; only single-output views are
    // views *of* self (multi-output views hand that role to their getitems). A hidden view
    // shares the storage without being a view op, as torch's pass sees it.
    for (auto& meta : results) meta.storage = self->tensorMeta().storage;
    node->view_source = op.is_view && !op.is_multi_output_view ? self : nullptr;
    node->list_view_source = op.is_multi_output_view ? self : nullptr;
  } else {
    for (auto& meta : results) meta.storage = next_storage_++;
    node->view_source = nullptr;
    node->list_view_source = nullptr;
  }
  const std::string_view packet = op.packet_name; // compared by length first, per call
  bool grows = packet == "resize_" || packet == "set_";
  for (size_t i = 0; i < results.size(); ++i) recordStorage(node, results[i], bytes[i], grows);
  node->meta = std::move(results);
  node->is_list_result = list_result;
  checkAnnotation(node);
}

const MetaAnnotation& MetaPropagator::requiredAnnotation(const Node* node, const Node* call,
                                                         const std::string& what) const {
  if (!node->annotation)
    fail(node, "aten." + call->op->qualified_name + " has no meta rule, so " + what +
                   " needs a meta annotation: " + node->name + ": \"f32[2, 3][3, 1]\" = ...");
  return *node->annotation;
}

void MetaPropagator::callWithoutRule(Node* node) {
  const OpInfo& op = *node->op;
  const Schema& schema = op.schema;
  bool has_tensor_return = false;
  for (const auto& ret : schema.returns) {
    if (ret.type.base != BaseType::Tensor) {
      if (schema.returns.size() == 1 && !node->annotation) {
        // A number or other non-tensor result (sym_size, _local_scalar_dense).
        node->meta.clear();
        node->is_list_result = false;
        node->meta_from_annotation = true;
        return;
      }
      fail(node, "aten." + op.qualified_name + " has no meta rule and returns " + ret.type.str() +
                     " beside tensors, which an annotation cannot describe");
    }
    has_tensor_return = true;
  }
  // The argument a result aliases: the one whose alias set the return shares (Tensor(a!) self
  // -> Tensor(a!)).
  BoundArgs bound(op, node->args, node->kwargs);
  auto aliased = [&](const SchemaReturn& ret) -> std::pair<const Node*, bool> {
    if (!ret.alias) return {nullptr, false};
    for (size_t i = 0; i < schema.arguments.size(); ++i) {
      const auto& arg = schema.arguments[i];
      if (!arg.alias || arg.alias->set != ret.alias->set) continue;
      const Arg& value = bound.at(static_cast<int>(i));
      if (value.isNode() && value.node()->hasTensorMeta())
        return {value.node(), arg.alias->is_write};
    }
    return {nullptr, false};
  };
  bool list = schema.returns.size() == 1 && schema.returns[0].type.list;
  bool tuple = schema.returns.size() > 1;
  // Elements of a tuple or list result are described by the getitems that read them.
  std::vector<const Node*> items;
  if (tuple || list) {
    for (const Node* user : node->users) {
      if (user->kind != NodeKind::GetItem || user->args[0].node() != node) continue;
      int64_t index = std::get<int64_t>(user->args[1].value);
      int64_t count = tuple ? static_cast<int64_t>(schema.returns.size()) : index + 1;
      if (index < 0 || index >= count)
        fail(user, "index " + std::to_string(index) + " is out of range for '" + node->name +
                       "', whose op has no meta rule (write the index from 0)");
      if (static_cast<size_t>(index) >= items.size()) items.resize(index + 1, nullptr);
      if (!items[index]) items[index] = user;
    }
    if (tuple) items.resize(schema.returns.size(), nullptr);
  }
  ValueMeta results;
  Node* view_of = nullptr;
  for (size_t i = 0; i < (tuple || list ? items.size() : 1); ++i) {
    const SchemaReturn& ret = schema.returns[list ? 0 : i];
    auto [source, written] = aliased(ret);
    TensorMeta meta;
    if (source && written && !list) {
      meta = source->tensorMeta(); // an in-place or out= result is its argument
    } else if (!(tuple || list)) {
      meta = requiredAnnotation(node, node, "its result").meta;
    } else if (items[i]) {
      meta = requiredAnnotation(items[i], node, "this element of its result").meta;
    } else {
      // No getitem reads this element: nothing depends on its meta. Held as an empty tensor.
      meta.sizes = {0};
      meta.strides = {1};
    }
    meta.storage = source ? source->tensorMeta().storage : next_storage_++;
    if (source && !written && !tuple && !list) view_of = const_cast<Node*>(source);
    results.push_back(std::move(meta));
  }
  if (!has_tensor_return) results.clear();
  for (const TensorMeta& meta : results)
    recordStorage(node, meta, checkedMeta(node, meta, false), false);
  node->meta = std::move(results);
  node->is_list_result = tuple || list;
  node->view_source = view_of;
  node->list_view_source = nullptr;
  node->meta_from_annotation = true;
  checkAnnotation(node);
}

void MetaPropagator::getItem(Node* node) {
  Node* source = node->args[0].node();
  int64_t index = std::get<int64_t>(node->args[1].value);
  if (!source->is_list_result)
    fail(node, "'" + source->name + "' is not a list of tensors and cannot be indexed");
  int64_t count = static_cast<int64_t>(source->meta.size());
  if (index < -count || index >= count)
    fail(node, "index " + std::to_string(index) + " is out of range for '" + source->name +
                   "', which has " + std::to_string(count) + " elements");
  node->meta = {source->meta[index < 0 ? index + count : index]};
  node->is_list_result = false;
  // An element of a multi-output view is a view of that view's source.
  node->view_source = source->list_view_source;
  checkAnnotation(node);
}

void MetaPropagator::output(Node* node) {
  for (const auto& arg : node->args) checkOperandsKnown(node, arg);
}

Node* MetaPropagator::selfValue(Node* node) {
  if (node->args.empty()) return nullptr;
  const Arg& first = node->args[0];
  if (!first.isNode() || !first.node()->hasTensorMeta()) return nullptr;
  return first.node();
}

void MetaPropagator::checkOperandsKnown(const Node* node, const Arg& arg) const {
  arg.forEachNode([&](const Node* value) {
    if (value->meta.empty())
      fail(node, "'" + value->name + "' has no tensor value and cannot be used here");
  });
}

void MetaPropagator::checkAnnotation(const Node* node) const {
  if (!node->annotation) return;
  const MetaAnnotation& declared = *node->annotation;
  if (!node->hasTensorMeta())
    fail(node, "'" + node->name + "' is annotated as a tensor but is a list of " +
                   std::to_string(node->meta.size()) + " tensors");
  const TensorMeta& inferred = node->tensorMeta();
  bool same = declared.meta.dtype == inferred.dtype && declared.meta.sizes == inferred.sizes &&
              (!declared.has_strides || declared.meta.strides == inferred.strides) &&
              (!declared.has_offset || declared.meta.storage_offset == inferred.storage_offset);
  if (!same)
    fail(node, "annotation of '" + node->name + "' says " +
                   formatMeta(declared.meta, declared.has_strides) + " but the inferred meta is " +
                   formatMeta(inferred, declared.has_strides));
}

void propagateMeta(Graph& graph) {
  MetaPropagator propagator(graph);
  for (Node* node : graph) propagator.propagate(node);
}

} // namespace reinplace
