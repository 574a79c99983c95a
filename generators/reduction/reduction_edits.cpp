#include "generators/reduction/reduction_edits.h"

#include "core/fx/printer.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace reinplace::reduction {
namespace {

bool isOp(const Node* node) {
  return node->kind == NodeKind::Call || node->kind == NodeKind::GetItem;
}

// A new input standing for `node`'s value. It takes the node's name once the node is gone, so
// the names in a reduced graph stay those of the graph it came from.
Node* inputLike(Graph& graph, const Node* node) {
  Node* input = graph.insertPlaceholder(node->name);
  TensorMeta meta = node->tensorMeta();
  meta.storage = kNoStorage;
  input->meta = {meta};
  return input;
}

// Deletes `node`, sending its uses to `replacement` (a new input when null).
bool deleteNode(Graph& graph, Node* node, Node* replacement) {
  std::string name = node->name;
  Node* created = nullptr;
  if (!node->users.empty()) {
    if (!replacement) {
      if (!node->hasTensorMeta()) return false;
      replacement = created = inputLike(graph, node);
    }
    graph.replaceAllUsesWith(node, replacement);
  }
  graph.erase(node);
  if (created) created->name = name;
  return true;
}

const SchemaArgument* schemaArgumentOf(const Node* node, bool kwarg, size_t argument,
                                       const Arg** default_value) {
  *default_value = nullptr;
  if (node->kind != NodeKind::Call) return nullptr;
  const Schema& schema = node->op->schema;
  int index =
      kwarg ? schema.findArgument(node->kwargs[argument].first) : static_cast<int>(argument);
  if (index < 0 || static_cast<size_t>(index) >= schema.arguments.size()) return nullptr;
  *default_value = node->op->defaults[index].get();
  return &schema.arguments[index];
}

// Literal lists that spell out a shape (view, expand, reshape, as_strided, factories), so that
// they can follow an input whose dims shrink.
bool isSizeList(const SchemaArgument* argument) {
  if (!argument || !argument->type.list) return false;
  if (argument->type.base != BaseType::Int && argument->type.base != BaseType::SymInt) return false;
  return argument->name == "size" || argument->name == "shape" || argument->name == "sizes";
}

// Dense inputs stay dense, in the same dim order, when their sizes change; other layouts keep
// their strides, which still describe a valid (if gapped or overlapping) view.
void resize(TensorMeta& meta, const Shape& sizes) {
  if (!meta.isNonOverlappingAndDense()) {
    meta.sizes = sizes;
    return;
  }
  std::vector<size_t> order(sizes.size());
  std::iota(order.begin(), order.end(), 0);
  // Innermost first: smallest stride, ties broken toward the later dim as contiguity does.
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    if (meta.strides[a] != meta.strides[b]) return meta.strides[a] < meta.strides[b];
    return a > b;
  });
  meta.sizes = sizes;
  int64_t stride = 1;
  for (size_t dim : order) {
    meta.strides[dim] = stride;
    stride *= std::max<int64_t>(sizes[dim], 1);
  }
}

Arg* resolve(Node* node, const LiteralPath& path) {
  Arg* arg = path.kwarg ? &node->kwargs.at(path.argument).second : &node->args.at(path.argument);
  for (size_t item : path.items) {
    if (!arg->isList() || item >= arg->list().items.size()) return nullptr;
    arg = &arg->list().items[item];
  }
  return arg;
}

bool isLiteralLeaf(const Arg& arg) {
  return arg.isInt() || arg.isDouble() || arg.isBool();
}

int64_t leafComplexity(const Arg& arg) {
  if (arg.isNone()) return 1;
  if (arg.isBool()) return std::get<bool>(arg.value) ? 2 : 1;
  if (arg.isInt()) {
    int64_t value = std::get<int64_t>(arg.value);
    uint64_t magnitude = value < 0 ? 0 - static_cast<uint64_t>(value) : value;
    return 1 + 2 * static_cast<int64_t>(std::min<uint64_t>(magnitude, uint64_t{1} << 40)) +
           (value < 0 ? 1 : 0);
  }
  if (arg.isDouble()) {
    double value = std::get<double>(arg.value);
    if (value == 0.0 && !std::signbit(value)) return 1;
    if (value == 1.0) return 2;
    if (value == 2.0) return 3;
    return 4;
  }
  if (arg.isList()) {
    int64_t sum = 0;
    for (const Arg& item : arg.list().items) sum += leafComplexity(item);
    return sum;
  }
  return 0; // value references, dtypes, devices, strings: not simplified
}

