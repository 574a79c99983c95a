#include "core/ir/input_storage.h"

#include <algorithm>

namespace reinplace {

std::vector<InputStorage> sharedInputStorages(const Graph& graph) {
  std::vector<InputStorage> storages;
  for (const Node* input : graph.placeholders()) {
    if (!input->annotation || !input->annotation->shared_storage) continue;
    const StorageName& named = *input->annotation->shared_storage;
    auto found = std::find_if(storages.begin(), storages.end(),
                              [&](const InputStorage& s) { return s.name == named.name; });
    if (found == storages.end()) {
      storages.push_back({named.name, 0, false, {}});
      found = storages.end() - 1;
    }
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

} // namespace reinplace
