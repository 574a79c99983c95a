// Activation functions and the backward ops AOTAutograd emits for them. Each builds the
// TensorIterator its ATen kernel builds: the forward activations a unary one over self (one
// dtype in and out: build_unary_op, TensorIterator::unary_op), the backward ops a promoting
// binary one over (grad_output, self) (build_borrowing_binary_op), threshold a promoting one over
// (self, self) and threshold_backward over (self, grad_output). hardtanh is clamp into
// empty_like(self). Then the dtypes the CPU kernel is built for, and the Scalars it reads with a
// checked conversion.

#include "core/meta/elementwise_rules.h"
#include "core/meta/layout.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"

#include <cmath>
#include <initializer_list>

namespace reinplace {
namespace {

// Most activation kernels are built for f32, f64 and bf16 and read their Scalars in the type
// they compute in: float for bf16 (the kernels convert bf16 to float), else the dtype itself.
void activationRule(MetaContext& ctx, const char* kernel,
                    std::initializer_list<const char*> scalars = {}, bool with_bfloat16 = true) {
  IteratorResult it = buildSelfIterator(ctx, unaryOpConfig());
  checkFloatingKernel(kernel, it.common_dtype, with_bfloat16);
  for (const char* name : scalars)
    checkScalarConverts(scalarParam(ctx, name), bfloat16ComputesInFloat(it.common_dtype));
  ctx.setResult(it.output);
}

// celu is elu(self, alpha, 1, 1 / alpha) after its own check of alpha (read as a double); selu
// is elu with SELU's alpha and scale. elu's kernel reads its Scalars as eluRule checks them.
void celuRule(MetaContext& ctx) {
  ScalarValue alpha = scalarParam(ctx, "alpha");
  if (alpha.asDouble() == 0) throw MetaError("ZeroDivisionError: alpha cannot be 0 for CELU");
  IteratorResult it = buildSelfIterator(ctx, unaryOpConfig());
  checkFloatingKernel("elu_cpu", it.common_dtype);
  ScalarValue inverse;
  inverse.kind = ScalarValue::Kind::Float;
  inverse.float_value = 1. / alpha.asDouble();
  checkScalarConverts(alpha, bfloat16ComputesInFloat(it.common_dtype));
  checkScalarConverts(inverse, bfloat16ComputesInFloat(it.common_dtype));
  ctx.setResult(it.output);
}

// get_gelutype_enum, which the impl calls after the meta function.
void checkApproximate(const MetaContext& ctx) {
  const auto& approximate = std::get<std::string>(ctx.arg("approximate").value);
  if (approximate != "none" && approximate != "tanh")
    throw MetaError("approximate argument must be either none or tanh.");
}

void geluRule(MetaContext& ctx) {
  IteratorResult it = buildSelfIterator(ctx, unaryOpConfig());
  checkApproximate(ctx);
  checkFloatingKernel("GeluKernelImpl", it.common_dtype);
  ctx.setResult(it.output);
}

// Scalar::toLong(): a checked conversion to int64, truncating a float.
ScalarValue toLong(ScalarValue value) {
  checkScalarConverts(value, DType::i64);
  if (value.kind == ScalarValue::Kind::Float) {
    value.kind = ScalarValue::Kind::Int;
    // 2**63 passes the check and converts to INT64_MIN, as in c10.
    value.int_value =
        value.float_value >= 0x1p63 ? INT64_MIN : static_cast<int64_t>(value.float_value);
  }
  return value;
}

// hardtanh_out: bool is rejected; an integer self takes its bounds as longs ("to preserve legacy
// behavior of boundaries not causing type promotion"), non-negative for uint8; then
// clamp_out(result, self, min, max) into empty_like(self) or into self.
void hardtanhRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  if (self.dtype == DType::b8) throw MetaError("Bool inputs not supported for hardtanh");
  ScalarValue min = scalarParam(ctx, "min_val");
  ScalarValue max = scalarParam(ctx, "max_val");
  if (isIntegral(self.dtype, /*include_bool=*/false)) {
    min = toLong(min);
    max = toLong(max);
    if (self.dtype == DType::u8 && (min.int_value < 0 || max.int_value < 0))
      throw MetaError("cannot do hardtanh on an unsigned type with negative limits");
  }
  TensorMeta out = ctx.op().is_inplace ? self : emptyLike(self, self.dtype);
  IteratorResult it = buildTensorIterator({iteratorInput(self)}, unaryOpConfig(), &out);
  ctx.setComputeDType(it.common_dtype);
  checkKernel("clamp_scalar_cpu", it.common_dtype, kNoHalf);
  checkScalarConverts(min, it.common_dtype);
  checkScalarConverts(max, it.common_dtype);
  ctx.setResult(it.output);
}

// threshold(self, threshold, value) iterates over (self, self): x <= threshold ? value : other.
// The kernel reads both Scalars as the dtype itself (bf16 included).
void thresholdRule(MetaContext& ctx) {
  IteratorInput self = iteratorInput(ctx.tensor("self"));
  IteratorResult it = buildOpIterator(ctx, {self, self}, binaryOpConfig());
  checkKernel("threshold_cpu", it.common_dtype, kNoHalfNoBool);
  checkScalarConverts(scalarParam(ctx, "threshold"), it.common_dtype);
  checkScalarConverts(scalarParam(ctx, "value"), it.common_dtype);
  ctx.setResult(it.output);
}

// threshold_backward is threshold's kernel over (self, grad_output) with value 0.
void thresholdBackwardRule(MetaContext& ctx) {
  std::vector<IteratorInput> inputs = {iteratorInput(ctx.tensor("self")),
                                       iteratorInput(ctx.tensor("grad_output"))};
  IteratorResult it = buildOpIterator(ctx, inputs, binaryOpConfig());
  checkKernel("threshold_cpu", it.common_dtype, kNoHalfNoBool);
  checkScalarConverts(scalarParam(ctx, "threshold"), it.common_dtype);
  ctx.setResult(it.output);
}

// The other backward ops: a promoting binary iterator over (grad_output, the forward's input or
// output), then the kernel's dtypes.
IteratorResult backwardIterator(MetaContext& ctx, const char* second) {
  std::vector<IteratorInput> inputs = {iteratorInput(ctx.tensor("grad_output")),
                                       iteratorInput(ctx.tensor(second))};
  return buildOpIterator(ctx, inputs, binaryOpConfig());
}

void backwardRule(MetaContext& ctx, const char* second, const char* kernel,
                  bool with_bfloat16 = true) {
  IteratorResult it = backwardIterator(ctx, second);
  checkFloatingKernel(kernel, it.common_dtype, with_bfloat16);
  ctx.setResult(it.output);
}

// sigmoid_backward is built for every floating dtype, f16 included.
void sigmoidBackwardRule(MetaContext& ctx) {
  IteratorResult it = backwardIterator(ctx, "output");
  checkKernel("sigmoid_backward_cpu", it.common_dtype, KernelDTypes{true, false, false});
  ctx.setResult(it.output);
}

// On the oneDNN path (geluUsesOneDnn) ideep takes grad_output as it is: only f32 or bf16, and
// only of self's sizes (it cannot broadcast).
void geluBackwardRule(MetaContext& ctx) {
  IteratorResult it = backwardIterator(ctx, "self");
  checkApproximate(ctx);
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& grad = ctx.tensor("grad_output");
  bool tanh = std::get<std::string>(ctx.arg("approximate").value) == "tanh";
  if (geluUsesOneDnn(self, tanh)) {
    if (grad.dtype != DType::f32 && grad.dtype != DType::bf16)
      throw MetaError("itensor_view_from_dense expects float/bfloat16 tensor input");
    if (grad.sizes != self.sizes)
      throw MetaError("could not create a primitive descriptor for a reorder primitive");
    ctx.setResult(it.output);
    return;
  }
  checkFloatingKernel("GeluBackwardKernelImpl", it.common_dtype);
  ctx.setResult(it.output);
}

// hardtanh_backward runs the kernel ATen registers as hardshrink_backward's (f32 and f64 only),
// which reads both bounds in the dtype.
void hardtanhBackwardRule(MetaContext& ctx) {
  IteratorResult it = backwardIterator(ctx, "self");
  checkFloatingKernel("hardshrink_backward_cpu", it.common_dtype, /*with_bfloat16=*/false);
  checkScalarConverts(scalarParam(ctx, "min_val"), it.common_dtype);
  checkScalarConverts(scalarParam(ctx, "max_val"), it.common_dtype);
  ctx.setResult(it.output);
}

} // namespace

