// Reference kernels of core/meta/integer_math_ops.cpp: gcd, lcm and the bit shifts, as torch
// 1.13's scalar CPU loops compute them in the narrow integer type (BinaryOpsKernel.cpp; none of
// them has a vectorized loop, so every layout computes alike). C++ promotes an operand narrower
// than int to int before it shifts, divides or takes abs, and the x86 shift instruction takes the
// count modulo the width it shifts in (32 bits for every dtype but int64, 64 for int64), which is
// what torch's undefined shifts do on this machine: measured over every count from -200 to 200
// and the dtypes' extremes, in contiguous, strided and broadcast operands alike:
// - a << b is (a << (b mod 32)) truncated to the dtype (mod 64 for int64): an int8 shifted by 8
//   to 31 is 0, by 32 unchanged, by -1 (31) 0;
// - a >> b is the arithmetic shift of a sign-extended (uint8: zero-extended) a by b mod 32 (mod
//   64 for int64): an int8 -7 shifted by 8 to 31 is -1, by 32 unchanged.
// gcd is Euclid's algorithm on |a| and |b| as ATen's calc_gcd writes it, where abs of the most
// negative value wraps back onto it, so gcd(-128, 5) in int8 is -1 and gcd(INT_MIN, 0) INT_MIN;
// lcm is |a / gcd * b| in the promoted type, truncated to the dtype, and traps like an integer
// division where a / gcd is INT_MIN / -1 in int32 or int64 (lcm(INT32_MIN, 5): SIGFPE in torch).

#include "oracle/kernels/arithmetic.h"
#include "oracle/kernels/elementwise.h"

#include <cstdint>

namespace reinplace::oracle {
namespace {

template <typename Fn> void integerBinary(KernelCall& call, Fn fn) {
  DType common = call.computeDType();
  mapElements<2>(call.result(), {call.operand("self"), call.operand("other")}, common,
                 [&](auto a, auto b) {
                   if constexpr (kIsInt<decltype(a)>)
                     return fn(a, b, common);
                   else
                     return a; // the rules admit no floating common dtype
                 });
}

// The value `value` has once stored in `dtype` (two's complement truncation).
int64_t wrapTo(DType dtype, int64_t value) {
  switch (dtype) {
  case DType::u8:
    return static_cast<uint8_t>(value);
  case DType::i8:
    return static_cast<int8_t>(value);
  case DType::i16:
    return static_cast<int16_t>(value);
  case DType::i32:
    return static_cast<int32_t>(value);
  default:
    return value;
  }
}

// The bits the shift instruction keeps of the count.
int64_t shiftCount(int64_t count, DType dtype) {
  return count & (dtype == DType::i64 ? 63 : 31);
}

int64_t leftShift(int64_t a, int64_t b, DType dtype) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) << shiftCount(b, dtype));
}

// `a` holds the dtype's value sign-extended (zero-extended for uint8), as the promotion to int
// or the int64 itself holds it; the shift is arithmetic.
int64_t rightShift(int64_t a, int64_t b, DType dtype) {
  return a >> shiftCount(b, dtype);
}

// abs in the promoted type, stored back into the dtype: the most negative value stays.
int64_t absInDType(int64_t a, DType dtype) {
  return wrapTo(dtype, a < 0 ? wrapNeg(a) : a);
}

int64_t gcdOf(int64_t a, int64_t b, DType dtype) {
  a = absInDType(a, dtype);
  b = absInDType(b, dtype);
  while (a != 0) {
    int64_t c = a;
    a = b % a; // neither operand is ever -1 with the other the most negative value
    b = c;
  }
  return b;
}

int64_t lcmOf(int64_t a, int64_t b, DType dtype) {
  int64_t g = gcdOf(a, b, dtype);
  if (g == 0) return 0;
  checkDivisionTraps(a, g, trappingDividend(dtype));
  int64_t product = wrapTo(dtype == DType::i64 ? DType::i64 : DType::i32, wrapMul(a / g, b));
  return product < 0 ? wrapNeg(product) : product;
}

void gcdKernel(KernelCall& call) {
  integerBinary(call, gcdOf);
}
void lcmKernel(KernelCall& call) {
  integerBinary(call, lcmOf);
}
void leftShiftKernel(KernelCall& call) {
  integerBinary(call, leftShift);
}
void rightShiftKernel(KernelCall& call) {
  integerBinary(call, rightShift);
}

} // namespace

std::vector<KernelDefinition> integerMathKernels() {
  return {
      {"gcd", gcdKernel},
      {"lcm", lcmKernel},
      {"bitwise_left_shift.Tensor", leftShiftKernel},
      {"bitwise_left_shift.Tensor_Scalar", leftShiftKernel},
      {"bitwise_left_shift.Scalar_Tensor", leftShiftKernel},
      {"__lshift__.Tensor", leftShiftKernel},
      {"__lshift__.Scalar", leftShiftKernel},
      {"__ilshift__.Tensor", leftShiftKernel},
      {"__ilshift__.Scalar", leftShiftKernel},
      {"bitwise_right_shift.Tensor", rightShiftKernel},
      {"bitwise_right_shift.Tensor_Scalar", rightShiftKernel},
      {"bitwise_right_shift.Scalar_Tensor", rightShiftKernel},
      {"__rshift__.Tensor", rightShiftKernel},
      {"__rshift__.Scalar", rightShiftKernel},
      {"__irshift__.Tensor", rightShiftKernel},
      {"__irshift__.Scalar", rightShiftKernel},
  };
}

} // namespace reinplace::oracle
