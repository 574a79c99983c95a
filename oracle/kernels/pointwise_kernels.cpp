// Reference kernels of the elementwise ops, one scalar function each, written after the scalar
// (non-vectorized) paths of ATen's CPU kernels in torch 1.13 (BinaryOpsKernel.cpp,
// UnaryOpsKernel.cpp, PointwiseOpsKernel.cpp, TensorCompare.cpp): same operation order, same
// NaN and zero conventions.

#include "oracle/kernels/arithmetic.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/vectorized_loop.h"

#include <cmath>
#include <limits>
#include <optional>
#include <string>

namespace reinplace::oracle {
namespace {

template <typename Fn> void binary(KernelCall& call, const char* other, Fn fn) {
  mapElements<2>(call.result(), {call.operand("self"), call.operand(other)}, call.computeDType(),
                 fn);
}

// --- arithmetic --------------------------------------------------------------------------

void addKernel(KernelCall& call) {
  ScalarValue alpha = call.args().scalar("alpha");
  DType common = call.computeDType();
  binary(call, "other", [&](auto a, auto b) {
    using T = decltype(a);
    return addScaled(a, b, parameterAs<T>(alpha), common);
  });
}

void subKernel(KernelCall& call) {
  ScalarValue alpha = call.args().scalar("alpha");
  DType common = call.computeDType();
  binary(call, "other", [&](auto a, auto b) {
    using T = decltype(a);
    return addScaled(a, b, wrapNeg(parameterAs<T>(alpha)), common);
  });
}

void mulKernel(KernelCall& call) {
  binary(call, "other", [](auto a, auto b) { return wrapMul(a, b); });
}

void divKernel(KernelCall& call) {
  binary(call, "other", [](auto a, auto b) { return a / b; });
}

void divModeKernel(KernelCall& call) {
  const Arg& mode = call.args().arg("rounding_mode");
  if (mode.isNone()) return divKernel(call);
  bool trunc = std::get<std::string>(mode.value) == "trunc";
  std::optional<int64_t> trapping = trappingDividend(call.computeDType());
  binary(call, "other", [&](auto a, auto b) {
    if constexpr (kIsInt<decltype(a)>) checkDivisionTraps(a, b, trapping);
    return trunc ? truncDivide(a, b) : floorDivide(a, b);
  });
}

// --- unary -------------------------------------------------------------------------------

void negKernel(KernelCall& call) {
  mapUnary(call, [](auto a) { return wrapNeg(a); });
}

void absKernel(KernelCall& call) {
  mapUnary(call, [](auto a) {
    if constexpr (kIsInt<decltype(a)>)
      return a < 0 ? wrapNeg(a) : a;
    else
      return std::fabs(a);
  });
}

void reluKernel(KernelCall& call) {
  mapUnary(call, [](auto a) {
    using T = decltype(a);
    if constexpr (!kIsInt<T>)
      if (std::isnan(a)) return a;
    return a < T(0) ? T(0) : a;
  });
}

void sigmoidKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return decltype(a)(1) / (decltype(a)(1) + std::exp(-a)); });
}
void tanhKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::tanh(a); });
}
void expKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::exp(a); });
}
void logKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::log(a); });
}
void sqrtKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::sqrt(a); });
}
// bf16 divides by the square root already rounded to bf16 (c10's sqrt of a BFloat16 returns
// one), as ATen's scalar loop does.
void rsqrtKernel(KernelCall& call) {
  DType common = call.computeDType();
  mapFloatUnary(call, [&](auto a) { return decltype(a)(1) / roundThrough(common, std::sqrt(a)); });
}
void sinKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::sin(a); });
}
void cosKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::cos(a); });
}

// --- clamp, maximum, pow -----------------------------------------------------------------

template <typename T> bool isNan(T value) {
  if constexpr (kIsInt<T>)
    return false;
  else
    return std::isnan(value);
}

