// index_select, index_add, index_copy and index_fill, after torch 1.13's CPU kernels
// (index_select_out_cpu_, index_add_cpu_, index_copy_kernel, index_fill_kernel):
// - index_select copies slices; an index out of range raises the message of the path torch
//   takes: "INDICES element is out of DATA bounds, id=4 axis_dim=4" when it selects along dim
//   1 of a tensor with more dims (index_select_out_cpu_dim1_) or from an empty self, "index out
//   of range in self" otherwise;
// - index_add adds the source slices into self's in index order (duplicates accumulate in that
//   order, deterministically): through add_stub (a + alpha * b, fused for f32 / f64) when self
//   has more than one dim, else as `self += source * alpha` in the element type;
// - index_copy writes slices; two writes into one slice (a duplicate index) are an overlap
//   hazard here (torch leaves which lands to the loop order);
// - index_fill writes a value into the slices (negative indices count from the end;
//   duplicates write the same value); a value tensor's item() is converted with c10's check;
// - index_reduce (index_reduce_func_impl) folds the source slices into self's in index order
//   (duplicates in that order, deterministically): without self the identity is index_fill_-ed
//   first (1, -inf / +inf or the integer type's bounds, 0; with index_fill's checks). A self of
//   more than one dim runs mul_stub / maximum_stub / minimum_stub / add_stub per slice, whose
//   vectorized loop keeps the source's of two equal values (0.0 and -0.0) and its scalar loop
//   self's, and whose max / min give NaN for a NaN in either; a self of at most one dim runs a
//   loop in scalar_t where a NaN source wins and a NaN self stays. mean then divides by counts
//   added in the element type (1 with self, 0 without, 0 counted as 1): true division, or floor
//   division for integers.

#include "core/kernel_facts/vectorized_loop.h"
#include "core/meta/layout.h"
#include "core/meta/view_geometry.h"
#include "oracle/kernels/arithmetic.h"
#include "oracle/kernels/index_walk.h"

#include <limits>
#include <set>

namespace reinplace::oracle {
namespace {

RuntimeTensor sliceOf(const RuntimeTensor& tensor, int64_t dim, int64_t index) {
  return RuntimeTensor{tensor.storage, selectView(tensor.layout, dim, index)};
}

void indexSelectKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor& index = call.tensor("index");
  RuntimeTensor& result = call.result();
  const int64_t dim = wrapDim(call.args().intArg("dim"), self.layout.dim());
  const std::vector<int64_t> indices = indexValues(index);
  if (self.layout.dim() <= 1) {
    const int64_t numel = self.layout.numel();
    for (int64_t i : indices)
      if (i < 0 || i >= numel) throw KernelError("index out of range in self");
    if (self.layout.dim() == 0) {
      copyElement(result, result.layout.storage_offset, self, self.layout.storage_offset);
      return;
    }
  } else if (!indices.empty()) {
    const int64_t size = self.layout.sizes[static_cast<size_t>(dim)];
    const bool checked_up_front = dim == 1 || self.layout.numel() == 0;
    for (int64_t i : indices)
      if (i < 0 || i >= size)
        throw KernelError(checked_up_front
                              ? "INDICES element is out of DATA bounds, id=" + std::to_string(i) +
                                    " axis_dim=" + std::to_string(size)
                              : "index out of range in self");
  }
  for (size_t i = 0; i < indices.size(); ++i) {
    RuntimeTensor to = sliceOf(result, dim, static_cast<int64_t>(i));
    const RuntimeTensor from = sliceOf(self, dim, indices[i]);
    forEachOffsetPair(to.layout, from.layout, [&](int64_t a, int64_t b) {
      copyElement(to, a, from, b);
      return true;
    });
  }
}

// A 0-dim tensor indexed along dim 0 behaves as a 1-d tensor of one element.
RuntimeTensor nonempty(const RuntimeTensor& tensor) {
  RuntimeTensor out{tensor.storage, tensor.layout};
  if (out.layout.dim() == 0) {
    out.layout.sizes = {1};
    out.layout.strides = {1};
  }
  return out;
}

void indexAddKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor source = nonempty(call.tensor("source"));
  RuntimeTensor& result = call.result();
  copyElements(result, self);
  const std::vector<int64_t> indices = indexValues(call.tensor("index"));
  if (indices.empty()) return;
  const RuntimeTensor out = nonempty(result);
  const DType dtype = out.layout.dtype;
  const bool sliced = self.layout.dim() > 1;
  const int64_t dim = wrapDim(call.args().intArg("dim"), self.layout.dim());
  const int64_t bound = sliced ? out.layout.sizes[static_cast<size_t>(dim)] : out.layout.numel();
  const ScalarValue alpha = call.args().scalar("alpha");
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    // add_stub reads alpha in the opmath type; the 1-d loop in the element type.
    const T factor = sliced ? parameterAs<T>(alpha) : scalarAs<T>(alpha, dtype);
    for (size_t i = 0; i < indices.size(); ++i) {
      const int64_t target = indices[i];
      if (target < 0 || target >= bound) throw KernelError("index out of range in self");
      const RuntimeTensor to = sliceOf(out, dim, target);
      const RuntimeTensor from = sliceOf(source, sliced ? dim : 0, static_cast<int64_t>(i));
      const TensorMeta from_layout = broadcastLayout(from.layout, to.layout.sizes);
      forEachOffsetPair(to.layout, from_layout, [&](int64_t a, int64_t b) {
        const T current = loadElement<T>(out.element(a), dtype);
        const T incoming = loadElement<T>(source.element(b), dtype);
        const T value = sliced ? addScaledLikeAddKernel(current, incoming, factor, dtype)
                               : wrapAdd(current, inElementType(dtype, wrapMul(incoming, factor)));
        storeElement<T>(result.element(a), dtype, value);
        return true;
      });
    }
  });
}

void indexCopyKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor source = nonempty(call.tensor("source"));
  RuntimeTensor& result = call.result();
  copyElements(result, self);
  const std::vector<int64_t> indices = indexValues(call.tensor("index"));
  const RuntimeTensor out = nonempty(result);
  const int64_t dim = wrapDim(call.args().intArg("dim"), self.layout.dim());
  const int64_t size = out.layout.sizes[static_cast<size_t>(dim)];
  std::set<int64_t> written;
  for (size_t i = 0; i < indices.size(); ++i) {
    const int64_t target = indices[i];
    if (target < 0 || target >= size)
      throw KernelError("index_copy_(): index " + std::to_string(target) +
                        " is out of bounds for dimension " + std::to_string(dim) + " with size " +
                        std::to_string(size));
    RuntimeTensor to = sliceOf(out, dim, target);
    if (to.layout.numel() > 0 && !written.insert(target).second)
      throw OverlapHazardError("index_copy writes two slices of source into slice " +
                               std::to_string(target) + " along dim " + std::to_string(dim) +
                               " (a duplicate index): which write lands is up to the loop order");
    const RuntimeTensor from = sliceOf(source, dim, static_cast<int64_t>(i));
    forEachOffsetPair(to.layout, from.layout, [&](int64_t a, int64_t b) {
      copyElement(to, a, from, b);
      return true;
    });
  }
}

void indexFillKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  copyElements(result, self);
  const DType dtype = result.layout.dtype;
  ScalarValue value;
  if (call.args().op().schema.overloadName() == "int_Tensor") {
    const RuntimeTensor* tensor = &call.tensor("value");
    checkItemConverts(*tensor, dtype);
    const std::byte* at = tensor->element(tensor->layout.storage_offset);
    if (isFloating(tensor->layout.dtype)) {
      value.kind = ScalarValue::Kind::Float;
      value.float_value = loadElement<double>(at, tensor->layout.dtype);
    } else {
      value.int_value = loadElement<int64_t>(at, tensor->layout.dtype);
    }
  } else {
    value = call.args().scalar("value");
  }
  const std::array<std::byte, 8> bytes = constantBytes(value, dtype);
  const RuntimeTensor out = nonempty(result);
  const int64_t dim = wrapDim(call.args().intArg("dim"), out.layout.dim());
  const int64_t size = out.layout.sizes[static_cast<size_t>(dim)];
  for (int64_t target : indexValues(call.tensor("index"))) {
    if (target < -size || target >= size)
      throw KernelError("index " + std::to_string(target) + " is out of bounds for dimension " +
                        std::to_string(dim) + " with size " + std::to_string(size));
    const RuntimeTensor to = sliceOf(out, dim, target < 0 ? target + size : target);
    forEachOffset(to.layout, [&](int64_t at) {
      std::memcpy(result.element(at), bytes.data(), static_cast<size_t>(itemSize(dtype)));
    });
  }
}

// --- index_reduce ---------------------------------------------------------------------------

enum class IndexReduction { prod, mean, amax, amin };

IndexReduction indexReductionOf(const std::string& name) {
  if (name == "prod") return IndexReduction::prod;
  if (name == "mean") return IndexReduction::mean;
  return name == "amax" ? IndexReduction::amax : IndexReduction::amin;
}

// index_reduce_func_exclude_input_init's init_val.
template <typename T> T reductionIdentity(IndexReduction reduce, DType dtype) {
  if (reduce == IndexReduction::prod) return T(1);
  if (reduce == IndexReduction::mean) return T(0);
  const bool max = reduce == IndexReduction::amax;
  if constexpr (std::is_floating_point_v<T>) {
    return max ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::infinity();
  } else {
    if (dtype == DType::u8) return max ? 0 : 255;
    const int bits = 8 * static_cast<int>(itemSize(dtype));
    const int64_t high =
        bits == 64 ? std::numeric_limits<int64_t>::max() : (int64_t{1} << (bits - 1)) - 1;
    return max ? -high - 1 : high;
  }
}

