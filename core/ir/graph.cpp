#include "core/ir/graph.h"

#include "core/ir/graph_journal.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

namespace reinplace {
namespace {
constexpr uint64_t kOrderGap = uint64_t{1} << 20;
}

Node* Graph::newNode(NodeKind kind, const std::string& name, bool exact_name) {
  Node& node = nodes_.emplace_back();
  node.kind = kind;
  node.id = static_cast<uint32_t>(nodes_.size() - 1);
  if (exact_name && !names_populated_) {
    // Names from a file are taken as given (the parser rejects duplicates); the namespace is
    // only built when the first generated name is needed.
    node.name = name;
  } else {
    if (journal_) journal_->saveNames();
    populateNames();
    node.name = exact_name && names_.reserve(name) ? name : names_.createName(name);
  }
  ++live_count_;
  return &node;
}

void Graph::populateNames() const {
  if (names_populated_) return;
  names_populated_ = true;
  // Every node ever created, erased or not: FX never frees a name. The node being created
  // right now has no name yet and is skipped.
  for (const Node& node : nodes_)
    if (!node.name.empty()) names_.reserve(node.name);
}

void Graph::linkBefore(Node* node, Node* position) {
  if (journal_) {
    journal_->save(position ? position->prev : tail_, GraphJournal::kLinks);
    journal_->save(position, GraphJournal::kLinks);
  }
  if (!position) { // append
    node->prev = tail_;
    node->next = nullptr;
    node->order = tail_ ? tail_->order + kOrderGap : kOrderGap;
    if (tail_)
      tail_->next = node;
    else
      head_ = node;
    tail_ = node;
    return;
  }
  node->next = position;
  node->prev = position->prev;
  if (position->prev)
    position->prev->next = node;
  else
    head_ = node;
  position->prev = node;
  uint64_t low = node->prev ? node->prev->order : 0;
  if (position->order - low < 2) {
    renumberOrder();
    return;
  }
  node->order = low + (position->order - low) / 2;
}

void Graph::renumberOrder() {
  if (journal_) journal_->saveOrders();
  uint64_t next = kOrderGap;
  for (Node* n = head_; n; n = n->next, next += kOrderGap) n->order = next;
}

namespace {

// The distinct values a node reads, in order of first mention. Nodes read few values, so a
// linear scan of this short list is cheaper than searching the (possibly huge) users lists.
template <typename Fn> void forEachDistinctInput(Node* user, Fn&& fn) {
  // Most nodes read at most a handful of values: dedupe in a fixed buffer, spill past it into
  // a hash set (a cat of 10^5 tensors, an output returning every layer's values).
  constexpr size_t kInline = 8;
  Node* seen_inline[kInline];
  size_t count = 0;
  std::unordered_set<Node*> seen_more;
  auto visit = [&](Node* used) {
    if (std::find(seen_inline, seen_inline + std::min(count, kInline), used) !=
        seen_inline + std::min(count, kInline))
      return;
    if (count >= kInline && !seen_more.insert(used).second) return;
    if (count < kInline) seen_inline[count] = used;
    ++count;
    fn(used);
  };
  for (auto& arg : user->args) arg.forEachNode(visit);
  for (auto& kwarg : user->kwargs) kwarg.second.forEachNode(visit);
}

constexpr size_t kIndexInputsAbove = 32;

size_t countInputs(const Node* user) {
  size_t count = 0;
  auto add = [&count](const Node*) { ++count; };
  for (const auto& arg : user->args) arg.forEachNode(add);
  for (const auto& kwarg : user->kwargs) kwarg.second.forEachNode(add);
  return count;
}

using InputSlots = std::unordered_map<const Node*, std::vector<Node**>>;

// The slot index of a node with many inputs, built on first use; nullptr for small nodes.
InputSlots* inputSlots(const Node* user) {
  if (user->input_slots) return user->input_slots.get();
  // Only a node with a long argument list can read many values; most calls read one or two.
  size_t written = user->args.size() + user->kwargs.size();
  bool has_list = false;
  for (const auto& arg : user->args) has_list = has_list || arg.isList();
  if ((written <= kIndexInputsAbove && !has_list) || countInputs(user) <= kIndexInputsAbove)
    return nullptr;
  auto slots = std::make_unique<InputSlots>();
  Node* mutable_user = const_cast<Node*>(user);
  auto add = [&slots](Node*& ref) { (*slots)[ref].push_back(&ref); };
  for (auto& arg : mutable_user->args) arg.forEachNode(add);
  for (auto& kwarg : mutable_user->kwargs) kwarg.second.forEachNode(add);
  user->input_slots = std::move(slots);
  return user->input_slots.get();
}

// Whether `user` reads `a`, and whether it reads `b` (`slots`: its inputSlots): one scan for
// both, as most users read one or two values.
std::pair<bool, bool> readsEach(const Node* user, const InputSlots* slots, const Node* a,
                                const Node* b) {
  if (slots) {
    auto reads = [slots](const Node* value) {
      auto it = slots->find(value);
      return it != slots->end() && !it->second.empty();
    };
    return {reads(a), reads(b)};
  }
  std::pair<bool, bool> found{false, false};
  auto check = [&](const Node* used) {
    found.first = found.first || used == a;
    found.second = found.second || used == b;
  };
  for (const auto& arg : user->args) arg.forEachNode(check);
  for (const auto& kwarg : user->kwargs) kwarg.second.forEachNode(check);
  return found;
}

void removeUser(Node* used, const Node* user) {
  auto it = std::find(used->users.begin(), used->users.end(), user);
  if (it != used->users.end()) used->users.erase(it);
}

} // namespace

void Graph::addUses(Node* user) {
  // Callers guarantee `user` is in no users list yet (it is new, or removeUses ran).
  forEachDistinctInput(user, [this, user](Node* used) {
    if (journal_) journal_->save(used, GraphJournal::kUsers);
    used->users.push_back(user);
  });
}

void Graph::removeUses(Node* user) {
  forEachDistinctInput(user, [this, user](Node* used) {
    if (journal_) journal_->save(used, GraphJournal::kUsers);
    removeUser(used, user);
  });
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

Node* Graph::insertCallBefore(Node* position, const OpInfo* op, std::string_view target_name,
                              std::vector<Arg> args,
                              std::vector<std::pair<std::string, Arg>> kwargs) {
  Node* node = newNode(NodeKind::Call, fxCandidateName(target_name), false);
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
    if (journal_) throw std::logic_error("Graph::setOutput: not undone by a GraphJournal");
    output_->input_slots.reset();
    removeUses(output_);
  }
  output_->args = {std::move(returned)};
  addUses(output_);
  return output_;
}

bool readsValue(const Node* user, const Node* value) {
  return readsEach(user, inputSlots(user), value, value).first;
}

void Graph::setArgs(Node* node, std::vector<Arg> args) {
  if (journal_) throw std::logic_error("Graph::setArgs: not undone by a GraphJournal");
  node->input_slots.reset();
  removeUses(node);
  node->args = std::move(args);
  addUses(node);
}

void Graph::replaceInput(Node* user, Node* from, Node* to) {
  if (from == to) return;
  InputSlots* slots = inputSlots(user);
  auto [reads_from, already_reads_to] = readsEach(user, slots, from, to);
  if (!reads_from) return;
  if (journal_) {
    journal_->save(from, GraphJournal::kUsers);
    journal_->save(to, GraphJournal::kUsers);
  }
  if (slots) {
    std::vector<Node**> moved = std::move((*slots)[from]);
    slots->erase(from);
    for (Node** slot : moved) {
      if (journal_) journal_->saveSlot(user, slot);
      *slot = to;
    }
    auto& target = (*slots)[to];
    target.insert(target.end(), moved.begin(), moved.end());
  } else {
    auto swap = [&](Node*& ref) {
      if (ref != from) return;
      if (journal_) journal_->saveSlot(user, &ref);
      ref = to;
    };
    for (auto& arg : user->args) arg.forEachNode(swap);
    for (auto& kwarg : user->kwargs) kwarg.second.forEachNode(swap);
  }
  removeUser(from, user);
  if (!already_reads_to) to->users.push_back(user);
}

void Graph::replaceAllUsesWith(Node* from, Node* to) {
  std::vector<Node*> users = from->users;
  for (Node* user : users)
    if (user != from) replaceInput(user, from, to);
}

void Graph::erase(Node* node) {
  eraseAll({node});
}

void Graph::eraseAll(const std::vector<Node*>& doomed) {
  std::vector<Node*> touched;
  for (Node* node : doomed) {
    forEachDistinctInput(node, [&touched](Node* used) { touched.push_back(used); });
    if (journal_) {
      journal_->save(node, GraphJournal::kLinks);
      journal_->save(node->prev, GraphJournal::kLinks);
      journal_->save(node->next, GraphJournal::kLinks);
    }
    if (node->prev)
      node->prev->next = node->next;
    else
      head_ = node->next;
    if (node->next)
      node->next->prev = node->prev;
    else
      tail_ = node->prev;
    if (node == last_placeholder_)
      last_placeholder_ =
          node->prev && node->prev->kind == NodeKind::Placeholder ? node->prev : nullptr;
    if (node == output_) output_ = nullptr;
    node->erased = true;
    node->prev = node->next = nullptr;
    --live_count_;
  }
  // One pass over each affected users list, however many of its users went.
  std::sort(touched.begin(), touched.end());
  touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
  for (Node* used : touched) {
    if (journal_) journal_->save(used, GraphJournal::kUsers);
    used->users.erase(std::remove_if(used->users.begin(), used->users.end(),
                                     [](const Node* user) { return user->erased; }),
                      used->users.end());
  }
}

void Graph::setOp(Node* node, const OpInfo* op) {
  if (journal_) journal_->save(node, GraphJournal::kOp);
  node->op = op;
}

std::vector<Node*> Graph::placeholders() const {
  // Counted first: one allocation, not one per doubling.
  size_t count = 0;
  for (Node* n = head_; n && n->kind == NodeKind::Placeholder; n = n->next) ++count;
  std::vector<Node*> out;
  out.reserve(count);
  for (Node* n = head_; n && n->kind == NodeKind::Placeholder; n = n->next) out.push_back(n);
  return out;
}

void Graph::renamePlaceholder(Node* placeholder, const std::string& name) {
  if (journal_) throw std::logic_error("Graph::renamePlaceholder: not undone by a GraphJournal");
  parameter_names_[name] = parameterName(placeholder);
  parameter_names_.erase(placeholder->name);
  placeholder->name = name;
  if (names_populated_) names_.reserve(name);
}

const std::string& Graph::parameterName(const Node* placeholder) const {
  if (parameter_names_.empty()) return placeholder->name;
  auto it = parameter_names_.find(placeholder->name);
  return it == parameter_names_.end() ? placeholder->name : it->second;
}

Graph Graph::clone() const {
  Graph copy;
  copy.source_name = source_name;
  copy.parameter_names_ = parameter_names_;
  copy.output_keys_ = output_keys_;
  // FX never frees a name, so erased nodes' names stay taken in the copy. Once this graph has
  // generated a name, its namespace is copied; before that, the namespace is only a cache of
  // every node's name, and the copy builds it from its own nodes when it needs one: erased
  // nodes come along as unlinked stubs that carry their names.
  if (names_populated_) {
    copy.names_ = names_;
    copy.names_populated_ = true;
  } else if (live_count_ != nodes_.size()) {
    for (const Node& node : nodes_) {
      if (!node.erased) continue;
      Node& stub = copy.nodes_.emplace_back();
      stub.id = static_cast<uint32_t>(copy.nodes_.size() - 1);
      stub.name = node.name;
      stub.erased = true;
    }
  }
  // By the original's ids, which are dense: the copy of each node, once it is made.
  std::vector<Node*> mapping(nodes_.size(), nullptr);
  auto copyOf = [&mapping](const Node* of) -> Node* {
    return of && of->id < mapping.size() ? mapping[of->id] : nullptr;
  };
  auto remap = [&copyOf](Node*& ref) {
    Node* copy = copyOf(ref);
    if (!copy)
      throw std::logic_error("Graph::clone: '" + ref->name + "' is read before it is made");
    ref = copy;
  };
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
    c.meta_from_annotation = n->meta_from_annotation;
    c.meta_from_aten = n->meta_from_aten;
    c.result_is_argument = n->result_is_argument;
    if (n->annotation) c.annotation = std::make_unique<MetaAnnotation>(*n->annotation);
    // After a rewrite erased a scatter, views of it keep naming it as their source until meta is
    // propagated again; such a source is gone from the copy, and propagation would reset it.
    c.view_source = copyOf(n->view_source);
    c.list_view_source = copyOf(n->list_view_source);
    c.loc = n->loc;
    ++copy.live_count_;
    copy.linkBefore(&c, nullptr);
    if (c.kind == NodeKind::Placeholder) copy.last_placeholder_ = &c;
    if (c.kind == NodeKind::Output) copy.output_ = &c;
    copy.addUses(&c);
    mapping[n->id] = &c;
  }
  return copy;
}

} // namespace reinplace
