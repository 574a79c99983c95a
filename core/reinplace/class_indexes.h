#pragma once
// Indexes the pass keeps per alias class (alias_classes.h) as rewrites merge classes, so that a
// question about "the values of this class" costs what the class holds, not the whole graph:
// - ReturnedIndex: the returned values by class, and those that are views of a removed scatter
//   (the distinct-outputs check looks at these in full);
// - InputIndex: which classes hold a program input, and the first input of each.
// Each is told about every merge (PassRun::mergeClasses) and keeps its entries at class roots.

#include "core/ir/graph.h"
#include "core/reinplace/alias_classes.h"

#include <cstdint>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace reinplace {

class ReturnedIndex {
public:
  /// `returned` in output order; a value's position is its index there. `view_depth` is how
  /// far up view_source a value counts as a view of what it finds there.
  ReturnedIndex(const std::vector<const Node*>& returned, const AliasClasses& classes,
                int view_depth);
  /// Classes `old_a` and `old_b` (roots before the merge) are now one, rooted at `root`.
  void merged(StorageId old_a, StorageId old_b, StorageId root);
  /// `node` is removed for good: returned views of it (within view_depth) are looked at in full.
  void deleted(const Node* node);
  /// Positions, ascending and each once, of the returned values in class `root`, in `moved`,
  /// or views of a removed node: every value the distinct-outputs check may not skip.
  std::vector<size_t> candidates(StorageId root, std::span<const Node* const> moved) const;

private:
  std::unordered_map<const Node*, size_t> position_;
  std::unordered_map<StorageId, std::vector<size_t>> by_root_;
  int view_depth_;
  std::vector<size_t> under_deleted_;
  std::vector<bool> is_under_deleted_;
};

class InputIndex {
public:
  /// Indexes the program inputs (placeholders in order) by the storages of their meta.
  InputIndex(const std::vector<Node*>& placeholders, const AliasClasses& classes);
  void merged(StorageId old_a, StorageId old_b, StorageId root);
  /// Whether `storage` is itself an input's storage.
  bool isInputStorage(StorageId storage) const { return input_storages_.count(storage) != 0; }
  /// Whether class `root` holds an input's storage.
  bool classHoldsInput(StorageId root) const { return first_by_root_.count(root) != 0; }
  /// The first input (in parameter order) whose storage is in class `root`, or "?".
  std::string firstInputName(StorageId root) const;

private:
  std::vector<const Node*> inputs_;
  std::unordered_set<StorageId> input_storages_;
  std::unordered_map<StorageId, size_t> first_by_root_;
};

} // namespace reinplace
