// Reference kernels of the activations and of their backward ops, one scalar function each,
// written after the scalar loops of torch 1.13's CPU kernels (Activation.cpp,
// UnaryOpsKernel.cpp, BinaryOpsKernel.cpp, GeluKernel): same formulas and operation order, in
// the dtype's opmath type (double for f64; float for f32 and for bf16, which these kernels
// convert to float and round once at the end). Scalar parameters are read as the kernels read
// them: converted to the compute type, except threshold's and hardtanh's, which ATen converts
// to the dtype itself first (a bf16 bound is rounded to bf16). Constants are <cmath>'s M_*
// doubles, converted to the compute type where ATen converts them.

#include "core/meta/elementwise_rules.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/vectorized_loop.h"

#include <cmath>
#include <initializer_list>
#include <string>
#include <vector>

namespace reinplace::oracle {
namespace {

template <typename Fn> void floatBackward(KernelCall& call, const char* second, Fn fn) {
  mapElements<2>(call.result(), {call.operand("grad_output"), call.operand(second)},
                 call.computeDType(), [&](auto dy, auto x) {
                   using T = decltype(dy);
                   if constexpr (kIsInt<T>)
                     return dy;
                   else
                     return static_cast<T>(fn(dy, x));
                 });
}

// --- forward -----------------------------------------------------------------------------

bool tanhApproximation(const KernelCall& call) {
  return std::get<std::string>(call.args().arg("approximate").value) == "tanh";
}

// oneDNN's gelu_erf on the AVX2 JIT path computes erf as Abramowitz and Stegun's 7.1.26 with
// fused multiply-adds (absolute error below 1.5e-7; ATen's AVX2 Vectorized<float>::erf is the
// same formula); the exp in it is oneDNN's own, for which libm's stands in.
float oneDnnErf(float x) {
  const float p = 0.3275911f, p1 = 0.254829592f, p2 = -0.284496736f, p3 = 1.421413741f,
              p4 = -1.453152027f, p5 = 1.061405429f;
  float t = 1.0f / std::fma(p, std::fabs(x), 1.0f);
  float r = std::fma(std::fma(std::fma(std::fma(p5, t, p4), t, p3), t, p2), t, p1);
  float decay = -std::exp(-(x * x));
  float value = std::fma(decay * t, r, 1.0f);
  return std::signbit(x) ? -value : value;
}

template <typename T> T erfOf(T x, bool one_dnn) {
  if constexpr (std::is_same_v<T, float>)
    if (one_dnn) return oneDnnErf(x);
  return std::erf(x);
}

// The tanh form's `x + kappa * x^3` is one multiply-add (GCC contracts both loops).
template <typename T> T geluOf(T x, bool tanh_approximation, bool one_dnn, DType common) {
  if (tanh_approximation) {
    if (common == DType::bf16) {
      // torch 1.13 computes bf16 in c10::BFloat16: constants and every step rounded.
      auto r = [&](T value) { return roundThrough(common, value); };
      const T beta = r(T(M_SQRT2 * M_2_SQRTPI * 0.5));
      const T kappa = r(T(0.044715));
      T cube = r(r(x * x) * x);
      T inner = r(beta * r(x + r(kappa * cube)));
      return r(r(T(0.5) * x) * r(T(1) + r(std::tanh(inner))));
    }
    const T beta = T(M_SQRT2 * M_2_SQRTPI * 0.5);
    const T kappa = T(0.044715);
    T cube = x * x * x;
    T inner = beta * std::fma(kappa, cube, x);
    return T(0.5) * x * (T(1) + std::tanh(inner));
  }
  if constexpr (std::is_same_v<T, float>) {
    // oneDNN's gelu_erf adds the halves in one fused multiply-add, 0.5x * erf + 0.5x: where erf
    // is -1 the halves cancel to +0, where x * 0.5 * (1 + erf) keeps -0 (an rsqrt after it
    // gives +inf against -inf: campaign --oracle=both).
    if (one_dnn) {
      const T half = x * T(0.5);
      return std::fma(half, oneDnnErf(x * T(M_SQRT1_2)), half);
    }
  }
  return x * T(0.5) * (T(1) + erfOf(x * T(M_SQRT1_2), one_dnn));
}

void geluKernel(KernelCall& call) {
  bool tanh_approximation = tanhApproximation(call);
  bool one_dnn = geluUsesOneDnn(call.tensor("self").layout, tanh_approximation);
  DType common = call.computeDType();
  mapFloatUnary(call, [&](auto x) { return geluOf(x, tanh_approximation, one_dnn, common); });
}

// bf16 runs in c10::BFloat16 (both loops): exp, the sum and the quotient each rounded to bf16,
// which puts silu(3.9375) at 3.875 where a float quotient rounded once gives 3.859375 (bitwise
// against torch on every finite bf16 value).
void siluKernel(KernelCall& call) {
  const DType common = call.computeDType();
  mapFloatUnary(call, [common](auto x) {
    using T = decltype(x);
    auto r = [&](T value) { return roundThrough(common, value); };
    return r(x / r(T(1) + r(std::exp(-x))));
  });
}

// elu: the coefficients are products of the Scalars read in the compute type. celu and selu
// call elu with their own Scalars.
void eluWith(KernelCall& call, const ScalarValue& alpha, const ScalarValue& scale,
             const ScalarValue& input_scale) {
  mapFloatUnary(call, [&](auto a) {
    using T = decltype(a);
    T negcoef = parameterAs<T>(alpha) * parameterAs<T>(scale);
    T poscoef = parameterAs<T>(scale);
    T negiptcoef = parameterAs<T>(input_scale);
    return a <= T(0) ? (std::exp(a * negiptcoef) - T(1)) * negcoef : a * poscoef;
  });
}

ScalarValue floatScalar(double value) {
  ScalarValue scalar;
  scalar.kind = ScalarValue::Kind::Float;
  scalar.float_value = value;
  return scalar;
}

void eluKernel(KernelCall& call) {
  eluWith(call, call.args().scalar("alpha"), call.args().scalar("scale"),
          call.args().scalar("input_scale"));
}

// celu(x, alpha) = elu(x, alpha, 1.0, 1.0 / alpha), the inverse taken in double.
void celuKernel(KernelCall& call) {
  ScalarValue alpha = call.args().scalar("alpha");
  eluWith(call, alpha, floatScalar(1.0), floatScalar(1. / alpha.asDouble()));
}

// selu(x) = elu(x, SELU_ALPHA, SELU_SCALE), input_scale the int 1.
void seluKernel(KernelCall& call) {
  ScalarValue one;
  one.int_value = 1;
  eluWith(call, floatScalar(1.6732632423543772848170429916717),
          floatScalar(1.0507009873554804934193349852946), one);
}

// std::max / std::min keep their first operand when the comparison fails, so NaN passes.
template <typename T> T clampToSix(T x) {
  return std::min(std::max(x + T(3), T(0)), T(6));
}

void hardswishKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto x) { return x * clampToSix(x) / decltype(x)(6); });
}

void hardsigmoidKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto x) { return clampToSix(x) / decltype(x)(6); });
}

void leakyReluKernel(KernelCall& call) {
  ScalarValue slope = call.args().scalar("negative_slope");
  mapFloatUnary(call, [&](auto a) {
    using T = decltype(a);
    return a > T(0) ? a : a * parameterAs<T>(slope);
  });
}

void softplusKernel(KernelCall& call) {
  ScalarValue beta_value = call.args().scalar("beta");
  ScalarValue threshold_value = call.args().scalar("threshold");
  mapFloatUnary(call, [&](auto a) {
    using T = decltype(a);
    T beta = parameterAs<T>(beta_value);
    T threshold = parameterAs<T>(threshold_value);
    return (a * beta) > threshold ? a : static_cast<T>(std::log1p(std::exp(a * beta))) / beta;
  });
}

void mishKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto x) { return x * std::tanh(std::log1p(std::exp(x))); });
}

// A Scalar that ATen reads with Scalar::to<scalar_t>(): converted to the dtype itself (rounded
// to bf16, truncated to an integer type), then to the compute type.
template <typename T> T asDType(const ScalarValue& value, DType dtype) {
  return scalarAs<T>(value, dtype);
}

// Scalar::toLong(): what hardtanh makes of its bounds for an integer self.
ScalarValue toLong(ScalarValue value) {
  if (value.kind == ScalarValue::Kind::Float) {
    value.kind = ScalarValue::Kind::Int;
    value.int_value = truncateToInt64(value.float_value);
  }
  return value;
}

