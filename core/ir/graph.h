#pragma once
// The graph IR, shaped like torch.fx.Graph: an ordered list of nodes (placeholders, calls,
// getitems, one output); each node is the value it produces. Nodes live in chunks so pointers
// stay valid while the graph grows; order is a doubly linked list so insertion and erasure are
// O(1); users are kept per node so replacing uses costs only the number of users.

#include "core/ir/arg.h"
#include "core/ir/fx_names.h"
#include "core/ir/stable_vector.h"
#include "core/ir/tensor_meta.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace reinplace {

struct OpInfo;

enum class NodeKind : uint8_t { Placeholder, Call, GetItem, Output };

struct SourceLoc {
  uint32_t line = 0; // 1-based; 0 for nodes that did not come from a file
  uint32_t column = 0;
};

// Field order keeps the small fields together: a graph holds millions of nodes, and padding
// after each would add a tenth to every one.
struct Node {
  NodeKind kind = NodeKind::Call;
  /// See `meta`.
  bool is_list_result = false;
  bool erased = false;
  /// The op has no meta rule: `meta` was taken from the file's annotations (the call's, or its
  /// getitems') and the schema's aliasing, not inferred.
  bool meta_from_annotation = false;
  /// With meta_from_annotation: the annotation was not in the file but observed by running the
  /// graph in ATen (aten/aten_meta.h).
  bool meta_from_aten = false;
  /// The result is one of the call's tensor arguments itself, though the op is no view
  /// (MetaContext::setResultIsArgument: copy when nothing needs converting). It allocates
  /// nothing, whatever argument a rewrite makes it read.
  bool result_is_argument = false;
  uint32_t id = 0; // dense, assigned at creation; stable
  std::string name;
  const OpInfo* op = nullptr; // for Call
  /// Call: positional args as written. GetItem: {source, index}. Output: {returned structure}.
  std::vector<Arg> args;
  std::vector<std::pair<std::string, Arg>> kwargs;

  /// Inferred by meta propagation: one entry for a tensor result, one per element for a list
  /// result (is_list_result), none before propagation or for a non-tensor result.
  ValueMeta meta;
  /// The meta written in the file ("name: META = ..." or a parameter's annotation).
  std::unique_ptr<MetaAnnotation> annotation;
  /// For single-output views and getitems of a multi-output view: the value this node is a view
  /// of (upstream's meta['view_of']). In-place results share storage but have no view_source.
  Node* view_source = nullptr;
  /// For a multi-output view (split, unbind...): the value its elements view.
  Node* list_view_source = nullptr;

  /// Distinct nodes whose args mention this node, in insertion order. Most values have one or
  /// two readers: inline up to two, no heap block per node.
  SmallVector<Node*, 2> users;
  Node* prev = nullptr;
  Node* next = nullptr;
  SourceLoc loc;
  uint64_t order = 0; // increases along the node list; kept sparse so insertion is O(1)

  /// For nodes that read many values (an output returning thousands of tensors), where each
  /// value sits in the args: built on first need so replacing one input does not rescan them
  /// all. Dropped whenever the args are rewritten wholesale.
  mutable std::unique_ptr<std::unordered_map<const Node*, std::vector<Node**>>> input_slots;

  const TensorMeta& tensorMeta() const { return meta.at(0); }
  bool hasTensorMeta() const { return meta.size() == 1 && !is_list_result; }
};

/// Whether `user` reads `value` through its args or kwargs.
bool readsValue(const Node* user, const Node* value);

class GraphJournal;

class Graph {
public:
  Graph() = default;
  Graph(const Graph&) = delete;
  Graph& operator=(const Graph&) = delete;
  Graph(Graph&&) = default;
  Graph& operator=(Graph&&) = default;

  /// A deep copy: same names, args, meta, order; node ids renumbered. Names of erased nodes
  /// stay taken in the copy, as FX never frees a name.
  Graph clone() const;

  /// Name used in error messages ("model.fx", "<generated>").
  std::string source_name = "<graph>";

