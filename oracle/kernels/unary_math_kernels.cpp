// Reference kernels of the unary math of core/meta/unary_math_ops.cpp, after the scalar loops of
// torch 1.13's CPU kernels (UnaryOpsKernel.cpp, UnaryOps.cpp): the C library's functions in the
// opmath type where ATen calls them, the special functions of special_functions.h otherwise.
// mvlgamma follows its composite: lgamma of arange + self, summed by sum's cascade.

#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/special_functions.h"
#include "oracle/kernels/sum_reduction.h"

#include <cmath>
#include <limits>
#include <numbers>
#include <optional>

namespace reinplace::oracle {
namespace {

template <typename T> T viaDouble(double (*fn)(double), T a) {
  return static_cast<T>(fn(static_cast<double>(a)));
}

void acosKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::acos(a); });
}
void asinKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::asin(a); });
}
void atanKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::atan(a); });
}
void acoshKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::acosh(a); });
}
void asinhKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::asinh(a); });
}
void atanhKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::atanh(a); });
}
void coshKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::cosh(a); });
}
void sinhKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::sinh(a); });
}
void tanKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::tan(a); });
}
void log2Kernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::log2(a); });
}
void log10Kernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::log10(a); });
}
void exp2Kernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::exp2(a); });
}
void erfcKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::erfc(a); });
}
void lgammaKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::lgamma(a); });
}
void erfinvKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return viaDouble(inverseErf, a); });
}
void digammaKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return viaDouble(digamma, a); });
}
void i0Kernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return viaDouble(besselI0, a); });
}

// sin(πa) / (πa), 1 at 0, with π·a rounded in the opmath type.
void sincKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) {
    using T = decltype(a);
    if (a == T(0)) return T(1);
    T product = std::numbers::pi_v<T> * a;
    return std::sin(product) / product;
  });
}

// log(a / (1 - a)), a first clamped to [eps, 1 - eps] when eps is given and not negative (eps is
// read in the dtype, then 1 - eps computed in it).
void logitKernel(KernelCall& call) {
  const Arg& eps_arg = call.args().arg("eps");
  std::optional<double> eps;
  if (!eps_arg.isNone()) eps = call.args().floatArg("eps");
  DType common = call.computeDType();
  mapFloatUnary(call, [&](auto a) {
    using T = decltype(a);
    if (eps && *eps >= 0) {
      T low = roundThrough(common, static_cast<T>(*eps));
      T high = roundThrough(common, T(1) - low);
      a = a < low ? low : (a > high ? high : a);
    }
    return std::log(a / (T(1) - a));
  });
}

// Integers are copied; floats rounded by the C library (round: to nearest, ties to even).
template <typename Round> void roundingKernel(KernelCall& call, Round round) {
  mapUnary(call, [&](auto a) {
    if constexpr (kIsInt<decltype(a)>)
      return a;
    else
      return round(a);
  });
}
void floorKernel(KernelCall& call) {
  roundingKernel(call, [](auto a) { return std::floor(a); });
}
void ceilKernel(KernelCall& call) {
  roundingKernel(call, [](auto a) { return std::ceil(a); });
}
void truncKernel(KernelCall& call) {
  roundingKernel(call, [](auto a) { return std::trunc(a); });
}
void roundKernel(KernelCall& call) {
  roundingKernel(call, [](auto a) { return std::nearbyint(a); });
}

// round(a * 10^d) / 10^d, or for negative d round(a / 10^-d) * 10^-d, each step rounded to the
// dtype (bf16 computes in c10::BFloat16).
void roundDecimalsKernel(KernelCall& call) {
  int64_t decimals = call.args().intArg("decimals");
  bool negative = decimals < 0;
  // In double: negating INT64_MIN would overflow (10^-INT64_MIN is inf either way).
  double power = std::pow(10.0, std::fabs(static_cast<double>(decimals)));
  DType common = call.computeDType();
  mapFloatUnary(call, [&](auto a) {
    using T = decltype(a);
    T scale = roundThrough(common, static_cast<T>(power));
    if (negative)
      return roundThrough(common, std::nearbyint(roundThrough(common, a / scale)) * scale);
    return roundThrough(common, std::nearbyint(roundThrough(common, a * scale)) / scale);
  });
}

void fracKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return a - std::trunc(a); });
}

