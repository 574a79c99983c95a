// _softmax, _log_softmax and their backward ops as torch 1.13's CPU kernels compute them
// (SoftMaxKernel.cpp, AVX2 build), on f32 and f64 (in their own type) and bf16 (in float,
// rounded once). The kernels run on contiguous copies of the inputs; the oracle reads each row
// along `dim` through the inputs' strides instead, which gives the same elements in the same order.
//
// Along the last dim torch reduces with vec::reduce_all / map_reduce_all / map2_reduce_all: full
// vectors (8 floats or 4 doubles) accumulate lane by lane, a partial last vector adds into its
// first lanes only, and the lanes are combined at the end (floats by the AVX2 shuffles: lanes
// i and i+4, then i and i+2, then i and i+1; doubles left to right). Rows shorter than a vector
// are summed left to right. The backward sums multiply-add fused (GCC contracts them). Along
// other dims every element accumulates left to right along dim. Softmax along the last dim
// multiplies by the sum's reciprocal; along other dims it divides.

#include "oracle/kernels/elementwise.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace reinplace::oracle {
namespace {

bool lastDim(const TensorMeta& layout, int64_t dim) {
  return layout.dim() == 0 || dim == layout.dim() - 1;
}

int64_t wrappedDim(const KernelCall& call, const TensorMeta& layout) {
  int64_t dim = call.args().intArg("dim");
  int64_t rank = std::max<int64_t>(layout.dim(), 1);
  return dim < 0 ? dim + rank : dim;
}

/// The storage offsets of each row along `dim` of each layout (all of `shape`), row by row.
template <size_t N, typename Visit>
void forEachRow(const Shape& shape, int64_t dim, const std::array<const TensorMeta*, N>& layouts,
                Visit&& visit) {
  if (shape.empty()) { // a 0-dim tensor is one row of one element
    std::array<std::vector<int64_t>, N> rows;
    for (size_t k = 0; k < N; ++k) rows[k] = {layouts[k]->storage_offset};
    visit(rows);
    return;
  }
  Shape outer = shape;
  int64_t length = outer[dim];
  outer[dim] = 1;
  std::array<TensorMeta, N> starts;
  std::array<const TensorMeta*, N> pointers;
  for (size_t k = 0; k < N; ++k) {
    starts[k] = *layouts[k];
    starts[k].sizes = outer;
    pointers[k] = &starts[k];
  }
  std::array<std::vector<int64_t>, N> rows;
  walkTogether<N>(outer, pointers, [&](const std::array<int64_t, N>& at) {
    for (size_t k = 0; k < N; ++k) {
      rows[k].resize(length);
      for (int64_t i = 0; i < length; ++i) rows[k][i] = at[k] + i * layouts[k]->strides[dim];
    }
    visit(rows);
  });
}

template <typename T> T nanMax(T a, T b) {
  return std::isnan(a) || a > b ? a : (std::isnan(b) ? b : std::max(a, b));
}

/// vec::reduce_all's order of additions over `values` (see the file comment).
template <typename T> T vectorSum(const std::vector<T>& values) {
  constexpr size_t kLanes = 32 / sizeof(T);
  size_t n = values.size();
  if (n < kLanes) {
    T sum = values.empty() ? T(0) : values[0];
    for (size_t i = 1; i < n; ++i) sum += values[i];
    return sum;
  }
  std::array<T, kLanes> lanes;
  std::copy_n(values.begin(), kLanes, lanes.begin());
  for (size_t d = kLanes; d < n; d += kLanes)
    for (size_t i = 0; i < kLanes && d + i < n; ++i) lanes[i] += values[d + i];
  if constexpr (kLanes == 8) {
    for (size_t i = 0; i < 4; ++i) lanes[i] += lanes[i + 4];
    lanes[0] += lanes[2];
    lanes[1] += lanes[3];
    return lanes[0] + lanes[1];
  } else {
    T sum = lanes[0];
    for (size_t i = 1; i < kLanes; ++i) sum += lanes[i];
    return sum;
  }
}

/// map2_reduce_all(x * y, +) with the multiply-adds fused: products of the first vector (or of
/// a row shorter than one) are rounded, later ones are added into their lane by one fma.
template <typename T> T vectorDot(const std::vector<T>& x, const std::vector<T>& y) {
  constexpr size_t kLanes = 32 / sizeof(T);
  size_t n = x.size();
  if (n < kLanes) {
    T sum = n == 0 ? T(0) : x[0] * y[0];
    for (size_t i = 1; i < n; ++i) sum += x[i] * y[i];
    return sum;
  }
  std::vector<T> lanes(kLanes);
  for (size_t i = 0; i < kLanes; ++i) lanes[i] = x[i] * y[i];
  for (size_t d = kLanes; d < n; d += kLanes)
    for (size_t i = 0; i < kLanes && d + i < n; ++i)
      lanes[i] = std::fma(x[d + i], y[d + i], lanes[i]);
  return vectorSum(lanes);
}

template <typename T>
std::vector<T> load(const RuntimeTensor& tensor, const std::vector<int64_t>& row) {
  std::vector<T> values(row.size());
  for (size_t i = 0; i < row.size(); ++i)
    values[i] = loadElement<T>(tensor.element(row[i]), tensor.layout.dtype);
  return values;
}

template <typename T>
void store(RuntimeTensor& tensor, const std::vector<int64_t>& row, const std::vector<T>& values) {
  for (size_t i = 0; i < row.size(); ++i)
    storeElement<T>(tensor.element(row[i]), tensor.layout.dtype, values[i]);
}

template <typename Fn> void withFloatType(DType dtype, Fn&& fn) {
  if (dtype == DType::f64)
    fn(double{});
  else
    fn(float{});
}

void softmaxKernel(KernelCall& call, bool log) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& out = call.result();
  if (self.layout.numel() == 0) return;
  int64_t dim = wrappedDim(call, self.layout);
  bool last = lastDim(self.layout, dim);
  withFloatType(self.layout.dtype, [&](auto type_tag) {
    using T = decltype(type_tag);
    forEachRow<2>(self.layout.sizes, dim, {&self.layout, &out.layout}, [&](const auto& rows) {
      std::vector<T> x = load<T>(self, rows[0]);
      T max = x[0];
      for (T value : x) max = nanMax(max, value);
      std::vector<T> e(x.size());
      for (size_t i = 0; i < x.size(); ++i) e[i] = std::exp(x[i] - max);
      T sum = T(0);
      if (last) {
        sum = vectorSum(e);
      } else {
        for (T value : e) sum += value;
      }
      std::vector<T> y(x.size());
      if (log) {
        T log_sum = std::log(sum);
        for (size_t i = 0; i < x.size(); ++i) y[i] = x[i] - max - log_sum;
      } else if (last) {
        T inverse = T(1) / sum;
        for (size_t i = 0; i < x.size(); ++i) y[i] = e[i] * inverse;
      } else {
        for (size_t i = 0; i < x.size(); ++i) y[i] = e[i] / sum;
      }
      store(out, rows[1], y);
    });
  });
}

