// dot and mv: one sequential sum of products per result element, index ascending: the
// reference BLAS sdot / ddot and sgemv / dgemv (either transpose) add in that order, as do
// torch's generic loops (an expanded vector, integers, bf16), which compute in the element type:
// bf16 rounds every product and every partial sum; integers wrap.
// bmm and baddbmm as torch 1.13's bmm_out_or_baddbmm_ computes them on the CPU:
// - an empty result is left alone; a contraction over 0 elements zeroes the result (bmm, or
//   beta == 0) or scales the copy of self by beta (as mul_ by a wrapped number does);
// - below 400 multiply-adds per matrix, baddbmm_cpu_kernel: r = 0 (bmm) or r *= beta, then
//   r += s[k] * m[k] (bmm) or r += alpha * s[k] * m[k], k ascending, every operation in the
//   element type (c10::Half / BFloat16 round each step; integers wrap; no fused multiply-add:
//   LinearAlgebra.cpp is compiled without FMA). With beta == 0 baddbmm does not copy self into
//   its fresh result, so r *= 0 reads uninitialized memory: the oracle's poison pattern (finite,
//   so the term is 0 as it is for torch unless its garbage is inf or NaN). baddbmm_ reads self.
// - otherwise addmm_impl_cpu_ per batch (the reference BLAS order of
// oracle/kernels/reference_gemm.h), with the transposes the layout of the tensor written picks:
// baddbmm_ on a transposed self rounds otherwise than baddbmm (found by --oracle=both).

#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/reference_gemm.h"

