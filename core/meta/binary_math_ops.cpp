// Binary pointwise math beyond the model staples of math_ops.cpp: atan2, hypot, copysign,
// nextafter, fmod, xlogy, true_divide, heaviside, the bitwise and logical connectives, igamma and
// igammac. Each builds its ATen kernel's TensorIterator over self and other (a Scalar wrapped
// into a 0-dim number, as ATen does), so the result dtype and layout follow from
// tensor_iterator_layout; what differs is whether integers compute in the default float and which
// dtypes the CPU kernel is built for. float_power and ldexp are compositions of pow and mul, laid
// out as the ops they call lay out their results.

#include "core/meta/elementwise_rules.h"
#include "core/meta/layout.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"

#include <string>

namespace reinplace {
namespace {

std::vector<IteratorInput> selfAndOther(const MetaContext& ctx) {
  return {iteratorInput(ctx.tensor("self")), operandParam(ctx, "other")};
}

// atan2, copysign and xlogy compute integers in the default float; true_divide is div.
void floatBinaryRule(MetaContext& ctx, const char* kernel, KernelDTypes supported) {
  IteratorResult it = buildOpIterator(ctx, selfAndOther(ctx), floatOpConfig());
  checkKernel(kernel, it.common_dtype, supported);
  ctx.setResult(it.output);
}

// hypot, nextafter and fmod keep the promoted dtype; the first two are built for floats only.
void promotingBinaryRule(MetaContext& ctx, const char* kernel, KernelDTypes supported) {
  IteratorResult it = buildOpIterator(ctx, selfAndOther(ctx), binaryOpConfig());
  checkKernel(kernel, it.common_dtype, supported);
  ctx.setResult(it.output);
}

// The bitwise connectives are built for bool and the integer dtypes.
void bitwiseRule(MetaContext& ctx, const char* kernel) {
  IteratorResult it = buildOpIterator(ctx, selfAndOther(ctx), binaryOpConfig());
  if (isFloating(it.common_dtype))
    throw MetaError("\"" + std::string(kernel) + "\" not implemented for '" +
                    std::string(scalarTypeName(it.common_dtype)) + "'");
  ctx.setResult(it.output);
}

// The logical connectives are comparisons: a bool result, or self's dtype in place (any
// promotion accepted, as for eq_).
void logicalRule(MetaContext& ctx) {
  IteratorConfig config;
  config.promote_inputs = true;
  config.output_dtype = DType::b8;
  ctx.setResult(buildOpIterator(ctx, selfAndOther(ctx), config).output);
}

// heaviside refuses operands of different dtypes before it builds an ordinary binary iterator.
void heavisideRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& values = ctx.tensor("values");
  if (self.dtype != values.dtype)
    throw MetaError("heaviside is not yet implemented for tensors with different dtypes.");
  IteratorResult it =
      buildOpIterator(ctx, {iteratorInput(self), iteratorInput(values)}, binaryOpConfig());
  ctx.setResult(it.output);
}

// float_power is pow on operands converted to double (`.to(kDouble)`: the tensor itself when it
// is double already, else a copy laid out as empty_like lays it out); its in-place form keeps
// self, which must be double already. A Scalar exponent or base is read as a double.
TensorMeta asDouble(const TensorMeta& tensor) {
  return tensor.dtype == DType::f64 ? tensor : emptyLike(tensor, DType::f64);
}

void checkDoubleBase(const MetaContext& ctx) {
  DType dtype = ctx.tensor("self").dtype;
  if (ctx.op().is_inplace && dtype != DType::f64)
    throw MetaError("the base given to float_power_ has dtype " +
                    std::string(scalarTypeName(dtype)) +
                    " but the operation's result requires dtype Double");
}

// pow.Tensor_Tensor: a promoting iterator over both (double) operands.
void floatPowerTensorRule(MetaContext& ctx) {
  checkDoubleBase(ctx);
  std::vector<IteratorInput> operands = {iteratorInput(asDouble(ctx.tensor("self"))),
                                         iteratorInput(asDouble(ctx.tensor("exponent")))};
  ctx.setResult(buildOpIterator(ctx, operands, binaryOpConfig()).output);
}

// pow.Tensor_Scalar: a unary iterator over the double base (an exponent of 0 fills the output
// it allocates with 1, of 1 copies the base into it; same layout).
void floatPowerTensorScalarRule(MetaContext& ctx) {
  checkDoubleBase(ctx);
  IteratorResult it =
      buildOpIterator(ctx, {iteratorInput(asDouble(ctx.tensor("self")))}, unaryOpConfig());
  ctx.setResult(it.output);
}

// pow.Scalar allocates a contiguous double result of the exponent's sizes.
void floatPowerScalarRule(MetaContext& ctx) {
  ctx.setComputeDType(DType::f64);
  ctx.setResult(contiguousMeta(DType::f64, ctx.tensor("exponent").sizes));
}

// ldexp(self, other) is mul(self, pow(2.0, other)): the powers have result_type(2.0, other) (the
// default float for an integral or bool other) and pow.Scalar's contiguous layout; the product
// promotes as mul does (ldexp_ writes it into self).
void ldexpRule(MetaContext& ctx) {
  const TensorMeta& other = tensorParam(ctx, "other").meta;
  DType power = isFloating(other.dtype) ? other.dtype : DType::f32;
  std::vector<IteratorInput> operands = {tensorParam(ctx, "self"),
                                         iteratorInput(contiguousMeta(power, other.sizes))};
  ctx.setResult(buildOpIterator(ctx, operands, binaryOpConfig()).output);
}

template <const char* kKernel, KernelDTypes kSupported> void floatBinaryAt(MetaContext& ctx) {
  floatBinaryRule(ctx, kKernel, kSupported);
}
template <const char* kKernel, KernelDTypes kSupported> void promotingBinaryAt(MetaContext& ctx) {
  promotingBinaryRule(ctx, kKernel, kSupported);
}
template <const char* kKernel> void bitwiseAt(MetaContext& ctx) {
  bitwiseRule(ctx, kKernel);
}

constexpr char kAtan2[] = "atan2_cpu";
constexpr char kCopysign[] = "copysign_cpu";
constexpr char kXlogy[] = "xlogy_cpu";
constexpr char kDiv[] = "div_true_cpu";
constexpr char kHypot[] = "hypot_cpu";
constexpr char kNextafter[] = "nextafter_cpu";
constexpr char kFmod[] = "fmod_cpu";
constexpr char kBitwiseAnd[] = "bitwise_and_cpu";
constexpr char kBitwiseOr[] = "bitwise_or_cpu";
constexpr char kBitwiseXor[] = "bitwise_xor_cpu";
constexpr char kIgamma[] = "igamma_cpu";
constexpr char kIgammac[] = "igammac_cpu";

} // namespace

