// gather and the scatter family (scatter with a src tensor or a value, optionally reducing with
// "add" or "multiply", scatter_add, and scatter_reduce.two's sum / prod / mean / amax / amin), with
// the checks of torch 1.13's structured meta functions (scatter_gather_dtype_check,
// gather_shape_check, scatter_shape_check in ScatterGatherChecks.h) and their messages. Results are
// fresh contiguous tensors: gather's of index's shape, the scatters' of self's (self is copied into
// it first); the in-place scatters write self. An empty index skips the index dtype and shape
// checks, and a scatter with an empty index does not read its value.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"

namespace reinplace {
namespace {

int64_t nonemptyDim(const TensorMeta& t) {
  return t.dim() == 0 ? 1 : t.dim();
}

// ensure_nonempty_size: 1 for a 0-dim tensor, otherwise Tensor::size(d) (which raises when d is
// out of range).
int64_t nonemptySize(const TensorMeta& t, int64_t d) {
  if (t.dim() == 0) return 1;
  return t.sizes[maybeWrapDim(d, t.dim(), /*wrap_scalar=*/false)];
}

void checkIndexDType(const TensorMeta& index, const char* method) {
  if (index.numel() != 0 && index.dtype != DType::i64)
    throw MetaError(std::string(method) + "(): Expected dtype int64 for index");
}

void gatherRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& index = ctx.tensor("index");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), self.dim());
  checkIndexDType(index, "gather");
  if (index.numel() != 0) {
    const int64_t dims = nonemptyDim(self);
    if (dims != nonemptyDim(index))
      throw MetaError("Index tensor must have the same number of dimensions as input tensor");
    for (int64_t d = 0; d < dims; ++d)
      if (d != dim && nonemptySize(index, d) > nonemptySize(self, d))
        throw MetaError("Size does not match at dimension " + std::to_string(d) +
                        " expected index " + formatShape(index.sizes) +
                        " to be smaller than self " + formatShape(self.sizes) +
                        " apart from dimension " + std::to_string(dim));
  }
  ctx.setResult(contiguousMeta(self.dtype, index.sizes));
}

void checkScatterShapes(const TensorMeta& self, int64_t dim, const TensorMeta& index,
                        const TensorMeta* src) {
  if (index.numel() == 0) return;
  const int64_t dims = nonemptyDim(self);
  if (dims != nonemptyDim(index))
    throw MetaError("Index tensor must have the same number of dimensions as self tensor");
  bool wrong_shape = false;
  for (int64_t d = 0; d < dims && !wrong_shape; ++d)
    wrong_shape = d != dim && nonemptySize(index, d) > nonemptySize(self, d);
  for (int64_t d = 0; src && d < dims && !wrong_shape; ++d)
    wrong_shape = nonemptySize(index, d) > nonemptySize(*src, d);
  std::string expected = "Expected index " + formatShape(index.sizes) +
                         " to be smaller than self " + formatShape(self.sizes) +
                         " apart from dimension " + std::to_string(dim);
  if (src) {
    if (nonemptyDim(*src) != nonemptyDim(index))
      throw MetaError("Index tensor must have the same number of dimensions as src tensor");
    expected += " and to be smaller size than src " + formatShape(src->sizes);
  }
  if (wrong_shape) throw MetaError(expected);
}

bool isValueScatter(const MetaContext& ctx) {
  return ctx.op().schema.findArgument("value") >= 0;
}

void scatterRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& index = ctx.tensor("index");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), self.dim());
  const TensorMeta* src = isValueScatter(ctx) ? nullptr : &ctx.tensor("src");
  checkIndexDType(index, "scatter");
  if (src && src->dtype != self.dtype)
    throw MetaError("scatter(): Expected self.dtype to be equal to src.dtype");
  checkScatterShapes(self, dim, index, src);
  if (ctx.op().schema.findArgument("reduce") >= 0) {
    const std::string reduce = std::get<std::string>(ctx.arg("reduce").value);
    if (reduce != "add" && reduce != "multiply")
      throw MetaError("reduce argument must be either add or multiply.");
  }
  // The kernel reads the value in self's dtype, once it has an index to write.
  if (!src && index.numel() != 0) checkScalarConverts(scalarParam(ctx, "value"), self.dtype);
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(self.dtype, self.sizes));
}

// scatter_reduce.two (scatter_meta_impl with the new reduce names) checks what scatter checks.
// Its kernels take every dtype but mean's, whose sum kernel has no bool; with an empty index that
// one is skipped and the floor division of the mean by its counts raises instead.
void scatterReduceRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& index = ctx.tensor("index");
  const TensorMeta& src = ctx.tensor("src");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), self.dim());
  checkIndexDType(index, "scatter");
  if (src.dtype != self.dtype)
    throw MetaError("scatter(): Expected self.dtype to be equal to src.dtype");
  checkScatterShapes(self, dim, index, &src);
  const std::string reduce = std::get<std::string>(ctx.arg("reduce").value);
  if (reduce != "sum" && reduce != "prod" && reduce != "mean" && reduce != "amax" &&
      reduce != "amin")
    throw MetaError("reduce argument must be either sum, prod, mean, amax or amin.");
  if (reduce == "mean" && self.dtype == DType::b8)
    checkKernel(index.numel() != 0 ? "scatter_gather_tensor_cpu_reduce_mean" : "div_floor_cpu",
                self.dtype, kNoBool);
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(self.dtype, self.sizes));
}

} // namespace

std::vector<OpDefinition> gatherScatterOpDefinitions() {
  return {
      {"gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor",
       gatherRule},
      {"scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor", scatterRule},
      {"scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor", scatterRule},
      {"scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor",
       scatterRule},
      {"scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> "
       "Tensor",
       scatterRule},
      {"scatter_.src(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)",
       scatterRule},
      {"scatter_.value(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)",
       scatterRule},
      {"scatter_.reduce(Tensor(a!) self, int dim, Tensor index, Tensor src, *, str reduce) -> "
       "Tensor(a!)",
       scatterRule},
      {"scatter_.value_reduce(Tensor(a!) self, int dim, Tensor index, Scalar value, *, str "
       "reduce) -> Tensor(a!)",
       scatterRule},
      {"scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor", scatterRule},
      {"scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)",
       scatterRule},
      {"scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool "
       "include_self=True) -> Tensor",
       scatterReduceRule},
      {"scatter_reduce_.two(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, "
       "bool include_self=True) -> Tensor(a!)",
       scatterReduceRule},
  };
}

} // namespace reinplace
