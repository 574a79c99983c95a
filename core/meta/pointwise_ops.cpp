// Elementwise ops: each builds a TensorIterator the way its ATen kernel configures one, so the
// result dtype, broadcast shape and strides (and the in-place checks) follow from
// tensor_iterator_layout. What differs between ops is the config, the op's own argument checks
// and the dtypes its CPU kernel is built for.

#include "core/meta/aten_conventions.h"
#include "core/meta/elementwise_rules.h"
#include "core/meta/layout.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"
#include "core/meta/tensor_iterator_layout.h"

namespace reinplace {
namespace {

IteratorConfig comparisonConfig() {
  IteratorConfig config;
  config.promote_inputs = true;
  config.output_dtype = DType::b8;
  return config;
}

// In-place ops write into self, so self must be a tensor even where a functional op of the same
// family accepts a Python number.
IteratorInput selfParam(const MetaContext& ctx) {
  if (ctx.op().is_inplace) return iteratorInput(ctx.tensor("self"));
  return tensorParam(ctx, "self");
}

std::string dtypeMismatch(const char* what, DType expected, DType found) {
  return "expected dtype " + std::string(typeMetaName(expected)) + " for `" + what +
         "` but got dtype " + std::string(typeMetaName(found));
}

// --- arithmetic --------------------------------------------------------------------------

void addRule(MetaContext& ctx) {
  IteratorResult it =
      buildOpIterator(ctx, {selfParam(ctx), operandParam(ctx, "other")}, binaryOpConfig());
  ScalarValue alpha = scalarParam(ctx, "alpha");
  checkAlpha(it.common_dtype, alpha);
  checkScalarConverts(alpha, it.common_dtype);
  ctx.setResult(it.output);
}

void subRule(MetaContext& ctx) {
  subtractionRule(ctx, selfParam(ctx), operandParam(ctx, "other"));
}

void mulRule(MetaContext& ctx) {
  ctx.setResult(
      buildOpIterator(ctx, {selfParam(ctx), operandParam(ctx, "other")}, binaryOpConfig()).output);
}

// div.Tensor / div.Scalar: true division, integers compute in the default float.
void divRule(MetaContext& ctx) {
  ctx.setResult(
      buildOpIterator(ctx, {selfParam(ctx), operandParam(ctx, "other")}, floatOpConfig()).output);
}

// div.*_mode: rounding_mode None is true division; "trunc" and "floor" keep integer dtypes.
void divModeRule(MetaContext& ctx) {
  const Arg& mode = ctx.arg("rounding_mode");
  std::vector<IteratorInput> inputs = {selfParam(ctx), operandParam(ctx, "other")};
  if (mode.isNone()) {
    ctx.setResult(buildOpIterator(ctx, inputs, floatOpConfig()).output);
    return;
  }
  const auto& name = std::get<std::string>(mode.value);
  if (name != "trunc" && name != "floor")
    throw MetaError("div expected rounding_mode to be one of None, 'trunc', or 'floor' but "
                    "found '" +
                    name + "'");
  IteratorResult it = buildOpIterator(ctx, inputs, binaryOpConfig());
  checkKernel(name == "trunc" ? "div_trunc_cpu" : "div_floor_cpu", it.common_dtype, kNoBool);
  ctx.setResult(it.output);
}

// --- unary -------------------------------------------------------------------------------

void unaryRule(MetaContext& ctx, const char* kernel, KernelDTypes supported) {
  IteratorResult it = buildOpIterator(ctx, {iteratorInput(ctx.tensor("self"))}, unaryOpConfig());
  checkKernel(kernel, it.common_dtype, supported);
  ctx.setResult(it.output);
}

void negRule(MetaContext& ctx) {
  if (ctx.tensor("self").dtype == DType::b8)
    throw MetaError("Negation, the `-` operator, on a bool tensor is not supported. If you are "
                    "trying to invert a mask, use the `~` or `logical_not()` operator instead.");
  unaryRule(ctx, "neg_cpu", kAllDTypes);
}

void absRule(MetaContext& ctx) {
  unaryRule(ctx, "abs_cpu", kNoBool);
}

// relu is clamp_min(self, 0): an int 0 never changes the dtype.
void reluRule(MetaContext& ctx) {
  if (ctx.tensor("self").dtype == DType::b8)
    throw MetaError("Boolean inputs not supported for relu");
  unaryRule(ctx, "clamp_min_cpu", kNoHalf);
}

// sigmoid, tanh, exp, log, sqrt, rsqrt, sin, cos: integer and bool inputs compute in the default
// float, which an in-place op cannot write back into an integer self.
void floatUnaryRule(MetaContext& ctx, const char* kernel) {
  IteratorResult it = buildOpIterator(ctx, {iteratorInput(ctx.tensor("self"))}, floatOpConfig());
  checkKernel(kernel, it.common_dtype, kNoHalf);
  ctx.setResult(it.output);
}

// --- clamp and pow -----------------------------------------------------------------------

// clamp(Tensor self, Scalar? min, Scalar? max): the bounds take part in type promotion (only a
// non-floating self can be promoted), then self, converted, goes through a unary iterator.
void clampRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  bool has_min = ctx.declares("min") && !ctx.arg("min").isNone();
  bool has_max = ctx.declares("max") && !ctx.arg("max").isNone();
  if (!has_min && !has_max)
    throw MetaError("torch.clamp: At least one of 'min' or 'max' must not be None");
  DType result = self.dtype;
  if (!isFloating(self.dtype)) {
    ResultTypeState state;
    state.addTensor(self.dtype, self.dim());
    if (has_min) state.addScalar(scalarParam(ctx, "min").kindDType());
    if (has_max) state.addScalar(scalarParam(ctx, "max").kindDType());
    result = *state.result();
    if (ctx.op().is_inplace && result != self.dtype)
      throw MetaError("result type " + std::string(scalarTypeName(result)) +
                      " can't be cast to the desired output type " +
                      std::string(typeMetaName(self.dtype)));
  }
  TensorMeta converted = result == self.dtype ? self : emptyLike(self, result);
  IteratorResult it = buildOpIterator(ctx, {iteratorInput(converted)}, unaryOpConfig());
  // clamp_max registers its own kernel; clamp with max alone runs clamp's.
  const char* max_kernel = ctx.declares("min") ? "clamp_max_cpu" : "clamp_max_scalar_cpu";
  const char* kernel = !has_max ? "clamp_min_cpu" : !has_min ? max_kernel : "clamp_scalar_cpu";
  checkKernel(kernel, it.common_dtype, kNoHalf);
  if (has_min) checkScalarConverts(scalarParam(ctx, "min"), it.common_dtype);
  if (has_max) checkScalarConverts(scalarParam(ctx, "max"), it.common_dtype);
  ctx.setResult(it.output);
}

// clamp.Tensor(Tensor self, Tensor? min, Tensor? max): an ordinary promoting iterator; with one
// bound the kernel is maximum/minimum, which every dtype has.
void clampTensorRule(MetaContext& ctx) {
  const TensorMeta* min = ctx.declares("min") ? ctx.optionalTensor("min") : nullptr;
  const TensorMeta* max = ctx.declares("max") ? ctx.optionalTensor("max") : nullptr;
  if (!min && !max) throw MetaError("torch.clamp: At least one of 'min' or 'max' must not be None");
  std::vector<IteratorInput> inputs = {iteratorInput(ctx.tensor("self"))};
  if (min) inputs.push_back(iteratorInput(*min));
  if (max) inputs.push_back(iteratorInput(*max));
  IteratorResult it = buildOpIterator(ctx, inputs, binaryOpConfig());
  if (min && max) checkKernel("clamp_cpu", it.common_dtype, kNoHalfNoBool);
  ctx.setResult(it.output);
}

// pow.Tensor_Scalar: self is converted to result_type(self, exponent) and goes through a unary
// iterator, so pow_ of an int self with a float exponent fails the same-dtype check. The kernel
// reads the exponent as a double for f32 and f64 and in the common dtype otherwise.
void powTensorScalarRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  ScalarValue exponent = scalarParam(ctx, "exponent");
  if (isIntegral(self.dtype, /*include_bool=*/true) && exponent.kind == ScalarValue::Kind::Int &&
      exponent.int_value < 0)
    throw MetaError("Integers to negative integer powers are not allowed.");
  ResultTypeState state;
  state.addTensor(self.dtype, self.dim());
  state.addScalar(exponent.kindDType());
  DType common = *state.result();
  TensorMeta converted = common == self.dtype ? self : emptyLike(self, common);
  IteratorResult it = buildOpIterator(ctx, {iteratorInput(converted)}, unaryOpConfig());
  if (common != DType::f32 && common != DType::f64) checkScalarConverts(exponent, common);
  ctx.setResult(it.output);
}

