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

#include <cmath>

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

void uniformKernel(KernelCall& call) {
  RuntimeTensor& result = call.result();
  const DType dtype = result.layout.dtype;
  const double from = call.args().floatArg("from"), to = call.args().floatArg("to");
  RandomDraws draws = call.randomDraws();
  withComputeType(dtype, [&](auto type_tag) {
    using T = decltype(type_tag);
    if constexpr (!kIsInt<T>) {
      const T low = roundThrough(dtype, static_cast<T>(from));
      const T high = roundThrough(dtype, static_cast<T>(to));
      // ATen's uniform_real keeps as many random bits as the dtype has digits.
      const int digits = dtype == DType::f64   ? 53
                         : dtype == DType::f32 ? 24
                         : dtype == DType::f16 ? 11
                                               : 8;
      const double steps = std::ldexp(1.0, digits);
      forEachOffset(result.layout, [&](int64_t offset) {
        T draw = static_cast<T>(std::floor(draws.unit() * steps) / steps);
        storeElement<T>(result.element(offset), dtype, draw * (high - low) + low);
      });
      if (low != high && result.layout.numel() > 0) call.noteRandomResults();
    }
  });
}

template <typename T>
void rreluTraining(KernelCall& call, const RuntimeTensor& self, RuntimeTensor& output,
                   RuntimeTensor& noise) {
  const DType dtype = self.layout.dtype;
  const T lower = scalarAs<T>(call.args().scalar("lower"), dtype);
  const T upper = scalarAs<T>(call.args().scalar("upper"), dtype);
  // A non-contiguous self is read from its contiguous copy, made before the loop.
  RuntimeTensor source = self;
  if (!self.layout.isContiguous()) {
    source = RuntimeTensor{std::make_shared<Storage>(dtype, self.layout.numel()),
                           contiguousMeta(dtype, self.layout.sizes)};
    copyElements(source, self);
  }
  const std::vector<int64_t> outputs = elementOffsets(output.layout);
  RandomDraws draws = call.randomDraws();
  bool drew = false;
  int64_t index = 0;
  forEachOffset(source.layout, [&](int64_t offset) {
    const T x = loadElement<T>(source.element(offset), dtype);
    T out = x, r = 1;
    if (x <= T(0)) {
      if (!(lower <= upper))
        throw KernelError("Expected from <= to to be true, but got false.  (Could this error "
                          "message be improved?  If so, please report an enhancement request "
                          "to PyTorch.)");
      const double unit = std::ldexp(std::floor(std::ldexp(draws.unit(), 53)), -53);
      const double lo = static_cast<double>(lower), hi = static_cast<double>(upper);
      r = roundThrough(dtype, static_cast<T>(unit * (hi - lo) + lo));
      out = x * r;
      drew = drew || lower != upper;
    }
    storeElement<T>(output.element(outputs[static_cast<size_t>(index)]), dtype, out);
    storeElement<T>(noise.element(noise.layout.storage_offset + index), dtype, r);
    ++index;
  });
  if (drew) call.noteRandomResults();
}

double rreluEvaluationSlope(const ScalarValue& lower, const ScalarValue& upper) {
  using Kind = ScalarValue::Kind;
  if (lower.kind != Kind::Float && upper.kind != Kind::Float)
    return static_cast<double>(static_cast<float>(wrapAdd(lower.int_value, upper.int_value)) /
                               2.0f);
  return (lower.asDouble() + upper.asDouble()) / 2;
}

void rreluWithNoiseKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& output = call.result();
  if (call.args().boolArg("training")) {
    RuntimeTensor* noise = call.hiddenlyWrittenTensor("noise");
    withComputeType(self.layout.dtype, [&](auto type_tag) {
      using T = decltype(type_tag);
      if constexpr (!kIsInt<T>) rreluTraining<T>(call, self, output, *noise);
    });
    return;
  }
  ScalarValue slope;
  slope.kind = ScalarValue::Kind::Float;
  slope.float_value =
      rreluEvaluationSlope(call.args().scalar("lower"), call.args().scalar("upper"));
  mapFloatUnary(call, [&](auto a) {
    using T = decltype(a);
    return a > T(0) ? a : a * parameterAs<T>(slope);
  });
}

} // namespace

std::vector<KernelDefinition> randomKernels() {
  return {
      {"bernoulli.p", bernoulliFloatKernel},
      {"bernoulli.Tensor", bernoulliTensorKernel},
      {"bernoulli", bernoulliSelfKernel},
      {"native_dropout", nativeDropoutKernel},
      {"native_dropout_backward", nativeDropoutBackwardKernel},
      {"uniform", uniformKernel},
      {"rrelu_with_noise", rreluWithNoiseKernel},
  };
}

} // namespace reinplace::oracle
