#include "core/reinplace/class_indexes.h"

#include <algorithm>

namespace reinplace {
namespace {

// Moves the entries of `from` into `into`'s key, the smaller list into the larger, so a value
// moves O(log n) times over all merges.
template <typename Map>
void mergeLists(Map& map, StorageId old_a, StorageId old_b, StorageId root) {
  if (old_a == old_b) return;
  auto a = map.find(old_a), b = map.find(old_b);
  if (a == map.end() && b == map.end()) return;
  typename Map::mapped_type joined;
  if (a != map.end()) joined = std::move(a->second);
  if (b != map.end()) {
    if (joined.size() < b->second.size()) std::swap(joined, b->second);
    joined.insert(joined.end(), b->second.begin(), b->second.end());
  }
  map.erase(old_a);
  map.erase(old_b);
  map[root] = std::move(joined);
}

} // namespace

ReturnedIndex::ReturnedIndex(const std::vector<const Node*>& returned, const AliasClasses& classes,
                             int view_depth)
    : view_depth_(view_depth), is_under_deleted_(returned.size(), false) {
  for (size_t i = 0; i < returned.size(); ++i) {
    position_.emplace(returned[i], i);
    by_root_[classes.find(returned[i]->tensorMeta().storage)].push_back(i);
  }
}

void ReturnedIndex::merged(StorageId old_a, StorageId old_b, StorageId root) {
  mergeLists(by_root_, old_a, old_b, root);
}

// Down from `node` through the views of it (users whose view_source it is), as far as a walk up
// view_source from a returned value would reach it. Only scatters and copies are removed, never
// views, so the views' users lists are as the program had them.
void ReturnedIndex::deleted(const Node* node) {
  std::vector<const Node*> level{node}, next;
  for (int depth = 0; depth < view_depth_ && !level.empty(); ++depth) {
    next.clear();
    for (const Node* value : level) {
      if (auto it = position_.find(value);
          it != position_.end() && !is_under_deleted_[it->second]) {
        is_under_deleted_[it->second] = true;
        under_deleted_.push_back(it->second);
      }
      for (const Node* user : value->users)
        if (user->view_source == value) next.push_back(user);
    }
    level.swap(next);
  }
}

std::vector<size_t> ReturnedIndex::candidates(StorageId root,
                                              std::span<const Node* const> moved) const {
  std::vector<size_t> out(under_deleted_);
  if (auto it = by_root_.find(root); it != by_root_.end())
    out.insert(out.end(), it->second.begin(), it->second.end());
  for (const Node* value : moved)
    if (auto it = position_.find(value); it != position_.end()) out.push_back(it->second);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

InputIndex::InputIndex(const std::vector<Node*>& placeholders, const AliasClasses& classes) {
  for (const Node* input : placeholders) {
    if (input->meta.empty()) continue;
    size_t rank = inputs_.size();
    inputs_.push_back(input);
    for (const auto& meta : input->meta) {
      input_storages_.insert(meta.storage);
      first_by_root_.try_emplace(classes.find(meta.storage), rank);
    }
  }
}

void InputIndex::merged(StorageId old_a, StorageId old_b, StorageId root) {
  if (old_a == old_b) return;
  auto a = first_by_root_.find(old_a), b = first_by_root_.find(old_b);
  if (a == first_by_root_.end() && b == first_by_root_.end()) return;
  size_t first = SIZE_MAX;
  if (a != first_by_root_.end()) first = a->second;
  if (b != first_by_root_.end()) first = std::min(first, b->second);
  first_by_root_.erase(old_a);
  first_by_root_.erase(old_b);
  first_by_root_[root] = first;
}

std::string InputIndex::firstInputName(StorageId root) const {
  auto it = first_by_root_.find(root);
  return it == first_by_root_.end() ? "?" : inputs_[it->second]->name;
}

} // namespace reinplace