int64_t argComplexity(const Arg& arg, const Arg* default_value) {
  if (default_value && formatArg(arg) == formatArg(*default_value)) return 0;
  return leafComplexity(arg);
}

} // namespace

std::vector<Node*> opNodes(const Graph& graph) {
  std::vector<Node*> out;
  for (Node* node : graph)
    if (isOp(node)) out.push_back(node);
  return out;
}

std::vector<Node*> replacementArguments(const Node* node) {
  std::vector<Node*> out;
  if (!node->hasTensorMeta()) return out;
  const TensorMeta& meta = node->tensorMeta();
  bool only_returned = !node->users.empty() &&
                       std::all_of(node->users.begin(), node->users.end(),
                                   [](const Node* user) { return user->kind == NodeKind::Output; });
  for (bool same_shape : {true, false}) {
    if (!same_shape && !only_returned) break;
    auto consider = [&](Node* argument) {
      if (!argument->hasTensorMeta()) return;
      const TensorMeta& other = argument->tensorMeta();
      if (same_shape && (other.dtype != meta.dtype || other.sizes != meta.sizes)) return;
      if (std::find(out.begin(), out.end(), argument) == out.end()) out.push_back(argument);
    };
    // A getitem stands for its call: that call's arguments are the candidates.
    const Node* call =
        node->kind == NodeKind::GetItem && !node->args.empty() && node->args[0].isNode()
            ? node->args[0].node()
            : node;
    for (const Arg& arg : call->args) arg.forEachNode(consider);
    for (const auto& kwarg : call->kwargs) kwarg.second.forEachNode(consider);
  }
  return out;
}

bool deleteOps(Graph& graph, size_t first, size_t count) {
  std::vector<Node*> ops = opNodes(graph);
  if (count == 0 || first + count > ops.size()) return false;
  for (size_t i = first; i < first + count; ++i) {
    // Arguments are looked up now, after earlier deletions redirected them.
    std::vector<Node*> candidates = replacementArguments(ops[i]);
    if (!deleteNode(graph, ops[i], candidates.empty() ? nullptr : candidates[0])) return false;
  }
  return true;
}

bool deleteOp(Graph& graph, size_t index, const Replacement& replacement) {
  std::vector<Node*> ops = opNodes(graph);
  if (index >= ops.size()) return false;
  Node* node = ops[index];
  std::vector<Node*> candidates = replacementArguments(node);
  // Without users every replacement is the same deletion; build it once.
  if (node->users.empty())
    return !replacement.new_input && replacement.argument == 0 && deleteNode(graph, node, nullptr);
  if (replacement.new_input) return deleteNode(graph, node, nullptr);
  if (replacement.argument >= candidates.size()) return false;
  return deleteNode(graph, node, candidates[replacement.argument]);
}

bool foldViewIntoClone(Graph& graph, size_t index) {
  std::vector<Node*> ops = opNodes(graph);
  if (index >= ops.size()) return false;
  Node* view = ops[index];
  if (view->kind != NodeKind::Call || !view->op->is_view || !view->hasTensorMeta() ||
      view->args.empty() || !view->args[0].isNode())
    return false;
  Node* clone = view->args[0].node();
  if (clone->kind != NodeKind::Call || clone->op->qualified_name != "clone.default" ||
      clone->users.size() != 1)
    return false;
  Node* input = graph.insertPlaceholder(view->name);
  const TensorMeta& meta = view->tensorMeta();
  input->meta = {contiguousMeta(meta.dtype, meta.sizes)};
  std::vector<Arg> args = clone->args;
  args[0] = Arg::ofNode(input);
  graph.setArgs(clone, std::move(args));
  graph.replaceAllUsesWith(view, clone);
  std::string name = view->name;
  graph.erase(view);
  input->name = name;
  return true;
}

