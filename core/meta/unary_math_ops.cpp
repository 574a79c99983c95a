// Unary pointwise math beyond the model staples of math_ops.cpp: the trigonometric and hyperbolic
// functions, logarithms and exponentials to other bases, the special functions (erfc, erfinv,
// lgamma, digamma, i0, sinc, logit, polygamma), the roundings, nan_to_num, sgn, square and
// logical_not. Each builds its ATen kernel's TensorIterator, so the result dtype and layout follow
// from tensor_iterator_layout; what differs is whether integers compute in the default float and
// which dtypes the CPU kernel is built for (as torch 1.13's AT_DISPATCH lists name them).
// mvlgamma is a composition of arange, add, lgamma_ and sum; conj_physical of a real tensor is
// the tensor itself.

#include "core/meta/elementwise_rules.h"
#include "core/meta/layout.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"

#include <iterator>
#include <string>
#include <utility>

namespace reinplace {
namespace {

// Integers and bool compute in the default float, which an in-place op cannot write back into
// an integer self.
void floatUnaryRule(MetaContext& ctx, const char* kernel, KernelDTypes supported) {
  IteratorResult it = buildSelfIterator(ctx, floatOpConfig());
  checkKernel(kernel, it.common_dtype, supported);
  ctx.setResult(it.output);
}

// floor, ceil, trunc and round copy an integer self (their structured kernels never reach the
// float kernel for it); bool and f16 reach it and are not built.
void roundingRule(MetaContext& ctx, const char* kernel) {
  IteratorResult it = buildSelfIterator(ctx, unaryOpConfig());
  checkKernel(kernel, it.common_dtype, kNoHalfNoBool);
  ctx.setResult(it.output);
}

// round.decimals always runs its kernel, built for f32, f64 and bf16.
void roundDecimalsRule(MetaContext& ctx) {
  IteratorResult it = buildSelfIterator(ctx, unaryOpConfig());
  checkKernel("round_cpu", it.common_dtype, kFloatingNoHalf);
  ctx.setResult(it.output);
}

// frac is self - trunc(self), for floating dtypes only.
void fracRule(MetaContext& ctx) {
  IteratorResult it = buildSelfIterator(ctx, unaryOpConfig());
  checkKernel("frac_cpu", it.common_dtype, kFloatingNoHalf);
  ctx.setResult(it.output);
}

// sgn of a real tensor is sign: one dtype in and out, every dtype.
void sgnRule(MetaContext& ctx) {
  ctx.setResult(buildSelfIterator(ctx, unaryOpConfig()).output);
}

// nan_to_num is no structured op: it writes into empty_like(self), so its result keeps self's
// strides where empty_like does, not where an iterator would put them. The replacements are
// converted to the dtype without a range check (a too large float becomes inf).
void nanToNumRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  ctx.setResult(ctx.op().is_inplace ? self : emptyLike(self, self.dtype));
}

// square is pow(self, 2): the int exponent promotes bool to int64, which square_ cannot write
// back into a bool self.
void squareRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  if (self.dtype != DType::b8) {
    ctx.setResult(buildSelfIterator(ctx, unaryOpConfig()).output);
    return;
  }
  if (ctx.op().is_inplace) throw MetaError("Found dtype Bool but expected Long");
  IteratorResult it =
      buildOpIterator(ctx, {iteratorInput(emptyLike(self, DType::i64))}, unaryOpConfig());
  ctx.setResult(it.output);
}

// logical_not allocates a bool result; logical_not_ writes 0 or 1 in self's dtype. The kernel
// reads any input dtype and writes any output dtype.
void logicalNotRule(MetaContext& ctx) {
  IteratorConfig config;
  config.check_all_same_dtype = false;
  if (!ctx.op().is_inplace) config.output_dtype = DType::b8;
  IteratorResult it = buildOpIterator(ctx, {iteratorInput(ctx.tensor("self"))}, config);
  ctx.setResult(it.output);
}

// deg2rad and rad2deg multiply by a constant into empty_like(self) (mul_out): the result keeps
// self's strides where empty_like does, as nan_to_num's (a [1, 2, 1] self with strides [0, 1, 0]
// gives [0, 1, 0], not an iterator's [2, 1, 1]). An integer self is converted to the default
// float (and deg2rad_ of it refused), a floating one keeps its dtype, f16 included.
void angleConversionRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  if (ctx.op().is_inplace) {
    if (!isFloating(self.dtype))
      throw MetaError("result type Float can't be cast to the desired output type " +
                      std::string(scalarTypeName(self.dtype)));
    ctx.setResult(self);
    return;
  }
  ctx.setResult(emptyLike(self, isFloating(self.dtype) ? self.dtype : DType::f32));
}

// polygamma(n, self) runs digamma's kernel for n = 0, trigamma's for n = 1 and its own otherwise,
// each named in the dtype message; integers compute in the default float.
void polygammaRule(MetaContext& ctx) {
  int64_t n = ctx.intArg("n");
  if (n < 0) throw MetaError("polygamma(n, x) does not support negative n.");
  IteratorResult it = buildSelfIterator(ctx, floatOpConfig());
  checkKernel(n == 0 ? "digamma" : n == 1 ? "trigamma" : "polygamma", it.common_dtype, kNoHalf);
  ctx.setResult(it.output);
}

