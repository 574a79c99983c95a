#include "core/fx_printer.h"

#include "core/op_registry.h"

namespace reinplace {
namespace {

std::string pythonStringRepr(const std::string& text) {
  // repr() prefers single quotes unless the text contains one and no double quote.
  bool use_double = text.find('\'') != std::string::npos && text.find('"') == std::string::npos;
  char quote = use_double ? '"' : '\'';
  std::string out(1, quote);
  for (char c : text) {
    if (c == quote || c == '\\') out += '\\';
    if (c == '\n')
      out += "\\n";
    else if (c == '\t')
      out += "\\t";
    else
      out += c;
  }
  return out + quote;
}

std::string_view memoryFormatName(MemoryFormat format) {
  switch (format) {
  case MemoryFormat::contiguous_format:
    return "torch.contiguous_format";
  case MemoryFormat::preserve_format:
    return "torch.preserve_format";
  case MemoryFormat::channels_last:
    return "torch.channels_last";
  }
  return "torch.contiguous_format";
}

struct ArgPrinter {
  std::string operator()(const Arg::None&) const { return "None"; }
  std::string operator()(bool value) const { return value ? "True" : "False"; }
  std::string operator()(int64_t value) const { return std::to_string(value); }
  std::string operator()(double value) const { return pythonFloatRepr(value); }
  std::string operator()(const std::string& value) const { return pythonStringRepr(value); }
  std::string operator()(DType value) const { return std::string(torchName(value)); }
  std::string operator()(MemoryFormat value) const { return std::string(memoryFormatName(value)); }
  std::string operator()(Layout) const { return "torch.strided"; }
  std::string operator()(const Device& device) const {
    std::string out = "device(type=" + pythonStringRepr(device.type);
    if (device.index >= 0) out += ", index=" + std::to_string(device.index);
    return out + ")";
  }
  std::string operator()(Node* node) const { return node->name; }
  std::string operator()(const Arg::List& list) const {
    std::string out = list.is_tuple ? "(" : "[";
    for (size_t i = 0; i < list.items.size(); ++i) {
      if (i) out += ", ";
      out += formatArg(list.items[i]);
    }
    if (list.is_tuple && list.items.size() == 1) out += ",";
    return out + (list.is_tuple ? ")" : "]");
  }
};

// FX's deletion hints: for each node (by id), the values whose last use it is, in order of
// appearance.
std::vector<std::vector<const Node*>> lastUses(const Graph& graph) {
  std::vector<std::vector<const Node*>> out(graph.idBound());
  std::vector<bool> seen(graph.idBound(), false);
  for (const Node* user = graph.last(); user; user = user->prev) {
    auto record = [&](const Node* used) {
      if (!seen[used->id]) {
        seen[used->id] = true;
        out[user->id].push_back(used);
      }
    };
    for (const auto& arg : user->args) arg.forEachNode(record);
    for (const auto& kwarg : user->kwargs) kwarg.second.forEachNode(record);
  }
  return out;
}

std::string annotation(const Node* node, const PrintOptions& options) {
  bool wanted = node->kind == NodeKind::Placeholder
                    ? options.annotate_parameters || options.annotate
                    : options.annotate;
  if (!wanted || !node->hasTensorMeta()) return "";
  return ": \"" + formatMeta(node->tensorMeta(), options.always_show_strides) + "\"";
}

} // namespace

std::string formatArg(const Arg& arg) {
  return std::visit(ArgPrinter{}, arg.value);
}

std::string printFxCode(const Graph& graph, const PrintOptions& options) {
  std::string out;
  out.reserve(graph.size() * 96); // a typical statement; avoids regrowing a huge buffer
  out += "def forward(self";
  for (Node* param : graph.placeholders()) out += ", " + param->name + annotation(param, options);
  out += "):\n";
  std::vector<std::vector<const Node*>> hints;
  if (options.deletion_hints) hints = lastUses(graph);
  for (Node* node : graph) {
    if (node->kind == NodeKind::Placeholder) continue;
    if (node->kind == NodeKind::Output) {
      out += "    return " + formatArg(node->args.at(0)) + "\n";
      continue;
    }
    out += "    " + node->name + annotation(node, options) + " = ";
    if (node->kind == NodeKind::GetItem) {
      out += node->args[0].node()->name + "[" + formatArg(node->args[1]) + "]";
    } else {
      out += node->op->targetText() + "(";
      bool first = true;
      for (const auto& arg : node->args) {
        out += (first ? "" : ", ") + formatArg(arg);
        first = false;
      }
      for (const auto& [key, value] : node->kwargs) {
        out += (first ? "" : ", ") + key + " = " + formatArg(value);
        first = false;
      }
      out += ")";
    }
    if (!hints.empty() && !hints[node->id].empty()) {
      out += ";  ";
      for (const Node* dead : hints[node->id]) out += dead->name + " = ";
      out += "None";
    }
    out += "\n";
  }
  return out;
}

} // namespace reinplace
