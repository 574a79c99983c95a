#include "core/reinplace/upstream_alias_sets.h"

#include "core/meta/view_replay.h"
#include "core/reinplace/persistent_storage_set.h"

#include <algorithm>

namespace reinplace {
namespace {

using SetRef = PersistentStorageSets::SetRef;

// Each storage's entry is a persistent set, so a merge costs what the two entries differ by
// rather than their size. The uses of a class's members are kept per storage (upstream's
// members are the nodes with any result in a storage of the set), in a min-heap by program
// index as AliasClasses keeps them, and filtered by the entry at each query.
class PersistentAliasSets final : public UpstreamAliasSets {
public:
  PersistentAliasSets(const Graph& graph, const AliasClasses& classes);
  void merge(StorageId a, StorageId b) override;
  void classesJoined(StorageId into, StorageId from) override;
  void addUse(Node* used, Node* user) override;
  bool contains(StorageId entry, StorageId storage) const override;
  AliasClasses::LaterUses laterUses(StorageId entry, int64_t after_index, bool stop_at_non_scatter,
                                    int64_t before_index) override;
  Node* viewWithLayouts(StorageId entry, const TensorMeta& base_layout,
                        const TensorMeta& view_layout) const override;

private:
  struct StorageUse {
    int64_t index;
    StorageId storage; // the member's storage through which it is in the class
    Node* member;
    Node* user;
  };
  static bool laterFirst(const StorageUse& a, const StorageUse& b) { return a.index > b.index; }
  void pushUse(StorageUse use);
  bool isMember(StorageId entry, const Node* node) const;

  const AliasClasses& classes_;
  PersistentStorageSets sets_;
  std::vector<SetRef> entries_;                  // per storage
  std::vector<std::vector<StorageUse>> uses_;    // per class root: a min-heap by index
  std::vector<AliasClasses::Use> found_scratch_; // reused by every query
};

// Calls `visit` once for each run of equal storages among the node's results, as upstream's
// storage_to_nodes holds the node once per storage.
template <typename Visit> void forEachStorage(const Node* node, Visit visit) {
  for (size_t i = 0; i < node->meta.size(); ++i)
    if (i == 0 || node->meta[i].storage != node->meta[i - 1].storage) visit(node->meta[i].storage);
}

PersistentAliasSets::PersistentAliasSets(const Graph& graph, const AliasClasses& classes)
    : classes_(classes) {
  size_t storages = classes.storageCount();
  entries_.reserve(storages);
  for (size_t s = 0; s < storages; ++s) entries_.push_back(sets_.singleton(StorageId(s)));
  uses_.resize(storages);
  for (Node* node : graph)
    forEachStorage(node, [&](StorageId storage) {
      for (Node* user : node->users) pushUse({classes.index(user), storage, node, user});
    });
}

void PersistentAliasSets::pushUse(StorageUse use) {
  if (use.index < 0) return; // created by the pass: never a later use
  std::vector<StorageUse>& heap = uses_[classes_.find(use.storage)];
  heap.push_back(use);
  std::push_heap(heap.begin(), heap.end(), laterFirst);
}

void PersistentAliasSets::merge(StorageId a, StorageId b) {
  entries_[a] = entries_[b] = sets_.unite(entries_[a], entries_[b]);
}

void PersistentAliasSets::classesJoined(StorageId into, StorageId from) {
  std::vector<StorageUse>& big = uses_[into];
  std::vector<StorageUse>& small = uses_[from];
  if (big.size() < small.size()) big.swap(small);
  for (const StorageUse& use : small) {
    big.push_back(use);
    std::push_heap(big.begin(), big.end(), laterFirst);
  }
  std::vector<StorageUse>().swap(small);
}

void PersistentAliasSets::addUse(Node* used, Node* user) {
  int64_t index = classes_.index(user);
  forEachStorage(used, [&](StorageId storage) {
    if (storage < entries_.size()) pushUse({index, storage, used, user});
  });
}

bool PersistentAliasSets::contains(StorageId entry, StorageId storage) const {
  return sets_.contains(entries_[entry], storage);
}

bool PersistentAliasSets::isMember(StorageId entry, const Node* node) const {
  for (const auto& meta : node->meta)
    if (meta.storage < entries_.size() && contains(entry, meta.storage)) return true;
  return false;
}

AliasClasses::LaterUses PersistentAliasSets::laterUses(StorageId entry, int64_t after_index,
                                                       bool stop_at_non_scatter,
                                                       int64_t before_index) {
  std::vector<StorageUse>& heap = uses_[classes_.find(entry)];
  while (!heap.empty() && heap.front().index <= after_index) {
    std::pop_heap(heap.begin(), heap.end(), laterFirst);
    heap.pop_back();
  }
  // A user that no longer reads the member never will again (a redirect adds a new use).
  size_t before = heap.size();
  std::erase_if(heap, [](const StorageUse& use) { return !readsValue(use.user, use.member); });
  if (heap.size() != before) std::make_heap(heap.begin(), heap.end(), laterFirst);
  // Upstream skips users that are aliases of self (its views and ops); which those are depends
  // on the entry, so unlike the whole class's uses they stay in the heap.
  std::vector<AliasClasses::Use>& found = found_scratch_;
  found.clear();
  for (const StorageUse& use : heap) {
    if (use.index >= before_index || !contains(entry, use.storage)) continue;
    if (isMember(entry, use.user) &&
        (use.user->kind == NodeKind::Call || use.user->kind == NodeKind::GetItem))
      continue;
    found.push_back({use.index, use.member, use.user});
  }
  std::sort(found.begin(), found.end(), [&](const auto& a, const auto& b) {
    if (a.index != b.index) return a.index < b.index;
    return classes_.index(a.member) < classes_.index(b.member);
  });
  return AliasClasses::foldSortedUses(found, stop_at_non_scatter);
}

Node* PersistentAliasSets::viewWithLayouts(StorageId entry, const TensorMeta& base_layout,
                                           const TensorMeta& view_layout) const {
  return classes_.classViewWithLayouts(classes_.find(entry), base_layout, view_layout,
                                       [&](const Node* view) { return isMember(entry, view); });
}

} // namespace

std::unique_ptr<UpstreamAliasSets> makePersistentAliasSets(const Graph& graph,
                                                           const AliasClasses& classes) {
  return std::make_unique<PersistentAliasSets>(graph, classes);
}

} // namespace reinplace
