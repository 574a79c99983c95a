// Reference kernels of sign, reciprocal, erf, log1p, expm1, rsub, addcdiv, remainder,
// floor_divide, minimum and bitwise_not, written after the scalar loops of torch 1.13's CPU kernels
// (UnaryOpsKernel.cpp, BinaryOpsKernel.cpp, PointwiseOpsKernel.cpp) in the opmath type.

#include "oracle/kernels/arithmetic.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/vectorized_loop.h"

#include <cmath>
#include <limits>

namespace reinplace::oracle {
namespace {

template <typename Fn> void binary(KernelCall& call, Fn fn) {
  mapElements<2>(call.result(), {call.operand("self"), call.operand("other")}, call.computeDType(),
                 fn);
}

// (0 < a) - (a < 0): NaN and -0.0 give +0; bool is the identity (0 or 1 either way).
void signKernel(KernelCall& call) {
  mapUnary(call, [](auto a) {
    using T = decltype(a);
    return static_cast<T>(static_cast<int>(T(0) < a) - static_cast<int>(a < T(0)));
  });
}

void reciprocalKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return decltype(a)(1) / a; });
}

void erfKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::erf(a); });
}

void log1pKernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::log1p(a); });
}

void expm1Kernel(KernelCall& call) {
  mapFloatUnary(call, [](auto a) { return std::expm1(a); });
}

// rsub(self, other, alpha) = other - alpha * self, which ATen computes as sub(other, self),
// that is add(other, self, -alpha).
void rsubKernel(KernelCall& call) {
  ScalarValue alpha = call.args().scalar("alpha");
  DType common = call.computeDType();
  binary(call, [&](auto self, auto other) {
    using T = decltype(self);
    return addScaled(other, self, wrapNeg(parameterAs<T>(alpha)), common);
  });
}

// self + value * tensor1 / tensor2, multiplied, divided and added in that order.
void addcdivKernel(KernelCall& call) {
  ScalarValue value = call.args().scalar("value");
  mapElements<3>(call.result(),
                 {call.operand("self"), call.operand("tensor1"), call.operand("tensor2")},
                 call.computeDType(), [&](auto self, auto t1, auto t2) {
                   using T = decltype(self);
                   if constexpr (kIsInt<T>)
                     return self; // integer division is rejected by the rule
                   else
                     return self + parameterAs<T>(value) * t1 / t2;
                 });
}

// Python's modulo: the remainder takes the divisor's sign. Integers: a % b, fixed up (zero
// divisors raise, INT_MIN % -1 traps as division does); floats: fmod, fixed up.
void remainderKernel(KernelCall& call) {
  std::optional<int64_t> trapping = trappingDividend(call.computeDType());
  std::vector<bool> vectorized = vectorizedElements(call, {"self", "other"});
  size_t index = 0;
  binary(call, [&](auto a, auto b) {
    using T = decltype(a);
    bool vector = vectorized[index++];
    if constexpr (kIsInt<T>) {
      if (b == 0) throw KernelError("ZeroDivisionError");
      checkDivisionTraps(a, b, trapping);
      if (b == -1) return T(0);
      T r = a % b;
      if (r != 0 && (r < 0) != (b < 0)) r += b;
      return r;
    } else {
      if (vectorFmodFails(a, b, vector)) return std::numeric_limits<T>::quiet_NaN();
      T mod = std::fmod(a, b);
      if (mod != 0 && (b < 0) != (mod < 0)) mod += b;
      return mod;
    }
  });
}

void floorDivideKernel(KernelCall& call) {
  std::optional<int64_t> trapping = trappingDividend(call.computeDType());
  std::vector<bool> vectorized = vectorizedElements(call, {"self", "other"});
  size_t index = 0;
  binary(call, [&](auto a, auto b) {
    using T = decltype(a);
    bool vector = vectorized[index++];
    if constexpr (kIsInt<T>)
      checkDivisionTraps(a, b, trapping);
    else if (vectorFmodFails(a, b, vector))
      return std::numeric_limits<T>::quiet_NaN();
    return floorDivide(a, b);
  });
}

// NaN-propagating minimum; otherwise std::min, which keeps `a` when the two compare equal (0.0
// and -0.0), where the vectorized loop's min instruction keeps `b`.
void minimumKernel(KernelCall& call) {
  std::vector<bool> vectorized = vectorizedElements(call, {"self", "other"});
  size_t index = 0;
  binary(call, [&](auto a, auto b) {
    using T = decltype(a);
    bool vector = vectorized[index++];
    if constexpr (!kIsInt<T>)
      if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
    if (vector) return a < b ? a : b;
    return std::min(a, b);
  });
}

// ~a for the integer dtypes (two's complement, so the wrapped int64 narrows right); logical
// not for bool.
void bitwiseNotKernel(KernelCall& call) {
  const bool boolean = call.computeDType() == DType::b8;
  mapUnary(call, [&](auto a) {
    using T = decltype(a);
    if constexpr (kIsInt<T>)
      return boolean ? static_cast<T>(a == 0) : static_cast<T>(~a);
    else
      return a; // the rule admits no floating dtype
  });
}

} // namespace

std::vector<KernelDefinition> mathKernels() {
  return {
      {"sign", signKernel},
      {"sgn", signKernel},
      {"reciprocal", reciprocalKernel},
      {"erf", erfKernel},
      {"log1p", log1pKernel},
      {"expm1", expm1Kernel},
      {"rsub.Tensor", rsubKernel},
      {"rsub.Scalar", rsubKernel},
      {"addcdiv", addcdivKernel},
      {"remainder.Tensor", remainderKernel},
      {"remainder.Scalar", remainderKernel},
      {"remainder.Scalar_Tensor", remainderKernel},
      {"floor_divide", floorDivideKernel},
      {"floor_divide.Scalar", floorDivideKernel},
      {"minimum", minimumKernel},
      {"bitwise_not", bitwiseNotKernel},
  };
}

} // namespace reinplace::oracle