void powTensorTensorRule(MetaContext& ctx) {
  IteratorResult it =
      buildOpIterator(ctx, {selfParam(ctx), tensorParam(ctx, "exponent")}, binaryOpConfig());
  checkKernel("pow", it.common_dtype, kNoBool);
  ctx.setResult(it.output);
}

// pow.Scalar(Scalar self, Tensor exponent) allocates its result itself, contiguous, before
// redispatching to the Tensor_Tensor kernel.
void powScalarRule(MetaContext& ctx) {
  const TensorMeta& exponent = ctx.tensor("exponent");
  ResultTypeState state;
  state.addTensor(exponent.dtype, exponent.dim());
  state.addScalar(scalarParam(ctx, "self").kindDType());
  ctx.setResult(contiguousMeta(*state.result(), exponent.sizes));
}

// --- fills -------------------------------------------------------------------------------

// fill and zero allocate with empty_like (preserving a dense layout) and fill in place.
void fillLikeRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  ctx.setResult(ctx.op().is_inplace ? self : emptyLike(self, self.dtype));
}

// fill_ reads its value in self's dtype.
void fillScalarRule(MetaContext& ctx) {
  checkScalarConverts(scalarParam(ctx, "value"), ctx.tensor("self").dtype);
  fillLikeRule(ctx);
}