// What the backward kernels read as `output`, in grad's shape. _log_softmax's reads a contiguous
// copy; it does not check the sizes, and reads a larger output by its first elements. _softmax's
// reads output's memory from its first element on as if it were contiguous, whatever its strides
// (torch 1.13 makes the contiguous copy but hands the kernel the original; fixed upstream in
// 2024), so a transposed output is read in storage order.
const RuntimeTensor& outputAsRead(const RuntimeTensor& output, const Shape& sizes, bool log,
                                  RuntimeTensor& scratch) {
  if (log) {
    if (output.layout.sizes == sizes) return output;
    scratch.layout = contiguousMeta(output.layout.dtype, output.layout.sizes);
    scratch.storage = std::make_shared<Storage>(output.layout.dtype, output.layout.numel());
    copyElements(scratch, output);
    scratch.layout.sizes = sizes;
    scratch.layout.strides = contiguousStrides(sizes);
    return scratch;
  }
  if (output.layout.isContiguous()) return output;
  int64_t numel = output.layout.numel();
  if (output.layout.storage_offset + numel > output.storage->elements())
    throw ReadPastStorageError(
        "_softmax_backward_data reads a non-contiguous output as contiguous memory, "
        "past the end of its storage");
  scratch.storage = output.storage;
  scratch.layout = contiguousMeta(output.layout.dtype, sizes);
  scratch.layout.storage_offset = output.layout.storage_offset;
  return scratch;
}

void softmaxBackwardKernel(KernelCall& call, bool log) {
  const RuntimeTensor& grad = call.tensor("grad_output");
  const RuntimeTensor& given_output = call.tensor("output");
  RuntimeTensor& out = call.result();
  if (given_output.layout.numel() == 0) {
    if (grad.layout.numel() != 0)
      throw KernelError("_log_softmax_backward_data with an empty output leaves its result "
                        "uninitialized in torch 1.13");
    return;
  }
  if (given_output.layout.numel() < grad.layout.numel())
    throw KernelError("_log_softmax_backward_data reads past the end of output (torch 1.13 does "
                      "not check that it has grad's size)");
  RuntimeTensor scratch;
  const RuntimeTensor& output = outputAsRead(given_output, grad.layout.sizes, log, scratch);
  int64_t dim = wrappedDim(call, grad.layout);
  bool last = lastDim(grad.layout, dim);
  withFloatType(grad.layout.dtype, [&](auto type_tag) {
    using T = decltype(type_tag);
    forEachRow<3>(grad.layout.sizes, dim, {&grad.layout, &output.layout, &out.layout},
                  [&](const auto& rows) {
                    std::vector<T> g = load<T>(grad, rows[0]);
                    std::vector<T> y = load<T>(output, rows[1]);
                    std::vector<T> result(g.size());
                    if (log) {
                      T sum = T(0);
                      if (last) {
                        sum = vectorSum(g);
                      } else {
                        for (T value : g) sum += value;
                      }
                      for (size_t i = 0; i < g.size(); ++i)
                        result[i] = std::fma(-std::exp(y[i]), sum, g[i]);
                    } else {
                      T sum = T(0);
                      if (last) {
                        sum = vectorDot(g, y);
                      } else {
                        for (size_t i = 0; i < g.size(); ++i) sum = std::fma(g[i], y[i], sum);
                      }
                      for (size_t i = 0; i < g.size(); ++i) result[i] = (g[i] - sum) * y[i];
                    }
                    store(out, rows[2], result);
                  });
  });
}

} // namespace

std::vector<KernelDefinition> softmaxKernels() {
  return {
      {"_softmax", [](KernelCall& call) { softmaxKernel(call, false); }},
      {"_log_softmax", [](KernelCall& call) { softmaxKernel(call, true); }},
      {"_softmax_backward_data", [](KernelCall& call) { softmaxBackwardKernel(call, false); }},
      {"_log_softmax_backward_data", [](KernelCall& call) { softmaxBackwardKernel(call, true); }},
  };
}

} // namespace reinplace::oracle
