#pragma once
// Undo for a graph's mutations. While a GraphJournal records, every change the graph's own
// mutators and setOp make (an op made in place, nodes inserted, inputs redirected, nodes erased)
// first saves what it overwrites, so that rollBack() can put the graph back exactly as it was:
// the same nodes with the same ids, arguments, users lists in their order and node order, and
// the same namespace of names, so that names generated later come out the same.
//
// The sound policy's plan choice runs the pass speculatively under a journal instead of on a
// copy of the graph: a copy costs as much again as the graph (its memory, the pages it touches,
// the original's destruction when the copy is kept), while a rewrite changes a few fields of a
// few nodes, and the plan almost always keeps the run.
//
// Not journaled, as the pass never does them (the graph refuses them while a journal records):
// renaming placeholders, replacing a node's whole argument list; nor setting the output keys or
// writing node fields directly.

#include "core/ir/graph.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace reinplace {

class GraphJournal {
public:
  /// Starts recording `graph`'s changes; `graph` must stay where it is until the journal ends.
  explicit GraphJournal(Graph& graph);
  /// Stops recording: the graph keeps what changed.
  ~GraphJournal();
  GraphJournal(const GraphJournal&) = delete;
  GraphJournal& operator=(const GraphJournal&) = delete;

  /// Puts the graph back as it was when recording started, and stops recording.
  void rollBack();

private:
  friend class Graph;
  enum Part : uint8_t { kLinks = 1, kUsers = 2, kOp = 4 };
  /// Before `part` of `node` changes.
  void save(Node* node, Part part);
  /// Before `slot`, an argument of `user`, is set to another node.
  void saveSlot(Node* user, Node** slot);
  /// Before every node's order is renumbered.
  void saveOrders();
  /// Before the namespace of names changes.
  void saveNames();

  struct SavedLinks {
    Node* node;
    Node* prev;
    Node* next;
    uint64_t order;
    bool erased;
  };
  struct SavedUsers {
    Node* node;
    SmallVector<Node*, 2> users;
  };
  struct SavedSlot {
    Node* user;
    Node** slot;
    Node* value;
  };
  struct SavedOp {
    Node* node;
    const OpInfo* op;
  };

  Graph* graph_;
  size_t id_bound_;
  size_t live_count_;
  Node* head_;
  Node* tail_;
  Node* output_;
  Node* last_placeholder_;
  bool names_populated_;
  std::optional<FxNamespace> names_;
  /// By node id: the parts saved so far.
  std::vector<uint8_t> saved_parts_;
  std::vector<SavedLinks> links_;
  std::vector<SavedUsers> users_;
  std::vector<SavedSlot> slots_; // in the order they changed
  std::vector<SavedOp> ops_;
  std::vector<uint64_t> orders_; // by id, once renumbered
};

} // namespace reinplace