// NaN-propagating maximum and minimum (at::maximum / at::minimum, which clamp.Tensor,
// clamp_min.Tensor and clamp_max.Tensor run with one bound). Where the operands compare equal
// (0.0 and -0.0) the scalar loop's std::max / std::min keep `a`, the vectorized loop's max / min
// instructions `b`.
template <typename T> T maxPropagating(T a, T b, bool vectorized) {
  if (isNan(a)) return a;
  if (isNan(b)) return b;
  if (vectorized) return a > b ? a : b;
  return a < b ? b : a;
}
template <typename T> T minPropagating(T a, T b, bool vectorized) {
  if (isNan(a)) return a;
  if (isNan(b)) return b;
  if (vectorized) return a < b ? a : b;
  return b < a ? b : a;
}

void clampKernel(KernelCall& call) {
  // clamp_min and clamp_max declare one bound each.
  std::optional<ScalarValue> min, max;
  if (call.args().declares("min") && !call.args().arg("min").isNone())
    min = call.args().scalar("min");
  if (call.args().declares("max") && !call.args().arg("max").isNone())
    max = call.args().scalar("max");
  // ATen fills the result with NaN when both bounds are given and either is NaN; a single NaN
  // bound leaves the values alone (std::max / std::min keep their first operand).
  auto nan_bound = [](const std::optional<ScalarValue>& bound) {
    return bound && bound->kind == ScalarValue::Kind::Float && std::isnan(bound->float_value);
  };
  bool fill_nan = min && max && (nan_bound(min) || nan_bound(max));
  DType common = call.computeDType();
  // Integer kernels convert the bounds to the tensor's dtype first (Scalar::to<scalar_t>), so
  // clamp(u8, -2) clamps to 254.
  auto bound = [&](auto type_tag, const ScalarValue& value) {
    using T = decltype(type_tag);
    if constexpr (kIsInt<T>)
      return scalarAs<T>(value, common);
    else
      return parameterAs<T>(value);
  };
  mapUnary(call, [&](auto a) {
    using T = decltype(a);
    if constexpr (!kIsInt<T>)
      if (fill_nan) return std::numeric_limits<T>::quiet_NaN();
    if (isNan(a)) return a;
    T out = a;
    if (min) out = std::max(out, bound(T{}, *min));
    if (max) out = std::min(out, bound(T{}, *max));
    return out;
  });
}

void clampTensorKernel(KernelCall& call) {
  const RuntimeTensor* min = call.args().declares("min") ? call.optionalTensor("min") : nullptr;
  const RuntimeTensor* max = call.args().declares("max") ? call.optionalTensor("max") : nullptr;
  RuntimeOperand self = call.operand("self");
  DType common = call.computeDType();
  if (min && max) {
    mapElements<3>(call.result(), {self, RuntimeOperand{min, {}}, RuntimeOperand{max, {}}}, common,
                   [](auto a, auto lo, auto hi) {
                     using T = decltype(a);
                     if (isNan(lo) || isNan(hi)) return std::numeric_limits<T>::quiet_NaN();
                     return std::min(std::max(a, lo), hi);
                   });
  } else if (min) {
    std::vector<bool> vectorized = vectorizedElements(call, {"self", "min"});
    size_t index = 0;
    mapElements<2>(call.result(), {self, RuntimeOperand{min, {}}}, common,
                   [&](auto a, auto lo) { return maxPropagating(a, lo, vectorized[index++]); });
  } else {
    std::vector<bool> vectorized = vectorizedElements(call, {"self", "max"});
    size_t index = 0;
    mapElements<2>(call.result(), {self, RuntimeOperand{max, {}}}, common,
                   [&](auto a, auto hi) { return minPropagating(a, hi, vectorized[index++]); });
  }
}

void maximumKernel(KernelCall& call) {
  std::vector<bool> vectorized = vectorizedElements(call, {"self", "other"});
  size_t index = 0;
  binary(call, "other", [&](auto a, auto b) { return maxPropagating(a, b, vectorized[index++]); });
}

