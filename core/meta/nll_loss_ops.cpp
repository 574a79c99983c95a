// nll_loss_forward / nll_loss_backward (1-d or 2-d input: [C] or [N, C]) and their 2-d spatial
// forms nll_loss2d_forward / nll_loss2d_backward ([N, C, H, W] input, [N, H, W] target), as
// torch 1.13 checks and lays them out on the CPU (LossNLL.cpp, LossNLL2d.cpp):
// - forward: the loss is [N] (or [N, H, W]) for reduction None, else 0-dim; total_weight is
//   0-dim. Both contiguous, in the input's dtype. A 1-d input always gives a 0-dim loss;
// - backward: zeros of the input's sizes, contiguous (nll_loss) or laid out like the input
//   (nll_loss2d, whose kernel then refuses a layout that is not contiguous);
// - reduction is None (0), Mean (1) or anything else, which the kernels treat as Sum;
// - the checks run in ATen's order: the shape checks, then the dtype dispatch (f32, f64, bf16),
//   then each tensor's dtype as the kernel first reads it (data_ptr<scalar_t>: "expected scalar
//   type Float but found Double"): weight before target in the forward; target, weight, then
//   total_weight before grad_output in the backward. nll_loss's target may be int64 or uint8,
//   nll_loss2d's only int64; a reducing forward with no target elements never reads the target.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/elementwise_rules.h"
#include "core/meta/layout.h"
#include "core/meta/op_families.h"

#include <string>

namespace reinplace {
namespace {

constexpr int64_t kReductionNone = 0;

// Tensor::data_ptr<scalar_t>()'s check.
void checkReadAs(const TensorMeta& tensor, DType expected) {
  if (tensor.dtype != expected)
    throw MetaError("expected scalar type " + std::string(scalarTypeName(expected)) +
                    " but found " + std::string(scalarTypeName(tensor.dtype)));
}

// The kernels read the target as uint8 when it is, otherwise as int64.
void checkTarget(const TensorMeta& target, bool byte_allowed) {
  if (byte_allowed && target.dtype == DType::u8) return;
  checkReadAs(target, DType::i64);
}

// The shape checks nll_loss_forward's and nll_loss_backward's meta functions share.
void checkNllShapes(const TensorMeta& self, const TensorMeta& target) {
  if (self.dim() < 1 || self.dim() > 2) throw MetaError("input tensor should be 1D or 2D");
  if (target.dim() > 1)
    throw MetaError("0D or 1D target tensor expected, multi-target not supported");
  const bool no_batch_dim = self.dim() == 1 && target.dim() == 0;
  if (!no_batch_dim) {
    maybeWrapDim(0, target.dim(), /*wrap_scalar=*/false); // target.size(0) of a 0-dim target
    if (self.sizes[0] != target.sizes[0])
      throw MetaError("size mismatch (got input: " + formatShape(self.sizes) +
                      ", target: " + formatShape(target.sizes) + ")");
  }
}

void nllLossForwardRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& target = ctx.tensor("target");
  const TensorMeta* weight = ctx.optionalTensor("weight");
  const int64_t reduction = ctx.intArg("reduction");
  checkNllShapes(self, target);
  const int64_t classes = self.sizes[static_cast<size_t>(self.dim() - 1)];
  if (weight && (weight->dim() != 1 || weight->numel() != classes))
    throw MetaError(
        "weight tensor should be defined either for all " + std::to_string(classes) +
        " classes or no classes but got weight tensor of shape: " + formatShape(weight->sizes));
  checkFloatingKernel("nll_loss_out_frame", self.dtype);
  if (weight) checkReadAs(*weight, self.dtype);
  const bool per_sample = reduction == kReductionNone && self.dim() == 2;
  if (per_sample || target.numel() > 0) checkTarget(target, /*byte_allowed=*/true);
  const Shape loss = per_sample ? Shape{self.sizes[0]} : Shape{};
  ctx.setListResult({contiguousMeta(self.dtype, loss), contiguousMeta(self.dtype, {})});
}

// check_dim_size(grad_output, 1, 0, batch), whose message itself reads size(0).
void checkPerSampleGrad(const TensorMeta& grad, int64_t batch) {
  if (grad.dim() == 1 && grad.sizes[0] == batch) return;
  maybeWrapDim(0, grad.dim(), /*wrap_scalar=*/false);
  throw MetaError("Expected a tensor of dimension 1 and tensor.size[0] == " +
                  std::to_string(batch) + " but got: dimension " + std::to_string(grad.dim()) +
                  " and tensor.size[0] = " + std::to_string(grad.sizes[0]));
}

void checkSingleGrad(const TensorMeta& grad) {
  if (grad.dim() > 1 || grad.numel() != 1)
    throw MetaError("Expected a single element grad_output tensor, but got: " +
                    formatShape(grad.sizes));
}

void checkTotalWeight(const TensorMeta& total_weight, const char* separator) {
  if (total_weight.numel() != 1)
    throw MetaError(std::string("expected total_weight to be a") + separator +
                    "single element tensor, got: " + formatShape(total_weight.sizes) + " (" +
                    std::to_string(total_weight.numel()) + " elements)");
}

void nllLossBackwardRule(MetaContext& ctx) {
  const TensorMeta& grad = ctx.tensor("grad_output");
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& target = ctx.tensor("target");
  const TensorMeta* weight = ctx.optionalTensor("weight");
  const TensorMeta& total_weight = ctx.tensor("total_weight");
  const int64_t reduction = ctx.intArg("reduction");
  checkNllShapes(self, target);
  checkTotalWeight(total_weight, "  ");
  if (weight && weight->numel() != self.sizes[static_cast<size_t>(self.dim() - 1)])
    throw MetaError("weight tensor should be defined either for all or no classes");
  const bool per_sample = reduction == kReductionNone && self.dim() == 2;
  if (per_sample)
    checkPerSampleGrad(grad, self.sizes[0]);
  else
    checkSingleGrad(grad);
  checkFloatingKernel("nll_loss_backward_out_frame", self.dtype);
  checkTarget(target, /*byte_allowed=*/true);
  if (weight) checkReadAs(*weight, self.dtype);
  if (!per_sample) checkReadAs(total_weight, self.dtype);
  checkReadAs(grad, self.dtype);
  ctx.setResult(contiguousMeta(self.dtype, self.sizes));
}

// check_inputs_nll_loss2d.
void checkNll2dShapes(const TensorMeta& self, const TensorMeta& target, const TensorMeta* weight) {
  if (target.dim() != 3)
    throw MetaError("only batches of spatial targets supported (3D tensors) but got targets of "
                    "dimension: " +
                    std::to_string(target.dim()));
  if (self.dim() != 4)
    throw MetaError("only batches of spatial inputs supported (4D tensors), but got input of "
                    "dimension: " +
                    std::to_string(self.dim()));
  if (weight && weight->numel() != self.sizes[1])
    throw MetaError("weight tensor should be defined either for all or no classes");
  if (self.sizes[0] != target.sizes[0] || self.sizes[2] != target.sizes[1] ||
      self.sizes[3] != target.sizes[2])
    throw MetaError("size mismatch (got input: " + formatShape(self.sizes) +
                    " , target: " + formatShape(target.sizes));
}

void nllLoss2dForwardRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& target = ctx.tensor("target");
  const TensorMeta* weight = ctx.optionalTensor("weight");
  const bool per_sample = ctx.intArg("reduction") == kReductionNone;
  checkNll2dShapes(self, target, weight);
  checkFloatingKernel("nll_loss2d_forward_out_frame", self.dtype);
  if (weight) checkReadAs(*weight, self.dtype);
  if (per_sample || target.numel() > 0) checkTarget(target, /*byte_allowed=*/false);
  const Shape loss = per_sample ? Shape{self.sizes[0], self.sizes[2], self.sizes[3]} : Shape{};
  ctx.setListResult({contiguousMeta(self.dtype, loss), contiguousMeta(self.dtype, {})});
}