// NaN, +inf and -inf replaced: by 0, the dtype's largest and lowest finite values unless given
// (a given replacement converted to the dtype). Integers and bool are copied.
void nanToNumKernel(KernelCall& call) {
  DType dtype = call.result().layout.dtype;
  auto replacement = [&](const char* name, double otherwise) {
    const Arg& given = call.args().arg(name);
    return given.isNone() ? otherwise : call.args().floatArg(name);
  };
  double largest = dtype == DType::f64   ? std::numeric_limits<double>::max()
                   : dtype == DType::f32 ? std::numeric_limits<float>::max()
                   : dtype == DType::f16 ? 65504.0
                                         : 3.3895313892515355e38; // bf16
  double nan = replacement("nan", 0), posinf = replacement("posinf", largest),
         neginf = replacement("neginf", -largest);
  mapUnary(call, [&](auto a) {
    using T = decltype(a);
    if constexpr (kIsInt<T>) {
      return a;
    } else {
      if (std::isnan(a)) return static_cast<T>(nan);
      if (a == std::numeric_limits<T>::infinity()) return static_cast<T>(posinf);
      if (a == -std::numeric_limits<T>::infinity()) return static_cast<T>(neginf);
      return a;
    }
  });
}

// pow(a, 2) is a * a (integers wrap; bool computes in int64).
void squareKernel(KernelCall& call) {
  mapUnary(call, [](auto a) { return wrapMul(a, a); });
}

// 1 where a is zero, in the result's dtype; NaN is true, so its negation is 0.
void logicalNotKernel(KernelCall& call) {
  mapUnary(call, [](auto a) { return a == decltype(a)(0); });
}

// a times π/180 or 180/π, the constant a Python number that mul reads in the dtype.
template <typename T> T angleProduct(T a, double factor, DType common) {
  ScalarValue number;
  number.kind = ScalarValue::Kind::Float;
  number.float_value = factor;
  return a * scalarAs<T>(number, common);
}
void deg2radKernel(KernelCall& call) {
  DType common = call.computeDType();
  mapFloatUnary(call, [&](auto a) { return angleProduct(a, std::numbers::pi / 180, common); });
}
void rad2degKernel(KernelCall& call) {
  DType common = call.computeDType();
  mapFloatUnary(call, [&](auto a) { return angleProduct(a, 180 / std::numbers::pi, common); });
}

// polygamma(n, x) for n ≥ 2 as torch's calc_polygamma computes it in the dtype T (bf16
// rounding every operation, its zeta in float; f32 in float with its zeta in double; f64 in
// double), with n truncated to an int as the kernel passes it: (-1)ⁿ⁺¹ exp(lgamma(n + 1))
// ζ(n + 1, x). An n! that overflows the dtype is inf, and inf times a zeta that underflowed NaN,
// where torch's are.
template <typename T, typename Zeta> T polygammaInDType(int32_t n, T x, DType dtype, Zeta zeta) {
  auto round = [&](T value) { return roundThrough(dtype, value); };
  T one = 1;
  T factorial = round(std::exp(round(std::lgamma(round(round(static_cast<T>(n)) + one)))));
  // n + 1 in int, wrapping as the int arithmetic of x86 does.
  T order = round(static_cast<T>(static_cast<int32_t>(static_cast<uint32_t>(n) + 1u)));
  T z = round(static_cast<T>(zeta(order, x)));
  return round(round((n % 2 ? one : -one) * factorial) * z);
}

// digamma for n = 0 (in double, rounded once), trigamma for n = 1 (in the dtype's precision, as
// torch's: float for f32 and bf16), the kernels torch dispatches to on the int64 n;
// calc_polygamma otherwise.
void polygammaKernel(KernelCall& call) {
  int64_t n = call.args().intArg("n");
  DType dtype = call.computeDType();
  auto truncated = static_cast<int32_t>(n);
  mapFloatUnary(call, [&](auto x) {
    using T = decltype(x);
    if (n == 0) return static_cast<T>(digamma(x));
    if (n == 1) return trigamma(x);
    if (dtype == DType::bf16)
      return polygammaInDType(truncated, x, dtype, [](T s, T q) {
        return hurwitzZeta<float>(static_cast<float>(s), static_cast<float>(q));
      });
    return polygammaInDType(truncated, x, dtype, [](T s, T q) {
      return hurwitzZeta<double>(static_cast<double>(s), static_cast<double>(q));
    });
  });
}

