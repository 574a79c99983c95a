#pragma once
// Meta propagation: gives every value its TensorMeta (dtype, sizes, strides, storage offset,
// storage identity) by running each op's meta rule in program order. Views share the storage of
// their source and record it in Node::view_source; getitem of a multi-output view views the
// view's source; in-place ops alias their self argument. Annotations written in the file are
// checked against what is inferred. An op known only by its schema takes the meta of what it
// computes from the annotations (torch 2.x's print_readable writes one on every value), and
// what aliases what from its schema. Parameters whose annotations name one storage (" in s")
// get one StorageId, so the pass treats them as aliases.

#include "core/ir/graph.h"

#include <map>
#include <string>

namespace reinplace {

/// Throws InputError at the node's location for ill-typed ops or annotation mismatches.
void propagateMeta(Graph& graph);

/// The same propagation one node at a time, for code that builds a graph in program order and
/// needs each node's meta as it goes (the generators): propagating every node as it is added
/// leaves the graph as propagateMeta would, without running every meta rule a second time.
class MetaPropagator {
public:
  explicit MetaPropagator(Graph& graph) : graph_(graph) {}

  /// Gives `node` its meta; every node before it in program order must have been propagated.
  void propagate(Node* node);
  /// For a call whose results the caller already inferred with the op's meta rule (and vetted):
  /// records them as propagate would, with their storages and view source. `result_is` is the
  /// rule's MetaContext::resultIsArgument.
  void commitCall(Node* node, ValueMeta results, bool list_result, const Node* result_is = nullptr);

private:
  [[noreturn]] void fail(const Node* node, const std::string& message) const;
  void placeholder(Node* node);
  void call(Node* node);
  void callWithoutRule(Node* node);
  const MetaAnnotation& requiredAnnotation(const Node* node, const Node* call,
                                           const std::string& what) const;
  void getItem(Node* node);
  void output(Node* node);
  static Node* selfValue(Node* node);
  void checkOperandsKnown(const Node* node, const Arg& arg) const;
  void checkAnnotation(const Node* node) const;
  int64_t checkedMeta(const Node* node, const TensorMeta& meta, bool fresh) const;
  void recordStorage(const Node* node, const TensorMeta& meta, int64_t bytes, bool grows);

  Graph& graph_;
  StorageId next_storage_ = 0;
  /// The storages parameters share, by the name their annotations give.
  std::map<std::string, StorageId, std::less<>> shared_storages_;
  /// By StorageId: the bytes each storage holds, and the parameter a program input's storage
  /// belongs to (null for the storage of a result).
  std::vector<int64_t> storage_bytes_;
  std::vector<const Node*> storage_input_;
};

} // namespace reinplace
