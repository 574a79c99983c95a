#include "oracle/runtime/memory_use.h"

#include <algorithm>

namespace reinplace::oracle {
namespace {

int64_t bytesOf(const Storage& storage) {
  return storage.elements() * itemSize(storage.dtype());
}

} // namespace

std::string MemoryUse::text() const {
  return std::to_string(allocated_bytes) + " bytes allocated, peak " +
         std::to_string(peak_live_bytes) + " bytes live (inputs " + std::to_string(input_bytes) +
         " bytes)" + (stopped_at_fault ? ", up to the fault where the run stopped" : "");
}

LiveMemory::LiveMemory(const Graph& graph) {
  first_dying_at_.assign(graph.idBound(), kNone);
  next_dying_.assign(graph.idBound(), kNone);
  for (const Node* node : graph) {
    const Node* last = node;
    for (const Node* user : node->users)
      if (graph.isBefore(last, user)) last = user;
    next_dying_[node->id] = first_dying_at_[last->id];
    first_dying_at_[last->id] = node->id;
  }
}

void LiveMemory::countInputs(const std::vector<TensorHandle>& inputs) {
  std::vector<Storage*> storages;
  for (const TensorHandle& input : inputs) storages.push_back(input->storage.get());
  std::sort(storages.begin(), storages.end());
  storages.erase(std::unique(storages.begin(), storages.end()), storages.end());
  for (Storage* storage : storages) {
    storage->setLiveValues(-1); // an input, even if an earlier run made it
    use_.input_bytes += bytesOf(*storage);
  }
  live_bytes_ = use_.input_bytes;
  use_.peak_live_bytes = live_bytes_;
}

void LiveMemory::allocated(Storage& storage) {
  int64_t bytes = bytesOf(storage);
  storage.setLiveValues(0);
  use_.allocated_bytes += bytes;
  live_bytes_ += bytes;
}

void LiveMemory::grew(const Storage& storage, int64_t old_elements) {
  live_bytes_ += (storage.elements() - old_elements) * itemSize(storage.dtype());
}

void LiveMemory::stepped(const Node& node, const std::vector<ValueTensors>& values) {
  for (const TensorHandle& tensor : values[node.id]) {
    Storage& storage = *tensor->storage;
    if (storage.liveValues() >= 0) storage.setLiveValues(storage.liveValues() + 1);
  }
  use_.peak_live_bytes = std::max(use_.peak_live_bytes, live_bytes_);
  for (uint32_t id = first_dying_at_[node.id]; id != kNone; id = next_dying_[id])
    release(values[id]);
}

void LiveMemory::release(const ValueTensors& tensors) {
  for (const TensorHandle& tensor : tensors) {
    Storage& storage = *tensor->storage;
    if (storage.liveValues() < 0) continue;
    storage.setLiveValues(storage.liveValues() - 1);
    if (storage.liveValues() == 0) live_bytes_ -= bytesOf(storage);
  }
}

} // namespace reinplace::oracle
