// The integer-only pointwise math: gcd, lcm and the bit shifts (bitwise_left_shift,
// bitwise_right_shift and the Python operators __lshift__, __rshift__, __ilshift__,
// __irshift__). Each builds an ordinary promoting binary iterator over its two operands (a Scalar
// is the wrapped number ATen makes of it, so it never widens a tensor's integer dtype but turns
// bool into int64), and torch 1.13's CPU kernel is built for the integer dtypes alone
// (AT_DISPATCH_INTEGRAL_TYPES): bool and every floating common dtype are refused with the
// kernel's name. __lshift__.Scalar promotes exactly as bitwise_left_shift.Tensor_Scalar does
// (measured: a bool tensor shifted by an int is int64 for both).

#include "core/meta/elementwise_rules.h"
#include "core/meta/op_families.h"

namespace reinplace {
namespace {

// `first` and `second` name the operands: (self, other) for every overload here; self may be a
// Scalar (bitwise_left_shift.Scalar_Tensor).
void integerBinaryRule(MetaContext& ctx, const char* kernel) {
  std::vector<IteratorInput> operands = {operandParam(ctx, "self"), operandParam(ctx, "other")};
  IteratorResult it = buildOpIterator(ctx, operands, binaryOpConfig());
  checkKernel(kernel, it.common_dtype, kIntegralOnly);
  ctx.setResult(it.output);
}

template <const char* kKernel> void integerBinaryAt(MetaContext& ctx) {
  integerBinaryRule(ctx, kKernel);
}

constexpr char kGcd[] = "gcd_cpu";
constexpr char kLcm[] = "lcm_cpu";
constexpr char kLeftShift[] = "lshift_cpu";
constexpr char kRightShift[] = "rshift_cpu";

} // namespace

std::vector<OpDefinition> integerMathOpDefinitions() {
  auto gcd = integerBinaryAt<kGcd>;
  auto lcm = integerBinaryAt<kLcm>;
  auto left = integerBinaryAt<kLeftShift>;
  auto right = integerBinaryAt<kRightShift>;
  std::vector<OpDefinition> definitions = {
      {"gcd(Tensor self, Tensor other) -> Tensor", gcd},
      {"gcd_(Tensor(a!) self, Tensor other) -> Tensor(a!)", gcd},
      {"lcm(Tensor self, Tensor other) -> Tensor", lcm},
      {"lcm_(Tensor(a!) self, Tensor other) -> Tensor(a!)", lcm},
      {"bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor", left},
      {"bitwise_left_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", left},
      {"bitwise_left_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor", left},
      {"bitwise_left_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", left},
      {"bitwise_left_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor", left},
      {"__lshift__.Tensor(Tensor self, Tensor other) -> Tensor", left},
      {"__lshift__.Scalar(Tensor self, Scalar other) -> Tensor", left},
      {"__ilshift__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", left},
      {"__ilshift__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", left},
      {"bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor", right},
      {"bitwise_right_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", right},
      {"bitwise_right_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor", right},
      {"bitwise_right_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", right},
      {"bitwise_right_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor", right},
      {"__rshift__.Tensor(Tensor self, Tensor other) -> Tensor", right},
      {"__rshift__.Scalar(Tensor self, Scalar other) -> Tensor", right},
      {"__irshift__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", right},
      {"__irshift__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", right},
  };
  // Every op here computes each output element from the input elements at its own index.
  for (OpDefinition& definition : definitions) definition.elementwise = true;
  return definitions;
}

} // namespace reinplace
