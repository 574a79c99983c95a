// The rank-k updates beta * self + alpha * product that torch's OpInfo database lists with an
// in-place variant, as torch 1.13 checks them on the CPU:
// - addmv (structured, TORCH_META_FUNC(addmv) and addmv_out_cpu): a fresh contiguous
//   [mat.size(0)] result in vec's dtype; self is 0-dim or 1-d of one element or mat.size(0).
//   An empty matrix zeroes the result, or writes self * beta into it (mul_out with beta as a
//   tensor of self's dtype); otherwise addmv_impl_cpu dispatches on mat's dtype (no f16, no
//   bool), reads beta and alpha in it, and reads vec and the result in it too, so mixed dtypes
//   raise "expected scalar type Float but found Double".
// - addr (build_addr_iter): a TensorIterator over self expanded to [n, m], vec1 as [n, 1] and
//   vec2, promoting to the common dtype (every dtype, bool as a logical update); the scalars
//   must be integral for an integral result, and bool only for a bool one.
// - addbmm (addbmm_impl_, looping addmm_ over the batches): self expanded to [n, p] first (its
//   sizes read from batch1 and batch2 before their ranks are checked), a fresh contiguous result
//   in self's dtype; each batch is an addmm_ into it, whose checks want batch1, batch2 and self
//   of one dtype. torch 1.13's addbmm_ resizes a self of another shape to [n, p] (resize_as_ of
//   the expanded self): an in-place op that changes self's shape is refused here.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"
#include "core/meta/view_geometry.h"

namespace reinplace {
namespace {

std::string name(DType dtype) {
  return std::string(scalarTypeName(dtype));
}

// Tensor::size(dim), with its IndexError for a dim out of range.
int64_t sizeAt(const TensorMeta& tensor, int64_t dim) {
  return tensor.sizes[maybeWrapDim(dim, tensor.dim(), /*wrap_scalar=*/false)];
}

// result (of `result`'s dtype) = self * beta, mul_out's checks: beta read in self's dtype, the
// product (self's dtype) cast to the result's.
void checkScaledCopy(const MetaContext& ctx, DType self, DType result) {
  checkScalarConverts(scalarParam(ctx, "beta"), self);
  if (!canCast(self, result))
    throw MetaError("result type " + name(self) + " can't be cast to the desired output type " +
                    name(result));
}

void addmvRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& mat = ctx.tensor("mat");
  const TensorMeta& vec = ctx.tensor("vec");
  if (!(mat.dim() == 2 && vec.dim() == 1 && self.dim() <= 1))
    throw MetaError("vector + matrix @ vector expected, got " + std::to_string(self.dim()) + ", " +
                    std::to_string(mat.dim()) + ", " + std::to_string(vec.dim()));
  const int64_t rows = mat.sizes[0];
  if (mat.sizes[1] != vec.sizes[0] || (rows != self.numel() && self.numel() != 1))
    throw MetaError("size mismatch, got " + std::to_string(sizeAt(self, 0)) + ", " +
                    std::to_string(rows) + "x" + std::to_string(mat.sizes[1]) + "," +
                    std::to_string(vec.sizes[0]));
  const Shape sizes = {rows};
  if (ctx.op().is_inplace) checkStructuredInPlace(self, vec.dtype, sizes);
  const bool zero_beta = scalarParam(ctx, "beta").asDouble() == 0;
  if (mat.numel() == 0) {
    if (!zero_beta) checkScaledCopy(ctx, self.dtype, vec.dtype);
  } else if (rows != 0) {
    checkKernel("addmv_impl_cpu", mat.dtype, kNoHalfNoBool);
    for (const char* factor : {"beta", "alpha"})
      checkScalarConverts(scalarParam(ctx, factor), mat.dtype);
    if (vec.dtype != mat.dtype)
      throw MetaError("expected scalar type " + name(mat.dtype) + " but found " + name(vec.dtype));
  }
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(vec.dtype, sizes));
}

// check_addr_scalar, for the iterator's dtype.
void checkAddrScalar(const ScalarValue& value, DType dtype, const char* what) {
  if (value.kind == ScalarValue::Kind::Bool && dtype != DType::b8)
    throw MetaError("Boolean " + std::string(what) + " only supported for Boolean results.");
  if (!isFloating(dtype) && value.kind == ScalarValue::Kind::Float)
    throw MetaError("For integral input tensors, argument " + std::string(what) +
                    " must not be a floating point number.");
}

void checkVector(const TensorMeta& vec, const char* what) {
  if (vec.dim() != 1)
    throw MetaError("addr: Expected 1-D argument " + std::string(what) + ", but got " +
                    std::to_string(vec.dim()) + "-D");
}

void addrRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& vec1 = ctx.tensor("vec1");
  const TensorMeta& vec2 = ctx.tensor("vec2");
  checkVector(vec1, "vec1");
  checkVector(vec2, "vec2");
  const int64_t n = vec1.sizes[0], m = vec2.sizes[0];
  if (!ctx.op().is_inplace) checkExpandsTo(self, {n, m}); // expand_size's messages
  const TensorMeta expanded = ctx.op().is_inplace ? self : expandView(self, {n, m});
  if (expanded.dim() != 2)
    throw MetaError("2D tensor expected, got " + std::to_string(expanded.dim()) +
                    "D tensor for input");
  if (expanded.sizes[0] != n || expanded.sizes[1] != m)
    throw MetaError("size mismatch, input: " + formatShape(expanded.sizes) +
                    ", v1: " + formatShape(vec1.sizes) + ", v2: " + formatShape(vec2.sizes));
  // vec1.reshape({n, 1}) is a view with computeStride's strides.
  TensorMeta column = vec1;
  column.sizes = {n, 1};
  column.strides = {vec1.strides[0], vec1.strides[0]};
  IteratorConfig config;
  config.promote_inputs = true;
  config.safe_cast_to_output = true;
  IteratorResult it =
      buildTensorIterator({iteratorInput(expanded), iteratorInput(column), iteratorInput(vec2)},
                          config, inplaceOutput(ctx));
  ctx.setComputeDType(it.common_dtype);
  const DType dtype = it.output.dtype;
  const ScalarValue beta = scalarParam(ctx, "beta"), alpha = scalarParam(ctx, "alpha");
  checkAddrScalar(beta, dtype, "beta");
  checkAddrScalar(alpha, dtype, "alpha");
  checkScalarConverts(beta, it.common_dtype);
  checkScalarConverts(alpha, it.common_dtype);
  ctx.setResult(it.output);
}

// result.mul_(factor): the product of the result and a Python number must keep its dtype.
void checkScaledInPlace(DType result, const ScalarValue& factor) {
  ResultTypeState state;
  state.addTensor(result, 2);
  state.addScalar(factor.kindDType());
  if (!canCast(*state.result(), result))
    throw MetaError("result type " + name(*state.result()) +
                    " can't be cast to the desired output type " + name(result));
}

// addmm_ of one batch into the result (its structured meta's checks, and addmm_impl_cpu_'s).
void checkBatchProduct(const MetaContext& ctx, DType result, const TensorMeta& batch1,
                       const TensorMeta& batch2, const Shape& sizes) {
  if (result != batch2.dtype) throw MetaError("self and mat2 must have the same dtype");
  if (batch1.dtype != batch2.dtype) throw MetaError("mat1 and mat2 must have the same dtype");
  if (numelOf(sizes) == 0) return;
  if (batch1.sizes[2] == 0) {
    // result.mul_(beta) for the first batch (zero_() for beta 0), mul_(1) for the others.
    const ScalarValue beta = scalarParam(ctx, "beta");
    if (beta.asDouble() != 0) checkScaledInPlace(result, beta);
    if (batch1.sizes[0] > 1) checkScaledInPlace(result, ScalarValue{});
    return;
  }
  checkKernel("addmm_impl_cpu_", result, kNoHalfNoBool);
  for (const char* factor : {"beta", "alpha"})
    checkScalarConverts(scalarParam(ctx, factor), bfloat16ComputesInFloat(result));
}

void addbmmRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& batch1 = ctx.tensor("batch1");
  const TensorMeta& batch2 = ctx.tensor("batch2");
  const Shape sizes = {sizeAt(batch1, 1), sizeAt(batch2, 2)};
  checkExpandsTo(self, sizes);
  if (batch1.dim() != 3) throw MetaError("batch1 must be a 3D tensor");
  if (batch2.dim() != 3) throw MetaError("batch2 must be a 3D tensor");
  if (batch1.sizes[0] != batch2.sizes[0])
    throw MetaError("batch1 and batch2 must have same number of batches, got " +
                    std::to_string(batch1.sizes[0]) + " and " + std::to_string(batch2.sizes[0]));
  if (batch1.sizes[2] != batch2.sizes[1])
    throw MetaError("Incompatible matrix sizes for bmm (" + std::to_string(batch1.sizes[1]) + "x" +
                    std::to_string(batch1.sizes[2]) + " and " + std::to_string(batch2.sizes[1]) +
                    "x" + std::to_string(batch2.sizes[2]) + ")");
  if (ctx.op().is_inplace && self.sizes != sizes)
    throw MetaError("addbmm_ resizes self from " + formatShape(self.sizes) + " to " +
                    formatShape(sizes) +
                    " in torch 1.13; an in-place op that changes self's shape is not modelled");
  if (batch1.sizes[0] == 0) {
    // result.mul_(beta) or zero_(): no product, so no dtype is checked.
    const ScalarValue beta = scalarParam(ctx, "beta");
    if (beta.asDouble() != 0) checkScaledInPlace(self.dtype, beta);
  } else {
    checkBatchProduct(ctx, self.dtype, batch1, batch2, sizes);
  }
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(self.dtype, sizes));
}

} // namespace

std::vector<OpDefinition> matrixUpdateOpDefinitions() {
  return {
      {"addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
       addmvRule},
      {"addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> "
       "Tensor(a!)",
       addmvRule},
      {"addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
       addrRule},
      {"addr_(Tensor(a!) self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> "
       "Tensor(a!)",
       addrRule},
      {"addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> "
       "Tensor",
       addbmmRule},
      {"addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) "
       "-> Tensor(a!)",
       addbmmRule},
  };
}

} // namespace reinplace