// hardtanh is clamp(self, min, max): std::min(std::max(a, min), max), NaN kept.
void hardtanhKernel(KernelCall& call) {
  DType dtype = call.computeDType();
  ScalarValue min = call.args().scalar("min_val");
  ScalarValue max = call.args().scalar("max_val");
  if (!isFloating(dtype)) {
    min = toLong(min);
    max = toLong(max);
  }
  mapUnary(call, [&](auto a) {
    using T = decltype(a);
    if constexpr (!kIsInt<T>)
      if (std::isnan(a)) return a;
    return std::min(std::max(a, asDType<T>(min, dtype)), asDType<T>(max, dtype));
  });
}

// x <= threshold ? value : other, compared in the dtype (so NaN takes `other`).
template <typename T> T thresholded(T x, T other, T threshold, T value) {
  return x <= threshold ? value : other;
}

void thresholdKernel(KernelCall& call) {
  DType dtype = call.computeDType();
  ScalarValue threshold = call.args().scalar("threshold");
  ScalarValue value = call.args().scalar("value");
  mapUnary(call, [&](auto x) {
    using T = decltype(x);
    return thresholded(x, x, asDType<T>(threshold, dtype), asDType<T>(value, dtype));
  });
}

// --- backward ----------------------------------------------------------------------------

void thresholdBackwardKernel(KernelCall& call) {
  DType dtype = call.computeDType();
  ScalarValue threshold = call.args().scalar("threshold");
  mapElements<2>(call.result(), {call.operand("self"), call.operand("grad_output")}, dtype,
                 [&](auto x, auto grad) {
                   using T = decltype(x);
                   return thresholded(x, grad, asDType<T>(threshold, dtype), T(0));
                 });
}

void tanhBackwardKernel(KernelCall& call) {
  floatBackward(call, "output", [](auto a, auto b) { return a * std::fma(-b, b, decltype(a)(1)); });
}

void sigmoidBackwardKernel(KernelCall& call) {
  floatBackward(call, "output", [](auto a, auto b) { return a * (decltype(a)(1) - b) * b; });
}

// Written as torch's loops compute it, with the multiply-adds GCC contracts fused.
// oneDNN's backward rounds differently from this formula (within about one f32 ulp of the
// result's magnitude scale, absolutely); the formula is ATen's.
template <typename T>
T geluBackwardOf(T dy, T x, bool tanh_approximation, bool one_dnn, DType common) {
  // The tanh form computes bf16 in c10::BFloat16 (every constant and step rounded); the erf
  // form computes it in float.
  bool reduced = tanh_approximation && common == DType::bf16;
  auto r = [&](T value) { return reduced ? roundThrough(common, value) : value; };
  if (tanh_approximation) {
    const T beta = r(T(M_SQRT2 * M_2_SQRTPI * 0.5));
    const T kappa = r(T(0.044715));
    T x_sq = r(x * x);
    T x_cube = r(x_sq * x);
    T inner = r(beta * (reduced ? r(x + r(kappa * x_cube)) : std::fma(kappa, x_cube, x)));
    T tanh_inner = r(std::tanh(inner));
    T left = r(T(0.5) * x);
    T right = r(T(1) + tanh_inner);
    T left_derivative = r(T(0.5) * right);
    T tanh_derivative =
        reduced ? r(T(1) - r(tanh_inner * tanh_inner)) : std::fma(-tanh_inner, tanh_inner, T(1));
    T three_kappa = r(T(3) * kappa);
    T inner_derivative =
        r(beta * (reduced ? r(T(1) + r(three_kappa * x_sq)) : std::fma(three_kappa, x_sq, T(1))));
    T right_derivative = r(r(left * tanh_derivative) * inner_derivative);
    return r(dy * r(left_derivative + right_derivative));
  }
  const T alpha = r(T(M_2_SQRTPI * M_SQRT1_2 * 0.5));
  T cdf = r(T(0.5) * r(T(1) + r(erfOf(r(x * r(T(M_SQRT1_2))), one_dnn))));
  T pdf = r(alpha * r(std::exp(r(r(x * x) * T(-0.5)))));
  return r(dy * (reduced ? r(cdf + r(x * pdf)) : std::fma(x, pdf, cdf)));
}

