#include "core/alias_classes.h"

#include "core/op_registry.h"
#include "core/view_replay.h"

#include <algorithm>

namespace reinplace {
namespace {

uint64_t mix(uint64_t hash, int64_t value) {
  hash ^= static_cast<uint64_t>(value) + 0x9e3779b97f4a7c15ULL + (hash << 6) + (hash >> 2);
  return hash;
}

bool isScatter(const Node* node) {
  return node->kind == NodeKind::Call && node->op->scattered_view != nullptr;
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
  for (Node* node : graph) {
    if (node->meta.empty()) continue;
    StorageId storage = node->meta[0].storage;
    Class& cls = classes_[storage];
    for (Node* user : node->users) pushUse(cls, {index(user), node, user});
    if (node->view_source && node->view_source->hasTensorMeta() && node->hasTensorMeta())
      cls.views.emplace(layoutKey(node->view_source->tensorMeta(), node->tensorMeta()), node);
  }
}

int64_t AliasClasses::index(const Node* node) const {
  return node->id < index_by_id_.size() ? index_by_id_[node->id] : -1;
}

StorageId AliasClasses::find(StorageId storage) const {
  while (parent_[storage] != storage) storage = parent_[storage] = parent_[parent_[storage]];
  return storage;
}

bool AliasClasses::isMember(StorageId class_storage, const Node* node) const {
  StorageId root = find(class_storage);
  for (const auto& meta : node->meta)
    if (meta.storage < parent_.size() && find(meta.storage) == root) return true;
  return false;
}

void AliasClasses::pushUse(Class& cls, Use use) {
  if (use.index < 0) return; // created by the pass: never a later use
  cls.uses.push_back(use);
  std::push_heap(cls.uses.begin(), cls.uses.end(),
                 [](const Use& a, const Use& b) { return a.index > b.index; });
}

void AliasClasses::merge(StorageId a, StorageId b) {
  StorageId root_a = find(a), root_b = find(b);
  if (root_a == root_b) return;
  if (classes_[root_a].size < classes_[root_b].size) std::swap(root_a, root_b);
  Class& big = classes_[root_a];
  Class& small = classes_[root_b];
  for (const Use& use : small.uses) pushUse(big, use);
  big.views.insert(small.views.begin(), small.views.end());
  big.size += small.size;
  parent_[root_b] = root_a;
  small = Class{};
}

void AliasClasses::addUse(Node* used, Node* user) {
  if (used->meta.empty()) return;
  pushUse(classes_[find(used->meta[0].storage)], {index(user), used, user});
}

AliasClasses::LaterUses AliasClasses::laterUses(StorageId storage, int64_t after_index,
                                                bool stop_at_non_scatter) {
  StorageId root = find(storage);
  Class& cls = classes_[root];
  auto later_first = [](const Use& a, const Use& b) { return a.index > b.index; };
  while (!cls.uses.empty() && cls.uses.front().index <= after_index) {
    std::pop_heap(cls.uses.begin(), cls.uses.end(), later_first);
    cls.uses.pop_back();
  }
  LaterUses out;
  std::vector<Use> kept;
  kept.reserve(cls.uses.size());
  std::vector<Use> found;
  for (const Use& use : cls.uses) {
    bool still_reads = false;
    auto check = [&](const Node* used) { still_reads = still_reads || used == use.member; };
    for (const auto& arg : use.user->args) arg.forEachNode(check);
    for (const auto& kwarg : use.user->kwargs) kwarg.second.forEachNode(check);
    // Upstream skips users that are themselves aliases of self (its views and ops); membership
    // only grows, so such a use can be dropped for good.
    bool internal = isMember(root, use.user) &&
                    (use.user->kind == NodeKind::Call || use.user->kind == NodeKind::GetItem);
    if (!still_reads || internal) continue;
    kept.push_back(use);
    found.push_back(use);
  }
  cls.uses = std::move(kept);
  std::make_heap(cls.uses.begin(), cls.uses.end(), later_first);
  std::sort(found.begin(), found.end(),
            [](const Use& a, const Use& b) { return a.index < b.index; });
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

Node* AliasClasses::viewWithLayouts(StorageId storage, const TensorMeta& base_layout,
                                    const TensorMeta& view_layout) const {
  const Class* cls = &classes_[find(storage)];
  // Equal keys are adjacent; stop at the first real match rather than at the end of the group,
  // which can be long when many views share one layout.
  uint64_t key = layoutKey(base_layout, view_layout);
  for (auto it = cls->views.find(key); it != cls->views.end() && it->first == key; ++it) {
    Node* view = it->second;
    if (sameViewMetadata(view->view_source->tensorMeta(), base_layout) &&
        sameViewMetadata(view->tensorMeta(), view_layout))
      return view;
  }
  return nullptr;
}

} // namespace reinplace
