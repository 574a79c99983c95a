// mse_loss, mse_loss_backward and binary_cross_entropy_with_logits as torch 1.13 computes them
// on the CPU, one TensorIterator op at a time, each in its common dtype's opmath and rounded to
// its output's dtype (f16 / bf16 round every step, as c10::Half / BFloat16 and their vectorized
// forms do):
// - mse_loss: d = a - b, d * d; mse_loss_backward: norm * (self - target) * grad, norm = 2 /
//   numel (Mean) or 2 read in the dtype (integers truncate it);
// - binary_cross_entropy_with_logits: ATen's chain (elementwise_loss_ops.cpp), with exp and log
//   from libm where torch's vectorized loop calls Sleef (1-ulp functions), so the value tests
//   allow a few ulps;
// - Mean and Sum reduce the unreduced loss, laid out as torch lays it out, with sum's cascade
//   (sum_reduction.h); Mean then divides by the element count (NaN for no elements).

#include "core/meta/aten_conventions.h"
#include "core/meta/elementwise_rules.h"
#include "core/meta/layout.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/sum_reduction.h"

#include <cmath>

namespace reinplace::oracle {
namespace {

constexpr int64_t kReductionMean = 1;
constexpr int64_t kReductionSum = 2;

RuntimeTensor freshTensor(TensorMeta layout, DType dtype) {
  layout.dtype = dtype;
  layout.storage_offset = 0;
  return RuntimeTensor{std::make_shared<Storage>(dtype, layout.storageExtent()), layout};
}

RuntimeOperand operandOf(const RuntimeTensor& tensor) {
  return RuntimeOperand{&tensor, {}};
}

RuntimeOperand intOperand(int64_t value) {
  RuntimeOperand operand;
  operand.scalar.int_value = value;
  return operand;
}

IteratorInput iteratorInputOf(const RuntimeOperand& operand) {
  if (operand.tensor) return iteratorInput(operand.tensor->layout);
  return wrappedScalar(operand.scalar);
}

// One TensorIterator op writing `out` (in place when `in_place`: operands[0] is out itself):
// the common dtype as the iterator decides it, fn computed in its opmath type.
template <size_t N, typename Fn>
void pointwise(RuntimeTensor& out, const std::array<RuntimeOperand, N>& operands,
               const IteratorConfig& config, bool in_place, Fn&& fn) {
  std::vector<IteratorInput> inputs;
  for (const RuntimeOperand& operand : operands) inputs.push_back(iteratorInputOf(operand));
  DType common = buildTensorIterator(inputs, config, in_place ? &out.layout : nullptr).common_dtype;
  mapElements<N>(out, operands, common, fn);
}

// A fresh result of the iterator over `operands`, laid out as torch lays it out.
template <size_t N, typename Fn>
RuntimeTensor pointwiseFresh(const std::array<RuntimeOperand, N>& operands,
                             const IteratorConfig& config, Fn&& fn) {
  std::vector<IteratorInput> inputs;
  for (const RuntimeOperand& operand : operands) inputs.push_back(iteratorInputOf(operand));
  IteratorResult it = buildTensorIterator(inputs, config);
  RuntimeTensor out = freshTensor(it.output, it.output.dtype);
  mapElements<N>(out, operands, it.common_dtype, fn);
  return out;
}

auto negate = [](auto a) { return wrapNeg(a); };
auto add = [](auto a, auto b) { return wrapAdd(a, b); };
auto subtract = [](auto a, auto b) { return wrapSub(a, b); };
auto multiply = [](auto a, auto b) { return wrapMul(a, b); };
auto exponential = [](auto a) {
  using T = decltype(a);
  if constexpr (kIsInt<T>)
    return a; // the rules admit no integer exp_
  else
    return static_cast<T>(std::exp(a));
};
auto logarithm = [](auto a) {
  using T = decltype(a);
  if constexpr (kIsInt<T>)
    return a;
  else
    return static_cast<T>(std::log(a));
};

// apply_loss_reduction: loss.mean() or loss.sum() into the 0-dim result.
void reduceLoss(const RuntimeTensor& loss, int64_t reduction, RuntimeTensor& result) {
  sumInto(loss, result, std::vector<bool>(static_cast<size_t>(loss.layout.dim()), true), false);
  if (reduction != kReductionMean) return;
  const DType dtype = result.layout.dtype;
  const int64_t count = loss.layout.numel();
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    std::byte* at = result.element(result.layout.storage_offset);
    storeElement<T>(at, dtype, loadElement<T>(at, dtype) / static_cast<T>(count));
  });
}

bool reduces(int64_t reduction) {
  return reduction == kReductionMean || reduction == kReductionSum;
}

void mseLossKernel(KernelCall& call) {
  const std::array<RuntimeOperand, 2> operands = {call.operand("self"), call.operand("target")};
  const DType common = call.computeDType();
  auto squared_difference = [&](auto a, auto b) {
    const auto difference = roundThrough(common, wrapSub(a, b));
    return wrapMul(difference, difference);
  };
  const int64_t reduction = call.args().intArg("reduction");
  if (!reduces(reduction)) {
    mapElements<2>(call.result(), operands, common, squared_difference);
    return;
  }
  RuntimeTensor loss = pointwiseFresh<2>(operands, binaryOpConfig(), squared_difference);
  reduceLoss(loss, reduction, call.result());
}

void mseLossBackwardKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const DType dtype = self.layout.dtype;
  ScalarValue norm;
  norm.kind = ScalarValue::Kind::Float;
  norm.float_value = call.args().intArg("reduction") == kReductionMean
                         ? 2.0 / static_cast<double>(self.layout.numel())
                         : 2.0;
  mapElements<3>(call.result(),
                 {operandOf(self), call.operand("target"), call.operand("grad_output")}, dtype,
                 [&](auto a, auto b, auto grad) {
                   using T = decltype(a);
                   const T scale = parameterAs<T>(norm);
                   const T difference = roundThrough(dtype, wrapSub(a, b));
                   return wrapMul(roundThrough(dtype, wrapMul(scale, difference)), grad);
                 });
}

// log(exp(-max_val) + exp(-self - max_val)), into a fresh tensor laid out like max_val.
RuntimeTensor logSumExpTerm(const RuntimeTensor& self, const RuntimeTensor& max_val) {
  RuntimeTensor sum = pointwiseFresh<1>({operandOf(max_val)}, unaryOpConfig(), negate);
  pointwise<1>(sum, {operandOf(sum)}, floatOpConfig(), true, exponential);
  RuntimeTensor negated_self = pointwiseFresh<1>({operandOf(self)}, unaryOpConfig(), negate);
  RuntimeTensor shifted =
      pointwiseFresh<2>({operandOf(negated_self), operandOf(max_val)}, binaryOpConfig(), subtract);
  pointwise<1>(shifted, {operandOf(shifted)}, floatOpConfig(), true, exponential);
  pointwise<2>(sum, {operandOf(sum), operandOf(shifted)}, binaryOpConfig(), true, add);
  pointwise<1>(sum, {operandOf(sum)}, floatOpConfig(), true, logarithm);
  return sum;
}

void bceWithLogitsKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor& target = call.tensor("target");
  const RuntimeTensor* weight = call.optionalTensor("weight");
  const RuntimeTensor* pos_weight = call.optionalTensor("pos_weight");
  const int64_t reduction = call.args().intArg("reduction");
  const IteratorConfig binary = binaryOpConfig();
  // max_val = (-self).clamp_min_(0): std::max(a, 0) keeps NaN.
  RuntimeTensor max_val = pointwiseFresh<1>({operandOf(self)}, unaryOpConfig(), negate);
  pointwise<1>(max_val, {operandOf(max_val)}, unaryOpConfig(), true,
               [](auto a) { return a < decltype(a)(0) ? decltype(a)(0) : a; });
  std::optional<RuntimeTensor> log_weight;
  if (pos_weight) {
    RuntimeTensor minus_one =
        pointwiseFresh<2>({operandOf(*pos_weight), intOperand(1)}, binary, subtract);
    log_weight = pointwiseFresh<2>({operandOf(minus_one), operandOf(target)}, binary, multiply);
    pointwise<2>(*log_weight, {operandOf(*log_weight), intOperand(1)}, binary, true, add);
  }
  // The unreduced loss: the result itself, or a tensor laid out as torch's 1 - target.
  std::optional<RuntimeTensor> unreduced;
  if (reduces(reduction))
    unreduced = freshTensor(emptyLike(target.layout, target.layout.dtype), target.layout.dtype);
  RuntimeTensor& loss = unreduced ? *unreduced : call.result();
  pointwise<2>(loss, {intOperand(1), operandOf(target)}, binary, false, subtract);
  pointwise<2>(loss, {operandOf(loss), operandOf(self)}, binary, true, multiply);
  if (log_weight) {
    RuntimeTensor term = logSumExpTerm(self, max_val);
    pointwise<2>(term, {operandOf(term), operandOf(max_val)}, binary, true, add);
    pointwise<2>(*log_weight, {operandOf(*log_weight), operandOf(term)}, binary, true, multiply);
    pointwise<2>(loss, {operandOf(loss), operandOf(*log_weight)}, binary, true, add);
  } else {
    pointwise<2>(loss, {operandOf(loss), operandOf(max_val)}, binary, true, add);
    RuntimeTensor term = logSumExpTerm(self, max_val);
    pointwise<2>(loss, {operandOf(loss), operandOf(term)}, binary, true, add);
  }
  if (weight) pointwise<2>(loss, {operandOf(loss), operandOf(*weight)}, binary, true, multiply);
  if (unreduced) reduceLoss(loss, reduction, call.result());
}

} // namespace

std::vector<KernelDefinition> elementwiseLossKernels() {
  return {
      {"mse_loss", mseLossKernel},
      {"mse_loss_backward", mseLossBackwardKernel},
      {"binary_cross_entropy_with_logits", bceWithLogitsKernel},
  };
}

} // namespace reinplace::oracle
