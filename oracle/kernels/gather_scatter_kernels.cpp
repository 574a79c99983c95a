// gather and the scatters, after torch 1.13's cpu_scatter_gather_base_kernel: the iterator
// walks index's shape with `dim` taken out, and for each position the inner loop runs along
// `dim` in ascending order. So every write into one element of the result comes from one
// inner loop, in ascending position along `dim`: the accumulating scatters (reduce "add" /
// "multiply", scatter_add) are deterministic, and the oracle accumulates in that order, in the
// element type (scalar_t: Half and BFloat16 round each step, bool adds as `or` and multiplies
// as `and`, integers wrap).
// Duplicates: a scatter of src (without reduce) writing two different src elements into one
// result element is an overlap hazard here (torch documents the outcome as undefined; which
// write lands is up to the loop order), whatever the values. A scatter of a single value
// writes the same value each time, which is well defined.
// An index out of [0, size) raises torch's run-time error ("index 4 is out of bounds for
// dimension 1 with size 4").

#include "oracle/kernels/index_walk.h"

#include <limits>
#include <unordered_map>
#include <unordered_set>

namespace reinplace::oracle {
namespace {

// 0-dim tensors take part as 1-d tensors of one element (ensure_nonempty_*).
TensorMeta nonempty(TensorMeta layout) {
  if (layout.dim() == 0) {
    layout.sizes = {1};
    layout.strides = {1};
  }
  return layout;
}

int64_t checkedIndex(int64_t value, int64_t dim, int64_t size) {
  if (value < 0 || value >= size)
    throw KernelError("index " + std::to_string(value) + " is out of bounds for dimension " +
                      std::to_string(dim) + " with size " + std::to_string(size));
  return value;
}

void gatherKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor& index = call.tensor("index");
  RuntimeTensor& result = call.result();
  const TensorMeta self_layout = nonempty(self.layout);
  const TensorMeta out_layout = nonempty(result.layout);
  const TensorMeta index_layout = nonempty(index.layout);
  const int64_t dim = wrapDim(call.args().intArg("dim"), self.layout.dim());
  Shape source;
  forEachIndex(out_layout, [&](const Shape& position, int64_t to) {
    source = position;
    const int64_t value =
        loadElement<int64_t>(index.element(offsetAt(index_layout, position)), DType::i64);
    source[static_cast<size_t>(dim)] =
        checkedIndex(value, dim, self_layout.sizes[static_cast<size_t>(dim)]);
    copyElement(result, to, self, offsetAt(self_layout, source));
  });
}

enum class Reduce { none, add, multiply };

Reduce reduceOf(const KernelCall& call) {
  const std::string& packet = call.args().op().packet_name;
  if (packet == "scatter_add" || packet == "scatter_add_") return Reduce::add;
  if (call.args().op().schema.findArgument("reduce") < 0) return Reduce::none;
  return std::get<std::string>(call.args().arg("reduce").value) == "add" ? Reduce::add
                                                                         : Reduce::multiply;
}

// bool adds and multiplies in int and stores `!= 0`: `or` and `and`.
template <typename T> T combine(Reduce reduce, T current, T incoming, DType dtype) {
  return inElementType(dtype, reduce == Reduce::add ? wrapAdd(current, incoming)
                                                    : wrapMul(current, incoming));
}

void scatterKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor& index = call.tensor("index");
  const bool has_src = call.args().op().schema.findArgument("src") >= 0;
  const RuntimeTensor* src = has_src ? &call.tensor("src") : nullptr;
  RuntimeTensor& result = call.result();
  copyElements(result, self);
  if (index.layout.numel() == 0) return;
  const Reduce reduce = reduceOf(call);
  const DType dtype = result.layout.dtype;
  const TensorMeta out_layout = nonempty(result.layout);
  const TensorMeta index_layout = nonempty(index.layout);
  const TensorMeta src_layout = src ? nonempty(src->layout) : TensorMeta{};
  const int64_t dim = wrapDim(call.args().intArg("dim"), self.layout.dim());
  const int64_t size = out_layout.sizes[static_cast<size_t>(dim)];
  std::array<std::byte, 8> value{};
  if (!src) value = constantBytes(call.args().scalar("value"), dtype);
  std::unordered_set<int64_t> written;
  Shape target;
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    forEachIndex(index_layout, [&](const Shape& position, int64_t at) {
      target = position;
      target[static_cast<size_t>(dim)] =
          checkedIndex(loadElement<int64_t>(index.element(at), DType::i64), dim, size);
      const int64_t to = offsetAt(out_layout, target);
      const std::byte* from = src ? src->element(offsetAt(src_layout, position)) : value.data();
      if (reduce == Reduce::none) {
        if (src && !written.insert(to).second)
          throw OverlapHazardError(
              call.args().op().qualified_name + " writes two elements of src into element " +
              formatShape(target) + " of the result (a duplicate index along dim " +
              std::to_string(dim) + "): which write lands is up to the loop order");
        std::memcpy(result.element(to), from, static_cast<size_t>(itemSize(dtype)));
        return;
      }
      const T current = loadElement<T>(result.element(to), dtype);
      storeElement<T>(result.element(to), dtype,
                      combine(reduce, current, loadElement<T>(from, dtype), dtype));
    });
  });
}

// --- scatter_reduce.two ---------------------------------------------------------------------

enum class Reduction { sum, prod, mean, amax, amin };

