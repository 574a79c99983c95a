#pragma once
// Storages that program inputs share: parameters whose annotations name one storage
// (`a: "f32[4, 4] in s"`, `b: "f32[4, 4][1, 4] in s"`) are views of one allocation, as a
// caller's `f(x, x.t())` passes them. The pass sees them as aliases through their one StorageId
// (meta propagation); the oracle and the torch tools allocate one storage per name.

#include "core/ir/graph.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace reinplace {

struct InputStorage {
  std::string name;
  /// As written (" in s[40]"), else the smallest size that holds every input naming it.
  int64_t elements = 0;
  bool size_written = false;
  /// The parameters naming it, in order.
  std::vector<const Node*> inputs;
};

/// The storages the graph's parameters name, in order of first mention. Reads the parameters'
/// annotations only, so it works before meta propagation as well as after a rewrite.
std::vector<InputStorage> sharedInputStorages(const Graph& graph);

/// The storage `input` names, or null when it has one of its own.
const InputStorage* storageOf(const std::vector<InputStorage>& storages, const Node* input);
/// The storage each input that shares one names (inputs with one of their own are absent).
std::unordered_map<const Node*, const InputStorage*>
storageByInput(const std::vector<InputStorage>& storages);

} // namespace reinplace
