// Pointwise math the models use beyond the arithmetic family: sign, reciprocal, erf, log1p,
// expm1, rsub, addcdiv, remainder, floor_divide, minimum and bitwise_not. Each builds its ATen
// kernel's TensorIterator (tensor_iterator_layout gives the dtype, the broadcast shape and the
// strides); ops taking a Scalar operand wrap it into a 0-dim wrapped-number tensor first, as ATen
// does.

#include "core/meta/elementwise_rules.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"

#include <string>

namespace reinplace {
namespace {

// sign: one dtype in and out, every dtype (bool is the identity).
void signRule(MetaContext& ctx) {
  ctx.setResult(buildSelfIterator(ctx, unaryOpConfig()).output);
}

// reciprocal (every floating dtype), erf, log1p, expm1 (no f16 on CPU): integers compute in the
// default float, which an in-place op cannot write into an integer self.
void floatUnaryRule(MetaContext& ctx, const char* kernel, KernelDTypes supported) {
  IteratorResult it = buildSelfIterator(ctx, floatOpConfig());
  checkKernel(kernel, it.common_dtype, supported);
  ctx.setResult(it.output);
}

// bitwise_not: one dtype in and out; the CPU kernel is built for bool and the integer dtypes.
void bitwiseNotRule(MetaContext& ctx) {
  IteratorResult it = buildSelfIterator(ctx, unaryOpConfig());
  if (isFloating(it.common_dtype))
    throw MetaError("\"bitwise_not_cpu\" not implemented for '" +
                    std::string(scalarTypeName(it.common_dtype)) + "'");
  ctx.setResult(it.output);
}

// The Scalar or Tensor operand `other` of a binary op.
IteratorInput otherOperand(const MetaContext& ctx) {
  int index = ctx.op().schema.findArgument("other");
  if (ctx.op().schema.arguments.at(index).type.base == BaseType::Scalar)
    return wrappedScalar(scalarParam(ctx, "other"));
  return iteratorInput(ctx.tensor("other"));
}

// The Scalar or Tensor operand `self`: remainder.Scalar_Tensor takes a Scalar self.
IteratorInput selfOperand(const MetaContext& ctx) {
  int index = ctx.op().schema.findArgument("self");
  if (ctx.op().schema.arguments.at(index).type.base == BaseType::Scalar)
    return wrappedScalar(scalarParam(ctx, "self"));
  return iteratorInput(ctx.tensor("self"));
}

// rsub(self, other, alpha) is sub(other, self, alpha): the iterator's first input is `other`
// (which decides the layout where the operands' layouts differ), sub's bool checks and add's
// alpha checks apply, and the kernel reads -alpha in the common dtype.
void rsubRule(MetaContext& ctx) {
  subtractionRule(ctx, otherOperand(ctx), iteratorInput(ctx.tensor("self")));
}

// addcdiv rejects integer division before building its ternary iterator; its CPU kernel cannot
// cast on the fly, so addcdiv_ must compute in self's dtype.
void addcdivRule(MetaContext& ctx) {
  const TensorMeta& tensor1 = ctx.tensor("tensor1");
  const TensorMeta& tensor2 = ctx.tensor("tensor2");
  if (isIntegral(tensor1.dtype, /*include_bool=*/true) &&
      isIntegral(tensor2.dtype, /*include_bool=*/true))
    throw MetaError(
        "Integer division with addcdiv is no longer supported, and in a future  release addcdiv "
        "will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can "
        "be implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for "
        "integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future "
        "addcdiv behavior is just the latter implementation: (input + value * tensor1 / "
        "tensor2), for all dtypes.");
  std::vector<IteratorInput> inputs = {iteratorInput(ctx.tensor("self")), iteratorInput(tensor1),
                                       iteratorInput(tensor2)};
  IteratorResult it = buildOpIterator(ctx, inputs, binaryOpConfig());
  checkKernel("addcdiv_cpu_out", it.common_dtype, kNoHalfNoBool);
  if (ctx.op().is_inplace && it.common_dtype != it.output.dtype)
    throw MetaError("addcdiv_ computes in " + std::string(scalarTypeName(it.common_dtype)) +
                    " but self is " + std::string(scalarTypeName(it.output.dtype)) +
                    ", which torch's CPU kernel rejects (needs_dynamic_casting assert)");
  checkScalarConverts(scalarParam(ctx, "value"), bfloat16ComputesInFloat(it.common_dtype));
  ctx.setResult(it.output);
}

// remainder and floor_divide: a promoting binary iterator (a Scalar wrapped); the kernels have no
// bool instantiation. minimum takes every dtype.
void binaryRule(MetaContext& ctx, const char* kernel, KernelDTypes supported) {
  IteratorResult it = buildOpIterator(ctx, {selfOperand(ctx), otherOperand(ctx)}, binaryOpConfig());
  checkKernel(kernel, it.common_dtype, supported);
  ctx.setResult(it.output);
}

} // namespace

std::vector<OpDefinition> mathOpDefinitions() {
  auto reciprocal = [](MetaContext& c) { floatUnaryRule(c, "reciprocal_cpu", kAllDTypes); };
  auto erf = [](MetaContext& c) { floatUnaryRule(c, "erf_vml_cpu", kNoHalf); };
  auto log1p = [](MetaContext& c) { floatUnaryRule(c, "log1p_vml_cpu", kNoHalf); };
  auto expm1 = [](MetaContext& c) { floatUnaryRule(c, "expm1_vml_cpu", kNoHalf); };
  auto remainder = [](MetaContext& c) { binaryRule(c, "remainder_cpu", kNoBool); };
  auto floor_divide = [](MetaContext& c) { binaryRule(c, "div_floor_cpu", kNoBool); };
  std::vector<OpDefinition> definitions = {
      {"sign(Tensor self) -> Tensor", signRule},
      {"sign_(Tensor(a!) self) -> Tensor(a!)", signRule},
      {"reciprocal(Tensor self) -> Tensor", reciprocal},
      {"reciprocal_(Tensor(a!) self) -> Tensor(a!)", reciprocal},
      {"erf(Tensor self) -> Tensor", erf},
      {"erf_(Tensor(a!) self) -> Tensor(a!)", erf},
      {"log1p(Tensor self) -> Tensor", log1p},
      {"log1p_(Tensor(a!) self) -> Tensor(a!)", log1p},
      {"expm1(Tensor self) -> Tensor", expm1},
      {"expm1_(Tensor(a!) self) -> Tensor(a!)", expm1},
      {"rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor", rsubRule},
      {"rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor", rsubRule},
      {"addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor",
       addcdivRule},
      {"addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> "
       "Tensor(a!)",
       addcdivRule},
      {"remainder.Tensor(Tensor self, Tensor other) -> Tensor", remainder},
      {"remainder_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", remainder},
      {"remainder.Scalar(Tensor self, Scalar other) -> Tensor", remainder},
      {"remainder_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", remainder},
      {"remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor", remainder},
      {"floor_divide(Tensor self, Tensor other) -> Tensor", floor_divide},
      {"floor_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", floor_divide},
      {"floor_divide.Scalar(Tensor self, Scalar other) -> Tensor", floor_divide},
      {"floor_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", floor_divide},
      {"bitwise_not(Tensor self) -> Tensor", bitwiseNotRule},
      {"bitwise_not_(Tensor(a!) self) -> Tensor(a!)", bitwiseNotRule},
      {"minimum(Tensor self, Tensor other) -> Tensor",
       [](MetaContext& c) { binaryRule(c, "minimum_cpu", kAllDTypes); }},
  };
  // Every op here computes each output element from the input elements at its own index.
  for (OpDefinition& definition : definitions) definition.elementwise = true;
  return definitions;
}

} // namespace reinplace