void geluBackwardKernel(KernelCall& call) {
  bool tanh_approximation = tanhApproximation(call);
  bool one_dnn = geluUsesOneDnn(call.tensor("self").layout, tanh_approximation);
  // ideep reads grad_output as if it had self's contiguous layout; torch 1.13 computes from
  // misread memory for any other layout.
  if (one_dnn && !call.tensor("grad_output").layout.isContiguous())
    throw KernelError("gelu_backward on torch 1.13's oneDNN path misreads a non-contiguous "
                      "grad_output");
  DType common = call.computeDType();
  floatBackward(call, "self", [&](auto dy, auto x) {
    return geluBackwardOf(dy, x, tanh_approximation, one_dnn, common);
  });
}

// torch's vectorized loop (oracle/kernels/vectorized_loop.h) blends, which sends NaN through the
// arithmetic (hardswish_backward gives NaN, hardtanh_backward 0), where its scalar loop's branches
// pass grad through. bf16 computes in c10::BFloat16, rounding each step.
void hardswishBackwardKernel(KernelCall& call) {
  DType common = call.computeDType();
  std::vector<bool> vectorized = vectorizedElements(call, {"grad_output", "self"});
  size_t index = 0;
  floatBackward(call, "self", [&](auto grad, auto x) {
    using T = decltype(x);
    bool blended = vectorized[index++];
    if (x < T(-3)) return T(0);
    if (blended ? x >= T(3) : !(x <= T(3))) return grad;
    auto round = [&](T value) { return roundThrough(common, value); };
    return grad * round(round(x / T(3)) + T(0.5));
  });
}

// The kernel's constant is 1.0f / 6.0f in every dtype: f64 multiplies by the float nearest 1/6,
// bf16 computes in float and rounds the product once. Both loops give 0 for a NaN self.
void hardsigmoidBackwardKernel(KernelCall& call) {
  floatBackward(call, "self", [&](auto grad, auto x) {
    using T = decltype(x);
    const T one_sixth = static_cast<T>(1.0f / 6.0f);
    return (x > T(-3) && x < T(3)) ? grad * one_sixth : T(0);
  });
}

void hardtanhBackwardKernel(KernelCall& call) {
  ScalarValue min_value = call.args().scalar("min_val");
  ScalarValue max_value = call.args().scalar("max_val");
  std::vector<bool> vectorized = vectorizedElements(call, {"grad_output", "self"});
  size_t index = 0;
  floatBackward(call, "self", [&](auto grad, auto x) {
    using T = decltype(x);
    T min = parameterAs<T>(min_value);
    T max = parameterAs<T>(max_value);
    if (vectorized[index++]) return (x > min && x < max) ? grad : T(0);
    return (x <= min || x >= max) ? T(0) : grad;
  });
}

// bf16 computes in c10::BFloat16, rounding every step.
void siluBackwardKernel(KernelCall& call) {
  DType common = call.computeDType();
  floatBackward(call, "self", [&](auto dy, auto x) {
    using T = decltype(x);
    if (common == DType::bf16) {
      auto r = [&](T value) { return roundThrough(common, value); };
      T sigmoid = r(T(1) / r(T(1) + r(std::exp(-x))));
      return r(r(dy * sigmoid) * r(T(1) + r(x * r(T(1) - sigmoid))));
    }
    T sigmoid = T(1) / (T(1) + std::exp(-x));
    return dy * sigmoid * std::fma(x, T(1) - sigmoid, T(1));
  });
}

} // namespace

std::vector<KernelDefinition> activationKernels() {
  return {
      {"gelu", geluKernel},
      {"silu", siluKernel},
      {"elu", eluKernel},
      {"celu", celuKernel},
      {"selu", seluKernel},
      {"hardswish", hardswishKernel},
      {"hardsigmoid", hardsigmoidKernel},
      {"hardtanh", hardtanhKernel},
      {"leaky_relu", leakyReluKernel},
      {"softplus", softplusKernel},
      {"mish", mishKernel},
      {"threshold", thresholdKernel},
      {"threshold_backward", thresholdBackwardKernel},
      {"tanh_backward", tanhBackwardKernel},
      {"sigmoid_backward", sigmoidBackwardKernel},
      {"gelu_backward", geluBackwardKernel},
      {"hardswish_backward", hardswishBackwardKernel},
      {"hardsigmoid_backward", hardsigmoidBackwardKernel},
      {"hardtanh_backward", hardtanhBackwardKernel},
      {"silu_backward", siluBackwardKernel},
  };
}

} // namespace reinplace::oracle
