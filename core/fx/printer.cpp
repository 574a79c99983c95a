#include "core/fx/printer.h"

#include "core/ir/input_storage.h"
#include "core/ops/op_registry.h"

#include <charconv>
#include <optional>

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

// Appends to the output rather than returning pieces: a million statements are printed, and a
// temporary string per piece (most longer than the short-string buffer) is a heap block each.
struct ArgAppender {
  std::string& out;

  void operator()(const Arg::None&) const { out += "None"; }
  void operator()(bool value) const { out += value ? "True" : "False"; }
  void operator()(int64_t value) const {
    char digits[24];
    auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    out.append(digits, end);
  }
  void operator()(double value) const { out += pythonFloatRepr(value); }
  void operator()(const std::string& value) const { out += pythonStringRepr(value); }
  void operator()(DType value) const { out += torchName(value); }
  void operator()(MemoryFormat value) const { out += memoryFormatName(value); }
  void operator()(Layout) const { out += "torch.strided"; }
  void operator()(const Device& device) const {
    out += "device(type=" + pythonStringRepr(device.type);
    if (device.index >= 0) out += ", index=" + std::to_string(device.index);
    out += ")";
  }
  void operator()(Node* node) const { out += node->name; }
  void operator()(const Arg::List& list) const {
    out += list.is_tuple ? "(" : "[";
    for (size_t i = 0; i < list.items.size(); ++i) {
      if (i) out += ", ";
      std::visit(*this, list.items[i].value);
    }
    if (list.is_tuple && list.items.size() == 1) out += ",";
    out += list.is_tuple ? ")" : "]";
  }
};

void appendArg(std::string& out, const Arg& arg) {
  std::visit(ArgAppender{out}, arg.value);
}

// What a return statement returns: a dict when the graph has output keys (Graph::outputKeys).
void appendReturned(std::string& out, const Graph& graph, const Arg& returned) {
  const std::vector<std::string>& keys = graph.outputKeys();
  if (keys.empty() || !returned.isList() || returned.list().items.size() != keys.size())
    return appendArg(out, returned);
  out += "{";
  for (size_t i = 0; i < keys.size(); ++i) {
    if (i) out += ", ";
    appendArg(out, Arg(keys[i]));
    out += ": ";
    appendArg(out, returned.list().items[i]);
  }
  out += "}";
}

// FX's deletion hints: for each node, the values whose last use it is, in order of appearance.
// Kept as linked lists through two flat arrays (by node id), not a vector per node.
class LastUses {
public:
  explicit LastUses(const Graph& graph)
      : first_(graph.idBound(), nullptr), next_(graph.idBound(), nullptr),
        seen_(graph.idBound(), false) {
    std::vector<const Node*> last(graph.idBound(), nullptr); // tail of each node's list
    for (const Node* user = graph.last(); user; user = user->prev) {
      auto record = [&](const Node* used) {
        if (seen_[used->id]) return;
        seen_[used->id] = true;
        const Node*& tail = last[user->id];
        (tail ? next_[tail->id] : first_[user->id]) = used;
        tail = used;
      };
      for (const auto& arg : user->args) arg.forEachNode(record);
      for (const auto& kwarg : user->kwargs) kwarg.second.forEachNode(record);
    }
  }
  const Node* first(const Node* user) const { return first_[user->id]; }
  const Node* next(const Node* value) const { return next_[value->id]; }

private:
  std::vector<const Node*> first_;
  std::vector<const Node*> next_;
  std::vector<bool> seen_;
};

// A value of an op without a meta rule (or an element of one) carries its meta in the file.
bool metaFromAnnotation(const Node* node) {
  if (node->kind == NodeKind::GetItem) return node->args[0].node()->meta_from_annotation;
  return node->kind == NodeKind::Call && node->meta_from_annotation;
}

bool metaFromAten(const Node* node) {
  if (node->kind == NodeKind::GetItem) return node->args[0].node()->meta_from_aten;
  return node->kind == NodeKind::Call && node->meta_from_aten;
}

// `storage`: the storage a parameter shares with others, written with its size (" in s[16]").
void appendAnnotation(std::string& out, const Node* node, const PrintOptions& options,
                      const InputStorage* storage = nullptr) {
  // Meta that came from the file must go back into it, or the output would not load again; so
  // must the sharing of a storage, which no other annotation implies.
  bool from_annotation = metaFromAnnotation(node);
  bool wanted = node->kind == NodeKind::Placeholder
                    ? options.annotate_parameters || options.annotate || storage
                    : options.annotate || from_annotation;
  if (!wanted || !node->hasTensorMeta()) return;
  out += ": \"";
  out += formatMeta(node->tensorMeta(), options.always_show_strides || from_annotation);
  if (storage) out += " in " + storage->name + "[" + std::to_string(storage->elements) + "]";
  out += "\"";
}

} // namespace

std::string formatArg(const Arg& arg) {
  std::string out;
  appendArg(out, arg);
  return out;
}

std::string printFxCode(const Graph& graph, const PrintOptions& options) {
  std::string out;
  out.reserve(graph.size() * 96); // a typical statement; avoids regrowing a huge buffer
  out += "def forward(self";
  std::vector<InputStorage> shared_storages = sharedInputStorages(graph);
  auto storage_of = storageByInput(shared_storages);
  std::vector<Node*> params = graph.placeholders();
  for (Node* param : params) {
    out += ", ";
    out += graph.parameterName(param);
    auto storage = storage_of.find(param);
    appendAnnotation(out, param, options, storage == storage_of.end() ? nullptr : storage->second);
  }
  out += "):\n";
  for (Node* param : params)
    if (graph.parameterName(param) != param->name)
      out += "    " + param->name + " = " + graph.parameterName(param) + "\n";
  std::optional<LastUses> hints;
  if (options.deletion_hints) hints.emplace(graph);
  for (Node* node : graph) {
    if (node->kind == NodeKind::Placeholder) continue;
    if (node->kind == NodeKind::Output) {
      out += "    return ";
      appendReturned(out, graph, node->args.at(0));
      out += "\n";
      continue;
    }
    out += "    ";
    out += node->name;
    appendAnnotation(out, node, options);
    out += " = ";
    if (node->kind == NodeKind::GetItem) {
      out += node->args[0].node()->name;
      out += "[";
      appendArg(out, node->args[1]);
      out += "]";
    } else {
      out += "torch.ops.aten."; // targetText(), without a temporary
      out += node->op->qualified_name;
      out += "(";
      bool first = true;
      for (const auto& arg : node->args) {
        if (!first) out += ", ";
        appendArg(out, arg);
        first = false;
      }
      for (const auto& [key, value] : node->kwargs) {
        if (!first) out += ", ";
        out += key;
        out += " = ";
        appendArg(out, value);
        first = false;
      }
      out += ")";
    }
    if (hints && hints->first(node)) {
      out += ";  ";
      for (const Node* dead = hints->first(node); dead; dead = hints->next(dead)) {
        out += dead->name;
        out += " = ";
      }
      out += "None";
    }
    if (options.mark_meta_from_annotation && metaFromAnnotation(node) && node->hasTensorMeta())
      out += metaFromAten(node) ? "  # meta from ATen" : "  # meta from annotation";
    out += "\n";
  }
  return out;
}

} // namespace reinplace
