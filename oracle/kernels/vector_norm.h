#pragma once
// The p-norm of norm_kernel_tensor_iterator_impl (torch 1.13, CPU), over the reduced dims of a
// reduction iterator (sum_reduction.h's reduceGeometry), for renorm and the vector norms:
// - p == 2 over one contiguous reduced dim of float: eight fused lanes (acc += x * x as one
//   multiply-add), summed left to right, then the tail: the first multiple of four elements
//   squared and added (GCC vectorizes the squares), the rest fused; the sqrt;
// - otherwise one accumulator in order: p = 2 fused (acc + x * x contracted), 1 |x|, inf the
//   largest |x| and -inf the smallest (NaN sticks), 0 the count of nonzeros, any other p |x|^p
//   summed and raised to 1 / p.
// Private to oracle/kernels/.

#include "core/meta/layout.h"
#include "core/meta/meta_context.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/runtime/runtime_tensor.h"

#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace reinplace::oracle {

// The reduced dims of the iterator (its leading dims, out stride 0): sizes and input strides.
struct ReducedDims {
  Shape sizes, strides;
};

template <typename A> A lastDimTwoNorm(const RuntimeTensor& input, int64_t base, int64_t size) {
  constexpr int64_t kLanes = 8, kTailVector = 4;
  auto x = [&](int64_t i) { return loadElement<A>(input.element(base + i), DType::f32); };
  std::array<A, kLanes> lanes{};
  int64_t d = 0;
  for (; d < size - size % kLanes; d += kLanes)
    for (int64_t j = 0; j < kLanes; ++j) lanes[j] = std::fma(x(d + j), x(d + j), lanes[j]);
  A sum = lanes[0];
  for (int64_t j = 1; j < kLanes; ++j) sum = sum + lanes[j];
  const int64_t squared = d + (size - d) / kTailVector * kTailVector;
  for (; d < size; ++d) sum = d < squared ? sum + x(d) * x(d) : std::fma(x(d), x(d), sum);
  return std::sqrt(sum);
}

template <typename A>
A sequentialNorm(const RuntimeTensor& input, int64_t base, const ReducedDims& reduced, float p) {
  const DType dtype = input.layout.dtype;
  const A power = static_cast<A>(p);
  A acc = p == -std::numeric_limits<float>::infinity() ? std::numeric_limits<A>::infinity() : A(0);
  std::vector<int64_t> index(reduced.sizes.size(), 0);
  int64_t offset = base;
  const int64_t count = numelOf(reduced.sizes);
  for (int64_t n = 0; n < count; ++n) {
    const A x = loadElement<A>(input.element(offset), dtype);
    if (p == 2.0f)
      acc = std::fma(x, x, acc);
    else if (p == 1.0f)
      acc = acc + std::fabs(x);
    else if (p == 0.0f)
      acc = acc + (x == A(0) ? A(0) : A(1));
    else if (std::isinf(p) && p > 0)
      acc = std::isnan(acc) ? acc : (acc > std::fabs(x) ? acc : std::fabs(x));
    else if (std::isinf(p))
      acc = std::isnan(acc) ? acc : (acc < std::fabs(x) ? acc : std::fabs(x));
    else
      acc = acc + std::pow(std::fabs(x), power);
    for (size_t d = 0; d < index.size(); ++d) {
      offset += reduced.strides[d];
      if (++index[d] < reduced.sizes[d]) break;
      offset -= reduced.strides[d] * reduced.sizes[d];
      index[d] = 0;
    }
  }
  if (p == 2.0f) return std::sqrt(acc);
  if (p == 0.0f || p == 1.0f || std::isinf(p)) return acc;
  return std::pow(acc, A(1) / power);
}

// Self in the type the norm computes in, A (float or double): make_reduction's self.to(...),
// laid out as empty_like; self itself when it already is.
template <typename A> RuntimeTensor inComputeType(const RuntimeTensor& self) {
  const DType acc_dtype = std::is_same_v<A, double> ? DType::f64 : DType::f32;
  if (self.layout.dtype == acc_dtype) return self;
  TensorMeta layout = emptyLike(self.layout, acc_dtype);
  RuntimeTensor input{std::make_shared<Storage>(acc_dtype, layout.storageExtent()), layout};
  copyElements(input, self);
  return input;
}

// p as norm_kernel_tensor_iterator_impl reads it: a float.
inline float normOrder(const ScalarValue& p) {
  return p.kind == ScalarValue::Kind::Float ? static_cast<float>(p.float_value)
                                            : static_cast<float>(p.int_value);
}

} // namespace reinplace::oracle
