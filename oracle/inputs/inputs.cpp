#include "oracle/inputs/inputs.h"

#include "core/ir/diagnostics.h"
#include "core/ir/input_storage.h"
#include "oracle/inputs/index_inputs.h"
#include "oracle/inputs/split_mix64.h"
#include "oracle/inputs/value_roles.h"
#include "oracle/runtime/element.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>

namespace reinplace::oracle {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr std::array<double, 11> kSpecialFloats = {
    0.0,     -0.0,  kInf, -kInf, std::numeric_limits<double>::quiet_NaN(), 1e30, -3e38,
    65504.0, 1e-30, 1e-8, 2.5};

void fillFloating(std::byte* at, DType dtype, SplitMix64& random, const InputOptions& options,
                  const FloatRange& range) {
  if (!options.dictionary.empty()) {
    storeElement<double>(at, dtype, options.dictionary[random.below(options.dictionary.size())]);
    return;
  }
  if (options.special_values && random.below(4) == 0) {
    storeElement<double>(at, dtype, kSpecialFloats[random.below(kSpecialFloats.size())]);
    return;
  }
  // Full mantissas (in [-8, 8) unless a use asks otherwise): every op's rounding shows.
  storeElement<double>(at, dtype, range.low + random.unit() * (range.high - range.low));
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

// The placeholders a storage holds (one, or every parameter naming a shared storage), its size,
// and the index of its first placeholder, which seeds its values as for an input of its own.
struct StoragePlan {
  std::vector<const Node*> inputs;
  int64_t elements = 0;
  uint64_t seed_index = 0;
};

// An index input's bound holds for a storage only if every input in it reads as indices within
// it; one that is not an index leaves the storage random.
std::optional<int64_t> storageIndexBound(const StoragePlan& plan) {
  std::optional<int64_t> bound;
  for (const Node* input : plan.inputs) {
    std::optional<int64_t> own = indexBound(*input);
    if (!own) return std::nullopt;
    bound = bound ? std::min(*bound, *own) : *own;
  }
  return bound;
}

// An index input that must hold distinct values along `dim` (uniqueIndexDim): each fiber along
// it gets the first values of a random permutation of [0, bound), when the fiber fits in the
// bound (otherwise no draw can avoid a repeat, and the program is nondeterministic for every
// input, which the oracle then reports). Only for an input with a storage of its own.
void drawUniqueAlongDim(Storage& storage, const TensorMeta& layout, int64_t dim, int64_t bound,
                        SplitMix64& random) {
  const int64_t rank = layout.dim();
  if (rank == 0 || layout.numel() == 0) return;
  const size_t d = static_cast<size_t>(dim);
  const int64_t length = layout.sizes[d];
  if (length > bound || bound > (int64_t{1} << 20)) return;
  // A partial Fisher-Yates shuffle of [0, bound) per fiber, with only the entries it moved
  // stored: O(length) per fiber, whatever the bound.
  std::unordered_map<int64_t, int64_t> moved;
  auto valueAt = [&](int64_t slot) {
    auto it = moved.find(slot);
    return it == moved.end() ? slot : it->second;
  };
  std::vector<int64_t> at(static_cast<size_t>(rank), 0); // a fiber's start, dim d at 0
  for (;;) {
    moved.clear();
    int64_t position = layout.storage_offset;
    for (size_t k = 0; k < at.size(); ++k) position += at[k] * layout.strides[k];
    for (int64_t k = 0; k < length; ++k) {
      const int64_t pick = k + static_cast<int64_t>(random.below(static_cast<uint64_t>(bound - k)));
      const int64_t drawn = valueAt(pick);
      moved[pick] = valueAt(k);
      storeElement<int64_t>(storage.element(position + k * layout.strides[d]), storage.dtype(),
                            drawn);
    }
    int64_t carry = rank - 1;
    for (; carry >= 0; --carry) {
      if (carry == dim) continue;
      if (++at[static_cast<size_t>(carry)] < layout.sizes[static_cast<size_t>(carry)]) break;
      at[static_cast<size_t>(carry)] = 0;
    }
    if (carry < 0) return;
  }
}

// An index input whose every element must differ (uniqueIndexOverall): the first values of a
// random permutation of [0, bound) in logical order, when there are enough.
void drawUniqueOverall(Storage& storage, const TensorMeta& layout, int64_t bound,
                       SplitMix64& random) {
  const int64_t count = layout.numel();
  if (count == 0 || count > bound || bound > (int64_t{1} << 20)) return;
  std::unordered_map<int64_t, int64_t> moved;
  auto valueAt = [&](int64_t slot) {
    auto it = moved.find(slot);
    return it == moved.end() ? slot : it->second;
  };
  int64_t k = 0;
  forEachOffset(layout, [&](int64_t position) {
    const int64_t pick = k + static_cast<int64_t>(random.below(static_cast<uint64_t>(bound - k)));
    const int64_t drawn = valueAt(pick);
    moved[pick] = valueAt(k);
    storeElement<int64_t>(storage.element(position), storage.dtype(), drawn);
    ++k;
  });
}

// The range of a storage's floating values: the first of its inputs whose uses ask for one.
FloatRange storageValueRange(const StoragePlan& plan) {
  for (const Node* input : plan.inputs)
    if (std::optional<FloatRange> range = valueRange(*input)) return *range;
  return FloatRange{};
}

void fillStorage(Storage& storage, const StoragePlan& plan, const InputOptions& options) {
  DType dtype = storage.dtype();
  SplitMix64 random(options.seed * 0x100000001b3ull + plan.seed_index);
  std::optional<int64_t> index_bound = storageIndexBound(plan);
  const FloatRange value_range = isFloating(dtype) ? storageValueRange(plan) : FloatRange{};
  for (int64_t i = 0; i < storage.elements(); ++i) {
    if (index_bound && *index_bound > 0)
      storeElement<int64_t>(
          storage.element(i), dtype,
          static_cast<int64_t>(random.below(static_cast<uint64_t>(*index_bound))));
    else if (isFloating(dtype))
      fillFloating(storage.element(i), dtype, random, options, value_range);
    else
      fillIntegral(storage.element(i), dtype, random, options.special_values);
  }
  if (index_bound && *index_bound > 0 && plan.inputs.size() == 1)
    if (std::optional<int64_t> dim = uniqueIndexDim(*plan.inputs[0]);
        dim && *dim >= 0 && *dim < std::max<int64_t>(plan.inputs[0]->tensorMeta().dim(), 1))
      drawUniqueAlongDim(storage, plan.inputs[0]->tensorMeta(), *dim, *index_bound, random);
  if (index_bound && *index_bound > 0 && plan.inputs.size() == 1 &&
      uniqueIndexOverall(*plan.inputs[0]))
    drawUniqueOverall(storage, plan.inputs[0]->tensorMeta(), *index_bound, random);
}

} // namespace

std::vector<double> graphDictionary(const Graph& graph) {
  constexpr size_t kMaxValues = 32;
  std::vector<double> values = {0.0, -0.0, 1.0, -1.0};
  auto add = [&](double value) {
    for (double sign : {1.0, -1.0}) {
      double v = sign * value;
      bool known = std::any_of(values.begin(), values.end(), [&](double w) {
        return std::bit_cast<uint64_t>(v) == std::bit_cast<uint64_t>(w);
      });
      if (!known && values.size() < kMaxValues) values.push_back(v);
    }
  };
  std::function<void(const Arg&)> visit = [&](const Arg& arg) {
    if (arg.isDouble()) add(std::get<double>(arg.value));
    if (arg.isInt() && std::llabs(std::get<int64_t>(arg.value)) <= 16)
      add(static_cast<double>(std::get<int64_t>(arg.value)));
    if (arg.isList())
      for (const Arg& item : arg.list().items) visit(item);
  };
  for (const Node* node : graph) {
    for (const Arg& arg : node->args) visit(arg);
    for (const auto& kwarg : node->kwargs) visit(kwarg.second);
  }
  return values;
}

std::vector<TensorHandle> makeInputs(const Graph& graph, const InputOptions& options,
                                     const ExecutionLimits& limits) {
  std::vector<Node*> placeholders = graph.placeholders();
  std::vector<InputStorage> shared = sharedInputStorages(graph);
  std::vector<StoragePlan> plans;
  std::vector<size_t> plan_of(placeholders.size());
  std::vector<size_t> plan_of_shared(shared.size(), SIZE_MAX);
  // The caller's copy of the inputs, held to the budget alone (the runs count their own).
  RunMemory held(ExecutionLimits{limits.memory_budget_bytes});
  for (size_t i = 0; i < placeholders.size(); ++i) {
    const Node* placeholder = placeholders[i];
    if (!placeholder->hasTensorMeta())
      throw InputError(graph.source_name, placeholder->loc.line, placeholder->loc.column,
                       "input '" + placeholder->name + "' has no tensor meta to generate it from");
    const TensorMeta& layout = placeholder->tensorMeta();
    int64_t extent = layout.storageExtent();
    if (layout.numel() > extent) // expanded: kernels walk more elements than it holds
      checkElementCount(graph, *placeholder, "input '" + placeholder->name + "'", layout.dtype,
                        layout.numel(), limits);
    const InputStorage* storage = storageOf(shared, placeholder);
    size_t* shared_plan = storage ? &plan_of_shared[storage - shared.data()] : nullptr;
    if (shared_plan && *shared_plan != SIZE_MAX) {
      plan_of[i] = *shared_plan;
      plans[*shared_plan].inputs.push_back(placeholder);
      continue;
    }
    plan_of[i] = plans.size();
    if (shared_plan) *shared_plan = plans.size();
    int64_t elements = storage ? std::max(storage->elements, extent) : extent;
    // The inputs are the first bytes a run holds.
    held.charge(
        graph, *placeholder,
        [&] {
          return storage ? "storage '" + storage->name + "'" : "input '" + placeholder->name + "'";
        },
        layout.dtype, elements);
    plans.push_back({{placeholder}, elements, i + 1});
  }
  std::vector<std::shared_ptr<Storage>> storages;
  storages.reserve(plans.size());
  for (const StoragePlan& plan : plans) {
    auto storage = std::make_shared<Storage>(plan.inputs[0]->tensorMeta().dtype, plan.elements);
    fillStorage(*storage, plan, options);
    storages.push_back(std::move(storage));
  }
  std::vector<TensorHandle> inputs;
  inputs.reserve(placeholders.size());
  for (size_t i = 0; i < placeholders.size(); ++i)
    inputs.push_back(std::make_shared<RuntimeTensor>(
        RuntimeTensor{storages[plan_of[i]], placeholders[i]->tensorMeta()}));
  return inputs;
}

} // namespace reinplace::oracle