  /// Creates a node at the end (before the output node, if any). The name is taken as given
  /// when it is free; otherwise it is made unique with FX's rules.
  Node* addPlaceholder(const std::string& name);
  Node* addCall(const OpInfo* op, std::vector<Arg> args,
                std::vector<std::pair<std::string, Arg>> kwargs, const std::string& name);
  Node* addGetItem(Node* source, int64_t index, const std::string& name);
  Node* setOutput(Arg returned);
  /// FX returns a dict when the traced function did (`return {'out': x, 'aux': y}`, e.g.
  /// torchvision's segmentation models): the output's argument is then the list of its values
  /// and these are its keys, in order. Empty for anything else.
  void setOutputKeys(std::vector<std::string> keys) { output_keys_ = std::move(keys); }
  const std::vector<std::string>& outputKeys() const { return output_keys_; }

  /// Creates a call node right before `position`, named from its target's qualified name
  /// ("select.int", op->qualified_name; the IR does not look into ops) as FX names new nodes
  /// (select.int -> select_int, copy_.default -> copy__default, then _1, _2, ...).
  Node* insertCallBefore(Node* position, const OpInfo* op, std::string_view target_name,
                         std::vector<Arg> args, std::vector<std::pair<std::string, Arg>> kwargs);
  /// Creates a placeholder after the existing ones.
  Node* insertPlaceholder(const std::string& candidate_name);

  /// FX's placeholder whose name differs from its parameter's (its target): the code lists the
  /// parameter and renames it first thing (`conv2d_1a_weight_1 = Conv2d_1a_weight_1`, where a
  /// module's name collided). Gives `placeholder` the name `name`; the parameter keeps its own.
  void renamePlaceholder(Node* placeholder, const std::string& name);
  /// The parameter a placeholder stands for: its own name unless renamePlaceholder renamed it.
  const std::string& parameterName(const Node* placeholder) const;

  /// Replaces every use of `from` in nodes other than `from` with `to`.
  /// The op `node` calls from now on (a functional op made in place).
  void setOp(Node* node, const OpInfo* op);
  void replaceAllUsesWith(Node* from, Node* to);
  /// Replaces every mention of `from` in `user`'s args and kwargs with `to`.
  void replaceInput(Node* user, Node* from, Node* to);
  /// Rewrites a node's argument list and keeps users consistent.
  void setArgs(Node* node, std::vector<Arg> args);
  /// Removes a node that has no users.
  void erase(Node* node);
  /// Removes several nodes without users, updating each affected users list once.
  void eraseAll(const std::vector<Node*>& nodes);

  Node* first() const { return head_; }
  Node* last() const { return tail_; }
  Node* output() const { return output_; }
  size_t size() const { return live_count_; }
  size_t idBound() const { return nodes_.size(); } // ids are < idBound()
  std::vector<Node*> placeholders() const;
  /// True when `a` comes before `b` in program order. O(1).
  bool isBefore(const Node* a, const Node* b) const { return a->order < b->order; }

  class Iterator {
  public:
    explicit Iterator(Node* node) : node_(node) {}
    Node* operator*() const { return node_; }
    Iterator& operator++() {
      node_ = node_->next;
      return *this;
    }
    bool operator!=(const Iterator& other) const { return node_ != other.node_; }

  private:
    Node* node_;
  };
  Iterator begin() const { return Iterator(head_); }
  Iterator end() const { return Iterator(nullptr); }

private:
  friend class GraphJournal;
  Node* newNode(NodeKind kind, const std::string& name, bool exact_name);
  void linkBefore(Node* node, Node* position);
  void addUses(Node* user);
  void removeUses(Node* user);

  StableVector<Node> nodes_;
  Node* head_ = nullptr;
  Node* tail_ = nullptr;
  Node* output_ = nullptr;
  Node* last_placeholder_ = nullptr;
  size_t live_count_ = 0;
  void renumberOrder();

  // The namespace of taken names is a cache, built on the first generated name.
  void populateNames() const;

  mutable FxNamespace names_;
  mutable bool names_populated_ = false;
  /// By a renamed placeholder's name: its parameter's.
  std::unordered_map<std::string, std::string> parameter_names_;
  std::vector<std::string> output_keys_;
  /// Recording this graph's changes for undo (graph_journal.h), or null.
  GraphJournal* journal_ = nullptr;
};

} // namespace reinplace
