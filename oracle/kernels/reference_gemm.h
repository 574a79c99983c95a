#pragma once
// The matrix product of addmm_impl_cpu_ as the reference BLAS computes it (defined next to the
// mm / addmm kernels in kernels/reduction_kernels.cpp), for the kernels that call it on slices:
// bmm and baddbmm go through it once per batch for larger matrices, addbmm for every batch.
// Private to oracle/kernels/.

#include "core/meta/meta_context.h"
#include "oracle/runtime/runtime_tensor.h"

namespace reinplace::oracle {

/// result = beta * self + alpha * (mat1 @ mat2) for 2-d tensors of result's dtype, result laid
/// out row-major ([n, 1] strides); self (optional, broadcast to result) may be result itself.
void referenceGemm(const RuntimeTensor& mat1, const RuntimeTensor& mat2, const RuntimeTensor* self,
                   const ScalarValue& beta, const ScalarValue& alpha, RuntimeTensor& result);

/// The same into a result of any layout, with the transposes addmm_impl_cpu_ picks from its
/// strides (addbmm's addmm_ per batch into a result that may be self).
void referenceGemmInto(const RuntimeTensor& mat1, const RuntimeTensor& mat2,
                       const RuntimeTensor* self, const ScalarValue& beta, const ScalarValue& alpha,
                       RuntimeTensor& result);

/// Batch `batch` of a batched operand (dim 0 indexed away), the matrix the products take.
inline RuntimeTensor batchOf(const RuntimeTensor& tensor, int64_t batch) {
  RuntimeTensor out{tensor.storage, tensor.layout};
  out.layout.storage_offset += batch * tensor.layout.strides[0];
  out.layout.sizes.erase(out.layout.sizes.begin());
  out.layout.strides.erase(out.layout.strides.begin());
  return out;
}

} // namespace reinplace::oracle