std::vector<OpDefinition> activationOpDefinitions() {
  auto silu = [](MetaContext& c) { activationRule(c, "silu_cpu"); };
  auto elu = [](MetaContext& c) {
    activationRule(c, "elu_cpu", {"alpha", "scale", "input_scale"});
  };
  auto selu = [](MetaContext& c) { activationRule(c, "elu_cpu"); };
  auto hardswish = [](MetaContext& c) { activationRule(c, "hardswish_cpu"); };
  auto hardsigmoid = [](MetaContext& c) { activationRule(c, "hardsigmoid_cpu"); };
  auto leaky_relu = [](MetaContext& c) { activationRule(c, "leaky_relu_cpu", {"negative_slope"}); };
  auto softplus = [](MetaContext& c) { activationRule(c, "softplus_cpu", {"beta", "threshold"}); };
  auto mish = [](MetaContext& c) { activationRule(c, "mish_cpu", {}, /*with_bfloat16=*/false); };
  std::vector<OpDefinition> definitions = {
      {"gelu(Tensor self, *, str approximate='none') -> Tensor", geluRule},
      {"gelu_(Tensor(a!) self, *, str approximate='none') -> Tensor(a!)", geluRule},
      {"silu(Tensor self) -> Tensor", silu},
      {"silu_(Tensor(a!) self) -> Tensor(a!)", silu},
      {"elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor", elu},
      {"elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> "
       "Tensor(a!)",
       elu},
      {"celu(Tensor self, Scalar alpha=1.0) -> Tensor", celuRule},
      {"celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!)", celuRule},
      {"selu(Tensor self) -> Tensor", selu},
      {"selu_(Tensor(a!) self) -> Tensor(a!)", selu},
      {"hardswish(Tensor self) -> Tensor", hardswish},
      {"hardswish_(Tensor(a!) self) -> Tensor(a!)", hardswish},
      {"hardsigmoid(Tensor self) -> Tensor", hardsigmoid},
      {"hardsigmoid_(Tensor(a!) self) -> Tensor(a!)", hardsigmoid},
      {"hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor", hardtanhRule},
      {"hardtanh_(Tensor(a!) self, Scalar min_val=-1, Scalar max_val=1) -> Tensor(a!)",
       hardtanhRule},
      {"leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor", leaky_relu},
      {"leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)", leaky_relu},
      {"softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor", softplus},
      {"mish(Tensor self) -> Tensor", mish},
      {"mish_(Tensor(a!) self) -> Tensor(a!)", mish},
      {"threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor", thresholdRule},
      {"threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)", thresholdRule},

      {"threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor",
       thresholdBackwardRule},
      {"tanh_backward(Tensor grad_output, Tensor output) -> Tensor",
       [](MetaContext& c) { backwardRule(c, "output", "tanh_backward_cpu"); }},
      {"sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor", sigmoidBackwardRule},
      {"gelu_backward(Tensor grad_output, Tensor self, *, str approximate='none') -> Tensor",
       geluBackwardRule},
      {"hardswish_backward(Tensor grad_output, Tensor self) -> Tensor",
       [](MetaContext& c) { backwardRule(c, "self", "hardswish_backward_cpu"); }},
      {"hardsigmoid_backward(Tensor grad_output, Tensor self) -> Tensor",
       [](MetaContext& c) { backwardRule(c, "self", "hardsigmoid_backward"); }},
      {"hardtanh_backward(Tensor grad_output, Tensor self, Scalar min_val, Scalar max_val) -> "
       "Tensor",
       hardtanhBackwardRule},
      {"silu_backward(Tensor grad_output, Tensor self) -> Tensor",
       [](MetaContext& c) { backwardRule(c, "self", "silu_backward_cpu"); }},
  };
  // Every op here computes each output element from the input elements at its own index.
  for (OpDefinition& definition : definitions) definition.elementwise = true;
  return definitions;
}

} // namespace reinplace
