// addmv, addr and addbmm as torch 1.13 computes them on the CPU:
// - addmv (addmv_out_cpu): an empty matrix zeroes the result (beta 0) or writes self * beta
//   (beta read in self's dtype, the product rounded to it). Otherwise self is copied into the
//   result (beta != 0) and gemv runs: 'n' when the matrix is column-major, 't' (on a contiguous
//   copy if need be) otherwise; f32 and f64 call the reference BLAS sgemv / dgemv when vec and the
//   result have positive strides, which scales y by beta first (0 sets it, 1 leaves it) and
//   skips the products when alpha is 0; 't' adds each dot product (summed from 0) times alpha, 'n'
//   adds (alpha * x[j]) * a[i][j] column by column. Everything else runs BlasKernel.cpp's generic
//   gemv in scalar_t (bf16 rounds every operation, integers wrap), the same two loops with
//   beta * y + alpha * sum for 't'. No fused multiply-adds: neither is compiled with FMA.
// - addr (addr_kernel, cpu_kernel_vec over self, vec1 as a column and vec2): beta 0 (in
//   scalar_t) ignores self, (alpha * vec1) * vec2; otherwise beta * self + (alpha * vec1) * vec2,
//   which GCC contracts into fma((alpha * vec1), vec2, beta * self) in the vectorized loop and
//   fma(beta, self, (alpha * vec1) * vec2) in the scalar one (f32, f64; checked bitwise in torch),
//   so the loop each element takes matters. f16 and bf16 round every operation; bool is
//   (beta && self) || (alpha && vec1 && vec2).
// - addbmm (addbmm_impl_): self copied into the result (beta != 0), then addmm_ of each batch
//   (beta for the first, 1 after), through the reference BLAS with the transposes the result's
//   strides give; no batches scale the copy by beta (mul_ with a wrapped number) or zero it.

#include "core/kernel_facts/vectorized_loop.h"
#include "core/meta/layout.h"
#include "oracle/kernels/index_walk.h"
#include "oracle/kernels/reference_gemm.h"

#include <cmath>