// Integer powers by squaring, wrapping; negative exponents give 0 except for bases 1 and -1.
int64_t integerPower(int64_t base, int64_t exponent) {
  if (exponent < 0) {
    if (base == 1) return 1;
    if (base == -1) return (exponent & 1) ? -1 : 1;
    return 0;
  }
  int64_t result = 1;
  while (exponent) {
    if (exponent & 1) result = wrapMul(result, base);
    exponent >>= 1;
    base = wrapMul(base, base);
  }
  return result;
}

template <typename T> T power(T base, T exponent) {
  if constexpr (kIsInt<T>)
    return integerPower(base, exponent);
  else
    return std::pow(base, exponent);
}

// pow.Tensor_Scalar as ATen's pow_tensor_scalar_kernel dispatches it (powByScalar).
void powTensorScalarKernel(KernelCall& call) {
  ScalarValue exponent = call.args().scalar("exponent");
  DType common = call.computeDType();
  mapUnary(call, [&](auto a) {
    using T = decltype(a);
    if constexpr (kIsInt<T>)
      return power(a, parameterAs<T>(exponent));
    else
      return powByScalar(a, exponent, common);
  });
}

void powTensorTensorKernel(KernelCall& call) {
  binary(call, "exponent", [](auto a, auto b) { return power(a, b); });
}

void powScalarKernel(KernelCall& call) {
  RuntimeOperand base = call.operand("self");
  mapElements<2>(call.result(), {base, call.operand("exponent")}, call.computeDType(),
                 [](auto a, auto b) { return power(a, b); });
}

// --- fills -------------------------------------------------------------------------------

void fillKernel(KernelCall& call, const RuntimeOperand& value) {
  RuntimeTensor& out = call.result();
  mapElements<1>(out, {value}, out.layout.dtype, [](auto v) { return v; });
}

void fillValueKernel(KernelCall& call) {
  fillKernel(call, RuntimeOperand{nullptr, call.args().scalar("value")});
}

void fillTensorKernel(KernelCall& call) {
  checkItemConverts(call.tensor("value"), call.result().layout.dtype);
  fillKernel(call, RuntimeOperand{&call.tensor("value"), {}});
}

void zeroKernel(KernelCall& call) {
  fillKernel(call, RuntimeOperand{});
}

void maskedFillKernel(KernelCall& call) {
  RuntimeTensor& out = call.result();
  const Arg& value_arg = call.args().arg("value");
  RuntimeOperand value = value_arg.isNode() ? RuntimeOperand{&call.tensor("value"), {}}
                                            : RuntimeOperand{nullptr, call.args().scalar("value")};
  if (value.tensor) checkItemConverts(*value.tensor, out.layout.dtype);
  const RuntimeTensor& mask_tensor = call.tensor("mask");
  // A u8 mask (deprecated, still accepted) must hold only 0 and 1: ATen's CPU kernel checks
  // every element it reads.
  if (mask_tensor.layout.dtype == DType::u8 && out.layout.numel() > 0)
    for (int64_t element : loadLogical<int64_t>(mask_tensor))
      if (element != 0 && element != 1)
        throw KernelError("Mask tensor can take 0 and 1 values only");
  RuntimeOperand mask{&mask_tensor, {}};
  mapElements<3>(out, {call.operand("self"), mask, value}, out.layout.dtype,
                 [](auto self, auto condition, auto fill) { return condition ? fill : self; });
}

// --- ternary -----------------------------------------------------------------------------

// self + value * t1 * t2, whose last multiply-add GCC fuses in ATen's loops (bf16 computes it
// in float).
void addcmulKernel(KernelCall& call) {
  ScalarValue value = call.args().scalar("value");
  mapElements<3>(call.result(),
                 {call.operand("self"), call.operand("tensor1"), call.operand("tensor2")},
                 call.computeDType(), [&](auto self, auto t1, auto t2) {
                   using T = decltype(self);
                   if constexpr (kIsInt<T>)
                     return wrapAdd(self, wrapMul(wrapMul(parameterAs<T>(value), t1), t2));
                   else
                     return std::fma(parameterAs<T>(value) * t1, t2, self);
                 });
}

