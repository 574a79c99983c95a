#include "core/graph.h"

#include "core/op_registry.h"

#include <algorithm>
#include <unordered_map>

namespace reinplace {
namespace {
constexpr uint64_t kOrderGap = uint64_t{1} << 20;
}

Node* Graph::newNode(NodeKind kind, const std::string& name, bool exact_name) {
  Node& node = nodes_.emplace_back();
  node.kind = kind;
  node.id = static_cast<uint32_t>(nodes_.size() - 1);
  node.name = exact_name && names_.reserve(name) ? name : names_.createName(name);
  ++live_count_;
  return &node;
}

void Graph::linkBefore(Node* node, Node* position) {
  if (!position) { // append
    node->prev = tail_;
    node->next = nullptr;
    node->order = tail_ ? tail_->order + kOrderGap : kOrderGap;
    if (tail_) tail_->next = node;
    else head_ = node;
    tail_ = node;
    return;
  }
  node->next = position;
  node->prev = position->prev;
  if (position->prev) position->prev->next = node;
  else head_ = node;
  position->prev = node;
  uint64_t low = node->prev ? node->prev->order : 0;
  if (position->order - low < 2) {
    renumberOrder();
    return;
  }
  node->order = low + (position->order - low) / 2;
}

void Graph::renumberOrder() {
  uint64_t next = kOrderGap;
  for (Node* n = head_; n; n = n->next, next += kOrderGap) n->order = next;
}

void Graph::addUses(Node* user) {
  auto add = [user](Node* used) {
    // Users are distinct; a node that mentions a value twice is recorded once. Most nodes have
    // few users, so the scan from the back is short.
    if (std::find(used->users.rbegin(), used->users.rend(), user) == used->users.rend())
      used->users.push_back(user);
  };
  for (auto& arg : user->args) arg.forEachNode(add);
  for (auto& kwarg : user->kwargs) kwarg.second.forEachNode(add);
}

void Graph::removeUses(Node* user) {
  auto remove = [user](Node* used) {
    auto it = std::find(used->users.begin(), used->users.end(), user);
    if (it != used->users.end()) used->users.erase(it);
  };
  for (auto& arg : user->args) arg.forEachNode(remove);
  for (auto& kwarg : user->kwargs) kwarg.second.forEachNode(remove);
}

Node* Graph::addPlaceholder(const std::string& name) {
  Node* node = newNode(NodeKind::Placeholder, name, true);
  Node* position = last_placeholder_ ? last_placeholder_->next : head_;
  linkBefore(node, position);
  last_placeholder_ = node;
  return node;
}

Node* Graph::insertPlaceholder(const std::string& candidate_name) {
  Node* node = newNode(NodeKind::Placeholder, candidate_name, false);
  linkBefore(node, last_placeholder_ ? last_placeholder_->next : head_);
  last_placeholder_ = node;
  return node;
}

Node* Graph::addCall(const OpInfo* op, std::vector<Arg> args,
                     std::vector<std::pair<std::string, Arg>> kwargs, const std::string& name) {
  Node* node = newNode(NodeKind::Call, name, true);
  node->op = op;
  node->args = std::move(args);
  node->kwargs = std::move(kwargs);
  linkBefore(node, output_);
  addUses(node);
  return node;
}

Node* Graph::insertCallBefore(Node* position, const OpInfo* op, std::vector<Arg> args,
                              std::vector<std::pair<std::string, Arg>> kwargs) {
  Node* node = newNode(NodeKind::Call, fxCandidateName(op->qualified_name), false);
  node->op = op;
  node->args = std::move(args);
  node->kwargs = std::move(kwargs);
  linkBefore(node, position);
  addUses(node);
  return node;
}

Node* Graph::addGetItem(Node* source, int64_t index, const std::string& name) {
  Node* node = newNode(NodeKind::GetItem, name, true);
  node->args = {Arg::ofNode(source), Arg::ofInt(index)};
  linkBefore(node, output_);
  addUses(node);
  return node;
}

Node* Graph::setOutput(Arg returned) {
  if (!output_) {
    output_ = newNode(NodeKind::Output, "output", true);
    linkBefore(output_, nullptr);
  } else {
    removeUses(output_);
  }
  output_->args = {std::move(returned)};
  addUses(output_);
  return output_;
}

void Graph::setArgs(Node* node, std::vector<Arg> args) {
  removeUses(node);
  node->args = std::move(args);
  addUses(node);
}

void Graph::setKwargs(Node* node, std::vector<std::pair<std::string, Arg>> kwargs) {
  removeUses(node);
  node->kwargs = std::move(kwargs);
  addUses(node);
}

void Graph::replaceInput(Node* user, Node* from, Node* to) {
  removeUses(user);
  auto swap = [&](Node*& ref) {
    if (ref == from) ref = to;
  };
  for (auto& arg : user->args) arg.forEachNode(swap);
  for (auto& kwarg : user->kwargs) kwarg.second.forEachNode(swap);
  addUses(user);
}

void Graph::replaceAllUsesWith(Node* from, Node* to) {
  std::vector<Node*> users = from->users;
  for (Node* user : users)
    if (user != from) replaceInput(user, from, to);
}

void Graph::replaceUsesAfter(Node* after, Node* from, Node* to) {
  std::vector<Node*> users = from->users;
  for (Node* user : users)
    if (user != from && isBefore(after, user)) replaceInput(user, from, to);
}

void Graph::erase(Node* node) {
  removeUses(node);
  if (node->prev) node->prev->next = node->next;
  else head_ = node->next;
  if (node->next) node->next->prev = node->prev;
  else tail_ = node->prev;
  if (node == last_placeholder_)
    last_placeholder_ = node->prev && node->prev->kind == NodeKind::Placeholder ? node->prev : nullptr;
  if (node == output_) output_ = nullptr;
  node->erased = true;
  node->prev = node->next = nullptr;
  --live_count_;
}

std::vector<Node*> Graph::nodes() const {
  std::vector<Node*> out;
  out.reserve(live_count_);
  for (Node* n = head_; n; n = n->next) out.push_back(n);
  return out;
}

std::vector<Node*> Graph::placeholders() const {
  std::vector<Node*> out;
  for (Node* n = head_; n && n->kind == NodeKind::Placeholder; n = n->next) out.push_back(n);
  return out;
}

Node* Graph::findNode(const std::string& name) const {
  for (Node* n = head_; n; n = n->next)
    if (n->name == name) return n;
  return nullptr;
}

Graph Graph::clone() const {
  Graph copy;
  copy.source_name = source_name;
  copy.names_ = names_; // FX never frees a name, so erased nodes' names stay taken
  std::unordered_map<const Node*, Node*> mapping;
  mapping.reserve(live_count_);
  auto remap = [&mapping](Node*& ref) { ref = mapping.at(ref); };
  for (Node* n = head_; n; n = n->next) {
    Node& c = copy.nodes_.emplace_back();
    c.kind = n->kind;
    c.id = static_cast<uint32_t>(copy.nodes_.size() - 1);
    c.name = n->name;
    c.op = n->op;
    c.args = n->args;
    c.kwargs = n->kwargs;
    for (auto& arg : c.args) arg.forEachNode(remap);
    for (auto& kwarg : c.kwargs) kwarg.second.forEachNode(remap);
    c.meta = n->meta;
    c.is_list_result = n->is_list_result;
    if (n->annotation) c.annotation = std::make_unique<MetaAnnotation>(*n->annotation);
    c.view_source = n->view_source ? mapping.at(n->view_source) : nullptr;
    c.list_view_source = n->list_view_source ? mapping.at(n->list_view_source) : nullptr;
    c.loc = n->loc;
    ++copy.live_count_;
    copy.linkBefore(&c, nullptr);
    if (c.kind == NodeKind::Placeholder) copy.last_placeholder_ = &c;
    if (c.kind == NodeKind::Output) copy.output_ = &c;
    copy.addUses(&c);
    mapping.emplace(n, &c);
  }
  return copy;
}

} // namespace reinplace
