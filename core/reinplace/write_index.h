#pragma once
// The program's writes (private to core/reinplace/): nodes that write into an argument (the
// copy_ epilogue, in-place ops, hidden writes such as batch norm's running stats), in program
// order, each with the argument it writes. The checks ask for the first write into an alias
// class after a node, and for the writes a node makes.

#include "core/ir/graph.h"
#include "core/reinplace/alias_classes.h"

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace reinplace {

/// One write: the writer's program index, the writer, the argument it writes.
struct ProgramWrite {
  int64_t index;
  Node* writer;
  const Node* target;
};

class WriteIndex {
public:
  /// Indexes `graph`'s writes by the program order of `classes`; a writer marked in `deleted`
  /// (by node id, as the pass erases it) no longer counts. Both outlive the index.
  WriteIndex(Graph& graph, const AliasClasses& classes, const std::vector<bool>& deleted);

  /// The first write into the alias class of `storage` after program index `after` and before
  /// `before` (-1: up to the end) by a node other than `except`, or nullptr. With `past`, the
  /// first such write after that one.
  const ProgramWrite* laterWrite(StorageId storage, int64_t after, int64_t before,
                                 const Node* except, const ProgramWrite* past = nullptr) const;
  /// Every write after program index `after`, in program order (deleted writers included).
  std::span<const ProgramWrite> after(int64_t after) const;
  /// The writes at `node`'s program index.
  std::span<const ProgramWrite> at(const Node* node) const;
  /// Whether `node` writes one of its arguments.
  bool writesAnArgument(const Node* node) const;
  bool isDeleted(const Node* node) const {
    return node->id < deleted_.size() && deleted_[node->id];
  }
  /// Classes `old_a` and `old_b` (roots before the merge) are now one, rooted at `root`.
  void merged(StorageId old_a, StorageId old_b, StorageId root);

private:
  const AliasClasses& classes_;
  const std::vector<bool>& deleted_;
  std::vector<ProgramWrite> writes_;
  // Positions in writes_ by the written storage, ascending; and per class root the storages it
  // holds that are written, so a query looks only at its class's writes.
  std::unordered_map<StorageId, std::vector<size_t>> by_storage_;
  std::unordered_map<StorageId, std::vector<StorageId>> written_by_root_;
};

} // namespace reinplace
