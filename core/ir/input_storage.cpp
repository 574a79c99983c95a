#include "core/ir/input_storage.h"

#include <algorithm>
#include <unordered_map>

namespace reinplace {

std::vector<InputStorage> sharedInputStorages(const Graph& graph) {
  std::vector<InputStorage> storages;
  std::unordered_map<std::string, size_t> by_name; // many storages: no scan per parameter
  for (const Node* input : graph.placeholders()) {
    if (!input->annotation || !input->annotation->shared_storage) continue;
    const StorageName& named = *input->annotation->shared_storage;
    auto [slot, fresh] = by_name.try_emplace(named.name, storages.size());
    if (fresh) storages.push_back({named.name, 0, false, {}});
    auto found = storages.begin() + static_cast<std::ptrdiff_t>(slot->second);
    found->inputs.push_back(input);
    if (named.elements) {
      found->elements = *named.elements;
      found->size_written = true;
    } else if (!found->size_written) {
      found->elements = std::max(found->elements, input->annotation->meta.storageExtent());
    }
  }
  return storages;
}

const InputStorage* storageOf(const std::vector<InputStorage>& storages, const Node* input) {
  for (const InputStorage& storage : storages)
    for (const Node* member : storage.inputs)
      if (member == input) return &storage;
  return nullptr;
}

std::unordered_map<const Node*, const InputStorage*>
storageByInput(const std::vector<InputStorage>& storages) {
  std::unordered_map<const Node*, const InputStorage*> out;
  for (const InputStorage& storage : storages)
    for (const Node* member : storage.inputs) out.emplace(member, &storage);
  return out;
}

} // namespace reinplace
