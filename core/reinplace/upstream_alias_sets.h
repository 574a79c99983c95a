#pragma once
// Upstream's storage_to_nodes entries where they lag their alias class (the pytorch policy).
// torch 1.13's pass merges two storages' alias sets by updating those two entries only; the
// other storages of the class keep the older, smaller set, and its decisions depend on that.
// AliasClasses answers from its class indexes while an entry is its whole class, and asks this
// for the entries that lag.
//
// makePersistentAliasSets keeps every entry as a persistent set (persistent_storage_set.h) and
// the class's uses of every storage in a heap, so that a query costs the later uses of the
// class times log n, not the size of the set. Tests plug in upstream's own way, the set rebuilt
// from the merge history and scanned, and compare decisions (ReinplaceOptions).

#include "core/reinplace/alias_classes.h"

#include <memory>

namespace reinplace {

class UpstreamAliasSets {
public:
  virtual ~UpstreamAliasSets() = default;
  /// Upstream: storage_to_nodes[a] |= storage_to_nodes[b]; storage_to_nodes[b] |= [a].
  /// Called before the classes of a and b join.
  virtual void merge(StorageId a, StorageId b) = 0;
  /// The class whose root was `from` is now part of the class of root `into`.
  virtual void classesJoined(StorageId into, StorageId from) = 0;
  /// `user` now reads `used` (the pass redirected an argument).
  virtual void addUse(Node* used, Node* user) = 0;
  /// Whether `storage` is in the entry of storage `entry`.
  virtual bool contains(StorageId entry, StorageId storage) const = 0;
  /// AliasClasses::laterUses for the set of `entry`; uses of one user through several members
  /// name the member that comes first in the program.
  virtual AliasClasses::LaterUses laterUses(StorageId entry, int64_t after_index,
                                            bool stop_at_non_scatter, int64_t before_index) = 0;
  /// AliasClasses::viewWithLayouts for the set of `entry`.
  virtual Node* viewWithLayouts(StorageId entry, const TensorMeta& base_layout,
                                const TensorMeta& view_layout) const = 0;
};

std::unique_ptr<UpstreamAliasSets> makePersistentAliasSets(const Graph& graph,
                                                           const AliasClasses& classes);

} // namespace reinplace