void fillTensorRule(MetaContext& ctx) {
  const TensorMeta& value = ctx.tensor("value");
  if (value.dim() != 0)
    throw MetaError("fill_ only supports 0-dimension value tensor but got tensor with " +
                    std::to_string(value.dim()) + " dimensions.");
  fillLikeRule(ctx);
}

// masked_fill clones the broadcast of self and mask contiguously; masked_fill_ writes through an
// iterator whose output (self) must already have the broadcast shape. Any mask dtype passes. A
// Scalar value is read in self's dtype.
void maskedFillRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& mask = ctx.tensor("mask");
  TensorMeta result;
  if (ctx.op().is_inplace) {
    // The iterator does not resize its output, so self takes part in the broadcast shape.
    IteratorConfig config;
    config.check_all_same_dtype = false;
    result = buildTensorIterator({iteratorInput(self), iteratorInput(mask)}, config, &self).output;
  } else {
    result = contiguousMeta(self.dtype, broadcastShapes(mask.sizes, self.sizes));
  }
  if (ctx.op().schema.arguments[2].type.base == BaseType::Tensor) {
    const TensorMeta& value = ctx.tensor("value");
    if (value.dim() != 0)
      throw MetaError("masked_fill_ only supports a 0-dimensional value tensor, but got tensor "
                      "with " +
                      std::to_string(value.dim()) + " dimension(s).");
  } else {
    checkScalarConverts(scalarParam(ctx, "value"), self.dtype);
  }
  ctx.setResult(result);
}

// --- ternary -----------------------------------------------------------------------------

void addcmulRule(MetaContext& ctx) {
  std::vector<IteratorInput> inputs = {iteratorInput(ctx.tensor("self")),
                                       iteratorInput(ctx.tensor("tensor1")),
                                       iteratorInput(ctx.tensor("tensor2"))};
  IteratorResult it = buildOpIterator(ctx, inputs, binaryOpConfig());
  checkKernel("addcmul_cpu_out", it.common_dtype, kNoHalfNoBool);
  // The CPU kernel cannot cast its result on the fly: torch 1.13 fails an internal assert when
  // addcmul_ computes in a dtype other than self's.
  if (ctx.op().is_inplace && it.common_dtype != it.output.dtype)
    throw MetaError("addcmul_ computes in " + std::string(scalarTypeName(it.common_dtype)) +
                    " but self is " + std::string(scalarTypeName(it.output.dtype)) +
                    ", which torch's CPU kernel rejects (needs_dynamic_casting assert)");
  checkScalarConverts(scalarParam(ctx, "value"), bfloat16ComputesInFloat(it.common_dtype));
  ctx.setResult(it.output);
}

void lerpScalarRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& end = ctx.tensor("end");
  if (self.dtype != end.dtype) throw MetaError(dtypeMismatch("end", self.dtype, end.dtype));
  IteratorResult it =
      buildOpIterator(ctx, {iteratorInput(self), iteratorInput(end)}, binaryOpConfig());
  checkKernel("lerp_kernel_scalar", it.common_dtype, kFloatingNoHalf);
  checkScalarConverts(scalarParam(ctx, "weight"), bfloat16ComputesInFloat(it.common_dtype));
  ctx.setResult(it.output);
}

void lerpTensorRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& end = ctx.tensor("end");
  const TensorMeta& weight = ctx.tensor("weight");
  if (self.dtype != end.dtype) throw MetaError(dtypeMismatch("end", self.dtype, end.dtype));
  if (self.dtype != weight.dtype)
    throw MetaError(dtypeMismatch("weight", self.dtype, weight.dtype));
  std::vector<IteratorInput> inputs = {iteratorInput(self), iteratorInput(end),
                                       iteratorInput(weight)};
  IteratorResult it = buildOpIterator(ctx, inputs, unaryOpConfig());
  checkKernel("lerp_kernel_tensor", it.common_dtype, kFloatingNoHalf);
  ctx.setResult(it.output);
}

// --- comparisons and selection -----------------------------------------------------------

// Functional comparisons allocate a bool result; the in-place forms keep self's dtype and, with
// no safe-casting check, accept any promotion.
void comparisonRule(MetaContext& ctx) {
  std::vector<IteratorInput> inputs = {iteratorInput(ctx.tensor("self")),
                                       operandParam(ctx, "other")};
  ctx.setResult(buildOpIterator(ctx, inputs, comparisonConfig()).output);
}

// where.self converts self and other to their result type (and a uint8 condition to bool)
// before iterating, so converted operands may be re-laid out.
void whereRule(MetaContext& ctx) {
  const TensorMeta& condition = ctx.tensor("condition");
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& other = ctx.tensor("other");
  ResultTypeState state;
  state.addTensor(self.dtype, self.dim());
  state.addTensor(other.dtype, other.dim());
  DType result = *state.result();
  if (condition.dtype != DType::b8 && condition.dtype != DType::u8)
    throw MetaError("where expected condition to be a boolean tensor, but got a tensor with "
                    "dtype " +
                    std::string(scalarTypeName(condition.dtype)));
  auto converted = [](const TensorMeta& meta, DType dtype) {
    return iteratorInput(meta.dtype == dtype ? meta : emptyLike(meta, dtype));
  };
  IteratorConfig config;
  config.check_all_same_dtype = false;
  config.output_dtype = result;
  std::vector<IteratorInput> inputs = {converted(condition, DType::b8), converted(self, result),
                                       converted(other, result)};
  ctx.setResult(buildTensorIterator(inputs, config).output);
}

void maximumRule(MetaContext& ctx) {
  std::vector<IteratorInput> inputs = {iteratorInput(ctx.tensor("self")),
                                       iteratorInput(ctx.tensor("other"))};
  ctx.setResult(buildOpIterator(ctx, inputs, binaryOpConfig()).output);
}

