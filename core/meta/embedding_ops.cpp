// embedding and embedding_dense_backward as torch 1.13 computes them on the CPU:
// - embedding(weight, indices) is weight.index_select(0, indices.reshape(-1)) viewed as
//   indices.shape + [weight.size(1)]: a fresh contiguous tensor; padding_idx,
//   scale_grad_by_freq and sparse only matter for the gradient;
// - embedding_dense_backward allocates zeros [num_weights, grad.size(-1)] in grad's dtype and
//   adds each row of grad (viewed as [indices.numel(), grad.size(-1)]) into the row its index
//   names, skipping padding_idx, scaled by 1 / count with scale_grad_by_freq.
// Both take int64 or int32 indices (checkScalarTypes, with its message).

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"

namespace reinplace {
namespace {

void checkIndices(const TensorMeta& indices, int position, const char* name, const char* op) {
  if (indices.dtype == DType::i64 || indices.dtype == DType::i32) return;
  throw MetaError("Expected tensor for argument #" + std::to_string(position) + " '" + name +
                  "' to have one of the following scalar types: Long, Int; but got " +
                  legacyTypeName(indices.dtype) + " instead (while checking arguments for " + op +
                  ")");
}

void embeddingRule(MetaContext& ctx) {
  const TensorMeta& weight = ctx.tensor("weight");
  const TensorMeta& indices = ctx.tensor("indices");
  if (weight.dim() != 2) throw MetaError("'weight' must be 2-D");
  checkIndices(indices, 1, "indices", "embedding");
  Shape sizes = indices.sizes;
  sizes.push_back(weight.sizes[1]);
  ctx.setResult(contiguousMeta(weight.dtype, sizes));
}

void embeddingBackwardRule(MetaContext& ctx) {
  const TensorMeta& grad = ctx.tensor("grad_output");
  const TensorMeta& indices = ctx.tensor("indices");
  checkIndices(indices, 2, "indices", "embedding_backward");
  const int64_t width = grad.sizes[maybeWrapDim(-1, grad.dim(), /*wrap_scalar=*/false)];
  const Shape sizes = {ctx.intArg("num_weights"), width};
  if (sizes[0] < 0)
    throw MetaError("Trying to create tensor with negative dimension " + std::to_string(sizes[0]) +
                    ": " + formatShape(sizes));
  int64_t rows_times_width = 0;
  if (__builtin_mul_overflow(indices.numel(), width, &rows_times_width) ||
      rows_times_width != grad.numel())
    throw MetaError("shape '" + formatShape({indices.numel(), width}) +
                    "' is invalid for input of size " + std::to_string(grad.numel()));
  ctx.setResult(contiguousMeta(grad.dtype, sizes));
}

} // namespace

std::vector<OpDefinition> embeddingOpDefinitions() {
  return {
      {"embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool "
       "scale_grad_by_freq=False, bool sparse=False) -> Tensor",
       embeddingRule},
      {"embedding_dense_backward(Tensor grad_output, Tensor indices, SymInt num_weights, int "
       "padding_idx, bool scale_grad_by_freq) -> Tensor",
       embeddingBackwardRule},
  };
}

} // namespace reinplace
