#pragma once
// Storage alias classes for the reinplace pass: which values share memory with which, who uses
// them later, and which alias a later *_scatter writes back. This is upstream's
// storage_to_nodes / _get_all_later_node_usages / _get_view_inverse_node_usages, organised so
// each query costs what it finds rather than the size of the class:
// - classes are a union-find over storage ids, merged smaller-into-larger;
// - each class keeps its members' uses in a min-heap by program index; uses at or before the
//   node being decided are dropped for good (the pass walks forward), as are uses by the class's
//   own views and ops, which upstream skips; a query walks the heap in index order from its top
//   and stops at the first use that is not a scatter, so it costs what it reports;
// - each class indexes its views by (layout of the view's base, layout of the view), so the
//   alias a scatter inverts is a hash lookup.

#include "core/ir/graph.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace reinplace {

class AliasClasses {
public:
  /// Needs meta propagated. Program indices are taken from the current order.
  explicit AliasClasses(const Graph& graph);

  /// Position of a node in the original program; -1 for nodes created later (upstream has no
  /// node_idx for them, so they never count as later uses).
  int64_t index(const Node* node) const;
  /// The class of a storage, as a canonical storage id.
  StorageId find(StorageId storage) const;
  /// Merges the aliases of two storages (both of upstream's storage_to_nodes entries become
  /// their union; other storages keep the set they had).
  void merge(StorageId a, StorageId b);

  /// The aliases of a storage as one query sees them. With upstream_copies, exactly upstream's
  /// storage_to_nodes[storage]: a merge copies the union into the two merged entries only, so
  /// an entry can lag behind its class. Usually it does not, and the class's indexes answer;
  /// otherwise the set is rebuilt from the merge history and scanned (upstream's own cost).
  struct AliasSet {
    StorageId root = 0;
    bool whole_class = true;
    std::vector<StorageId> storages; // when !whole_class
  };
  AliasSet aliasSet(StorageId storage, bool upstream_copies) const;
  bool isMember(const AliasSet& set, const Node* node) const;
  /// Records that `user` now reads `used` (after the pass redirected an argument).
  void addUse(Node* used, Node* user);

  struct LaterUses {
    /// Users after the decided node, other than the class's own views and ops, in program
    /// order; when a use that is not a *_scatter is found the search stops there, so then this
    /// holds just that one (enough to decide "kept", and to name why).
    std::vector<Node*> users;
    /// The member each user reads, parallel to users.
    std::vector<Node*> via;
    bool found_non_scatter = false;
  };
  /// With stop_at_non_scatter false every later user is collected; only users before
  /// `before_index` count (a copy_ horizon: what is read after it is not self's value).
  LaterUses laterUses(const AliasSet& set, int64_t after_index, bool stop_at_non_scatter = true,
                      int64_t before_index = INT64_MAX);

  /// A member of the set that is a view whose base has `base_layout` and which itself has
  /// `view_layout` (upstream's matching_view_metadata on both), or nullptr.
  Node* viewWithLayouts(const AliasSet& set, const TensorMeta& base_layout,
                        const TensorMeta& view_layout) const;

private:
  struct Use {
    int64_t index;
    Node* member;
    Node* user;
  };
  struct Class {
    std::vector<Use> uses; // a min-heap by index
    // Uses found to be gone for good (member set to nullptr) but still in the heap; the heap is
    // compacted when they are half of it, so a query walks only what it reports.
    size_t dead = 0;
    // Allocated on the first view: most classes never get one, and an empty multimap is 56 bytes.
    std::unique_ptr<std::unordered_multimap<uint64_t, Node*>> views;
    size_t size = 1;
  };

  // One entry of upstream's merge history: a storage's own set (leaf) or the union of two.
  struct Version {
    int32_t left = -1;
    int32_t right = -1;
    StorageId leaf = 0;
  };

  void pushUse(Class& cls, Use use);
  static uint64_t layoutKey(const TensorMeta& base, const TensorMeta& view);
  LaterUses collect(std::vector<Use>& found, bool stop_at_non_scatter, bool sorted) const;
  bool goneForGood(const AliasSet& set, const Use& use) const;
  void walkInOrder(Class& cls, const AliasSet& set, bool stop_at_non_scatter, int64_t before_index);
  LaterUses laterUsesByScan(const AliasSet& set, int64_t after_index, bool stop,
                            int64_t before_index) const;

  std::vector<int64_t> index_by_id_;
  mutable std::vector<StorageId> parent_;
  std::vector<Class> classes_;             // indexed by storage id; only roots' entries are live
  mutable std::vector<Use> found_scratch_; // reused by every query: no allocation per decision
  std::vector<size_t> frontier_scratch_;   // heap positions the in-order walk reaches next
  // Per storage, the nodes whose result is in it; built on the first set that lags its class
  // (only the pytorch policy's scans need it). Nodes the pass adds have no meta, so the
  // original graph's members are all there are.
  void indexMembers() const;
  const Graph* graph_;
  mutable std::vector<std::vector<Node*>> members_;
  std::vector<Version> versions_;
  std::vector<int32_t> version_of_;       // per storage: its current upstream set
  std::vector<int32_t> whole_version_of_; // per root: a version known to be the whole class
};

} // namespace reinplace