// Whether a call writes one of its arguments: marked so in its schema, or hidden (batch norm's
// running stats in training mode). Such a call is not dead code without users.
static bool writesAnArgument(const Node* node) {
  const OpInfo& op = *node->op;
  if (op.schema.isMutating()) return true;
  if (op.hidden_writes.empty()) return false;
  BoundArgs bound(op, node->args, node->kwargs);
  for (size_t i = 0; i < bound.size(); ++i)
    if (writesArgument(op, bound, static_cast<int>(i))) return true;
  return false;
}

bool removeDeadNodes(Graph& graph) {
  bool removed = false;
  for (;;) {
    std::vector<Node*> dead;
    for (Node* node : graph) {
      if (!isOp(node) || !node->users.empty()) continue;
      if (node->kind == NodeKind::Call && writesAnArgument(node)) continue;
      dead.push_back(node);
    }
    if (dead.empty()) return removed;
    graph.eraseAll(dead);
    removed = true;
  }
}

size_t outputCount(const Graph& graph) {
  if (!graph.output() || graph.output()->args.empty()) return 0;
  const Arg& returned = graph.output()->args[0];
  return returned.isList() ? returned.list().items.size() : 1;
}

bool dropOutput(Graph& graph, size_t index) {
  Node* output = graph.output();
  if (!output || output->args.empty() || !output->args[0].isList()) return false;
  Arg returned = output->args[0];
  std::vector<Arg>& items = returned.list().items;
  if (index >= items.size()) return false;
  if (items.size() == 1) {
    Arg only = items[0];
    graph.setArgs(output, {only});
    return true;
  }
  items.erase(items.begin() + static_cast<std::ptrdiff_t>(index));
  graph.setArgs(output, {returned});
  return true;
}

bool returnOpInsteadOfInput(Graph& graph, size_t index) {
  Node* output = graph.output();
  if (!output || output->args.empty()) return false;
  Arg returned = output->args[0];
  Arg* slot = &returned;
  if (returned.isList()) {
    if (index >= returned.list().items.size()) return false;
    slot = &returned.list().items[index];
  } else if (index != 0) {
    return false;
  }
  if (!slot->isNode() || slot->node()->kind != NodeKind::Placeholder) return false;
  std::vector<Node*> ops = opNodes(graph);
  auto last = std::find_if(ops.rbegin(), ops.rend(),
                           [](const Node* node) { return node->hasTensorMeta(); });
  if (last == ops.rend()) return false;
  *slot = Arg::ofNode(*last);
  graph.setArgs(output, {returned});
  return removeUnusedInputs(graph);
}

bool removeUnusedInputs(Graph& graph, std::optional<size_t> index) {
  std::vector<Node*> inputs = graph.placeholders();
  std::vector<Node*> unused;
  for (size_t i = 0; i < inputs.size(); ++i)
    if ((!index || *index == i) && inputs[i]->users.empty()) unused.push_back(inputs[i]);
  if (unused.empty()) return false;
  graph.eraseAll(unused);
  return true;
}