template <typename T> T lerp(T self, T end, T weight) {
  if constexpr (kIsInt<T>) {
    return self;
  } else {
    // ATen's two formulas, each with its multiply-add fused as GCC compiles them. torch 1.13
    // picks the first for every weight below 0.5, negative ones included.
    return weight < T(0.5) ? std::fma(weight, end - self, self)
                           : std::fma(-(end - self), T(1) - weight, end);
  }
}

void lerpScalarKernel(KernelCall& call) {
  ScalarValue weight = call.args().scalar("weight");
  binary(call, "end", [&](auto a, auto b) { return lerp(a, b, parameterAs<decltype(a)>(weight)); });
}

void lerpTensorKernel(KernelCall& call) {
  mapElements<3>(call.result(), {call.operand("self"), call.operand("end"), call.operand("weight")},
                 call.computeDType(), [](auto a, auto b, auto w) { return lerp(a, b, w); });
}

// --- comparisons and selection -----------------------------------------------------------

template <typename Compare> Kernel comparison() {
  return [](KernelCall& call) {
    binary(call, "other", [](auto a, auto b) { return Compare{}(a, b); });
  };
}

void whereKernel(KernelCall& call) {
  RuntimeTensor& out = call.result();
  mapElements<3>(
      out,
      {RuntimeOperand{&call.tensor("condition"), {}}, call.operand("self"), call.operand("other")},
      out.layout.dtype, [](auto condition, auto a, auto b) { return condition ? a : b; });
}

} // namespace

std::vector<KernelDefinition> pointwiseKernels() {
  return {
      {"add.Tensor", addKernel},
      {"add.Scalar", addKernel},
      {"sub.Tensor", subKernel},
      {"sub.Scalar", subKernel},
      {"mul.Tensor", mulKernel},
      {"mul.Scalar", mulKernel},
      {"div.Tensor", divKernel},
      {"div.Scalar", divKernel},
      {"div.Tensor_mode", divModeKernel},
      {"div.Scalar_mode", divModeKernel},
      {"neg", negKernel},
      {"abs", absKernel},
      {"relu", reluKernel},
      {"sigmoid", sigmoidKernel},
      {"tanh", tanhKernel},
      {"exp", expKernel},
      {"log", logKernel},
      {"sqrt", sqrtKernel},
      {"rsqrt", rsqrtKernel},
      {"sin", sinKernel},
      {"cos", cosKernel},
      {"clamp", clampKernel},
      {"clamp.Tensor", clampTensorKernel},
      {"clamp_min", clampKernel},
      {"clamp_max", clampKernel},
      {"clamp_min.Tensor", clampTensorKernel},
      {"clamp_max.Tensor", clampTensorKernel},
      {"pow.Tensor_Scalar", powTensorScalarKernel},
      {"pow.Tensor_Tensor", powTensorTensorKernel},
      {"pow.Scalar", powScalarKernel},
      {"fill.Scalar", fillValueKernel},
      {"fill.Tensor", fillTensorKernel},
      {"zero", zeroKernel},
      {"masked_fill.Scalar", maskedFillKernel},
      {"masked_fill.Tensor", maskedFillKernel},
      {"addcmul", addcmulKernel},
      {"lerp.Scalar", lerpScalarKernel},
      {"lerp.Tensor", lerpTensorKernel},
      {"eq.Tensor", comparison<std::equal_to<>>()},
      {"eq.Scalar", comparison<std::equal_to<>>()},
      {"ne.Tensor", comparison<std::not_equal_to<>>()},
      {"ne.Scalar", comparison<std::not_equal_to<>>()},
      {"lt.Tensor", comparison<std::less<>>()},
      {"lt.Scalar", comparison<std::less<>>()},
      {"le.Tensor", comparison<std::less_equal<>>()},
      {"le.Scalar", comparison<std::less_equal<>>()},
      {"gt.Tensor", comparison<std::greater<>>()},
      {"gt.Scalar", comparison<std::greater<>>()},
      {"ge.Tensor", comparison<std::greater_equal<>>()},
      {"ge.Scalar", comparison<std::greater_equal<>>()},
      {"where.self", whereKernel},
      {"maximum", maximumKernel},
  };
}

} // namespace reinplace::oracle
