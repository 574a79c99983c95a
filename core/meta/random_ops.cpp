// The random ops functionalized dropout graphs hold, as torch 1.13 lays out their results on the
// CPU:
// - bernoulli.p(self, p) and bernoulli(self) (self holding the probabilities) fill
//   empty_like(self, LEGACY_CONTIGUOUS_MEMORY_FORMAT); bernoulli.Tensor(self, p) fills a tensor
//   laid out like self; bernoulli_ writes self. A float p outside [0, 1] is refused before
//   anything else; a tensor p must have a floating dtype (bf16 too, not f16) and expand to self;
//   self may have any dtype but f16;
// - native_dropout(input, p, train): an empty input comes back as itself (same layout) with an
//   uninitialized mask of its dtype. Otherwise, training (train True or None): mask =
//   empty_like(input, bool).bernoulli_(1 - p), output = input.mul(mask).mul_(1 / (1 - p)), so p
//   outside [0, 1] fails as bernoulli_'s 1 - p and an integral input fails the in-place
//   multiplication by a float; evaluation: output = input.clone(), mask = ones_like(input, bool);
// - native_dropout_backward(grad, mask, scale) = grad * mask * scale: two promoting binary
//   iterators, the second with a wrapped float (integral products become the default float);
// - uniform_(self, from, to) fills self; uniform is self cloned (empty_like's layout) and filled.
//   Floating dtypes only; from and to must lie within the dtype's finite range, from <= to, and
//   to - from must not overflow it;
// - rrelu_with_noise(self, noise, lower, upper, training) allocates a contiguous output
//   (rrelu_with_noise_ writes self). In evaluation it is leaky_relu with the slope
//   (lower + upper) / 2. In training ATen reads lower and upper in self's dtype, then writes
//   self.numel() elements of noise through its data pointer, whatever noise's sizes and strides,
//   which must have self's dtype: a noise with fewer elements is written past its end (memory
//   corruption) and a non-contiguous one outside its view, which the rule refuses rather than
//   model.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/elementwise_rules.h"
#include "core/meta/layout.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"

#include <cstdio>
#include <string>
#include <utility>

namespace reinplace {
namespace {

// c10's stream formatting of a double (precision 6, as %g).
std::string streamDouble(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", value);
  return buffer;
}

// bernoulli_(self, float p): the range check, then the dispatch (every dtype but f16).
void checkScalarBernoulli(const TensorMeta& self, double p) {
  if (!(p >= 0 && p <= 1))
    throw MetaError("bernoulli_ expects p to be in [0, 1], but got p=" + streamDouble(p));
  checkKernel("bernoulli_scalar_cpu_", self.dtype, kNoHalf);
}

// bernoulli_(self, Tensor p): self's dtype, p's dtype (f64 or what the floating dispatch with
// bf16 admits), then p expanded to self.
void checkTensorBernoulli(const TensorMeta& self, const TensorMeta& p) {
  checkKernel("bernoulli_tensor_cpu_self_", self.dtype, kNoHalf);
  checkFloatingKernel("bernoulli_tensor_cpu_p_", p.dtype);
  checkExpandsTo(p, self.sizes);
}

const TensorMeta& resultOrSelf(MetaContext& ctx, const TensorMeta& fresh_layout) {
  return ctx.op().is_inplace ? ctx.tensor("self") : fresh_layout;
}

void bernoulliFloatRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  checkScalarBernoulli(self, ctx.floatArg("p"));
  ctx.setResult(resultOrSelf(ctx, contiguousMeta(self.dtype, self.sizes)));
}

void bernoulliTensorRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  checkTensorBernoulli(self, ctx.tensor("p"));
  ctx.setResult(resultOrSelf(ctx, emptyLike(self, self.dtype)));
}

void bernoulliSelfRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  checkTensorBernoulli(self, self);
  ctx.setResult(contiguousMeta(self.dtype, self.sizes));
}

// Whether native_dropout draws a mask: train is True or None.
bool dropoutTrains(const MetaContext& ctx) {
  const Arg& train = ctx.arg("train");
  return train.isNone() || ctx.boolArg("train");
}

void nativeDropoutRule(MetaContext& ctx) {
  const TensorMeta& input = ctx.tensor("input");
  if (input.numel() == 0) {
    ctx.setListResult({input, emptyLike(input, input.dtype)});
    return;
  }
  if (!dropoutTrains(ctx)) {
    ctx.setListResult({emptyLike(input, input.dtype), emptyLike(input, DType::b8)});
    return;
  }
  const double p = ctx.floatArg("p");
  TensorMeta mask = emptyLike(input, DType::b8);
  checkScalarBernoulli(mask, 1 - p);
  IteratorResult product =
      buildTensorIterator({iteratorInput(input), iteratorInput(mask)}, binaryOpConfig());
  ScalarValue scale;
  scale.kind = ScalarValue::Kind::Float;
  buildTensorIterator({iteratorInput(product.output), wrappedScalar(scale)}, binaryOpConfig(),
                      &product.output);
  ctx.setListResult({product.output, mask});
}