namespace reinplace::oracle {
namespace {

template <typename T> T at1(const RuntimeTensor& t, int64_t i) {
  return loadElement<T>(t.element(t.layout.storage_offset + i * t.layout.strides[0]),
                        t.layout.dtype);
}

template <typename T> T at2(const RuntimeTensor& t, int64_t i, int64_t j) {
  const TensorMeta& l = t.layout;
  return loadElement<T>(t.element(l.storage_offset + i * l.strides[0] + j * l.strides[1]), l.dtype);
}

// result = self * beta, computed in self's dtype (mul_out with beta as a tensor of it).
void scaledCopy(const RuntimeTensor& self, const ScalarValue& beta, RuntimeTensor& result) {
  const DType dtype = self.layout.dtype;
  mapElements<2>(result, {RuntimeOperand{&self, {}}, RuntimeOperand{nullptr, beta}}, dtype,
                 [&](auto a, auto b) { return inElementType(dtype, wrapMul(a, b)); });
}

// What gemv computes for the result's elements, in scalar_t arithmetic (R rounds to the dtype).
struct Gemv {
  bool transposed; // 't': dot products; 'n': column by column
  bool blas;       // the reference BLAS's quick returns and beta pass
};

template <typename T, typename Round>
void gemv(const RuntimeTensor& mat, const RuntimeTensor& vec, T beta, T alpha, Gemv how, Round R,
          RuntimeTensor& result) {
  const int64_t rows = mat.layout.sizes[0], cols = mat.layout.sizes[1];
  const DType dtype = result.layout.dtype;
  std::vector<T> y(static_cast<size_t>(rows));
  for (int64_t i = 0; i < rows; ++i)
    y[static_cast<size_t>(i)] = beta == T(0) ? T(0) : at1<T>(result, i);
  // BLAS's first pass over y, and its quick return for alpha 0.
  if (how.blas)
    for (T& v : y) v = beta == T(1) ? v : beta == T(0) ? T(0) : R(wrapMul(beta, v));
  if (!(how.blas && alpha == T(0))) {
    if (how.transposed) {
      for (int64_t i = 0; i < rows; ++i) {
        T sum = 0;
        for (int64_t j = 0; j < cols; ++j)
          sum = R(wrapAdd(sum, R(wrapMul(at2<T>(mat, i, j), at1<T>(vec, j)))));
        T& out = y[static_cast<size_t>(i)];
        if (how.blas)
          out = R(wrapAdd(out, R(wrapMul(alpha, sum))));
        else
          out = beta == T(0) ? R(wrapMul(alpha, sum))
                             : R(wrapAdd(R(wrapMul(beta, out)), R(wrapMul(alpha, sum))));
      }
    } else {
      if (!how.blas && beta != T(1) && beta != T(0))
        for (T& v : y) v = R(wrapMul(beta, v));
      for (int64_t j = 0; j < cols; ++j) {
        const T z = R(wrapMul(alpha, at1<T>(vec, j)));
        for (int64_t i = 0; i < rows; ++i) {
          T& out = y[static_cast<size_t>(i)];
          out = R(wrapAdd(out, R(wrapMul(z, at2<T>(mat, i, j)))));
        }
      }
    }
  }
  for (int64_t i = 0; i < rows; ++i)
    storeElement<T>(result.element(result.layout.storage_offset + i * result.layout.strides[0]),
                    dtype, y[static_cast<size_t>(i)]);
}

// lda_cond: a matrix BLAS can read with leading dimension `lda`.
bool leadingDimensionFits(int64_t m, int64_t n, int64_t lda) {
  return n == 1 || lda >= std::max<int64_t>(1, m);
}

void addmvKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor& mat = call.tensor("mat");
  const RuntimeTensor& vec = call.tensor("vec");
  RuntimeTensor& result = call.result();
  const ScalarValue beta = call.args().scalar("beta"), alpha = call.args().scalar("alpha");
  if (mat.layout.numel() == 0) {
    if (beta.asDouble() == 0)
      mapElements<0>(result, {}, result.layout.dtype, []() { return false; });
    else
      scaledCopy(self, beta, result);
    return;
  }
  if (beta.asDouble() != 0) copyElements(result, self);
  if (result.layout.numel() == 0) return;
  const TensorMeta& m = mat.layout;
  const bool column_major =
      m.strides[0] == 1 && leadingDimensionFits(m.sizes[0], m.sizes[1], m.strides[1]);
  const DType dtype = m.dtype;
  Gemv how{!column_major, (dtype == DType::f32 || dtype == DType::f64) &&
                              vec.layout.strides[0] > 0 && result.layout.strides[0] > 0};
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    auto R = [dtype](T v) { return inElementType(dtype, v); };
    gemv<T>(mat, vec, scalarAs<T>(beta, dtype), scalarAs<T>(alpha, dtype), how, R, result);
  });
}

// --- addr -------------------------------------------------------------------------------------

// The iterator's operands broadcast to the result's shape: self expanded, vec1 as a column, vec2;
// an operand of another dtype is read from a converted copy laid out as empty_like.
std::vector<TensorMeta> addrOperands(const KernelCall& call, const Shape& sizes, DType common) {
  const TensorMeta& vec1 = call.tensor("vec1").layout;
  TensorMeta column = vec1;
  column.sizes = {vec1.sizes[0], 1};
  column.strides = {vec1.strides[0], vec1.strides[0]};
  std::vector<TensorMeta> out;
  for (const TensorMeta& layout :
       {broadcastLayout(call.tensor("self").layout, sizes), column, call.tensor("vec2").layout}) {
    const TensorMeta read = layout.dtype == common ? layout : emptyLike(layout, common);
    out.push_back(broadcastLayout(read, sizes));
  }
  return out;
}

template <typename T>
T addrElement(T s, T v1, T v2, T beta, T alpha, bool zero_beta, bool vectorized, DType dtype) {
  if constexpr (std::is_same_v<T, int64_t>) {
    const T product = wrapMul(wrapMul(alpha, v1), v2);
    return zero_beta ? product : wrapAdd(wrapMul(beta, s), product);
  } else {
    if (dtype == DType::f16 || dtype == DType::bf16) {
      const T product = roundThrough(dtype, roundThrough(dtype, alpha * v1) * v2);
      return zero_beta ? product : roundThrough(dtype, roundThrough(dtype, beta * s) + product);
    }
    if (zero_beta) return (alpha * v1) * v2;
    return vectorized ? std::fma(alpha * v1, v2, beta * s) : std::fma(beta, s, (alpha * v1) * v2);
  }
}

