// Reference kernels of the binary math of core/meta/binary_math_ops.cpp, after the scalar loops
// of torch 1.13's CPU kernels (BinaryOpsKernel.cpp) in the opmath type; fmod takes the loop
// torch's cpu_kernel_vec gives each element, as remainder does. igamma and igammac compute in
// double (incomplete_gamma.h) and round once; float_power and ldexp follow the pow and mul they
// are made of.

#include "oracle/kernels/arithmetic.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/incomplete_gamma.h"
#include "oracle/kernels/vectorized_loop.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace reinplace::oracle {
namespace {

template <typename Fn> void binary(KernelCall& call, const char* second, Fn fn) {
  mapElements<2>(call.result(), {call.operand("self"), call.operand(second)}, call.computeDType(),
                 fn);
}

// The float-only kernels: the rules admit no integer compute type, which must only compile.
template <typename Fn> void floatBinary(KernelCall& call, Fn fn) {
  binary(call, "other", [&](auto a, auto b) {
    using T = decltype(a);
    if constexpr (kIsInt<T>)
      return a;
    else
      return static_cast<T>(fn(a, b));
  });
}

void atan2Kernel(KernelCall& call) {
  floatBinary(call, [](auto a, auto b) { return std::atan2(a, b); });
}
void hypotKernel(KernelCall& call) {
  floatBinary(call, [](auto a, auto b) { return std::hypot(a, b); });
}
void copysignKernel(KernelCall& call) {
  floatBinary(call, [](auto a, auto b) { return std::copysign(a, b); });
}
void trueDivideKernel(KernelCall& call) {
  floatBinary(call, [](auto a, auto b) { return a / b; });
}

// 0 where a is 0 (unless b is NaN), a·log(b) otherwise.
void xlogyKernel(KernelCall& call) {
  floatBinary(call, [](auto a, auto b) {
    using T = decltype(a);
    if (std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
    if (a == T(0)) return T(0);
    return a * std::log(b);
  });
}

// The next representable value after a towards b, in the dtype itself: bf16 steps its own bits.
uint16_t bfloat16Step(uint16_t bits, float from, float towards) {
  if (from == 0) return static_cast<uint16_t>(towards > 0 ? 0x0001 : 0x8001);
  bool away_from_zero = (from < towards) == (from > 0);
  return static_cast<uint16_t>(away_from_zero ? bits + 1 : bits - 1);
}
void nextafterKernel(KernelCall& call) {
  bool bf16 = call.computeDType() == DType::bf16;
  floatBinary(call, [&](auto a, auto b) {
    using T = decltype(a);
    if (!bf16 || std::isnan(a) || std::isnan(b) || a == b) return std::nextafter(a, b);
    uint16_t bits = bfloat16FromFloat(static_cast<float>(a));
    return static_cast<T>(floatFromBFloat16(bfloat16Step(bits, static_cast<float>(a), b)));
  });
}

// C's remainder of truncated division: integers raise on a zero divisor and trap on
// INT_MIN % -1 as division does; floats take the vector library's fmod where the vectorized loop
// runs.
void fmodKernel(KernelCall& call) {
  std::optional<int64_t> trapping = trappingDividend(call.computeDType());
  std::vector<bool> vectorized = vectorizedElements(call, {"self", "other"});
  size_t index = 0;
  binary(call, "other", [&](auto a, auto b) {
    using T = decltype(a);
    bool vector = vectorized[index++];
    if constexpr (kIsInt<T>) {
      if (b == 0) throw KernelError("ZeroDivisionError");
      checkDivisionTraps(a, b, trapping);
      return b == -1 ? T(0) : a % b;
    } else {
      if (vectorFmodFails(a, b, vector)) return std::numeric_limits<T>::quiet_NaN();
      return std::fmod(a, b);
    }
  });
}

// b where a is 0, otherwise whether a is positive (NaN is neither).
void heavisideKernel(KernelCall& call) {
  binary(call, "values", [](auto a, auto b) {
    using T = decltype(a);
    return a == T(0) ? b : static_cast<T>(a > T(0));
  });
}

// Bool and the integer dtypes only (bool computes as 0 and 1 in int64).
template <typename Fn> void bitwise(KernelCall& call, Fn fn) {
  binary(call, "other", [&](auto a, auto b) {
    if constexpr (kIsInt<decltype(a)>)
      return fn(a, b);
    else
      return a;
  });
}
void bitwiseAndKernel(KernelCall& call) {
  bitwise(call, [](int64_t a, int64_t b) { return a & b; });
}
void bitwiseOrKernel(KernelCall& call) {
  bitwise(call, [](int64_t a, int64_t b) { return a | b; });
}
void bitwiseXorKernel(KernelCall& call) {
  bitwise(call, [](int64_t a, int64_t b) { return a ^ b; });
}

// Truth values: nonzero (NaN included) is true; the result is 0 or 1 in its dtype.
template <typename Fn> void logical(KernelCall& call, Fn fn) {
  binary(call, "other", [&](auto a, auto b) {
    using T = decltype(a);
    return fn(a != T(0), b != T(0));
  });
}
void logicalAndKernel(KernelCall& call) {
  logical(call, [](bool a, bool b) { return a && b; });
}
void logicalOrKernel(KernelCall& call) {
  logical(call, [](bool a, bool b) { return a || b; });
}
void logicalXorKernel(KernelCall& call) {
  logical(call, [](bool a, bool b) { return a != b; });
}

void igammaKernel(KernelCall& call) {
  floatBinary(call, [](auto a, auto x) { return regularizedLowerGamma(a, x); });
}
void igammacKernel(KernelCall& call) {
  floatBinary(call, [](auto a, auto x) { return regularizedUpperGamma(a, x); });
}

// float_power: both operands converted to double (the rule records f64 as the compute dtype),
// then pow.Tensor_Tensor's std::pow, or pow.Tensor_Scalar's special cases for a Python exponent.
void floatPowerTensorKernel(KernelCall& call) {
  binary(call, "exponent", [](auto a, auto b) { return std::pow(a, b); });
}
void floatPowerTensorScalarKernel(KernelCall& call) {
  ScalarValue exponent;
  exponent.kind = ScalarValue::Kind::Float; // Scalar(exp.toDouble())
  exponent.float_value = call.args().scalar("exponent").asDouble();
  mapUnary(call, [&](auto a) {
    if constexpr (kIsInt<decltype(a)>)
      return a; // the rule computes in f64 alone
    else
      return powByScalar(a, exponent, DType::f64);
  });
}
void floatPowerScalarKernel(KernelCall& call) {
  mapElements<2>(call.result(), {call.operand("self"), call.operand("exponent")}, DType::f64,
                 [](auto a, auto b) { return std::pow(a, b); });
}

// ldexp: pow(2.0, other) into a contiguous tensor of other's sizes, in result_type(2.0, other)
// (f16 and bf16 raise in float and round), then self times it as mul computes it.
void ldexpKernel(KernelCall& call) {
  const RuntimeTensor& other = call.tensor("other");
  DType power_dtype = isFloating(other.layout.dtype) ? other.layout.dtype : DType::f32;
  RuntimeTensor powers{std::make_shared<Storage>(power_dtype, other.layout.numel()),
                       contiguousMeta(power_dtype, other.layout.sizes)};
  RuntimeOperand two;
  two.scalar.kind = ScalarValue::Kind::Float;
  two.scalar.float_value = 2.0;
  mapElements<2>(powers, {two, call.operand("other")}, power_dtype,
                 [](auto a, auto b) { return std::pow(a, b); });
  mapElements<2>(call.result(), {call.operand("self"), RuntimeOperand{&powers, {}}},
                 call.computeDType(), [](auto a, auto b) { return wrapMul(a, b); });
}

} // namespace

std::vector<KernelDefinition> binaryMathKernels() {
  return {
      {"atan2", atan2Kernel},
      {"hypot", hypotKernel},
      {"copysign.Tensor", copysignKernel},
      {"copysign.Scalar", copysignKernel},
      {"true_divide.Tensor", trueDivideKernel},
      {"true_divide.Scalar", trueDivideKernel},
      {"xlogy.Tensor", xlogyKernel},
      {"xlogy.Scalar_Other", xlogyKernel},
      {"nextafter", nextafterKernel},
      {"fmod.Tensor", fmodKernel},
      {"fmod.Scalar", fmodKernel},
      {"heaviside", heavisideKernel},
      {"bitwise_and.Tensor", bitwiseAndKernel},
      {"bitwise_and.Scalar", bitwiseAndKernel},
      {"bitwise_or.Tensor", bitwiseOrKernel},
      {"bitwise_or.Scalar", bitwiseOrKernel},
      {"bitwise_xor.Tensor", bitwiseXorKernel},
      {"bitwise_xor.Scalar", bitwiseXorKernel},
      {"logical_and", logicalAndKernel},
      {"logical_or", logicalOrKernel},
      {"logical_xor", logicalXorKernel},
      {"igamma", igammaKernel},
      {"igammac", igammacKernel},
      {"float_power.Tensor_Tensor", floatPowerTensorKernel},
      {"float_power.Tensor_Scalar", floatPowerTensorScalarKernel},
      {"float_power.Scalar", floatPowerScalarKernel},
      {"ldexp.Tensor", ldexpKernel},
  };
}

} // namespace reinplace::oracle