void nativeDropoutBackwardRule(MetaContext& ctx) {
  IteratorResult product = buildTensorIterator(
      {iteratorInput(ctx.tensor("grad_output")), iteratorInput(ctx.tensor("mask"))},
      binaryOpConfig());
  ScalarValue scale;
  scale.kind = ScalarValue::Kind::Float;
  scale.float_value = ctx.floatArg("scale");
  IteratorResult scaled =
      buildTensorIterator({iteratorInput(product.output), wrappedScalar(scale)}, binaryOpConfig());
  ctx.setComputeDType(product.common_dtype);
  ctx.setResult(scaled.output);
}

// The largest finite value of a floating dtype, in double.
double largestFinite(DType dtype) {
  switch (dtype) {
  case DType::f16:
    return 65504.0;
  case DType::bf16:
    return 3.3895313892515355e38;
  case DType::f32:
    return 3.4028234663852886e38;
  default:
    return 1.7976931348623157e308;
  }
}

void uniformRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  checkKernel("check_uniform_bounds", self.dtype, kFloatingOnly);
  const double from = ctx.floatArg("from"), to = ctx.floatArg("to");
  const double largest = largestFinite(self.dtype);
  for (const auto& [name, value] : {std::pair{"from", from}, std::pair{"to", to}})
    if (!(value >= -largest && value <= largest))
      throw MetaError(std::string(name) + " is out of bounds for " +
                      std::string(typeMetaName(self.dtype)));
  if (!(from <= to))
    throw MetaError("uniform_ expects to return a [from, to) range, but found from=" +
                    streamDouble(from) + " > to=" + streamDouble(to));
  if (!(to - from <= largest))
    throw MetaError(
        "uniform_ expects to-from <= std::numeric_limits<" +
        std::string(scalarTypeName(self.dtype)) + ">::max(), but found to=" + streamDouble(to) +
        " and from=" + streamDouble(from) + " which result in to-from to exceed the limit");
  ctx.setResult(resultOrSelf(ctx, emptyLike(self, self.dtype)));
}

void rreluTrainingChecks(const MetaContext& ctx, const TensorMeta& self, const TensorMeta& noise) {
  checkFloatingKernel("rrelu_with_noise_out_cpu", self.dtype);
  checkScalarConverts(scalarParam(ctx, "lower"), self.dtype);
  checkScalarConverts(scalarParam(ctx, "upper"), self.dtype);
  if (noise.dtype != self.dtype)
    throw MetaError("expected scalar type " + std::string(scalarTypeName(self.dtype)) +
                    " but found " + std::string(scalarTypeName(noise.dtype)));
  if (noise.numel() < self.numel())
    throw MetaError("rrelu_with_noise in training writes " + std::to_string(self.numel()) +
                    " elements of noise through its data pointer, past the end of a noise of " +
                    std::to_string(noise.numel()) + " (torch corrupts memory)");
  if (!noise.isContiguous())
    throw MetaError("rrelu_with_noise in training writes noise as contiguous memory from its "
                    "data pointer, outside a non-contiguous noise's elements; not modelled");
}

void rreluWithNoiseRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& noise = ctx.tensor("noise");
  if (ctx.boolArg("training")) {
    rreluTrainingChecks(ctx, self, noise);
  } else {
    checkFloatingKernel("leaky_relu_cpu", self.dtype);
    ScalarValue lower = scalarParam(ctx, "lower"), upper = scalarParam(ctx, "upper");
    ScalarValue slope;
    slope.kind = ScalarValue::Kind::Float;
    slope.float_value = (lower.asDouble() + upper.asDouble()) / 2;
    checkScalarConverts(slope, bfloat16ComputesInFloat(self.dtype));
  }
  ctx.setComputeDType(self.dtype);
  ctx.setResult(resultOrSelf(ctx, contiguousMeta(self.dtype, self.sizes)));
}

} // namespace

std::vector<OpDefinition> randomOpDefinitions() {
  return {
      {"bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor",
       bernoulliFloatRule},
      {"bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> "
       "Tensor(a!)",
       bernoulliFloatRule},
      {"bernoulli.Tensor(Tensor self, Tensor p, *, Generator? generator=None) -> Tensor",
       bernoulliTensorRule},
      {"bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)",
       bernoulliTensorRule},
      {"bernoulli(Tensor self, *, Generator? generator=None) -> Tensor", bernoulliSelfRule},
      {"native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)", nativeDropoutRule},
      {"native_dropout_backward(Tensor grad_output, Tensor mask, float scale) -> Tensor",
       nativeDropoutBackwardRule},
      {"uniform(Tensor self, float from=0, float to=1, *, Generator? generator=None) -> Tensor",
       uniformRule},
      {"uniform_(Tensor(a!) self, float from=0, float to=1, *, Generator? generator=None) -> "
       "Tensor(a!)",
       uniformRule},
      {"rrelu_with_noise(Tensor self, Tensor noise, Scalar lower=0.125, Scalar "
       "upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor",
       rreluWithNoiseRule},
      {"rrelu_with_noise_(Tensor(a!) self, Tensor noise, Scalar lower=0.125, Scalar "
       "upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor(a!)",
       rreluWithNoiseRule},
  };
}

} // namespace reinplace
