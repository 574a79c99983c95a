#include "core/reinplace/persistent_storage_set.h"

#include <stdexcept>

namespace reinplace {

uint32_t PersistentStorageSets::priority(StorageId key) {
  // A fixed mix (the finaliser of MurmurHash3): distinct keys get well-spread priorities, and
  // the same key always the same one, which makes every set's shape canonical.
  uint32_t h = key;
  h ^= h >> 16;
  h *= 0x85ebca6bU;
  h ^= h >> 13;
  h *= 0xc2b2ae35U;
  h ^= h >> 16;
  return h;
}

bool PersistentStorageSets::before(SetRef a, SetRef b) const {
  StorageId ka = nodes_[a].key, kb = nodes_[b].key;
  uint32_t pa = priority(ka), pb = priority(kb);
  return pa != pb ? pa > pb : ka < kb;
}

PersistentStorageSets::SetRef PersistentStorageSets::make(StorageId key, SetRef left,
                                                          SetRef right) {
  if (nodes_.size() >= static_cast<size_t>(INT32_MAX))
    throw std::length_error("alias sets: more than 2^31 set nodes");
  nodes_.push_back(TreapNode{key, left, right});
  return static_cast<SetRef>(nodes_.size() - 1);
}

PersistentStorageSets::SetRef PersistentStorageSets::withChildren(SetRef node, SetRef left,
                                                                  SetRef right) {
  const TreapNode& old = nodes_[node];
  if (old.left == left && old.right == right) return node;
  return make(old.key, left, right);
}

PersistentStorageSets::SetRef PersistentStorageSets::singleton(StorageId storage) {
  return make(storage, kEmpty, kEmpty);
}

bool PersistentStorageSets::contains(SetRef set, StorageId storage) const {
  while (set != kEmpty) {
    const TreapNode& node = nodes_[set];
    if (node.key == storage) return true;
    set = storage < node.key ? node.left : node.right;
  }
  return false;
}

std::pair<PersistentStorageSets::SetRef, PersistentStorageSets::SetRef>
PersistentStorageSets::split(SetRef set, StorageId key) {
  if (set == kEmpty) return {kEmpty, kEmpty};
  TreapNode node = nodes_[set]; // a copy: make() may move nodes_
  if (node.key == key) return {node.left, node.right};
  if (node.key < key) {
    auto [low, high] = split(node.right, key);
    return {withChildren(set, node.left, low), high};
  }
  auto [low, high] = split(node.left, key);
  return {low, withChildren(set, high, node.right)};
}

PersistentStorageSets::SetRef PersistentStorageSets::unite(SetRef a, SetRef b) {
  if (a == b || b == kEmpty) return a;
  if (a == kEmpty) return b;
  if (before(b, a)) std::swap(a, b);
  // a's root has the highest priority of both sets: it is the union's root. When b holds the
  // same key its root is that key too, and the split hands back b's own subtrees, so parts the
  // two sets share stay shared and end the recursion at once.
  TreapNode root = nodes_[a];
  auto [low, high] = split(b, root.key);
  SetRef left = unite(root.left, low);
  SetRef right = unite(root.right, high);
  return withChildren(a, left, right);
}

} // namespace reinplace
