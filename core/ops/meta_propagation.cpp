#include "core/ops/meta_propagation.h"

#include "core/ir/diagnostics.h"
#include "core/ops/meta_context.h"

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
  meta.storage = next_storage_++;
  node->meta = {std::move(meta)};
  node->is_list_result = false;
}

void MetaPropagator::call(Node* node) {
  const OpInfo& op = *node->op;
  for (const auto& arg : node->args) checkOperandsKnown(node, arg);
  for (const auto& kwarg : node->kwargs) checkOperandsKnown(node, kwarg.second);
  ValueMeta results;
  bool list_result = false;
  try {
    MetaContext context(op, *node);
    op.meta_rule(context);
    results = std::move(context.results());
    list_result = context.isListResult();
  } catch (const MetaError& error) {
    fail(node, op.qualified_name + ": " + error.what());
  } catch (const BindError& error) {
    fail(node, error.what());
  }
  commitCall(node, std::move(results), list_result);
}

void MetaPropagator::commitCall(Node* node, ValueMeta results, bool list_result) {
  const OpInfo& op = *node->op;
  Node* self = selfValue(node);
  if ((op.is_view || op.is_inplace) && self) {
    // Views and in-place results live in the storage of self; only single-output views are
    // views *of* self (multi-output views hand that role to their getitems).
    for (auto& meta : results) meta.storage = self->tensorMeta().storage;
    node->view_source = op.is_view && !op.is_multi_output_view ? self : nullptr;
    node->list_view_source = op.is_multi_output_view ? self : nullptr;
  } else {
    for (auto& meta : results) meta.storage = next_storage_++;
    node->view_source = nullptr;
    node->list_view_source = nullptr;
  }
  node->meta = std::move(results);
  node->is_list_result = list_result;
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
