#include "python/bindings/graph_session.h"

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/ops/op_registry.h"

#include <pybind11/stl.h>

#include <stdexcept>

namespace py = pybind11;

namespace reinplace::python {

Graph loadGraphText(const std::string& text, const std::string& source_name) {
  // Not aten::annotateMetaFromAten: loading libtorch's ATen here would reconfigure the torch of
  // the Python process that imported the module (one thread, a poisoning allocator, silenced
  // warnings: aten/libtorch_setup.cpp). The package annotates every value torch computes, so the
  // meta ATen would observe is in the text already.
  Graph graph = parseFxCode(text, source_name, builtinRegistry());
  propagateMeta(graph);
  return graph;
}

ReinplaceOptions passOptionsFor(const std::string& policy) {
  ReinplaceOptions options;
  auto parsed = policyFromName(policy);
  if (!parsed) throw OptionError("unknown policy '" + policy + "' (sound or pytorch)");
  options.policy = *parsed;
  return options;
}

namespace {

py::object toPython(const Arg& arg) {
  const Arg::Value& value = arg.value;
  if (std::get_if<Arg::None>(&value)) return py::none();
  if (auto* b = std::get_if<bool>(&value)) return py::bool_(*b);
  if (auto* i = std::get_if<int64_t>(&value)) return py::int_(*i);
  if (auto* d = std::get_if<double>(&value)) return py::float_(*d);
  if (auto* s = std::get_if<std::string>(&value)) return py::str(*s);
  if (auto* node = std::get_if<Node*>(&value)) return py::cast(NodeRef{(*node)->name});
  if (auto* list = std::get_if<Arg::List>(&value)) {
    py::list items;
    for (const Arg& item : list->items) items.append(toPython(item));
    if (list->is_tuple) return py::tuple(items);
    return std::move(items);
  }
  // dtypes, memory formats, layouts, devices: FX's text of them, which Python can evaluate.
  return py::cast(Literal{formatArg(arg)});
}

const char* kindName(NodeKind kind) {
  switch (kind) {
  case NodeKind::Placeholder:
    return "placeholder";
  case NodeKind::Call:
    return "call";
  case NodeKind::GetItem:
    return "getitem";
  case NodeKind::Output:
    return "output";
  }
  return "call";
}

} // namespace

py::list exportNodes(const Graph& graph) {
  py::list nodes;
  for (const Node* node : graph) {
    py::tuple args(node->args.size());
    for (size_t i = 0; i < node->args.size(); ++i) args[i] = toPython(node->args[i]);
    py::dict kwargs;
    for (const auto& [name, value] : node->kwargs) kwargs[py::str(name)] = toPython(value);
    py::object target = py::none();
    if (node->kind == NodeKind::Call && node->op) target = py::str(node->op->qualified_name);
    nodes.append(py::make_tuple(node->name, kindName(node->kind), target, args, kwargs));
  }
  return nodes;
}

} // namespace reinplace::python
