// The products torch.matmul and nn.Linear decompose into that other_ops.cpp (mm, addmm) leaves
// out: dot (1-d . 1-d), mv (2-d @ 1-d) and the batched bmm and baddbmm.
// dot: 1-d operands of one dtype and length, a 0-dim result; no f16 or bool kernel.
// mv: at::empty({self.size(0)}, vec.options()) filled by addmv_ (beta 0, alpha 1), whose meta
// checks the ranks and sizes; an empty matrix zeroes the result, otherwise addmv_impl_cpu
// dispatches on the matrix's dtype (no f16 or bool) and writes a result in vec's dtype.
// bmm and baddbmm, as torch 1.13's structured kernels check them
// (common_checks_baddbmm_bmm in LinearAlgebra.cpp) and as bmm_out_or_baddbmm_ dispatches:
// - the result is a fresh contiguous [b, n, p] tensor in batch2's dtype (baddbmm copies self
//   into it, converted, when beta != 0);
// - nothing more is checked for an empty result, and a contraction over 0 elements zeroes or
//   scales the result without dispatching on the dtype;
// - below 400 multiply-adds per matrix (n * m * p < 400) a plain loop runs, dispatched on
//   batch1's dtype (no f16, no bool) and reading the result and batch2 in it, so mixed dtypes
//   raise "expected scalar type <batch1> but found <batch2>"; it reads alpha and beta in the
//   element type (c10's checked conversion);
// - otherwise each batch goes through addmm_impl_cpu_, dispatched on the result's dtype.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"

#include <array>

namespace reinplace {
namespace {

std::string expectedScalarType(DType expected, DType found) {
  return "expected scalar type " + std::string(scalarTypeName(expected)) + " but found " +
         std::string(scalarTypeName(found));
}

void checkBatches(const TensorMeta& batch1, const TensorMeta& batch2) {
  if (batch1.dim() != 3) throw MetaError("batch1 must be a 3D tensor");
  if (batch2.dim() != 3) throw MetaError("batch2 must be a 3D tensor");
  const int64_t batches = batch1.sizes[0], contraction = batch1.sizes[2];
  if (batch2.sizes[0] != batches || batch2.sizes[1] != contraction)
    throw MetaError("Expected size for first two dimensions of batch2 tensor to be: [" +
                    std::to_string(batches) + ", " + std::to_string(contraction) + "] but got: [" +
                    std::to_string(batch2.sizes[0]) + ", " + std::to_string(batch2.sizes[1]) +
                    "].");
}

// The checks bmm_out_or_baddbmm_ makes once the shapes are known to fit.
void checkDispatch(MetaContext& ctx, const TensorMeta& batch1, const TensorMeta& batch2,
                   DType result, bool bmm) {
  const int64_t n = batch1.sizes[1], m = batch1.sizes[2], p = batch2.sizes[2];
  const std::array<int64_t, 3> result_sizes = {batch1.sizes[0], n, p};
  if (numelOf(result_sizes) == 0) return; // the sizes of an empty result may be huge
  if (m == 0) {
    // The product is empty: the result is zeroed, or scaled in place by beta (result.mul_(beta)),
    // which must be able to keep the result's dtype.
    if (bmm) return;
    const ScalarValue beta = scalarParam(ctx, "beta");
    if (beta.asDouble() == 0) return;
    ResultTypeState state;
    state.addTensor(result, 3);
    state.addScalar(beta.kindDType());
    const DType common = *state.result();
    if (!canCast(common, result))
      throw MetaError("result type " + std::string(scalarTypeName(common)) +
                      " can't be cast to the desired output type " +
                      std::string(scalarTypeName(result)));
    return;
  }
  int64_t work = 0;
  const bool small =
      !__builtin_mul_overflow(m, n, &work) && !__builtin_mul_overflow(work, p, &work) && work < 400;
  // Each path reads alpha and beta before it touches an operand of another dtype.
  const DType dispatched = small ? batch1.dtype : result;
  checkKernel(small ? (bmm ? "bmm" : "baddbmm") : "addmm_impl_cpu_", dispatched, kNoHalfNoBool);
  if (!bmm)
    for (const char* factor : {"beta", "alpha"})
      checkScalarConverts(scalarParam(ctx, factor),
                          small ? dispatched : bfloat16ComputesInFloat(dispatched));
  if (batch1.dtype != result)
    throw MetaError(small ? expectedScalarType(batch1.dtype, result)
                          : expectedScalarType(result, batch1.dtype));
}

void bmmRule(MetaContext& ctx) {
  const TensorMeta& batch1 = ctx.tensor("self");
  const TensorMeta& batch2 = ctx.tensor("mat2");
  checkBatches(batch1, batch2);
  checkDispatch(ctx, batch1, batch2, batch2.dtype, /*bmm=*/true);
  ctx.setResult(contiguousMeta(batch2.dtype, {batch1.sizes[0], batch1.sizes[1], batch2.sizes[2]}));
}

// The size a dim of a tensor reports, with Tensor::size(dim)'s IndexError.
int64_t sizeAt(const TensorMeta& tensor, int64_t dim) {
  return tensor.sizes[maybeWrapDim(dim, tensor.dim(), /*wrap_scalar=*/false)];
}

void baddbmmRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& batch1 = ctx.tensor("batch1");
  const TensorMeta& batch2 = ctx.tensor("batch2");
  const Shape sizes = {sizeAt(batch1, 0), sizeAt(batch1, 1), sizeAt(batch2, 2)};
  checkExpandsTo(self, sizes);
  checkBatches(batch1, batch2);
  const DType dtype = batch2.dtype;
  if (ctx.op().is_inplace) checkStructuredInPlace(self, dtype, sizes);
  checkDispatch(ctx, batch1, batch2, dtype, /*bmm=*/false);
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(dtype, sizes));
}

void dotRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& other = ctx.tensor("tensor");
  if (self.dim() != 1 || other.dim() != 1)
    throw MetaError("1D tensors expected, but got " + std::to_string(self.dim()) + "D and " +
                    std::to_string(other.dim()) + "D tensors");
  if (self.dtype != other.dtype)
    throw MetaError("dot : expected both vectors to have same dtype, but found " +
                    std::string(scalarTypeName(self.dtype)) + " and " +
                    std::string(scalarTypeName(other.dtype)));
  if (self.numel() != other.numel())
    throw MetaError("inconsistent tensor size, expected tensor [" + std::to_string(self.numel()) +
                    "] and src [" + std::to_string(other.numel()) +
                    "] to have the same number of elements, but got " +
                    std::to_string(self.numel()) + " and " + std::to_string(other.numel()) +
                    " elements respectively");
  checkKernel("dot", self.dtype, kNoHalfNoBool);
  ctx.setResult(contiguousMeta(self.dtype, {}));
}

void mvRule(MetaContext& ctx) {
  const TensorMeta& mat = ctx.tensor("self");
  const TensorMeta& vec = ctx.tensor("vec");
  // The result at::empty({self.size(0)}) stands in addmv's `self` position.
  const int64_t rows = mat.sizes[maybeWrapDim(0, mat.dim(), /*wrap_scalar=*/false)];
  if (mat.dim() != 2 || vec.dim() != 1)
    throw MetaError("vector + matrix @ vector expected, got 1, " + std::to_string(mat.dim()) +
                    ", " + std::to_string(vec.dim()));
  if (mat.sizes[1] != vec.sizes[0])
    throw MetaError("size mismatch, got " + std::to_string(rows) + ", " + std::to_string(rows) +
                    "x" + std::to_string(mat.sizes[1]) + "," + std::to_string(vec.sizes[0]));
  if (mat.numel() != 0 && rows != 0) {
    checkKernel("addmv_impl_cpu", mat.dtype, kNoHalfNoBool);
    if (vec.dtype != mat.dtype) throw MetaError(expectedScalarType(mat.dtype, vec.dtype));
  }
  ctx.setResult(contiguousMeta(vec.dtype, {rows}));
}

} // namespace

std::vector<OpDefinition> batchedMatmulOpDefinitions() {
  return {
      {"dot(Tensor self, Tensor tensor) -> Tensor", dotRule},
      {"mv(Tensor self, Tensor vec) -> Tensor", mvRule},
      {"bmm(Tensor self, Tensor mat2) -> Tensor", bmmRule},
      {"baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> "
       "Tensor",
       baddbmmRule},
      {"baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) "
       "-> Tensor(a!)",
       baddbmmRule},
  };
}

} // namespace reinplace