void nllLoss2dBackwardRule(MetaContext& ctx) {
  const TensorMeta& grad = ctx.tensor("grad_output");
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& target = ctx.tensor("target");
  const TensorMeta* weight = ctx.optionalTensor("weight");
  const TensorMeta& total_weight = ctx.tensor("total_weight");
  const bool per_sample = ctx.intArg("reduction") == kReductionNone;
  checkNll2dShapes(self, target, weight);
  // zeros_like(self), resized to self's sizes (a no-op), must be contiguous.
  const TensorMeta grad_input = emptyLike(self, self.dtype);
  if (!grad_input.isContiguous()) throw MetaError("grad_input must be contiguous");
  checkTotalWeight(total_weight, " ");
  checkFloatingKernel("nll_loss2d_backward_out_frame", self.dtype);
  if (weight) checkReadAs(*weight, self.dtype);
  if (per_sample) {
    if (grad.dim() != 3)
      throw MetaError("grad_output must have same dimension as target (3) but got dimension: " +
                      formatShape(grad.sizes));
    if (grad.sizes != target.sizes)
      throw MetaError("size mismatch (got grad_output: " + formatShape(grad.sizes) +
                      " target: " + formatShape(target.sizes));
    checkReadAs(grad, self.dtype);
    checkTarget(target, /*byte_allowed=*/false);
  } else {
    checkReadAs(total_weight, self.dtype);
    checkSingleGrad(grad);
    checkReadAs(grad, self.dtype);
    checkTarget(target, /*byte_allowed=*/false);
  }
  ctx.setResult(grad_input);
}

} // namespace

std::vector<OpDefinition> nllLossOpDefinitions() {
  return {
      {"nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int "
       "ignore_index) -> (Tensor output, Tensor total_weight)",
       nllLossForwardRule},
      {"nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int "
       "reduction, int ignore_index, Tensor total_weight) -> Tensor",
       nllLossBackwardRule},
      {"nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int "
       "ignore_index) -> (Tensor output, Tensor total_weight)",
       nllLoss2dForwardRule},
      {"nll_loss2d_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int "
       "reduction, int ignore_index, Tensor total_weight) -> Tensor",
       nllLoss2dBackwardRule},
  };
}

} // namespace reinplace