// One step of the per-slice stubs (self > 1 dims) or of the scalar_t loop (self <= 1 dim).
template <typename T>
T reduceOnce(IndexReduction reduce, T a, T b, DType dtype, bool sliced, bool vectorized) {
  switch (reduce) {
  case IndexReduction::prod:
    return inElementType(dtype, wrapMul(a, b));
  case IndexReduction::mean:
    return inElementType(dtype, wrapAdd(a, b));
  case IndexReduction::amax:
  case IndexReduction::amin: {
    const bool max = reduce == IndexReduction::amax;
    if constexpr (std::is_floating_point_v<T>) {
      if (!sliced && std::isnan(b)) return b;
      if (sliced && (std::isnan(a) || std::isnan(b))) return std::numeric_limits<T>::quiet_NaN();
    }
    if (dtype == DType::b8) return max ? T(a != 0 || b != 0) : T(a != 0 && b != 0);
    if (sliced && vectorized) return max ? (a > b ? a : b) : (a < b ? a : b);
    return max ? (a < b ? b : a) : (b < a ? b : a);
  }
  }
  return a;
}

// index_fill_(dim, index, identity) on the result (with index_fill's checks).
template <typename T>
void fillIdentity(RuntimeTensor& out, int64_t dim, const std::vector<int64_t>& indices, T value) {
  const int64_t size = out.layout.sizes[static_cast<size_t>(dim)];
  for (int64_t target : indices) {
    if (target < -size || target >= size)
      throw KernelError("index " + std::to_string(target) + " is out of bounds for dimension " +
                        std::to_string(dim) + " with size " + std::to_string(size));
    const RuntimeTensor to = sliceOf(out, dim, target < 0 ? target + size : target);
    forEachOffset(to.layout,
                  [&](int64_t at) { storeElement<T>(out.element(at), out.layout.dtype, value); });
  }
}

// The mean's division: each element by its slice's count (counts of 0 taken as 1).
template <typename T>
void divideByCounts(RuntimeTensor& out, int64_t dim, const std::vector<T>& counts) {
  const DType dtype = out.layout.dtype;
  forEachIndex(out.layout, [&](const Shape& position, int64_t at) {
    T count = counts[static_cast<size_t>(position[static_cast<size_t>(dim)])];
    if (count == T(0)) count = T(1);
    const T sum = loadElement<T>(out.element(at), dtype);
    storeElement<T>(
        out.element(at), dtype,
        inElementType(dtype, std::is_floating_point_v<T> ? sum / count : floorDivide(sum, count)));
  });
}

void indexReduceKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor source = nonempty(call.tensor("source"));
  RuntimeTensor& result = call.result();
  copyElements(result, self);
  const IndexReduction reduce =
      indexReductionOf(std::get<std::string>(call.args().arg("reduce").value));
  const bool include_self = call.args().boolArg("include_self");
  const std::vector<int64_t> indices = indexValues(call.tensor("index"));
  RuntimeTensor out = nonempty(result);
  const DType dtype = out.layout.dtype;
  const bool sliced = self.layout.dim() > 1;
  const int64_t dim = sliced ? wrapDim(call.args().intArg("dim"), self.layout.dim()) : 0;
  // nonempty(): a self of at most one dim is indexed by element along its one dim.
  const int64_t size = out.layout.sizes[static_cast<size_t>(dim)];
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    if (!include_self) fillIdentity<T>(out, dim, indices, reductionIdentity<T>(reduce, dtype));
    if (sliced && indices.empty()) return;
    std::vector<T> counts(static_cast<size_t>(size), T(include_self ? 1 : 0));
    std::vector<bool> vectorized;
    if (sliced) {
      const TensorMeta slice = selectView(out.layout, dim, 0);
      const TensorMeta from = broadcastLayout(selectView(source.layout, dim, 0), slice.sizes);
      vectorized = vectorizedElements(slice, {slice, from}, vectorChunk(dtype));
    }
    for (size_t i = 0; i < indices.size(); ++i) {
      const int64_t target = indices[i];
      if (target < 0 || target >= size) throw KernelError("index out of range in self");
      const RuntimeTensor to = sliceOf(out, dim, target);
      const RuntimeTensor from = sliceOf(source, sliced ? dim : 0, static_cast<int64_t>(i));
      const TensorMeta from_layout = broadcastLayout(from.layout, to.layout.sizes);
      size_t element = 0;
      forEachOffsetPair(to.layout, from_layout, [&](int64_t a, int64_t b) {
        const bool vector = !vectorized.empty() && vectorized[element++];
        const T current = loadElement<T>(out.element(a), dtype);
        const T incoming = loadElement<T>(source.element(b), dtype);
        storeElement<T>(out.element(a), dtype,
                        reduceOnce(reduce, current, incoming, dtype, sliced, vector));
        return true;
      });
      T& count = counts[static_cast<size_t>(target)];
      count = inElementType(dtype, wrapAdd(count, T(1)));
    }
    if (reduce == IndexReduction::mean) divideByCounts<T>(out, dim, counts);
  });
}

} // namespace

std::vector<KernelDefinition> indexAlongDimKernels() {
  return {
      {"index_select", indexSelectKernel},        {"index_add", indexAddKernel},
      {"index_reduce", indexReduceKernel},        {"index_copy", indexCopyKernel},
      {"index_fill.int_Scalar", indexFillKernel}, {"index_fill.int_Tensor", indexFillKernel},
  };
}

} // namespace reinplace::oracle