// mvlgamma(x, p) = Σⱼ lgamma(x + aⱼ) + p(p - 1)/4 · ln π over aⱼ = (1 - p)/2 + j/2: each aⱼ in the
// dtype, each sum x + aⱼ and each lgamma rounded to it, the p terms of an element added as sum
// adds a contiguous row (the intermediate torch reduces has them innermost whatever self's
// layout: measured bitwise alike on transposed and strided selves), then the constant (a double
// read in the dtype) added.
void mvlgammaKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const int64_t p = call.args().intArg("p");
  const DType dtype = call.computeDType();
  const int64_t numel = self.layout.numel();
  Shape terms_shape = self.layout.sizes;
  terms_shape.push_back(p);
  RuntimeTensor terms{std::make_shared<Storage>(dtype, numel * p),
                      contiguousMeta(dtype, terms_shape)};
  Shape sum_shape = self.layout.sizes;
  RuntimeTensor sums{std::make_shared<Storage>(dtype, numel), contiguousMeta(dtype, sum_shape)};
  withComputeType(dtype, [&](auto type_tag) {
    using T = decltype(type_tag);
    if constexpr (!kIsInt<T>) {
      int64_t index = 0;
      forEachOffset(self.layout, [&](int64_t offset) {
        T x = elementAs<T>(self.element(offset), self.layout.dtype, dtype);
        for (int64_t j = 0; j < p; ++j, ++index) {
          T shift = roundThrough(dtype, static_cast<T>((1 - static_cast<double>(p)) / 2 +
                                                       0.5 * static_cast<double>(j)));
          T value = roundThrough(dtype, std::lgamma(roundThrough(dtype, shift + x)));
          storeElement<T>(terms.element(index), dtype, value);
        }
      });
    }
  });
  std::vector<bool> reduced(terms_shape.size(), false);
  reduced.back() = true;
  sumInto(terms, sums, reduced, /*keepdim=*/false);
  RuntimeOperand sum_operand{&sums, {}};
  RuntimeOperand constant;
  constant.scalar.kind = ScalarValue::Kind::Float;
  constant.scalar.float_value =
      static_cast<double>(p) * static_cast<double>(p - 1) * std::log(std::numbers::pi) * 0.25;
  mapElements<2>(call.result(), {sum_operand, constant}, dtype,
                 [](auto a, auto b) { return a + b; });
}

// conj_physical of a real tensor is the tensor itself (the rule says so); its in-place form looks
// this kernel up and writes self's own values.
void conjPhysicalKernel(KernelCall& call) {
  copyElements(call.result(), call.tensor("self"));
}

} // namespace

std::vector<KernelDefinition> unaryMathKernels() {
  return {
      {"acos", acosKernel},
      {"asin", asinKernel},
      {"atan", atanKernel},
      {"acosh", acoshKernel},
      {"asinh", asinhKernel},
      {"atanh", atanhKernel},
      {"cosh", coshKernel},
      {"sinh", sinhKernel},
      {"tan", tanKernel},
      {"log2", log2Kernel},
      {"log10", log10Kernel},
      {"exp2", exp2Kernel},
      {"erfc", erfcKernel},
      {"erfinv", erfinvKernel},
      {"lgamma", lgammaKernel},
      {"digamma", digammaKernel},
      {"i0", i0Kernel},
      {"sinc", sincKernel},
      {"logit", logitKernel},
      {"floor", floorKernel},
      {"ceil", ceilKernel},
      {"trunc", truncKernel},
      {"round", roundKernel},
      {"round.decimals", roundDecimalsKernel},
      {"frac", fracKernel},
      {"nan_to_num", nanToNumKernel},
      {"square", squareKernel},
      {"logical_not", logicalNotKernel},
      {"deg2rad", deg2radKernel},
      {"rad2deg", rad2degKernel},
      {"polygamma", polygammaKernel},
      {"mvlgamma", mvlgammaKernel},
      // polygamma_(self, n) takes its arguments in another order than polygamma(n, self), so it
      // is no in-place variant of it (torch's pass finds none either) and has its own entry.
      {"polygamma_", polygammaKernel},
      {"conj_physical", conjPhysicalKernel},
  };
}

} // namespace reinplace::oracle