// The elements of mvlgamma's intermediate (self.unsqueeze(-1) + arange of p) the reference
// computes: the oracle's own limit for one tensor, so an absurd p is refused before anything is
// allocated (torch fails to allocate it).
constexpr int64_t kMaxMvlgammaTerms = int64_t{1} << 24;

// mvlgamma(self, p) is (arange((1 - p) / 2, 1 / 2, 1 / 2) + self.unsqueeze(-1)).lgamma_().sum(-1)
// plus a constant: the arange has self's dtype (the default float for an integral self; mvlgamma_
// keeps an integral dtype, whose step of 1/2 becomes 0), the sum allocates a contiguous result,
// which mvlgamma_ copies into self. torch 1.13 checks no value of self (0 gives inf).
void mvlgammaRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  int64_t p = ctx.intArg("p");
  if (self.dtype == DType::b8) throw MetaError("The input tensor may not be a boolean tensor.");
  if (p < 1) throw MetaError("p has to be greater than or equal to 1");
  bool inplace = ctx.op().is_inplace;
  DType dtype = isFloating(self.dtype) || inplace ? self.dtype : DType::f32;
  if (!isFloating(dtype)) throw MetaError("step must be nonzero");
  checkKernel("lgamma_vml_cpu", dtype, kNoHalf);
  int64_t terms = 0;
  if (__builtin_mul_overflow(self.numel(), p, &terms) || p > kMaxMvlgammaTerms ||
      terms > kMaxMvlgammaTerms)
    throw MetaError("mvlgamma with p = " + std::to_string(p) + " computes " +
                    std::to_string(self.numel()) + " x p lgamma terms, beyond the 2^24 the " +
                    "reference computes");
  ctx.setComputeDType(dtype);
  ctx.setResult(inplace ? self : contiguousMeta(dtype, self.sizes));
}

// conj_physical of a tensor that is not complex (the only kind here) returns it, as does
// conj_physical_: no copy, no write (torch 1.13's composite returns self).
void conjPhysicalRule(MetaContext& ctx) {
  ctx.setResultIsArgument("self");
  ctx.setResult(ctx.tensor("self"));
}

struct FloatUnaryOp {
  const char* functional;
  const char* inplace;
  const char* kernel;
  KernelDTypes supported;
};

constexpr FloatUnaryOp kFloatUnaryOps[] = {
    {"acos(Tensor self) -> Tensor", "acos_(Tensor(a!) self) -> Tensor(a!)", "acos_vml_cpu",
     kNoHalf},
    {"asin(Tensor self) -> Tensor", "asin_(Tensor(a!) self) -> Tensor(a!)", "asin_vml_cpu",
     kNoHalf},
    {"atan(Tensor self) -> Tensor", "atan_(Tensor(a!) self) -> Tensor(a!)", "atan_vml_cpu",
     kNoHalf},
    {"acosh(Tensor self) -> Tensor", "acosh_(Tensor(a!) self) -> Tensor(a!)", "acosh_cpu", kNoHalf},
    {"asinh(Tensor self) -> Tensor", "asinh_(Tensor(a!) self) -> Tensor(a!)", "asinh_cpu", kNoHalf},
    {"atanh(Tensor self) -> Tensor", "atanh_(Tensor(a!) self) -> Tensor(a!)", "atanh_cpu", kNoHalf},
    {"cosh(Tensor self) -> Tensor", "cosh_(Tensor(a!) self) -> Tensor(a!)", "cosh_cpu", kNoHalf},
    {"sinh(Tensor self) -> Tensor", "sinh_(Tensor(a!) self) -> Tensor(a!)", "sinh_cpu", kNoHalf},
    {"tan(Tensor self) -> Tensor", "tan_(Tensor(a!) self) -> Tensor(a!)", "tan_vml_cpu", kNoHalf},
    {"log2(Tensor self) -> Tensor", "log2_(Tensor(a!) self) -> Tensor(a!)", "log2_vml_cpu",
     kNoHalf},
    {"log10(Tensor self) -> Tensor", "log10_(Tensor(a!) self) -> Tensor(a!)", "log10_vml_cpu",
     kNoHalf},
    {"exp2(Tensor self) -> Tensor", "exp2_(Tensor(a!) self) -> Tensor(a!)", "exp2_cpu", kAllDTypes},
    {"erfc(Tensor self) -> Tensor", "erfc_(Tensor(a!) self) -> Tensor(a!)", "erfc_vml_cpu",
     kNoHalf},
    {"erfinv(Tensor self) -> Tensor", "erfinv_(Tensor(a!) self) -> Tensor(a!)", "erfinv_vml_cpu",
     kNoHalf},
    {"lgamma(Tensor self) -> Tensor", "lgamma_(Tensor(a!) self) -> Tensor(a!)", "lgamma_vml_cpu",
     kNoHalf},
    {"digamma(Tensor self) -> Tensor", "digamma_(Tensor(a!) self) -> Tensor(a!)", "digamma",
     kNoHalf},
    {"i0(Tensor self) -> Tensor", "i0_(Tensor(a!) self) -> Tensor(a!)", "i0_vml_cpu", kNoHalf},
    {"sinc(Tensor self) -> Tensor", "sinc_(Tensor(a!) self) -> Tensor(a!)", "sinc_cpu", kNoHalf},
    {"logit(Tensor self, float? eps=None) -> Tensor",
     "logit_(Tensor(a!) self, float? eps=None) -> Tensor(a!)", "logit_cpu", kNoHalf},
};