// Arithmetic and the unary math ops.
std::vector<OpDefinition> arithmeticDefinitions() {
  return {
      {"add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor", addRule},
      {"add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)", addRule},
      {"add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor", addRule},
      {"add_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)", addRule},
      {"sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor", subRule},
      {"sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)", subRule},
      {"sub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor", subRule},
      {"sub_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)", subRule},
      {"mul.Tensor(Tensor self, Tensor other) -> Tensor", mulRule},
      {"mul_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", mulRule},
      {"mul.Scalar(Tensor self, Scalar other) -> Tensor", mulRule},
      {"mul_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", mulRule},
      {"div.Tensor(Tensor self, Tensor other) -> Tensor", divRule},
      {"div_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", divRule},
      {"div.Scalar(Tensor self, Scalar other) -> Tensor", divRule},
      {"div_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", divRule},
      {"div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor", divModeRule},
      {"div_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)",
       divModeRule},
      {"div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor", divModeRule},
      {"div_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -> Tensor(a!)",
       divModeRule},

      {"neg(Tensor self) -> Tensor", negRule},
      {"neg_(Tensor(a!) self) -> Tensor(a!)", negRule},
      {"abs(Tensor self) -> Tensor", absRule},
      {"abs_(Tensor(a!) self) -> Tensor(a!)", absRule},
      {"relu(Tensor self) -> Tensor", reluRule},
      {"relu_(Tensor(a!) self) -> Tensor(a!)", reluRule},
      {"sigmoid(Tensor self) -> Tensor", [](MetaContext& c) { floatUnaryRule(c, "sigmoid_cpu"); }},
      {"sigmoid_(Tensor(a!) self) -> Tensor(a!)",
       [](MetaContext& c) { floatUnaryRule(c, "sigmoid_cpu"); }},
      {"tanh(Tensor self) -> Tensor", [](MetaContext& c) { floatUnaryRule(c, "tanh_vml_cpu"); }},
      {"tanh_(Tensor(a!) self) -> Tensor(a!)",
       [](MetaContext& c) { floatUnaryRule(c, "tanh_vml_cpu"); }},
      {"exp(Tensor self) -> Tensor", [](MetaContext& c) { floatUnaryRule(c, "exp_vml_cpu"); }},
      {"exp_(Tensor(a!) self) -> Tensor(a!)",
       [](MetaContext& c) { floatUnaryRule(c, "exp_vml_cpu"); }},
      {"log(Tensor self) -> Tensor", [](MetaContext& c) { floatUnaryRule(c, "log_vml_cpu"); }},
      {"log_(Tensor(a!) self) -> Tensor(a!)",
       [](MetaContext& c) { floatUnaryRule(c, "log_vml_cpu"); }},
      {"sqrt(Tensor self) -> Tensor", [](MetaContext& c) { floatUnaryRule(c, "sqrt_vml_cpu"); }},
      {"sqrt_(Tensor(a!) self) -> Tensor(a!)",
       [](MetaContext& c) { floatUnaryRule(c, "sqrt_vml_cpu"); }},
      {"rsqrt(Tensor self) -> Tensor", [](MetaContext& c) { floatUnaryRule(c, "rsqrt_cpu"); }},
      {"rsqrt_(Tensor(a!) self) -> Tensor(a!)",
       [](MetaContext& c) { floatUnaryRule(c, "rsqrt_cpu"); }},
      {"sin(Tensor self) -> Tensor", [](MetaContext& c) { floatUnaryRule(c, "sin_vml_cpu"); }},
      {"sin_(Tensor(a!) self) -> Tensor(a!)",
       [](MetaContext& c) { floatUnaryRule(c, "sin_vml_cpu"); }},
      {"cos(Tensor self) -> Tensor", [](MetaContext& c) { floatUnaryRule(c, "cos_vml_cpu"); }},
      {"cos_(Tensor(a!) self) -> Tensor(a!)",
       [](MetaContext& c) { floatUnaryRule(c, "cos_vml_cpu"); }},
  };
}

