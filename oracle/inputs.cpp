#include "oracle/inputs.h"

#include "core/ir/diagnostics.h"
#include "oracle/element.h"
#include "oracle/index_inputs.h"
#include "oracle/split_mix64.h"

#include <array>
#include <cmath>
#include <limits>

namespace reinplace::oracle {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr std::array<double, 11> kSpecialFloats = {
    0.0,     -0.0,  kInf, -kInf, std::numeric_limits<double>::quiet_NaN(), 1e30, -3e38,
    65504.0, 1e-30, 1e-8, 2.5};

void fillFloating(std::byte* at, DType dtype, SplitMix64& random, bool special) {
  if (special && random.below(4) == 0) {
    storeElement<double>(at, dtype, kSpecialFloats[random.below(kSpecialFloats.size())]);
    return;
  }
  // Full mantissas in [-8, 8): every op's rounding shows.
  storeElement<double>(at, dtype, random.unit() * 16.0 - 8.0);
}

void fillIntegral(std::byte* at, DType dtype, SplitMix64& random, bool special) {
  if (dtype == DType::b8) {
    storeElement<int64_t>(at, dtype, static_cast<int64_t>(random.below(2)));
    return;
  }
  if (special && random.below(4) == 0) {
    // Stored with wrap-around: INT64_MIN and INT64_MAX become each type's extremes' neighbours,
    // so name them per width instead.
    int64_t bits = itemSize(dtype) * 8;
    bool is_unsigned = dtype == DType::u8;
    int64_t max = is_unsigned  ? (int64_t{1} << bits) - 1
                  : bits == 64 ? std::numeric_limits<int64_t>::max()
                               : (int64_t{1} << (bits - 1)) - 1;
    int64_t min = is_unsigned ? 0 : bits == 64 ? std::numeric_limits<int64_t>::min() : -max - 1;
    std::array<int64_t, 5> specials = {0, -1, 1, min, max};
    storeElement<int64_t>(at, dtype, specials[random.below(specials.size())]);
    return;
  }
  int64_t low = dtype == DType::u8 ? 0 : -10;
  storeElement<int64_t>(at, dtype, low + static_cast<int64_t>(random.below(21)));
}

} // namespace

std::vector<TensorHandle> makeInputs(const Graph& graph, const InputOptions& options,
                                     const ExecutionLimits& limits) {
  std::vector<Node*> placeholders = graph.placeholders();
  std::vector<TensorHandle> inputs;
  inputs.reserve(placeholders.size());
  uint64_t index = 0;
  for (const Node* placeholder : placeholders) {
    if (!placeholder->hasTensorMeta())
      throw InputError(graph.source_name, placeholder->loc.line, placeholder->loc.column,
                       "input '" + placeholder->name + "' has no tensor meta to generate it from");
    const TensorMeta& layout = placeholder->tensorMeta();
    int64_t extent = layout.storageExtent();
    if (extent > limits.max_tensor_elements || layout.numel() > limits.max_tensor_elements)
      throw InputError(graph.source_name, placeholder->loc.line, placeholder->loc.column,
                       "input '" + placeholder->name + "' needs " +
                           std::to_string(std::max(extent, layout.numel())) +
                           " elements; the oracle's limit is " +
                           std::to_string(limits.max_tensor_elements) + " per tensor");
    auto storage = std::make_shared<Storage>(layout.dtype, extent);
    SplitMix64 random(options.seed * 0x100000001b3ull + ++index);
    std::optional<int64_t> index_bound = indexBound(*placeholder);
    for (int64_t i = 0; i < extent; ++i) {
      if (index_bound && *index_bound > 0)
        storeElement<int64_t>(
            storage->element(i), layout.dtype,
            static_cast<int64_t>(random.below(static_cast<uint64_t>(*index_bound))));
      else if (isFloating(layout.dtype))
        fillFloating(storage->element(i), layout.dtype, random, options.special_values);
      else
        fillIntegral(storage->element(i), layout.dtype, random, options.special_values);
    }
    TensorMeta input_layout = layout;
    inputs.push_back(std::make_shared<RuntimeTensor>(RuntimeTensor{storage, input_layout}));
  }
  return inputs;
}

} // namespace reinplace::oracle
