// Reductions besides sum and cumsum (other_ops.cpp), with the same conventions: a dim list that
// is empty or None reduces every dim, keepdim keeps reduced dims as size 1, results are
// contiguous. mean, var, std, amax, amin, max.dim, argmax, prod, logsumexp, with the dtypes and
// the checks of torch 1.13 (an empty reduced dim for the ops without an identity, dtypes the
// CPU kernels are built for).

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"

namespace reinplace {
namespace {

std::vector<int64_t> dimList(const MetaContext& ctx, const char* name = "dim") {
  return ctx.optionalIntList(name).value_or(std::vector<int64_t>{});
}

// Ops without an identity reject an empty reduced dim.
void checkNonEmpty(const TensorMeta& self, const Reduction& r, const char* op) {
  if (self.numel() != 0) return;
  for (int64_t d = 0; d < self.dim(); ++d)
    if (r.reduced[static_cast<size_t>(d)] && self.sizes[d] == 0)
      throw MetaError(std::string(op) + "(): Expected reduction dim " + std::to_string(d) +
                      " to have non-zero size.");
}

void meanRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  std::optional<DType> requested = ctx.optionalDType("dtype");
  DType dtype = requested.value_or(self.dtype);
  if (!isFloating(dtype))
    throw MetaError(std::string("mean(): could not infer output dtype. ") +
                    (requested ? "Optional" : "Input") +
                    " dtype must be either a floating point or complex dtype. Got: " +
                    std::string(scalarTypeName(dtype)));
  bool has_dim = ctx.op().schema.findArgument("dim") >= 0;
  Reduction r = reduction(self, has_dim ? dimList(ctx) : std::vector<int64_t>{},
                          has_dim && ctx.boolArg("keepdim"));
  ctx.setResult(contiguousMeta(dtype, r.sizes));
}

void varStdRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  if (!isFloating(self.dtype))
    throw MetaError("std and var only support floating point and complex dtypes");
  Reduction r = reduction(self, dimList(ctx), ctx.boolArg("keepdim"));
  ctx.setResult(contiguousMeta(self.dtype, r.sizes));
}

void aminmaxRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  std::vector<int64_t> dims = ctx.intList("dim");
  if (dims.empty() && self.numel() == 0)
    throw MetaError(ctx.op().packet_name +
                    "(): Expected reduction dim to be specified for input.numel() == 0. Specify "
                    "the reduction dim with the 'dim' argument.");
  Reduction r = reduction(self, dims, ctx.boolArg("keepdim"));
  checkNonEmpty(self, r, ctx.op().packet_name.c_str());
  ctx.setResult(contiguousMeta(self.dtype, r.sizes));
}

void maxDimRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  Reduction r = reduction(self, {ctx.intArg("dim")}, ctx.boolArg("keepdim"));
  checkNonEmpty(self, r, "max");
  ctx.setListResult({contiguousMeta(self.dtype, r.sizes), contiguousMeta(DType::i64, r.sizes)});
}

void argmaxRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  std::optional<int64_t> dim = ctx.optionalInt("dim");
  bool keepdim = ctx.boolArg("keepdim");
  Reduction r;
  if (dim) {
    r = reduction(self, {*dim}, keepdim);
    checkNonEmpty(self, r, "argmax");
  } else {
    if (self.numel() == 0)
      throw MetaError("argmax(): Expected reduction dim to be specified for input.numel() == 0.");
    r = reduction(self, {}, keepdim);
  }
  checkKernel("argmax_cpu", self.dtype, kNoBool);
  ctx.setResult(contiguousMeta(DType::i64, r.sizes));
}

void prodRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  std::optional<DType> requested = ctx.optionalDType("dtype");
  DType dtype =
      requested.value_or(isIntegral(self.dtype, /*include_bool=*/true) ? DType::i64 : self.dtype);
  bool has_dim = ctx.op().schema.findArgument("dim") >= 0;
  Reduction r = has_dim ? reduction(self, {ctx.intArg("dim")}, ctx.boolArg("keepdim"))
                        : reduction(self, {}, false);
  checkKernel("prod_cpu", dtype, kNoHalf);
  if (dtype == DType::bf16) throw MetaError("\"prod_cpu\" not implemented for 'BFloat16'");
  ctx.setResult(contiguousMeta(dtype, r.sizes));
}

void logsumexpRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  std::vector<int64_t> dims = ctx.intList("dim");
  bool keepdim = ctx.boolArg("keepdim");
  DType dtype = isFloating(self.dtype) ? self.dtype : DType::f32;
  Reduction r = reduction(self, dims, keepdim);
  if (self.numel() != 0) checkKernel("exp_vml_cpu", dtype, kNoHalf);
  // The maxima keep every dim (amax with keepdim) and are squeezed only along `dims`; with no
  // dims listed nothing is squeezed, and adding them into the reduced result fails.
  if (dims.empty() && !keepdim && self.dim() > 0 && self.numel() != 0)
    throw MetaError("output with shape [] doesn't match the broadcast shape " +
                    formatShape(Shape(static_cast<size_t>(self.dim()), 1)));
  ctx.setResult(contiguousMeta(dtype, r.sizes));
}

} // namespace

std::vector<OpDefinition> statisticOpDefinitions() {
  return {
      {"mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> "
       "Tensor",
       meanRule},
      {"mean(Tensor self, *, ScalarType? dtype=None) -> Tensor", meanRule},
      {"var.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> "
       "Tensor",
       varStdRule},
      {"std.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> "
       "Tensor",
       varStdRule},
      {"amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor", aminmaxRule},
      {"amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor", aminmaxRule},
      {"max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
       maxDimRule},
      {"argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor", argmaxRule},
      {"prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> "
       "Tensor",
       prodRule},
      {"prod(Tensor self, *, ScalarType? dtype=None) -> Tensor", prodRule},
      {"logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor", logsumexpRule},
  };
}

} // namespace reinplace