Reduction reductionOf(const std::string& name) {
  if (name == "sum") return Reduction::sum;
  if (name == "prod") return Reduction::prod;
  if (name == "mean") return Reduction::mean;
  return name == "amax" ? Reduction::amax : Reduction::amin;
}

// include_self=False first scatters the reduction's identity (ATen's init_val) into every
// element an index names: -inf / +inf for floating amax / amin, the integer type's lowest /
// highest otherwise.
template <typename T> T identityOf(Reduction reduce, DType dtype) {
  if (reduce == Reduction::prod) return T(1);
  if (reduce != Reduction::amax && reduce != Reduction::amin) return T(0);
  const bool max = reduce == Reduction::amax;
  if constexpr (std::is_floating_point_v<T>) {
    return max ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::infinity();
  } else {
    if (dtype == DType::b8) return max ? 0 : 1;
    const int bits = 8 * static_cast<int>(itemSize(dtype));
    if (dtype == DType::u8) return max ? 0 : 255;
    const int64_t high =
        bits == 64 ? std::numeric_limits<int64_t>::max() : (int64_t{1} << (bits - 1)) - 1;
    return max ? -high - 1 : high;
  }
}

// One step of ReduceAdd / ReduceMultiply / ReduceMaximum / ReduceMinimum in scalar_t: a NaN
// incoming value wins, otherwise std::max / std::min keep the current value on a tie (so -0
// stays against +0).
template <typename T> T reduceStep(Reduction reduce, T current, T incoming, DType dtype) {
  switch (reduce) {
  case Reduction::sum:
  case Reduction::mean:
    return inElementType(dtype, wrapAdd(current, incoming));
  case Reduction::prod:
    return inElementType(dtype, wrapMul(current, incoming));
  case Reduction::amax:
    if constexpr (std::is_floating_point_v<T>)
      if (std::isnan(incoming)) return incoming;
    return current < incoming ? incoming : current;
  case Reduction::amin:
    if constexpr (std::is_floating_point_v<T>)
      if (std::isnan(incoming)) return incoming;
    return incoming < current ? incoming : current;
  }
  return current;
}

// The mean's division by the counts (ones scatter-added in scalar_t onto ones, or zeros without
// self; a count of 0 taken as 1): true division for floating dtypes, floor division for integers.
template <typename T> T meanOf(T sum, T count, DType dtype) {
  if (count == T(0)) count = T(1);
  if constexpr (std::is_floating_point_v<T>) {
    return inElementType(dtype, sum / count);
  } else {
    T quotient = sum / count;
    if (sum % count != 0 && (sum < 0) != (count < 0)) --quotient;
    return inElementType(dtype, quotient);
  }
}

// scatter_reduce.two: self copied, the identity scattered where include_self is false, then
// cpu_scatter_gather_base_kernel's walk, which (as for scatter_add) brings every value one
// element receives in ascending position along dim: sums and means with duplicate indices are
// deterministic, accumulated in scalar_t in that order. The mean divides by the counts after.
void scatterReduceKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor& index = call.tensor("index");
  const RuntimeTensor& src = call.tensor("src");
  RuntimeTensor& result = call.result();
  copyElements(result, self);
  if (index.layout.numel() == 0) return;
  const Reduction reduce = reductionOf(std::get<std::string>(call.args().arg("reduce").value));
  const bool include_self = call.args().boolArg("include_self");
  const DType dtype = result.layout.dtype;
  const TensorMeta out_layout = nonempty(result.layout);
  const TensorMeta index_layout = nonempty(index.layout);
  const TensorMeta src_layout = nonempty(src.layout);
  const int64_t dim = wrapDim(call.args().intArg("dim"), self.layout.dim());
  const int64_t size = out_layout.sizes[static_cast<size_t>(dim)];
  // Each index position with the result element it names, checked as the kernel checks it.
  std::vector<std::pair<int64_t, int64_t>> targets; // (result offset, src offset)
  Shape target;
  forEachIndex(index_layout, [&](const Shape& position, int64_t at) {
    target = position;
    target[static_cast<size_t>(dim)] =
        checkedIndex(loadElement<int64_t>(index.element(at), DType::i64), dim, size);
    targets.emplace_back(offsetAt(out_layout, target), offsetAt(src_layout, position));
  });
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    if (!include_self)
      for (const auto& [to, from] : targets)
        storeElement<T>(result.element(to), dtype, identityOf<T>(reduce, dtype));
    std::unordered_map<int64_t, T> counts;
    for (const auto& [to, from] : targets) {
      const T current = loadElement<T>(result.element(to), dtype);
      const T incoming = loadElement<T>(src.element(from), dtype);
      storeElement<T>(result.element(to), dtype, reduceStep(reduce, current, incoming, dtype));
      T& count = counts.try_emplace(to, T(include_self ? 1 : 0)).first->second;
      count = inElementType(dtype, count + T(1));
    }
    if (reduce != Reduction::mean) return;
    for (const auto& [to, count] : counts)
      storeElement<T>(result.element(to), dtype,
                      meanOf(loadElement<T>(result.element(to), dtype), count, dtype));
  });
}

} // namespace

std::vector<KernelDefinition> gatherScatterKernels() {
  return {
      {"gather", gatherKernel},
      {"scatter.src", scatterKernel},
      {"scatter.value", scatterKernel},
      {"scatter.reduce", scatterKernel},
      {"scatter.value_reduce", scatterKernel},
      {"scatter_add", scatterKernel},
      {"scatter_reduce.two", scatterReduceKernel},
  };
}

} // namespace reinplace::oracle