// Clamps, powers, fills, ternary blends, comparisons, where and maximum.
std::vector<OpDefinition> clampFillCompareDefinitions() {
  return {
      {"clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor", clampRule},
      {"clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)", clampRule},
      {"clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor", clampTensorRule},
      {"clamp_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)",
       clampTensorRule},
      {"clamp_min(Tensor self, Scalar min) -> Tensor", clampRule},
      {"clamp_min_(Tensor(a!) self, Scalar min) -> Tensor(a!)", clampRule},
      {"clamp_max(Tensor self, Scalar max) -> Tensor", clampRule},
      {"clamp_max_(Tensor(a!) self, Scalar max) -> Tensor(a!)", clampRule},
      {"clamp_min.Tensor(Tensor self, Tensor min) -> Tensor", clampTensorRule},
      {"clamp_min_.Tensor(Tensor(a!) self, Tensor min) -> Tensor(a!)", clampTensorRule},
      {"clamp_max.Tensor(Tensor self, Tensor max) -> Tensor", clampTensorRule},
      {"clamp_max_.Tensor(Tensor(a!) self, Tensor max) -> Tensor(a!)", clampTensorRule},
      {"pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor", powTensorScalarRule},
      {"pow_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)", powTensorScalarRule},
      {"pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor", powTensorTensorRule},
      {"pow_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)", powTensorTensorRule},
      {"pow.Scalar(Scalar self, Tensor exponent) -> Tensor", powScalarRule},

      {"fill.Scalar(Tensor self, Scalar value) -> Tensor", fillScalarRule},
      {"fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)", fillScalarRule},
      {"fill.Tensor(Tensor self, Tensor value) -> Tensor", fillTensorRule},
      {"fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)", fillTensorRule},
      {"zero(Tensor self) -> Tensor", fillLikeRule},
      {"zero_(Tensor(a!) self) -> Tensor(a!)", fillLikeRule},
      {"masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor", maskedFillRule},
      {"masked_fill_.Scalar(Tensor(a!) self, Tensor mask, Scalar value) -> Tensor(a!)",
       maskedFillRule},
      {"masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor", maskedFillRule},
      {"masked_fill_.Tensor(Tensor(a!) self, Tensor mask, Tensor value) -> Tensor(a!)",
       maskedFillRule},

      {"addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor",
       addcmulRule},
      {"addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> "
       "Tensor(a!)",
       addcmulRule},
      {"lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor", lerpScalarRule},
      {"lerp_.Scalar(Tensor(a!) self, Tensor end, Scalar weight) -> Tensor(a!)", lerpScalarRule},
      {"lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor", lerpTensorRule},
      {"lerp_.Tensor(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!)", lerpTensorRule},

      {"eq.Tensor(Tensor self, Tensor other) -> Tensor", comparisonRule},
      {"eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", comparisonRule},
      {"eq.Scalar(Tensor self, Scalar other) -> Tensor", comparisonRule},
      {"eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", comparisonRule},
      {"ne.Tensor(Tensor self, Tensor other) -> Tensor", comparisonRule},
      {"ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", comparisonRule},
      {"ne.Scalar(Tensor self, Scalar other) -> Tensor", comparisonRule},
      {"ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", comparisonRule},
      {"lt.Tensor(Tensor self, Tensor other) -> Tensor", comparisonRule},
      {"lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", comparisonRule},
      {"lt.Scalar(Tensor self, Scalar other) -> Tensor", comparisonRule},
      {"lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", comparisonRule},
      {"le.Tensor(Tensor self, Tensor other) -> Tensor", comparisonRule},
      {"le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", comparisonRule},
      {"le.Scalar(Tensor self, Scalar other) -> Tensor", comparisonRule},
      {"le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", comparisonRule},
      {"gt.Tensor(Tensor self, Tensor other) -> Tensor", comparisonRule},
      {"gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", comparisonRule},
      {"gt.Scalar(Tensor self, Scalar other) -> Tensor", comparisonRule},
      {"gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", comparisonRule},
      {"ge.Tensor(Tensor self, Tensor other) -> Tensor", comparisonRule},
      {"ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", comparisonRule},
      {"ge.Scalar(Tensor self, Scalar other) -> Tensor", comparisonRule},
      {"ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", comparisonRule},
      {"where.self(Tensor condition, Tensor self, Tensor other) -> Tensor", whereRule},
      {"maximum(Tensor self, Tensor other) -> Tensor", maximumRule},
  };
}

} // namespace

std::vector<OpDefinition> pointwiseOpDefinitions() {
  std::vector<OpDefinition> definitions = arithmeticDefinitions();
  for (OpDefinition& definition : clampFillCompareDefinitions()) definitions.push_back(definition);
  // Every op here computes each output element from the input elements at its own index.
  for (OpDefinition& definition : definitions) definition.elementwise = true;
  return definitions;
}

} // namespace reinplace