namespace reinplace::oracle {
namespace {

// One step of scalar_t arithmetic: computed in T and rounded to the element type.
template <typename T> T step(DType dtype, T value) {
  if constexpr (std::is_same_v<T, int64_t>) {
    std::array<std::byte, 8> slot{};
    storeElement<int64_t>(slot.data(), dtype, value);
    return loadElement<int64_t>(slot.data(), dtype);
  } else {
    return roundThrough(dtype, value);
  }
}

template <typename T>
void smallBatchedProduct(const RuntimeTensor& batch1, const RuntimeTensor& batch2, bool bmm, T beta,
                         T alpha, RuntimeTensor& result) {
  const DType dtype = result.layout.dtype;
  const TensorMeta& out = result.layout;
  const TensorMeta& s = batch1.layout;
  const TensorMeta& m = batch2.layout;
  for (int64_t b = 0; b < out.sizes[0]; ++b) {
    for (int64_t i = 0; i < out.sizes[1]; ++i) {
      for (int64_t j = 0; j < out.sizes[2]; ++j) {
        std::byte* slot = result.element(out.storage_offset + b * out.strides[0] +
                                         i * out.strides[1] + j * out.strides[2]);
        T r = bmm ? T(0) : step(dtype, wrapMul(loadElement<T>(slot, dtype), beta));
        for (int64_t k = 0; k < s.sizes[2]; ++k) {
          const T x = loadElement<T>(batch1.element(s.storage_offset + b * s.strides[0] +
                                                    i * s.strides[1] + k * s.strides[2]),
                                     dtype);
          const T y = loadElement<T>(batch2.element(m.storage_offset + b * m.strides[0] +
                                                    k * m.strides[1] + j * m.strides[2]),
                                     dtype);
          const T product = bmm ? step(dtype, wrapMul(x, y))
                                : step(dtype, wrapMul(step(dtype, wrapMul(alpha, x)), y));
          r = step(dtype, wrapAdd(r, product));
        }
        storeElement<T>(slot, dtype, r);
      }
    }
  }
}

// Fills `result` with what ATen's result holds before the product: self converted and
// broadcast when beta != 0 (baddbmm's structured meta copies it), self itself for baddbmm_
// (the interpreter hands the kernel a fresh result to write back), poison otherwise.
void initialResult(KernelCall& call, bool bmm, RuntimeTensor& result) {
  if (bmm) return;
  const ScalarValue beta = call.args().scalar("beta");
  if (beta.asDouble() != 0 || call.args().op().is_inplace)
    copyElements(result, call.tensor("self"));
  else
    fillPoison(result);
}

void batchedProduct(KernelCall& call, bool bmm) {
  const RuntimeTensor& batch1 = call.tensor(bmm ? "self" : "batch1");
  const RuntimeTensor& batch2 = call.tensor(bmm ? "mat2" : "batch2");
  RuntimeTensor& result = call.result();
  const TensorMeta& out = result.layout;
  if (out.numel() == 0) return;
  initialResult(call, bmm, result);
  ScalarValue beta, alpha;
  alpha.int_value = 1;
  if (!bmm) {
    beta = call.args().scalar("beta");
    alpha = call.args().scalar("alpha");
  }
  const int64_t n = out.sizes[1], m = batch1.layout.sizes[2], p = out.sizes[2];
  const DType dtype = out.dtype;
  if (m == 0) {
    if (bmm || beta.asDouble() == 0) {
      mapElements<0>(result, {}, dtype, []() { return false; });
      return;
    }
    // The meta rule checked that the product keeps the result's dtype.
    mapElements<2>(result, {RuntimeOperand{&result, {}}, RuntimeOperand{nullptr, beta}}, dtype,
                   [](auto a, auto b) { return wrapMul(a, b); });
    return;
  }
  if (m * n * p < 400) {
    withComputeType(dtype, [&](auto tag) {
      using T = decltype(tag);
      // alpha and beta are read in the element type (scalar_t), then widened.
      smallBatchedProduct<T>(batch1, batch2, bmm, scalarAs<T>(beta, dtype),
                             scalarAs<T>(alpha, dtype), result);
    });
    return;
  }
  for (int64_t b = 0; b < out.sizes[0]; ++b) {
    RuntimeTensor slice = batchOf(result, b);
    const RuntimeTensor mat1 = batchOf(batch1, b), mat2 = batchOf(batch2, b);
    // Into the batch of the tensor ATen writes: baddbmm_'s self, whose layout picks the
    // transposes (addmm_ per batch), or a fresh result.
    if (bmm)
      referenceGemmInto(mat1, mat2, nullptr, ScalarValue{}, alpha, slice);
    else
      referenceGemmInto(mat1, mat2, &slice, beta, alpha, slice);
  }
}

// sum_k a(k) * b(k), k ascending, each product and partial sum rounded to `dtype`.
template <typename T, typename A, typename B>
T sequentialDot(int64_t n, A&& a, B&& b, DType dtype) {
  T sum = 0;
  for (int64_t k = 0; k < n; ++k)
    sum = roundThrough(dtype, wrapAdd(sum, roundThrough(dtype, wrapMul(a(k), b(k)))));
  return sum;
}

void dotKernel(KernelCall& call) {
  const RuntimeTensor& x = call.tensor("self");
  const RuntimeTensor& y = call.tensor("tensor");
  RuntimeTensor& result = call.result();
  const DType dtype = result.layout.dtype;
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    auto at = [](const RuntimeTensor& t, int64_t k) {
      return loadElement<T>(t.element(t.layout.storage_offset + k * t.layout.strides[0]),
                            t.layout.dtype);
    };
    const T sum = sequentialDot<T>(
        x.layout.numel(), [&](int64_t k) { return at(x, k); }, [&](int64_t k) { return at(y, k); },
        dtype);
    storeElement<T>(result.element(result.layout.storage_offset), dtype, sum);
  });
}

void mvKernel(KernelCall& call) {
  const RuntimeTensor& mat = call.tensor("self");
  const RuntimeTensor& vec = call.tensor("vec");
  RuntimeTensor& result = call.result();
  const DType dtype = result.layout.dtype;
  const TensorMeta& m = mat.layout;
  const int64_t rows = m.sizes[0], cols = m.sizes[1];
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    for (int64_t r = 0; r < rows; ++r) {
      const T sum = sequentialDot<T>(
          cols,
          [&](int64_t k) {
            return loadElement<T>(
                mat.element(m.storage_offset + r * m.strides[0] + k * m.strides[1]), dtype);
          },
          [&](int64_t k) {
            return loadElement<T>(
                vec.element(vec.layout.storage_offset + k * vec.layout.strides[0]), dtype);
          },
          dtype);
      storeElement<T>(result.element(result.layout.storage_offset + r * result.layout.strides[0]),
                      dtype, sum);
    }
  });
}

void bmmKernel(KernelCall& call) {
  batchedProduct(call, /*bmm=*/true);
}

void baddbmmKernel(KernelCall& call) {
  batchedProduct(call, /*bmm=*/false);
}

} // namespace

std::vector<KernelDefinition> batchedMatmulKernels() {
  return {
      {"dot", dotKernel},
      {"mv", mvKernel},
      {"bmm", bmmKernel},
      {"baddbmm", baddbmmKernel},
  };
}

} // namespace reinplace::oracle