std::vector<OpDefinition> binaryMathOpDefinitions() {
  auto atan2 = floatBinaryAt<kAtan2, kNoHalf>;
  auto copysign = floatBinaryAt<kCopysign, kAllDTypes>;
  auto xlogy = floatBinaryAt<kXlogy, kAllDTypes>;
  auto true_divide = floatBinaryAt<kDiv, kAllDTypes>;
  auto hypot = promotingBinaryAt<kHypot, kFloatingNoHalf>;
  auto nextafter = promotingBinaryAt<kNextafter, kFloatingNoHalf>;
  auto fmod = promotingBinaryAt<kFmod, kNoBool>;
  auto igamma = promotingBinaryAt<kIgamma, kFloatingOnly>;
  auto igammac = promotingBinaryAt<kIgammac, kFloatingOnly>;
  std::vector<OpDefinition> definitions = {
      {"atan2(Tensor self, Tensor other) -> Tensor", atan2},
      {"atan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)", atan2},
      {"copysign.Tensor(Tensor self, Tensor other) -> Tensor", copysign},
      {"copysign_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", copysign},
      {"copysign.Scalar(Tensor self, Scalar other) -> Tensor", copysign},
      {"copysign_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", copysign},
      {"xlogy.Tensor(Tensor self, Tensor other) -> Tensor", xlogy},
      {"xlogy_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", xlogy},
      {"xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor", xlogy},
      {"xlogy_.Scalar_Other(Tensor(a!) self, Scalar other) -> Tensor(a!)", xlogy},
      {"true_divide.Tensor(Tensor self, Tensor other) -> Tensor", true_divide},
      {"true_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", true_divide},
      {"true_divide.Scalar(Tensor self, Scalar other) -> Tensor", true_divide},
      {"true_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", true_divide},
      {"hypot(Tensor self, Tensor other) -> Tensor", hypot},
      {"hypot_(Tensor(a!) self, Tensor other) -> Tensor(a!)", hypot},
      {"nextafter(Tensor self, Tensor other) -> Tensor", nextafter},
      {"nextafter_(Tensor(a!) self, Tensor other) -> Tensor(a!)", nextafter},
      {"fmod.Tensor(Tensor self, Tensor other) -> Tensor", fmod},
      {"fmod_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", fmod},
      {"fmod.Scalar(Tensor self, Scalar other) -> Tensor", fmod},
      {"fmod_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", fmod},
      {"heaviside(Tensor self, Tensor values) -> Tensor", heavisideRule},
      {"heaviside_(Tensor(a!) self, Tensor values) -> Tensor(a!)", heavisideRule},
      {"logical_and(Tensor self, Tensor other) -> Tensor", logicalRule},
      {"logical_and_(Tensor(a!) self, Tensor other) -> Tensor(a!)", logicalRule},
      {"logical_or(Tensor self, Tensor other) -> Tensor", logicalRule},
      {"logical_or_(Tensor(a!) self, Tensor other) -> Tensor(a!)", logicalRule},
      {"logical_xor(Tensor self, Tensor other) -> Tensor", logicalRule},
      {"logical_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!)", logicalRule},
      {"igamma(Tensor self, Tensor other) -> Tensor", igamma},
      {"igamma_(Tensor(a!) self, Tensor other) -> Tensor(a!)", igamma},
      {"igammac(Tensor self, Tensor other) -> Tensor", igammac},
      {"igammac_(Tensor(a!) self, Tensor other) -> Tensor(a!)", igammac},
      {"ldexp.Tensor(Tensor self, Tensor other) -> Tensor", ldexpRule},
      {"ldexp_(Tensor(a!) self, Tensor other) -> Tensor(a!)", ldexpRule},
      {"float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor", floatPowerTensorRule},
      {"float_power_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)", floatPowerTensorRule},
      {"float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor",
       floatPowerTensorScalarRule},
      {"float_power_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)",
       floatPowerTensorScalarRule},
      {"float_power.Scalar(Scalar self, Tensor exponent) -> Tensor", floatPowerScalarRule},
  };
  std::vector<OpDefinition> bitwise = {
      {"bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor", bitwiseAt<kBitwiseAnd>},
      {"bitwise_and_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", bitwiseAt<kBitwiseAnd>},
      {"bitwise_and.Scalar(Tensor self, Scalar other) -> Tensor", bitwiseAt<kBitwiseAnd>},
      {"bitwise_and_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", bitwiseAt<kBitwiseAnd>},
      {"bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor", bitwiseAt<kBitwiseOr>},
      {"bitwise_or_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", bitwiseAt<kBitwiseOr>},
      {"bitwise_or.Scalar(Tensor self, Scalar other) -> Tensor", bitwiseAt<kBitwiseOr>},
      {"bitwise_or_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", bitwiseAt<kBitwiseOr>},
      {"bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor", bitwiseAt<kBitwiseXor>},
      {"bitwise_xor_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", bitwiseAt<kBitwiseXor>},
      {"bitwise_xor.Scalar(Tensor self, Scalar other) -> Tensor", bitwiseAt<kBitwiseXor>},
      {"bitwise_xor_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", bitwiseAt<kBitwiseXor>},
  };
  definitions.insert(definitions.end(), bitwise.begin(), bitwise.end());
  // Every op here computes each output element from the input elements at its own index.
  for (OpDefinition& definition : definitions) definition.elementwise = true;
  return definitions;
}

} // namespace reinplace
