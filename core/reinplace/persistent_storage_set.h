#pragma once
// Persistent sets of storage ids: every set ever made stays readable, and sets share the parts
// they have in common. They hold upstream's alias-set entries, which a merge updates for two
// storages only while the other storages of the class keep the older, smaller set.
//
// Each set is a treap whose priorities are a hash of the key, so a set has one shape whatever
// order it was built in. A union walks only where the two operands differ (equal subtrees are
// shared nodes, recognised by index), so adding a few storages to a large set costs
// O(few * log n) nodes and time, and membership is O(log n).

#include "core/ir/tensor_meta.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace reinplace {

class PersistentStorageSets {
public:
  /// A set, by its root node; kEmpty is the empty set.
  using SetRef = int32_t;
  static constexpr SetRef kEmpty = -1;

  SetRef singleton(StorageId storage);
  SetRef unite(SetRef a, SetRef b);
  bool contains(SetRef set, StorageId storage) const;
  size_t nodeCount() const { return nodes_.size(); }

private:
  struct TreapNode {
    StorageId key;
    SetRef left;
    SetRef right;
  };
  static uint32_t priority(StorageId key);
  bool before(SetRef a, SetRef b) const; // a's root goes above b's
  SetRef make(StorageId key, SetRef left, SetRef right);
  SetRef withChildren(SetRef node, SetRef left, SetRef right);
  std::pair<SetRef, SetRef> split(SetRef set, StorageId key); // key itself dropped

  std::vector<TreapNode> nodes_;
};

} // namespace reinplace
