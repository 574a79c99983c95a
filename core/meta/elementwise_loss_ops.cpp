// Losses computed elementwise and then reduced, as torch 1.13 builds them on the CPU (Loss.cpp):
// - mse_loss(self, target, reduction): a promoting binary iterator (the kernel built for f32,
//   f64 and f16), the unreduced loss its output; Mean and Sum give a 0-dim result, any other
//   reduction but None fails an internal assert;
// - mse_loss_backward(grad, self, target, reduction): zeros_like(self) contiguous, the output of
//   an iterator over (self, target, grad) that insists on one dtype and resizes the output to the
//   broadcast shape (contiguous again); the kernel is built for f32, f64 and the integer dtypes;
// - binary_cross_entropy_with_logits(self, target, weight, pos_weight, reduction): ATen's chain of
//   pointwise ops, max_val = (-self).clamp_min_(0), loss = (1 - target) (empty_like(target) filled
//   with 1, then sub_), multiplied and added into in place, so the loss has the target's dtype and
//   layout (infer_dense_strides for a non-dense target) and every other operand must broadcast to
//   it and cast to its dtype. The rule replays each step's iterator for its checks. Reductions
//   other than Mean and Sum leave the loss unreduced.

#include "core/meta/aten_conventions.h"
#include "core/meta/elementwise_rules.h"
#include "core/meta/layout.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"

#include <initializer_list>
#include <string>

