#include "core/ir/graph_journal.h"

#include <stdexcept>

namespace reinplace {

GraphJournal::GraphJournal(Graph& graph)
    : graph_(&graph), id_bound_(graph.nodes_.size()), live_count_(graph.live_count_),
      head_(graph.head_), tail_(graph.tail_), output_(graph.output_),
      last_placeholder_(graph.last_placeholder_), names_populated_(graph.names_populated_),
      saved_parts_(id_bound_, 0) {
  if (graph.journal_) throw std::logic_error("GraphJournal: the graph has a journal already");
  graph.journal_ = this;
}

GraphJournal::~GraphJournal() {
  if (graph_) graph_->journal_ = nullptr;
}

void GraphJournal::save(Node* node, Part part) {
  if (!node || node->id >= id_bound_) return; // made while recording: rolled back whole
  uint8_t& parts = saved_parts_[node->id];
  if (parts & part) return;
  parts |= part;
  switch (part) {
  case kLinks:
    links_.push_back({node, node->prev, node->next, node->order, node->erased});
    break;
  case kUsers:
    users_.push_back({node, node->users});
    break;
  case kOp:
    ops_.push_back({node, node->op});
    break;
  }
}

void GraphJournal::saveSlot(Node* user, Node** slot) {
  if (user->id < id_bound_) slots_.push_back({user, slot, *slot});
}

void GraphJournal::saveOrders() {
  if (!orders_.empty()) return;
  orders_.resize(id_bound_);
  for (size_t id = 0; id < id_bound_; ++id) orders_[id] = graph_->nodes_[id].order;
}

void GraphJournal::saveNames() {
  if (names_populated_ && !names_) names_ = graph_->names_;
}

void GraphJournal::rollBack() {
  Graph& graph = *graph_;
  graph.journal_ = nullptr;
  graph_ = nullptr;
  for (auto it = slots_.rbegin(); it != slots_.rend(); ++it) {
    *it->slot = it->value;
    it->user->input_slots.reset(); // a cache of where the slots are, by the node in them
  }
  for (SavedUsers& saved : users_) saved.node->users = std::move(saved.users);
  for (const SavedOp& saved : ops_) saved.node->op = saved.op;
  for (const SavedLinks& saved : links_) {
    saved.node->prev = saved.prev;
    saved.node->next = saved.next;
    saved.node->order = saved.order;
    saved.node->erased = saved.erased;
  }
  // After the links: a node's links saved after the renumbering hold the new order.
  if (!orders_.empty())
    for (size_t id = 0; id < id_bound_; ++id) graph.nodes_[id].order = orders_[id];
  graph.nodes_.truncate(id_bound_);
  graph.live_count_ = live_count_;
  graph.head_ = head_;
  graph.tail_ = tail_;
  graph.output_ = output_;
  graph.last_placeholder_ = last_placeholder_;
  if (graph.names_populated_ != names_populated_ || names_) {
    graph.names_ = names_ ? std::move(*names_) : FxNamespace();
    graph.names_populated_ = names_populated_;
  }
}

} // namespace reinplace
