// bernoulli and native_dropout draw from the call's seeded stream
// (oracle/interpreter/random_draws.h), one draw per result element in logical order, whatever the
// probability, so a rewrite that turns bernoulli.p into bernoulli_.float (which computes into
// scratch and writes self in logical order) draws the same sample for the same element. A sample is
// 1 where the draw is below p: p = 0 and p = 1 give exactly 0 and 1, as torch's generator does, and
// such results are not marked random. native_dropout's output is then input * mask (in the input's
// dtype) times 1 / (1 - p) (0 when p = 1) as ATen's mul_ by a wrapped number computes it: the scale
// converted to the dtype first. native_dropout_backward is grad * mask, then times scale, each
// product in its iterator's dtype; it draws nothing.

#include "oracle/kernels/elementwise.h"

namespace reinplace::oracle {
namespace {

RuntimeOperand tensorOperand(const RuntimeTensor& tensor) {
  return RuntimeOperand{&tensor, {}};
}

RuntimeOperand floatOperand(double value) {
  RuntimeOperand operand;
  operand.scalar.kind = ScalarValue::Kind::Float;
  operand.scalar.float_value = value;
  return operand;
}

template <typename T> T multiply(T a, T b) {
  return wrapMul(a, b);
}

// result[i] = draw_i < p_i, p read at each result element by `probability(offset index)`.
template <typename Probability>
void drawSamples(KernelCall& call, RuntimeTensor& result, Probability&& probability) {
  RandomDraws draws = call.randomDraws();
  bool depends_on_draws = false;
  int64_t index = 0;
  forEachOffset(result.layout, [&](int64_t offset) {
    const double p = probability(index++);
    depends_on_draws = depends_on_draws || (p > 0 && p < 1);
    storeElement<bool>(result.element(offset), result.layout.dtype, draws.bernoulli(p));
  });
  if (depends_on_draws) call.noteRandomResults();
}

void bernoulliFloatKernel(KernelCall& call) {
  const double p = call.args().floatArg("p");
  drawSamples(call, call.result(), [&](int64_t) { return p; });
}

// ATen's bernoulli_tensor_cpu_kernel checks every probability as it reads it.
void drawWithTensorProbabilities(KernelCall& call, const RuntimeTensor& p) {
  RuntimeTensor& result = call.result();
  const TensorMeta expanded = broadcastLayout(p.layout, result.layout.sizes);
  const std::vector<int64_t> offsets = elementOffsets(expanded);
  drawSamples(call, result, [&](int64_t index) {
    const double value =
        loadElement<double>(p.element(offsets[static_cast<size_t>(index)]), p.layout.dtype);
    if (!(value >= 0 && value <= 1))
      throw KernelError("Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this "
                        "error message be improved?  If so, please report an enhancement request "
                        "to PyTorch.)");
    return value;
  });
}

void bernoulliTensorKernel(KernelCall& call) {
  drawWithTensorProbabilities(call, call.tensor("p"));
}

void bernoulliSelfKernel(KernelCall& call) {
  drawWithTensorProbabilities(call, call.tensor("self"));
}

void nativeDropoutKernel(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("input");
  RuntimeTensor& output = call.result(0);
  RuntimeTensor& mask = call.result(1);
  if (input.layout.numel() == 0) return;
  const Arg& train = call.args().arg("train");
  if (!train.isNone() && !call.args().boolArg("train")) {
    copyElements(output, input);
    forEachOffset(mask.layout, [&](int64_t offset) {
      storeElement<bool>(mask.element(offset), DType::b8, true);
    });
    return;
  }
  const double keep = 1 - call.args().floatArg("p");
  drawSamples(call, mask, [&](int64_t) { return keep; });
  const DType dtype = output.layout.dtype;
  mapElements<2>(output, {tensorOperand(input), tensorOperand(mask)}, dtype,
                 [](auto a, auto b) { return multiply(a, b); });
  mapElements<2>(output, {tensorOperand(output), floatOperand(keep == 0 ? 0.0 : 1.0 / keep)}, dtype,
                 [](auto a, auto b) { return multiply(a, b); });
}

void nativeDropoutBackwardKernel(KernelCall& call) {
  RuntimeTensor& result = call.result();
  const DType product_dtype = call.computeDType();
  RuntimeTensor product{std::make_shared<Storage>(product_dtype, result.layout.numel()),
                        contiguousMeta(product_dtype, result.layout.sizes)};
  mapElements<2>(product, {call.operand("grad_output"), call.operand("mask")}, product_dtype,
                 [](auto a, auto b) { return multiply(a, b); });
  mapElements<2>(result, {tensorOperand(product), floatOperand(call.args().floatArg("scale"))},
                 result.layout.dtype, [](auto a, auto b) { return multiply(a, b); });
}

} // namespace

std::vector<KernelDefinition> randomKernels() {
  return {
      {"bernoulli.p", bernoulliFloatKernel},
      {"bernoulli.Tensor", bernoulliTensorKernel},
      {"bernoulli", bernoulliSelfKernel},
      {"native_dropout", nativeDropoutKernel},
      {"native_dropout_backward", nativeDropoutBackwardKernel},
  };
}

} // namespace reinplace::oracle