namespace reinplace {
namespace {

constexpr int64_t kReductionNone = 0;
constexpr int64_t kReductionMean = 1;
constexpr int64_t kReductionSum = 2;

// AT_DISPATCH over exactly the dtypes listed.
void checkDispatch(const char* kernel, DType dtype, std::initializer_list<DType> built) {
  for (DType candidate : built)
    if (candidate == dtype) return;
  throw MetaError("\"" + std::string(kernel) + "\" not implemented for '" +
                  std::string(scalarTypeName(dtype)) + "'");
}

void mseLossRule(MetaContext& ctx) {
  IteratorResult it =
      buildOpIterator(ctx, {iteratorInput(ctx.tensor("self")), iteratorInput(ctx.tensor("target"))},
                      binaryOpConfig());
  checkDispatch("mse_cpu", it.common_dtype, {DType::f32, DType::f64, DType::f16});
  const int64_t reduction = ctx.intArg("reduction");
  if (reduction == kReductionNone) return ctx.setResult(it.output);
  if (reduction != kReductionMean && reduction != kReductionSum)
    throw MetaError("reduction == Reduction::Mean || reduction == Reduction::Sum INTERNAL ASSERT "
                    "FAILED at \"./aten/src/ATen/native/Loss.cpp\":50, please report a bug to "
                    "PyTorch. ");
  ctx.setResult(contiguousMeta(it.common_dtype, {}));
}

void mseLossBackwardRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  IteratorResult it = buildOpIterator(ctx,
                                      {iteratorInput(self), iteratorInput(ctx.tensor("target")),
                                       iteratorInput(ctx.tensor("grad_output"))},
                                      unaryOpConfig());
  checkDispatch("mse_backward_cpu_out", self.dtype,
                {DType::f32, DType::f64, DType::u8, DType::i8, DType::i16, DType::i32, DType::i64});
  // The kernel reads 2 / numel (or 2) as the dtype with a checked conversion: an empty int
  // input's infinite norm overflows.
  ScalarValue norm;
  norm.kind = ScalarValue::Kind::Float;
  norm.float_value =
      ctx.intArg("reduction") == kReductionMean ? 2.0 / static_cast<double>(self.numel()) : 2.0;
  checkScalarConverts(norm, self.dtype);
  ctx.setResult(contiguousMeta(self.dtype, it.output.sizes));
}

// One in-place step `target op= operands` as TensorIterator checks it (promoting, castable).
void inPlace(const TensorMeta& target, std::initializer_list<IteratorInput> others) {
  std::vector<IteratorInput> inputs = {iteratorInput(target)};
  inputs.insert(inputs.end(), others.begin(), others.end());
  buildTensorIterator(inputs, binaryOpConfig(), &target);
}

// exp_ / log_ in place: integers compute in the default float, which they cannot hold.
void floatInPlace(const TensorMeta& target, const char* kernel) {
  IteratorResult it = buildTensorIterator({iteratorInput(target)}, floatOpConfig(), &target);
  checkFloatingKernel(kernel, it.common_dtype);
}

TensorMeta negated(const TensorMeta& tensor) {
  if (tensor.dtype == DType::b8)
    throw MetaError("Negation, the `-` operator, on a bool tensor is not supported. If you are "
                    "trying to invert a mask, use the `~` or `logical_not()` operator instead.");
  return buildTensorIterator({iteratorInput(tensor)}, unaryOpConfig()).output;
}

IteratorInput one() {
  ScalarValue value;
  value.int_value = 1;
  return wrappedScalar(value);
}

// log(exp(-max_val) + exp(-self - max_val)), computed into the first exponential.
TensorMeta logSumExpTerm(const TensorMeta& self, const TensorMeta& max_val) {
  TensorMeta sum = negated(max_val);
  floatInPlace(sum, "exp_vml_cpu");
  TensorMeta shifted =
      buildTensorIterator({iteratorInput(negated(self)), iteratorInput(max_val)}, binaryOpConfig())
          .output;
  floatInPlace(shifted, "exp_vml_cpu");
  inPlace(sum, {iteratorInput(shifted)});
  floatInPlace(sum, "log_vml_cpu");
  return sum;
}

void bceWithLogitsRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& target = ctx.tensor("target");
  const TensorMeta* weight = ctx.optionalTensor("weight");
  const TensorMeta* pos_weight = ctx.optionalTensor("pos_weight");
  TensorMeta max_val = negated(self);
  checkKernel("clamp_min_cpu", max_val.dtype, kNoHalf);
  TensorMeta log_weight;
  if (pos_weight) {
    if (pos_weight->dtype == DType::b8)
      throw MetaError("Subtraction, the `-` operator, with a bool tensor is not supported. If you "
                      "are trying to invert a mask, use the `~` or `logical_not()` operator "
                      "instead.");
    TensorMeta minus_one =
        buildTensorIterator({iteratorInput(*pos_weight), one()}, binaryOpConfig()).output;
    log_weight =
        buildTensorIterator({iteratorInput(minus_one), iteratorInput(target)}, binaryOpConfig())
            .output;
    inPlace(log_weight, {one()});
  }
  TensorMeta loss = emptyLike(target, target.dtype);
  if (target.dtype == DType::b8)
    throw MetaError("Subtraction, the `-` operator, with two bool tensors is not supported. Use "
                    "the `^` or `logical_xor()` operator instead.");
  inPlace(loss, {iteratorInput(target)});
  inPlace(loss, {iteratorInput(self)});
  if (pos_weight) {
    TensorMeta term = logSumExpTerm(self, max_val);
    inPlace(term, {iteratorInput(max_val)});
    inPlace(log_weight, {iteratorInput(term)});
    inPlace(loss, {iteratorInput(log_weight)});
  } else {
    inPlace(loss, {iteratorInput(max_val)});
    inPlace(loss, {iteratorInput(logSumExpTerm(self, max_val))});
  }
  if (weight) inPlace(loss, {iteratorInput(*weight)});
  const int64_t reduction = ctx.intArg("reduction");
  bool reduces = reduction == kReductionMean || reduction == kReductionSum;
  ctx.setResult(reduces ? contiguousMeta(loss.dtype, {}) : loss);
}

} // namespace

std::vector<OpDefinition> elementwiseLossOpDefinitions() {
  return {
      {"mse_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor", mseLossRule},
      {"mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor",
       mseLossBackwardRule},
      {"binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? "
       "pos_weight=None, int reduction=Mean) -> Tensor",
       bceWithLogitsRule},
  };
}

} // namespace reinplace
