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
//   alias a scatter inverts is a hash lookup;
// - for the sound policy's later-use filter, each class remembers which of its later uses were
//   found to share no element with the region the last decision writes (ApartMemo), so a run of
//   decisions writing one region checks each use once, not once per decision.

#include "core/ir/graph.h"
#include "core/ops/op_registry.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace reinplace {

class UpstreamAliasSets;

/// A *_scatter op: it writes a view of its base back, which is why it may follow an alias.
inline bool isScatter(const Node* node) {
  return node->kind == NodeKind::Call && node->op->scattered_view != nullptr;
}

class AliasClasses {
public:
  /// Needs meta propagated. Program indices are taken from the current order.
  explicit AliasClasses(const Graph& graph);
  ~AliasClasses();
  AliasClasses(const AliasClasses&) = delete;
  AliasClasses& operator=(const AliasClasses&) = delete;
  /// The pytorch policy: from now on, sets that lag their class are answered by `sets`
  /// (upstream_alias_sets.h). Call before the first merge.
  void keepUpstreamSets(std::unique_ptr<UpstreamAliasSets> sets);

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
  /// otherwise the upstream sets kept (keepUpstreamSets) do. Valid until the next merge.
  struct AliasSet {
    StorageId root = 0;
    bool whole_class = true;
    StorageId entry = 0; // when !whole_class: the storage whose upstream entry this is
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
    /// laterUsesNotKnownApart only: the memo answered, so uses known apart were left out...
    bool from_memo = false;
    /// ...and one of those is still live later.
    bool known_apart_later = false;
  };
  /// With stop_at_non_scatter false every later user is collected; only users before
  /// `before_index` count (a copy_ horizon: what is read after it is not self's value).
  LaterUses laterUses(const AliasSet& set, int64_t after_index, bool stop_at_non_scatter = true,
                      int64_t before_index = INT64_MAX);

  /// The later uses (all of them, as laterUses without stopping) that the class's memo does not
  /// already know to be apart from `written`, what an op on `self` writes (a sound, whole-class
  /// set; no copy_ horizon): the memo's scatters, the uses joined since, and self's own uses;
  /// with no memo for `written`, or one from a later decision, every later use.
  LaterUses laterUsesNotKnownApart(const AliasSet& set, int64_t after_index, Node* self,
                                   const TensorMeta& written);
  /// Records that every later use after `after_index` that is no scatter shares no element with
  /// `written`, what an op on `self` writes: `apart` are those found so (by
  /// laterUsesNotKnownApart's caller), `scatters` the scatters it returned. The memo holds until
  /// a member's real layout changes.
  void rememberApart(const AliasSet& set, int64_t after_index, const Node* self,
                     const TensorMeta& written, const LaterUses& scatters, const LaterUses& apart);
  /// A value of `storage`'s class now lives elsewhere (or is relaid): what was known apart from
  /// a written region may no longer be.
  void layoutChanged(StorageId storage);

  /// A member of the set that is a view whose base has `base_layout` and which itself has
  /// `view_layout` (upstream's matching_view_metadata on both), or nullptr.
  Node* viewWithLayouts(const AliasSet& set, const TensorMeta& base_layout,
                        const TensorMeta& view_layout) const;
  /// The first view of the class of `root` with those layouts that `accept` takes, or nullptr.
  Node* classViewWithLayouts(StorageId root, const TensorMeta& base_layout,
                             const TensorMeta& view_layout,
                             const std::function<bool(const Node*)>& accept) const;

  struct Use {
    int64_t index;
    Node* member;
    Node* user;
  };
  /// LaterUses from uses sorted by index, a user's uses adjacent.
  static LaterUses foldSortedUses(const std::vector<Use>& found, bool stop_at_non_scatter);
  /// Number of storages (ids are below it).
  size_t storageCount() const { return parent_.size(); }

private:
  /// What the class's later-use filter last found (see laterUsesNotKnownApart).
  struct ApartMemo {
    TensorMeta written;
    int64_t after_index = 0;
    const Node* self = nullptr; // the decisions' self: none of its later uses is known apart
    std::vector<Use> scatters;  // later scatter uses, in order
    std::vector<Use> apart;     // later uses known apart: a max-heap by index
    std::vector<Use> fresh;     // uses joined since, not yet looked at
  };
  struct Class {
    std::vector<Use> uses; // a min-heap by index
    // Uses found to be gone for good (member set to nullptr) but still in the heap; the heap is
    // compacted when they are half of it, so a query walks only what it reports.
    size_t dead = 0;
    // Allocated on the first view: most classes never get one, and an empty multimap is 56 bytes.
    std::unique_ptr<std::unordered_multimap<uint64_t, Node*>> views;
    size_t size = 1;
    std::unique_ptr<ApartMemo> apart_memo;
  };

  void pushUse(Class& cls, Use use);
  static uint64_t layoutKey(const TensorMeta& base, const TensorMeta& view);
  bool goneForGood(const AliasSet& set, const Use& use) const;
  ApartMemo* memoFor(const AliasSet& set, int64_t after_index, const TensorMeta& written) const;
  bool liveLater(const AliasSet& set, const Use& use, int64_t after_index) const;
  /// By index, then by member's index (then id): the order every later-use query reports.
  void sortUses(std::vector<Use>& uses) const;
  void walkInOrder(Class& cls, const AliasSet& set, bool stop_at_non_scatter, int64_t before_index);

  std::vector<int64_t> index_by_id_;
  mutable std::vector<StorageId> parent_;
  std::vector<Class> classes_;             // indexed by storage id; only roots' entries are live
  mutable std::vector<Use> found_scratch_; // reused by every query: no allocation per decision
  std::vector<size_t> frontier_scratch_;   // heap positions the in-order walk reaches next
  // Upstream's entries by version number: a merge of two different versions makes a new one.
  // They tell when an entry is known to be its whole class (then the indexes above answer).
  int32_t version_count_ = 0;
  std::vector<int32_t> version_of_;       // per storage: its current upstream set
  std::vector<int32_t> whole_version_of_; // per root: a version known to be the whole class
  std::unique_ptr<UpstreamAliasSets> upstream_;
};

} // namespace reinplace