bool shrinkInputDim(Graph& graph, size_t input, size_t dim, int64_t new_size,
                    SizeListMapping mapping) {
  std::vector<Node*> inputs = graph.placeholders();
  if (input >= inputs.size() || !inputs[input]->hasTensorMeta()) return false;
  TensorMeta meta = inputs[input]->tensorMeta();
  if (dim >= meta.sizes.size()) return false;
  int64_t old_size = meta.sizes[dim];
  if (new_size < 1 || new_size >= old_size) return false;
  Shape sizes = meta.sizes;
  sizes[dim] = new_size;
  resize(meta, sizes);
  inputs[input]->meta = {meta};
  if (mapping == SizeListMapping::None) return true;

  auto remap = [&](Arg& list) {
    for (Arg& item : list.list().items) {
      if (!item.isInt()) continue;
      int64_t value = std::get<int64_t>(item.value);
      if (value <= 0) continue;
      if (value == old_size || (mapping == SizeListMapping::Multiples && value % old_size == 0))
        item = Arg::ofInt(value / old_size * new_size);
    }
  };
  for (Node* node : graph) {
    if (node->kind != NodeKind::Call) continue;
    const Arg* default_value = nullptr;
    std::vector<Arg> args = node->args;
    bool changed = false;
    for (size_t i = 0; i < args.size(); ++i) {
      if (!args[i].isList() || !isSizeList(schemaArgumentOf(node, false, i, &default_value)))
        continue;
      remap(args[i]);
      changed = true;
    }
    if (changed) graph.setArgs(node, std::move(args));
    for (size_t i = 0; i < node->kwargs.size(); ++i)
      if (node->kwargs[i].second.isList() &&
          isSizeList(schemaArgumentOf(node, true, i, &default_value)))
        remap(node->kwargs[i].second);
  }
  return true;
}

bool shrinkInputs(Graph& graph, std::optional<size_t> input, ShrinkAll how) {
  std::vector<Node*> inputs = graph.placeholders();
  bool changed = false;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if ((input && *input != i) || !inputs[i]->hasTensorMeta()) continue;
    TensorMeta meta = inputs[i]->tensorMeta();
    Shape sizes = meta.sizes;
    for (int64_t& size : sizes)
      if (size > 1) size = how == ShrinkAll::Halve ? size / 2 : size - 1;
    if (sizes == meta.sizes) continue;
    resize(meta, sizes);
    inputs[i]->meta = {meta};
    changed = true;
  }
  return changed;
}

bool simplifyInputLayout(Graph& graph, size_t input, bool keep_strides) {
  std::vector<Node*> inputs = graph.placeholders();
  if (input >= inputs.size() || !inputs[input]->hasTensorMeta()) return false;
  TensorMeta meta = inputs[input]->tensorMeta();
  if (keep_strides) {
    if (meta.storage_offset == 0) return false;
    meta.storage_offset = 0;
  } else {
    if (meta.isContiguous() && meta.strides == contiguousStrides(meta.sizes) &&
        meta.storage_offset == 0)
      return false;
    meta = contiguousMeta(meta.dtype, meta.sizes);
  }
  inputs[input]->meta = {meta};
  return true;
}

std::vector<LiteralPath> literalPaths(const Graph& graph) {
  std::vector<LiteralPath> out;
  std::vector<Node*> ops = opNodes(graph);
  for (size_t op = 0; op < ops.size(); ++op) {
    const Node* node = ops[op];
    if (node->kind != NodeKind::Call) continue;
    auto visit = [&](const Arg& arg, bool kwarg, size_t argument) {
      const Arg* default_value = nullptr;
      schemaArgumentOf(node, kwarg, argument, &default_value);
      if (isLiteralLeaf(arg) || (default_value && !arg.isNode())) {
        out.push_back({op, kwarg, argument, {}});
      }
      if (!arg.isList()) return;
      for (size_t item = 0; item < arg.list().items.size(); ++item)
        if (isLiteralLeaf(arg.list().items[item])) out.push_back({op, kwarg, argument, {item}});
    };
    for (size_t i = 0; i < node->args.size(); ++i) visit(node->args[i], false, i);
    for (size_t i = 0; i < node->kwargs.size(); ++i) visit(node->kwargs[i].second, true, i);
  }
  return out;
}

