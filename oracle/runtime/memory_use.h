#pragma once
// The memory a run of the interpreter uses: the bytes of the fresh storages it makes for node
// results, and the most bytes live at once. The pass counts the first figure statically
// (core/reinplace/memory_accounting.h); the two must agree. docs/oracle.md defines both.

#include "core/ir/graph.h"
#include "oracle/runtime/runtime_tensor.h"

#include <cstdint>
#include <string>
#include <vector>

namespace reinplace::oracle {

struct MemoryUse {
  /// Bytes (storage elements times element size) of every fresh storage made for a node's
  /// result. Not the inputs; not the scratch an in-place op computes into before writing self,
  /// nor a kernel's own working memory; not what resize_ adds to an existing storage.
  int64_t allocated_bytes = 0;
  /// Bytes of the input storages as the run was given them.
  int64_t input_bytes = 0;
  /// The most bytes live at once: the inputs, which live to the end, plus each fresh storage from
  /// its allocation until the last use of any value sharing it (returned values live to the
  /// end), plus what resize_ grew a storage by, from then on.
  int64_t peak_live_bytes = 0;
  /// The run stopped at a fault: the figures cover the nodes before it.
  bool stopped_at_fault = false;

  /// "1024 bytes allocated, peak 1536 bytes live (inputs 256 bytes)"
  std::string text() const;
};

/// The interpreter's bookkeeping behind MemoryUse, told of every fresh storage and every node
/// run. A storage counts the live values holding it (Storage::liveValues) and is freed when the
/// last one dies, after the last node that uses it.
class LiveMemory {
public:
  explicit LiveMemory(const Graph& graph);

  /// The run's inputs, live from the start to the end; before the first node runs.
  void countInputs(const std::vector<TensorHandle>& inputs);

  /// A fresh storage for a node's result.
  void allocated(Storage& storage);
  /// resize_ grew `storage` from `old_elements`.
  void grew(const Storage& storage, int64_t old_elements);
  /// After `node` ran, with `values` the run's values by node id: holds the storages of the
  /// node's values, notes the peak, and frees what this node used for the last time.
  void stepped(const Node& node, const std::vector<ValueTensors>& values);

  const MemoryUse& use() const { return use_; }

private:
  void release(const ValueTensors& tensors);

  /// The values each node uses for the last time (itself, when nothing uses it), as linked
  /// lists by node id: the first value dying at a node, and the next value dying where it does.
  static constexpr uint32_t kNone = UINT32_MAX;
  std::vector<uint32_t> first_dying_at_;
  std::vector<uint32_t> next_dying_;
  int64_t live_bytes_ = 0;
  MemoryUse use_;
};

} // namespace reinplace::oracle
