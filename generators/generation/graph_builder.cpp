#include "generators/generation/graph_builder.h"
#include "core/meta/builtin_registry.h"

#include "core/meta/meta_context.h"
#include "core/ops/op_registry.h"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <unordered_map>

namespace reinplace::gen {

GraphBuilder::GraphBuilder(const MaterializeOptions& options) : options_(options) {
  graph_.source_name = "<generated>";
}

Node* GraphBuilder::input(const std::string& name, const TensorMeta& meta) {
  late_inputs_ |= graph_.size() > inputs_++;
  Node* node = graph_.insertPlaceholder(name);
  auto annotation = std::make_unique<MetaAnnotation>();
  annotation->meta = meta;
  annotation->has_strides = annotation->has_offset = true;
  node->annotation = std::move(annotation);
  meta_.propagate(node);
  return node;
}

Node* GraphBuilder::call(const char* op_name, std::vector<Arg> args,
                         std::vector<std::pair<std::string, Arg>> kwargs) {
  const OpInfo* op = builtinRegistry().find(op_name);
  if (!op) throw std::logic_error(std::string("generator uses unknown op ") + op_name);
  Node* node = graph_.addCall(op, std::move(args), std::move(kwargs), freshName(op->packet_name));
  try {
    MetaContext context(*op, *node);
    op->meta_rule(context);
    for (const TensorMeta& meta : context.results())
      if (meta.numel() > options_.max_elements || meta.storageExtent() > options_.max_elements)
        throw MetaError("too big for a generated graph");
    meta_.commitCall(node, std::move(context.results()), context.isListResult(),
                     context.resultIsArgument());
  } catch (const MetaError&) {
    graph_.erase(node);
    return nullptr;
  } catch (const BindError&) {
    graph_.erase(node);
    return nullptr;
  }
  if (!node->is_list_result) values_.push_back(node);
  return node;
}

Node* GraphBuilder::item(Node* list, int64_t index) {
  Node* item = graph_.addGetItem(list, index, freshName("getitem"));
  meta_.propagate(item);
  values_.push_back(item);
  return item;
}

Node* GraphBuilder::sameShapeValue(const TensorMeta& meta, const Node* avoid) const {
  for (size_t back = 0; back < values_.size(); ++back) {
    Node* candidate = values_[values_.size() - 1 - back];
    if (candidate == avoid) continue;
    const TensorMeta& other = metaOf(candidate);
    if (other.dtype == meta.dtype && other.sizes == meta.sizes) return candidate;
  }
  return nullptr;
}

std::string GraphBuilder::freshName(const std::string& base) {
  int& count = name_counts_[base];
  std::string name = count == 0 ? base : base + "_" + std::to_string(count);
  ++count;
  return name;
}

Graph GraphBuilder::finish(Node* first) {
  std::vector<Node*> returned = {first};
  for (Node* value : returned_)
    if (std::find(returned.begin(), returned.end(), value) == returned.end())
      returned.push_back(value);
  if (returned.size() == 1) {
    meta_.propagate(graph_.setOutput(Arg::ofNode(returned[0])));
  } else {
    std::vector<Arg> items;
    for (Node* value : returned) items.push_back(Arg::ofNode(value));
    meta_.propagate(graph_.setOutput(Arg::ofList(std::move(items), /*is_tuple=*/true)));
  }
  if (late_inputs_) numberStoragesInProgramOrder();
  return std::move(graph_);
}

// An input added after calls took the next storage number then; propagateMeta numbers storages
// as it meets them in program order, where inputs come first. Renumbered by first appearance,
// the graph carries exactly the numbers propagateMeta would give it.
void GraphBuilder::numberStoragesInProgramOrder() {
  std::unordered_map<StorageId, StorageId> numbers;
  for (Node* node : graph_) {
    for (TensorMeta& meta : node->meta) {
      if (meta.storage == kNoStorage) continue;
      meta.storage =
          numbers.emplace(meta.storage, static_cast<StorageId>(numbers.size())).first->second;
    }
  }
}

} // namespace reinplace::gen