void addrKernel(KernelCall& call) {
  RuntimeTensor& result = call.result();
  const DType common = call.computeDType();
  const Shape& sizes = result.layout.sizes;
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor& vec1 = call.tensor("vec1");
  const RuntimeTensor& vec2 = call.tensor("vec2");
  const ScalarValue beta = call.args().scalar("beta"), alpha = call.args().scalar("alpha");
  const TensorMeta self_at = broadcastLayout(self.layout, sizes);
  std::vector<bool> vectorized;
  if (common == DType::f32 || common == DType::f64) {
    TensorMeta out =
        result.layout.dtype == common ? result.layout : emptyLike(result.layout, common);
    vectorized = vectorizedElements(out, addrOperands(call, sizes, common), vectorChunk(common));
  }
  size_t index = 0;
  withComputeType(common, [&](auto tag) {
    using T = decltype(tag);
    const T beta_t = scalarAs<T>(beta, common), alpha_t = scalarAs<T>(alpha, common);
    const bool zero_beta = beta_t == T(0);
    forEachIndex(result.layout, [&](const Shape& position, int64_t to) {
      const T s =
          elementAs<T>(self.element(offsetAt(self_at, position)), self.layout.dtype, common);
      const T v1 = elementAs<T>(
          vec1.element(vec1.layout.storage_offset + position[0] * vec1.layout.strides[0]),
          vec1.layout.dtype, common);
      const T v2 = elementAs<T>(
          vec2.element(vec2.layout.storage_offset + position[1] * vec2.layout.strides[0]),
          vec2.layout.dtype, common);
      const bool vector = !vectorized.empty() && vectorized[index++];
      T value;
      if (common == DType::b8)
        value = (!zero_beta && s != T(0)) || (alpha_t != T(0) && v1 != T(0) && v2 != T(0));
      else
        value = addrElement<T>(s, v1, v2, beta_t, alpha_t, zero_beta, vector, common);
      storeElement<T>(result.element(to), result.layout.dtype, inElementType(common, value));
    });
  });
}

// --- addbmm -----------------------------------------------------------------------------------

// result.mul_(factor): the product in the result's dtype, the factor read as the opmath type.
void scaleInPlace(RuntimeTensor& result, const ScalarValue& factor) {
  const DType dtype = result.layout.dtype;
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    const T by = parameterAs<T>(factor);
    forEachOffset(result.layout, [&](int64_t at) {
      storeElement<T>(result.element(at), dtype,
                      wrapMul(loadElement<T>(result.element(at), dtype), by));
    });
  });
}

void zero(RuntimeTensor& result) {
  mapElements<0>(result, {}, result.layout.dtype, []() { return false; });
}

void addbmmKernel(KernelCall& call) {
  const RuntimeTensor& batch1 = call.tensor("batch1");
  const RuntimeTensor& batch2 = call.tensor("batch2");
  RuntimeTensor& result = call.result();
  const ScalarValue beta = call.args().scalar("beta"), alpha = call.args().scalar("alpha");
  const bool zero_beta = beta.asDouble() == 0;
  if (!zero_beta) copyElements(result, call.tensor("self"));
  const int64_t batches = batch1.layout.sizes[0];
  if (batches == 0) {
    zero_beta ? zero(result) : scaleInPlace(result, beta);
    return;
  }
  if (result.layout.numel() == 0) return;
  ScalarValue one;
  one.int_value = 1;
  for (int64_t b = 0; b < batches; ++b) {
    const ScalarValue& factor = b == 0 ? beta : one;
    if (batch1.layout.sizes[2] == 0) {
      if (factor.asDouble() == 0)
        zero(result);
      else if (factor.asDouble() != 1)
        scaleInPlace(result, factor);
      continue;
    }
    referenceGemmInto(batchOf(batch1, b), batchOf(batch2, b), &result, factor, alpha, result);
  }
}

} // namespace

std::vector<KernelDefinition> matrixUpdateKernels() {
  return {
      {"addmv", addmvKernel},
      {"addr", addrKernel},
      {"addbmm", addbmmKernel},
  };
}

} // namespace reinplace::oracle
