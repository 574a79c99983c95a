#include "core/reinplace/alias_classes.h"

#include "core/meta/view_replay.h"
#include "core/ops/op_registry.h"
#include "core/reinplace/upstream_alias_sets.h"

#include <algorithm>

namespace reinplace {
namespace {

uint64_t mix(uint64_t hash, int64_t value) {
  hash ^= static_cast<uint64_t>(value) + 0x9e3779b97f4a7c15ULL + (hash << 6) + (hash >> 2);
  return hash;
}

} // namespace

AliasClasses::AliasClasses(const Graph& graph) {
  index_by_id_.assign(graph.idBound(), -1);
  StorageId max_storage = 0;
  int64_t position = 0;
  for (Node* node : graph) {
    index_by_id_[node->id] = position++;
    for (const auto& meta : node->meta) max_storage = std::max(max_storage, meta.storage + 1);
  }
  parent_.resize(max_storage);
  for (StorageId s = 0; s < max_storage; ++s) parent_[s] = s;
  classes_.resize(max_storage);
  version_of_.resize(max_storage);
  whole_version_of_.resize(max_storage);
  for (StorageId s = 0; s < max_storage; ++s)
    version_of_[s] = whole_version_of_[s] = static_cast<int32_t>(s);
  version_count_ = static_cast<int32_t>(max_storage);
  for (Node* node : graph) {
    if (node->meta.empty()) continue;
    StorageId storage = node->meta[0].storage;
    Class& cls = classes_[storage];
    for (Node* user : node->users) pushUse(cls, {index(user), node, user});
    if (node->view_source && node->view_source->hasTensorMeta() && node->hasTensorMeta()) {
      if (!cls.views) cls.views = std::make_unique<std::unordered_multimap<uint64_t, Node*>>();
      cls.views->emplace(layoutKey(node->view_source->tensorMeta(), node->tensorMeta()), node);
    }
  }
}

int64_t AliasClasses::index(const Node* node) const {
  return node->id < index_by_id_.size() ? index_by_id_[node->id] : -1;
}

StorageId AliasClasses::find(StorageId storage) const {
  while (parent_[storage] != storage) storage = parent_[storage] = parent_[parent_[storage]];
  return storage;
}

AliasClasses::~AliasClasses() = default;

void AliasClasses::keepUpstreamSets(std::unique_ptr<UpstreamAliasSets> sets) {
  upstream_ = std::move(sets);
}

AliasClasses::AliasSet AliasClasses::aliasSet(StorageId storage, bool upstream_copies) const {
  AliasSet set;
  set.root = find(storage);
  if (!upstream_copies || !upstream_ || version_of_[storage] == whole_version_of_[set.root])
    return set;
  set.whole_class = false;
  set.entry = storage;
  return set;
}

bool AliasClasses::isMember(const AliasSet& set, const Node* node) const {
  for (const auto& meta : node->meta) {
    if (meta.storage >= parent_.size()) continue;
    if (set.whole_class ? find(meta.storage) == set.root
                        : upstream_->contains(set.entry, meta.storage))
      return true;
  }
  return false;
}

void AliasClasses::pushUse(Class& cls, Use use) {
  if (use.index < 0) return; // created by the pass: never a later use
  cls.uses.push_back(use);
  std::push_heap(cls.uses.begin(), cls.uses.end(),
                 [](const Use& a, const Use& b) { return a.index > b.index; });
  if (cls.apart_memo) cls.apart_memo->fresh.push_back(use);
}

void AliasClasses::merge(StorageId a, StorageId b) {
  StorageId root_a = find(a), root_b = find(b);
  int32_t version_a = version_of_[a], version_b = version_of_[b];
  if (version_a != version_b) {
    // Upstream: set[a] |= set[b]; set[b] |= set[a]. Both now hold the union; it is the whole
    // (merged) class when each side held its whole class, or when one side already did.
    bool whole =
        root_a == root_b
            ? version_a == whole_version_of_[root_a] || version_b == whole_version_of_[root_a]
            : version_a == whole_version_of_[root_a] && version_b == whole_version_of_[root_b];
    int32_t merged = version_count_++;
    version_of_[a] = version_of_[b] = merged;
    if (upstream_) upstream_->merge(a, b);
    StorageId root = root_a;
    if (root_a != root_b && classes_[root_a].size < classes_[root_b].size) root = root_b;
    whole_version_of_[root] = whole ? merged : -1;
  }
  if (root_a == root_b) return;
  if (classes_[root_a].size < classes_[root_b].size) std::swap(root_a, root_b);
  Class& big = classes_[root_a];
  Class& small = classes_[root_b];
  for (const Use& use : small.uses)
    if (use.member) pushUse(big, use);
  if (small.views) {
    if (!big.views)
      big.views = std::move(small.views);
    else
      big.views->insert(small.views->begin(), small.views->end());
  }
  big.size += small.size;
  parent_[root_b] = root_a;
  small = Class{};
  if (upstream_) upstream_->classesJoined(root_a, root_b);
}

void AliasClasses::addUse(Node* used, Node* user) {
  if (upstream_) upstream_->addUse(used, user);
  if (used->meta.empty()) return;
  pushUse(classes_[find(used->meta[0].storage)], {index(user), used, user});
}

AliasClasses::LaterUses AliasClasses::laterUses(const AliasSet& set, int64_t after_index,
                                                bool stop_at_non_scatter, int64_t before_index) {
  if (!set.whole_class)
    return upstream_->laterUses(set.entry, after_index, stop_at_non_scatter, before_index);
  Class& cls = classes_[set.root];
  auto later_first = [](const Use& a, const Use& b) { return a.index > b.index; };
  while (!cls.uses.empty() && (cls.uses.front().index <= after_index || !cls.uses.front().member)) {
    if (!cls.uses.front().member) --cls.dead;
    std::pop_heap(cls.uses.begin(), cls.uses.end(), later_first);
    cls.uses.pop_back();
  }
  walkInOrder(cls, set, stop_at_non_scatter, before_index);
  if (cls.dead * 2 > cls.uses.size()) {
    std::erase_if(cls.uses, [](const Use& use) { return !use.member; });
    std::make_heap(cls.uses.begin(), cls.uses.end(), later_first);
    cls.dead = 0;
  }
  return foldSortedUses(found_scratch_, stop_at_non_scatter);
}

// Upstream skips users that are themselves aliases of self (its views and ops); membership only
// grows, so such a use, like one whose user no longer reads the member, goes for good.
bool AliasClasses::goneForGood(const AliasSet& set, const Use& use) const {
  return !readsValue(use.user, use.member) ||
         (isMember(set, use.user) &&
          (use.user->kind == NodeKind::Call || use.user->kind == NodeKind::GetItem));
}

// The live uses into found_scratch_ in (index, member's index) order, marking those gone for
// good on the way, up to before_index and, with stop_at_non_scatter, up to the first whose user
// is not a scatter. The heap is walked from its top through a frontier of positions, so a walk
// that stops early costs what it reached, not the size of the class. Uses of one index are one
// user reading several members: all of them are taken and the earliest member goes first, so
// the member named does not depend on where the heap happens to hold each use.
void AliasClasses::walkInOrder(Class& cls, const AliasSet& set, bool stop_at_non_scatter,
                               int64_t before_index) {
  found_scratch_.clear();
  std::vector<size_t>& frontier = frontier_scratch_;
  frontier.clear();
  const std::vector<Use>& uses = cls.uses;
  auto later = [&](size_t a, size_t b) { return uses[a].index > uses[b].index; };
  if (!uses.empty()) frontier.push_back(0);
  int64_t stop_index = -1; // the index of the first use that is no scatter, once found
  while (!frontier.empty()) {
    std::pop_heap(frontier.begin(), frontier.end(), later);
    size_t position = frontier.back();
    frontier.pop_back();
    int64_t use_index = cls.uses[position].index;
    if (use_index >= before_index || (stop_index >= 0 && use_index != stop_index)) break;
    for (size_t child : {2 * position + 1, 2 * position + 2}) {
      if (child >= uses.size()) continue;
      frontier.push_back(child);
      std::push_heap(frontier.begin(), frontier.end(), later);
    }
    Use& use = cls.uses[position];
    if (!use.member) continue;
    if (goneForGood(set, use)) {
      use.member = nullptr;
      ++cls.dead;
      continue;
    }
    found_scratch_.push_back(use);
    if (stop_at_non_scatter && stop_index < 0 && !isScatter(use.user)) stop_index = use_index;
  }
  sortUses(found_scratch_);
}

void AliasClasses::sortUses(std::vector<Use>& uses) const {
  std::sort(uses.begin(), uses.end(), [&](const Use& a, const Use& b) {
    if (a.index != b.index) return a.index < b.index;
    int64_t member_a = index(a.member), member_b = index(b.member);
    return member_a != member_b ? member_a < member_b : a.member->id < b.member->id;
  });
}

bool AliasClasses::liveLater(const AliasSet& set, const Use& use, int64_t after_index) const {
  return use.index > after_index && use.member && !goneForGood(set, use);
}

// The class's memo when it holds for a decision at `after_index` writing `written`: made no
// later than that decision, for the same region of the same storage.
AliasClasses::ApartMemo* AliasClasses::memoFor(const AliasSet& set, int64_t after_index,
                                               const TensorMeta& written) const {
  ApartMemo* memo = set.whole_class ? classes_[set.root].apart_memo.get() : nullptr;
  if (!memo || after_index < memo->after_index || !memo->written.sameLayout(written) ||
      memo->written.storage != written.storage)
    return nullptr;
  return memo;
}

AliasClasses::LaterUses AliasClasses::laterUsesNotKnownApart(const AliasSet& set,
                                                             int64_t after_index, Node* self,
                                                             const TensorMeta& written) {
  ApartMemo* memo = memoFor(set, after_index, written);
  if (!memo) return laterUses(set, after_index, false);
  // The memo's scatters and the uses joined since, in the order walkInOrder gives.
  found_scratch_.clear();
  for (const std::vector<Use>* uses : {&memo->scatters, &memo->fresh})
    for (const Use& use : *uses)
      if (liveLater(set, use, after_index)) found_scratch_.push_back(use);
  // A use that reads self itself is never apart from what self's op writes; the memo's uses were
  // found apart while another value was self, so self's own uses are asked again.
  if (self != memo->self)
    for (Node* user : self->users)
      if (Use use{index(user), self, user}; liveLater(set, use, after_index))
        found_scratch_.push_back(use);
  sortUses(found_scratch_);
  LaterUses later = foldSortedUses(found_scratch_, false);
  later.from_memo = true;
  // Gone for good stays gone, so the heap's top is dropped until it is live.
  auto earlier_first = [](const Use& a, const Use& b) { return a.index < b.index; };
  while (!memo->apart.empty() && !liveLater(set, memo->apart.front(), after_index) &&
         memo->apart.front().index > after_index) {
    std::pop_heap(memo->apart.begin(), memo->apart.end(), earlier_first);
    memo->apart.pop_back();
  }
  later.known_apart_later = !memo->apart.empty() && memo->apart.front().index > after_index;
  return later;
}

void AliasClasses::rememberApart(const AliasSet& set, int64_t after_index, const Node* self,
                                 const TensorMeta& written, const LaterUses& scatters,
                                 const LaterUses& apart) {
  if (!set.whole_class) return;
  bool extends = memoFor(set, after_index, written) != nullptr;
  std::unique_ptr<ApartMemo>& memo = classes_[set.root].apart_memo;
  if (!extends) {
    memo = std::make_unique<ApartMemo>();
    memo->written = written;
  }
  memo->after_index = after_index;
  memo->self = self;
  memo->fresh.clear();
  memo->scatters.clear();
  for (size_t i = 0; i < scatters.users.size(); ++i)
    memo->scatters.push_back({index(scatters.users[i]), scatters.via[i], scatters.users[i]});
  auto earlier_first = [](const Use& a, const Use& b) { return a.index < b.index; };
  for (size_t i = 0; i < apart.users.size(); ++i) {
    memo->apart.push_back({index(apart.users[i]), apart.via[i], apart.users[i]});
    std::push_heap(memo->apart.begin(), memo->apart.end(), earlier_first);
  }
}

void AliasClasses::layoutChanged(StorageId storage) {
  if (storage < parent_.size()) classes_[find(storage)].apart_memo.reset();
}

AliasClasses::LaterUses AliasClasses::foldSortedUses(const std::vector<Use>& found,
                                                     bool stop_at_non_scatter) {
  LaterUses out;
  for (const Use& use : found) {
    if (!out.users.empty() && out.users.back() == use.user) continue;
    if (!isScatter(use.user) && stop_at_non_scatter) {
      out.users = {use.user};
      out.via = {use.member};
      out.found_non_scatter = true;
      return out;
    }
    out.found_non_scatter = out.found_non_scatter || !isScatter(use.user);
    out.users.push_back(use.user);
    out.via.push_back(use.member);
  }
  return out;
}

uint64_t AliasClasses::layoutKey(const TensorMeta& base, const TensorMeta& view) {
  uint64_t hash = 0;
  for (const TensorMeta* meta : {&base, &view}) {
    hash = mix(hash, meta->storage_offset);
    for (int64_t s : meta->sizes) hash = mix(hash, s);
    hash = mix(hash, -1);
    for (int64_t s : meta->strides) hash = mix(hash, s);
    hash = mix(hash, -2);
  }
  return hash;
}

Node* AliasClasses::viewWithLayouts(const AliasSet& set, const TensorMeta& base_layout,
                                    const TensorMeta& view_layout) const {
  if (!set.whole_class) return upstream_->viewWithLayouts(set.entry, base_layout, view_layout);
  return classViewWithLayouts(set.root, base_layout, view_layout, [](const Node*) { return true; });
}

Node* AliasClasses::classViewWithLayouts(StorageId root, const TensorMeta& base_layout,
                                         const TensorMeta& view_layout,
                                         const std::function<bool(const Node*)>& accept) const {
  const Class* cls = &classes_[root];
  // Equal keys are adjacent; stop at the first real match rather than at the end of the group,
  // which can be long when many views share one layout.
  uint64_t key = layoutKey(base_layout, view_layout);
  if (!cls->views) return nullptr;
  for (auto it = cls->views->find(key); it != cls->views->end() && it->first == key; ++it) {
    Node* view = it->second;
    if (sameViewMetadata(view->view_source->tensorMeta(), base_layout) &&
        sameViewMetadata(view->tensorMeta(), view_layout) && accept(view))
      return view;
  }
  return nullptr;
}

} // namespace reinplace
