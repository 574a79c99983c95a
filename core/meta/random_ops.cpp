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
//   iterators, the second with a wrapped float (integral products become the default float).

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/elementwise_rules.h"
#include "core/meta/layout.h"
#include "core/meta/op_families.h"

#include <cstdio>
#include <string>

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
  };
}

} // namespace reinplace
