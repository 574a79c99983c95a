#pragma once
// Arithmetic as ATen's CPU kernels compute it, shared by the arithmetic and math kernel families:
// add / sub with alpha (sub, rsub), pow by a Python number (pow, float_power), and division with
// rounding (div with a rounding mode, floor_divide, remainder). Integer division
// by zero raises ZeroDivisionError; INT_MIN / -1 in i32 or i64 traps in torch (x86's idiv raises
// SIGFPE, which ends the process), which the oracle reports as a KernelError. i8 and i16 divide
// in int and wrap.
// Private to oracle/kernels/.

#include "oracle/kernels/elementwise.h"

#include <cmath>
#include <limits>
#include <optional>
#include <string>

namespace reinplace::oracle {

inline bool isReducedFloat(DType dtype) {
  return dtype == DType::f16 || dtype == DType::bf16;
}

/// a + alpha * b as ATen's add kernel computes it (sub adds -alpha). f32 and f64 make it one
/// fused multiply-add: the vectorized loop calls vec::fmadd and GCC contracts the scalar loop's
/// `self + alpha * other` alike. f16 and bf16 compute in c10::Half / c10::BFloat16, so alpha
/// and the product are rounded to the dtype before the addition.
template <typename T> T addScaled(T a, T b, T alpha, DType common) {
  if constexpr (std::is_same_v<T, int64_t>) {
    return wrapAdd(a, wrapMul(alpha, b));
  } else {
    if (isReducedFloat(common)) return a + roundThrough(common, roundThrough(common, alpha) * b);
    return std::fma(alpha, b, a);
  }
}

/// pow(a, exponent) for a floating `a`, as ATen's pow_tensor_scalar_kernel dispatches it. f32,
/// f64 and bf16 take sqrt, rsqrt and reciprocal kernels for 0.5, -0.5 and -1, multiply out 2, 3
/// and -2 (bf16 rounding each product), and otherwise call std::pow with the exponent as double
/// (so an f32 base is raised in double) or, for bf16, as bf16. f16 always calls pow in float.
template <typename T> T powByScalar(T a, const ScalarValue& exponent, DType common) {
  auto round = [&](T value) { return roundThrough(common, value); };
  if (common == DType::f16) return std::pow(a, round(parameterAs<T>(exponent)));
  double e = parameterAs<double>(exponent);
  if (e == 0.5) return std::sqrt(a);
  if (e == -0.5) return T(1) / round(std::sqrt(a));
  if (e == -1) return T(1) / a;
  if (common == DType::bf16) e = round(static_cast<T>(e)); // compared once rounded
  if (e == 2) return a * a;
  if (e == 3) return round(a * a) * a;
  if (e == -2) return T(1) / round(a * a);
  if (common == DType::bf16) return std::pow(a, static_cast<T>(e));
  return static_cast<T>(std::pow(static_cast<double>(a), e));
}

/// The dividend whose division by -1 traps in `common`: INT64_MIN for i64, INT32_MIN for i32.
inline std::optional<int64_t> trappingDividend(DType common) {
  if (common == DType::i64) return std::numeric_limits<int64_t>::min();
  if (common == DType::i32) return std::numeric_limits<int32_t>::min();
  return std::nullopt;
}

inline void checkDivisionTraps(int64_t a, int64_t b, std::optional<int64_t> trapping) {
  if (b == -1 && trapping && a == *trapping)
    throw KernelError("integer division overflow: " + std::to_string(a) +
                      " / -1 traps (SIGFPE) in torch's CPU kernel");
}

template <typename T> T truncDivide(T a, T b) {
  if constexpr (std::is_same_v<T, int64_t>) {
    if (b == 0) throw KernelError("ZeroDivisionError");
    if (b == -1) return wrapNeg(a); // i8 / i16: the quotient wraps when stored
    return a / b;
  } else {
    return std::trunc(a / b);
  }
}

/// div_floor_kernel: Python's floor division; floats as c10::div_floor_floating computes it.
template <typename T> T floorDivide(T a, T b) {
  if constexpr (std::is_same_v<T, int64_t>) {
    if (b == 0) throw KernelError("ZeroDivisionError");
    if (b == -1) return wrapNeg(a);
    T quotient = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) --quotient;
    return quotient;
  } else {
    if (b == 0) return a / b;
    T mod = std::fmod(a, b);
    T div = (a - mod) / b;
    if (mod != 0 && (b < 0) != (mod < 0)) div -= T(1);
    if (div == 0) return std::copysign(T(0), a / b);
    T floored = std::floor(div);
    if (div - floored > T(0.5)) floored += T(1);
    return floored;
  }
}

// The vector library's fmod, which torch's vectorized loop calls: NaN where a / b overflows (a
// finite, b nonzero), where std::fmod is exact.
template <typename T> bool vectorFmodFails(T a, T b, bool vectorized) {
  return vectorized && std::isfinite(a) && b != T(0) && std::isinf(a / b);
}

} // namespace reinplace::oracle
