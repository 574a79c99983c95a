#pragma once
// Seeded inputs for a graph: one tensor per placeholder, laid out as its meta says (strides and
// storage offset included, so non-contiguous inputs are real strided views; the gaps of their
// storage are filled too). Parameters naming one storage (" in s") are views of one storage of
// the size written or implied (core/ir/input_storage.h), filled as the input of its first
// parameter would be. Deterministic for a seed on every platform: the generator is
// SplitMix64 and the mapping to values is this file's, not the standard library's. An integer
// input used only as indices (embedding, gather, nll_loss's target, ...) holds values within
// the dimension it indexes (oracle/inputs/index_inputs.h), special values or not.

#include "core/ir/graph.h"
#include "oracle/interpreter/interpreter.h"

#include <cstdint>
#include <vector>

namespace reinplace::oracle {

struct InputOptions {
  InputOptions(uint64_t seed_ = 0, bool special_values_ = false)
      : seed(seed_), special_values(special_values_) {}
  uint64_t seed = 0;
  /// Mix in ±0, ±inf, NaN, huge and tiny magnitudes, and integer extremes.
  bool special_values = false;
  /// When not empty, every floating element is one of these (drawn with the seed): a few values
  /// met often, where results that differ only for them (a zero's sign, an input equal to a
  /// constant the graph compares with) show far more often than among values mixed in.
  std::vector<double> dictionary;
};

/// A dictionary for InputOptions: +0, -0, 1, -1, and every number the graph's nodes hold (floats,
/// and integers up to 16 in magnitude) with its negation; at most 32 values.
std::vector<double> graphDictionary(const Graph& graph);

/// Throws InputError at a placeholder that has no meta or exceeds the limits.
std::vector<TensorHandle> makeInputs(const Graph& graph, const InputOptions& options,
                                     const ExecutionLimits& limits = {});

} // namespace reinplace::oracle