std::vector<Arg> simplerLiterals(const Graph& graph, const LiteralPath& path) {
  std::vector<Arg> out;
  std::vector<Node*> ops = opNodes(graph);
  if (path.op >= ops.size() || ops[path.op]->kind != NodeKind::Call) return out;
  Node* node = ops[path.op];
  const Arg* current = resolve(node, path);
  if (!current) return out;
  const Arg* default_value = nullptr;
  const SchemaArgument* argument =
      schemaArgumentOf(node, path.kwarg, path.argument, &default_value);
  if (!path.items.empty()) default_value = nullptr; // defaults are of whole arguments
  int64_t now = argComplexity(*current, default_value);
  if (now == 0) return out;
  if (default_value) out.push_back(*default_value);

  std::vector<Arg> tries;
  if (current->isInt()) {
    int64_t value = std::get<int64_t>(current->value);
    // Sizes of 0 make empty tensors, which show nothing; -1 lets a view infer a dim, so that
    // it survives later shrinking of its input.
    bool size = !path.items.empty() && isSizeList(argument);
    if (!size) tries.push_back(Arg::ofInt(0));
    tries.push_back(Arg::ofInt(1));
    if (size) tries.push_back(Arg::ofInt(-1));
    tries.push_back(Arg::ofInt(value / 2));
    if (value > 0) tries.push_back(Arg::ofInt(value - 1));
    if (value < 0 && !size) tries.push_back(Arg::ofInt(value + 1));
  } else if (current->isDouble()) {
    for (double value : {0.0, 1.0, 2.0}) tries.push_back(Arg::ofDouble(value));
  } else if (current->isBool()) {
    tries.push_back(Arg::ofBool(false));
  }
  for (const Arg& candidate : tries) {
    if (leafComplexity(candidate) >= now) continue;
    std::string text = formatArg(candidate);
    bool seen = std::any_of(out.begin(), out.end(),
                            [&](const Arg& other) { return formatArg(other) == text; });
    if (!seen) out.push_back(candidate);
  }
  return out;
}

bool setLiteral(Graph& graph, const LiteralPath& path, const Arg& value) {
  std::vector<Node*> ops = opNodes(graph);
  if (path.op >= ops.size() || ops[path.op]->kind != NodeKind::Call) return false;
  Node* node = ops[path.op];
  if (path.kwarg) {
    Arg* slot = resolve(node, path);
    if (!slot || slot->isNode()) return false;
    *slot = value;
    return true;
  }
  std::vector<Arg> args = node->args;
  Arg* root = &args.at(path.argument);
  for (size_t item : path.items) {
    if (!root->isList() || item >= root->list().items.size()) return false;
    root = &root->list().items[item];
  }
  if (root->isNode()) return false;
  *root = value;
  graph.setArgs(node, std::move(args));
  return true;
}

bool dropDefaultArguments(Graph& graph) {
  bool changed = false;
  for (Node* node : graph) {
    if (node->kind != NodeKind::Call) continue;
    const Arg* default_value = nullptr;
    auto is_default = [&](const Arg& arg, bool kwarg, size_t index) {
      schemaArgumentOf(node, kwarg, index, &default_value);
      return default_value && formatArg(arg) == formatArg(*default_value);
    };
    for (size_t i = node->kwargs.size(); i-- > 0;) {
      if (!is_default(node->kwargs[i].second, true, i)) continue;
      node->kwargs.erase(node->kwargs.begin() + static_cast<std::ptrdiff_t>(i));
      changed = true;
    }
    std::vector<Arg> args = node->args;
    while (!args.empty() && is_default(args.back(), false, args.size() - 1)) args.pop_back();
    if (args.size() == node->args.size()) continue;
    graph.setArgs(node, std::move(args));
    changed = true;
  }
  return changed;
}

int64_t writtenArguments(const Graph& graph) {
  int64_t count = 0;
  for (const Node* node : graph)
    if (node->kind == NodeKind::Call)
      count += static_cast<int64_t>(node->args.size() + node->kwargs.size());
  return count;
}

int64_t literalComplexity(const Graph& graph) {
  int64_t sum = 0;
  for (Node* node : graph) {
    if (node->kind != NodeKind::Call) continue;
    const Arg* default_value = nullptr;
    for (size_t i = 0; i < node->args.size(); ++i) {
      schemaArgumentOf(node, false, i, &default_value);
      sum += argComplexity(node->args[i], default_value);
    }
    for (size_t i = 0; i < node->kwargs.size(); ++i) {
      schemaArgumentOf(node, true, i, &default_value);
      sum += argComplexity(node->kwargs[i].second, default_value);
    }
  }
  return sum;
}

} // namespace reinplace::reduction