template <size_t I> void floatUnaryAt(MetaContext& ctx) {
  floatUnaryRule(ctx, kFloatUnaryOps[I].kernel, kFloatUnaryOps[I].supported);
}

template <size_t... I>
void addFloatUnaryOps(std::vector<OpDefinition>& definitions, std::index_sequence<I...>) {
  ((definitions.push_back({kFloatUnaryOps[I].functional, floatUnaryAt<I>}),
    definitions.push_back({kFloatUnaryOps[I].inplace, floatUnaryAt<I>})),
   ...);
}

template <const char* kKernel> void roundingAt(MetaContext& ctx) {
  roundingRule(ctx, kKernel);
}
constexpr char kFloorKernel[] = "floor_vml_cpu";
constexpr char kCeilKernel[] = "ceil_vml_cpu";
constexpr char kTruncKernel[] = "trunc_vml_cpu";
constexpr char kRoundKernel[] = "round_vml_cpu";

} // namespace

std::vector<OpDefinition> unaryMathOpDefinitions() {
  std::vector<OpDefinition> definitions;
  addFloatUnaryOps(definitions, std::make_index_sequence<std::size(kFloatUnaryOps)>());
  std::vector<OpDefinition> others = {
      {"floor(Tensor self) -> Tensor", roundingAt<kFloorKernel>},
      {"floor_(Tensor(a!) self) -> Tensor(a!)", roundingAt<kFloorKernel>},
      {"ceil(Tensor self) -> Tensor", roundingAt<kCeilKernel>},
      {"ceil_(Tensor(a!) self) -> Tensor(a!)", roundingAt<kCeilKernel>},
      {"trunc(Tensor self) -> Tensor", roundingAt<kTruncKernel>},
      {"trunc_(Tensor(a!) self) -> Tensor(a!)", roundingAt<kTruncKernel>},
      {"round(Tensor self) -> Tensor", roundingAt<kRoundKernel>},
      {"round_(Tensor(a!) self) -> Tensor(a!)", roundingAt<kRoundKernel>},
      {"round.decimals(Tensor self, *, int decimals) -> Tensor", roundDecimalsRule},
      {"round_.decimals(Tensor(a!) self, *, int decimals) -> Tensor(a!)", roundDecimalsRule},
      {"frac(Tensor self) -> Tensor", fracRule},
      {"frac_(Tensor(a!) self) -> Tensor(a!)", fracRule},
      {"sgn(Tensor self) -> Tensor", sgnRule},
      {"sgn_(Tensor(a!) self) -> Tensor(a!)", sgnRule},
      {"nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> "
       "Tensor",
       nanToNumRule},
      {"nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> "
       "Tensor(a!)",
       nanToNumRule},
      {"square(Tensor self) -> Tensor", squareRule},
      {"square_(Tensor(a!) self) -> Tensor(a!)", squareRule},
      {"logical_not(Tensor self) -> Tensor", logicalNotRule},
      {"logical_not_(Tensor(a!) self) -> Tensor(a!)", logicalNotRule},
      {"deg2rad(Tensor self) -> Tensor", angleConversionRule},
      {"deg2rad_(Tensor(a!) self) -> Tensor(a!)", angleConversionRule},
      {"rad2deg(Tensor self) -> Tensor", angleConversionRule},
      {"rad2deg_(Tensor(a!) self) -> Tensor(a!)", angleConversionRule},
      {"polygamma(int n, Tensor self) -> Tensor", polygammaRule},
      {"polygamma_(Tensor(a!) self, int n) -> Tensor(a!)", polygammaRule},
      {"conj_physical(Tensor self) -> Tensor", conjPhysicalRule},
      {"conj_physical_(Tensor(a!) self) -> Tensor(a!)", conjPhysicalRule},
      {"mvlgamma(Tensor self, int p) -> Tensor", mvlgammaRule},
      {"mvlgamma_(Tensor(a!) self, int p) -> Tensor(a!)", mvlgammaRule},
  };
  for (OpDefinition& definition : others) definitions.push_back(std::move(definition));
  // Every op here computes each output element from the input element at its own index.
  for (OpDefinition& definition : definitions) definition.elementwise = true;
  return definitions;
}

} // namespace reinplace
