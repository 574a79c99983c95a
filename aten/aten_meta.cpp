#include "aten/aten_meta.h"

#include "aten/aten_executor.h"
#include "core/ir/diagnostics.h"
#include "core/meta/meta_propagation.h"
#include "core/meta/value_sized_results.h"
#include "core/ops/op_registry.h"
#include "oracle/inputs/inputs.h"

#include <algorithm>
#include <vector>

namespace reinplace::aten {

namespace {

bool returnsTensors(const OpInfo& op) {
  for (const auto& ret : op.schema.returns)
    if (ret.type.base != BaseType::Tensor) return false;
  return !op.schema.returns.empty();
}

// A value whose result the schema says is one of the op's arguments (out= and in-place results)
// takes that argument's meta without a rule.
bool aliasesWrittenArgument(const OpInfo& op) {
  return op.schema.returns.size() == 1 && op.schema.returns[0].alias &&
         op.schema.returns[0].alias->is_write && !op.schema.returns[0].type.list;
}

bool returnsSeveral(const OpInfo& op) {
  return op.schema.returns.size() > 1 || op.schema.returns[0].type.list;
}

// A getitem of a list or tuple result whose meta is not written in the file.
bool isBareItem(const Node* user, const Node* call) {
  return user->kind == NodeKind::GetItem && user->args[0].node() == call && !user->annotation;
}

// The nodes whose meta must come from ATen: for a single result the call itself, for a list or
// tuple the getitems that read it.
std::vector<Node*> bareValues(const Node* call) {
  if (!returnsSeveral(*call->op))
    return call->annotation ? std::vector<Node*>{} : std::vector<Node*>{const_cast<Node*>(call)};
  std::vector<Node*> items;
  for (Node* user : call->users)
    if (isBareItem(user, call)) items.push_back(user);
  return items;
}

// Whether bareValues(call) is not empty, without building it: asked of every call of a graph.
bool hasBareValue(const Node* call) {
  if (!returnsSeveral(*call->op)) return !call->annotation;
  return std::any_of(call->users.begin(), call->users.end(),
                     [call](const Node* user) { return isBareItem(user, call); });
}

[[noreturn]] void refuse(const Graph& graph, const Node* node, const std::string& message) {
  throw InputError(graph.source_name, node->loc.line, node->loc.column, message);
}

// By node id: whether the node's values depend on the values of the graph's inputs (factory ops
// and what is computed from them alone come out the same on every run).
std::vector<bool> inputDependence(const Graph& graph) {
  std::vector<bool> depends(graph.idBound(), false);
  for (const Node* node : graph) {
    bool any = node->kind == NodeKind::Placeholder;
    auto mark = [&](const Node* used) { any = any || depends[used->id]; };
    for (const Arg& arg : node->args) arg.forEachNode(mark);
    for (const auto& kwarg : node->kwargs) kwarg.second.forEachNode(mark);
    depends[node->id] = any;
  }
  return depends;
}

MetaAnnotation annotationOf(const TensorMeta& layout) {
  MetaAnnotation annotation;
  annotation.meta = layout;
  annotation.meta.storage = kNoStorage;
  annotation.has_strides = true;
  annotation.has_offset = true;
  return annotation;
}

} // namespace

size_t annotateMetaFromAten(Graph& graph) {
  std::vector<Node*> calls;
  std::vector<bool> depends_on_inputs;
  for (Node* node : graph) {
    if (node->kind != NodeKind::Call || !returnsTensors(*node->op) ||
        aliasesWrittenArgument(*node->op) || !hasBareValue(node))
      continue;
    const bool ruled = node->op->meta_rule != nullptr;
    const Node* sizing = ruled && !node->annotation ? sizingValue(*node) : nullptr;
    if (ruled && !sizing) continue;
    std::string name = "aten." + node->op->qualified_name;
    if (atenKernel(*node->op) != AtenKernel::Cpu && !ruled)
      refuse(graph, node,
             name + " has no meta rule and no CPU kernel in ATen (" +
                 atenKernelName(atenKernel(*node->op)) + "): annotate its result, e.g. " +
                 node->name + ": \"f32[2, 3][3, 1]\" = ...");
    // Sizes that follow from constants (mvit's repeat_interleave of a filled tensor) are the
    // same on every run: ATen's are exact. A rule says which argument's values they follow.
    const bool data_sized = ruled || outputSizesDependOnValues(*node->op);
    if (data_sized && depends_on_inputs.empty()) depends_on_inputs = inputDependence(graph);
    if (data_sized && depends_on_inputs[(sizing ? sizing : node)->id])
      refuse(graph, node,
             name + (ruled ? ":" : " has no meta rule, and") +
                 " the sizes of its result depend on the values of its inputs, which the pass "
                 "cannot reason about: annotate its result with the sizes to assume");
    calls.push_back(node);
  }
  if (calls.empty()) return 0;
  MetaPropagator placeholders(graph);
  for (Node* node : graph.placeholders()) placeholders.propagate(node);
  oracle::Execution run = executeInAten(graph, oracle::makeInputs(graph, {0}));
  for (Node* call : calls) {
    if (run.fault && !graph.isBefore(call, run.fault->node))
      refuse(graph, run.fault->node,
             "aten." + call->op->qualified_name + " ('" + call->name +
                 (call->op->meta_rule ? "') takes the sizes of its result from ATen"
                                      : "') has no meta rule") +
                 ", and running the graph in ATen to observe its meta stops here: " +
                 run.fault->message);
    const auto& values = run.values.at(call->id);
    for (Node* value : bareValues(call)) {
      size_t index = 0;
      if (value != call) {
        int64_t item = std::get<int64_t>(value->args[1].value);
        index = static_cast<size_t>(item < 0 ? item + static_cast<int64_t>(values.size()) : item);
      }
      if (index >= values.size() || !values[index])
        refuse(graph, value, "ATen gives '" + value->name + "' no tensor to take its meta from");
      value->annotation = std::make_unique<MetaAnnotation>(annotationOf(values[index]->layout));
    }
    call->meta_from_aten = true;
  }
  return calls.size();
}

} // namespace reinplace::aten
