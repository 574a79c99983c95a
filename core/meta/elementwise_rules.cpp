#include "core/meta/elementwise_rules.h"

#include "core/meta/scalar_conversion.h"

#include <algorithm>
#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include <string>

namespace reinplace {

IteratorConfig unaryOpConfig() {
  return IteratorConfig{};
}

IteratorConfig binaryOpConfig() {
  IteratorConfig config;
  config.promote_inputs = true;
  config.safe_cast_to_output = true;
  return config;
}

IteratorConfig floatOpConfig() {
  IteratorConfig config = binaryOpConfig();
  config.promote_integer_to_float = true;
  return config;
}

IteratorResult buildOpIterator(MetaContext& ctx, std::span<const IteratorInput> inputs,
                               const IteratorConfig& config) {
  IteratorResult it = buildTensorIterator(inputs, config, inplaceOutput(ctx));
  ctx.setComputeDType(it.common_dtype);
  return it;
}

IteratorResult buildSelfIterator(MetaContext& ctx, const IteratorConfig& config) {
  return buildOpIterator(ctx, {iteratorInput(ctx.tensor("self"))}, config);
}

void checkAlpha(DType common, const ScalarValue& alpha) {
  if (!isFloating(common) && alpha.kind == ScalarValue::Kind::Float)
    throw MetaError(
        "For integral input tensors, argument alpha must not be a floating point number.");
}

void subtractionRule(MetaContext& ctx, IteratorInput minuend, IteratorInput subtrahend) {
  bool minuend_bool = minuend.meta.dtype == DType::b8;
  bool subtrahend_bool = subtrahend.meta.dtype == DType::b8;
  if (minuend_bool && subtrahend_bool)
    throw MetaError("Subtraction, the `-` operator, with two bool tensors is not supported. Use "
                    "the `^` or `logical_xor()` operator instead.");
  if (minuend_bool || subtrahend_bool)
    throw MetaError("Subtraction, the `-` operator, with a bool tensor is not supported. If you "
                    "are trying to invert a mask, use the `~` or `logical_not()` operator "
                    "instead.");
  IteratorResult it = buildOpIterator(ctx, {minuend, subtrahend}, binaryOpConfig());
  ScalarValue alpha = scalarParam(ctx, "alpha");
  checkAlpha(it.common_dtype, alpha);
  ScalarValue negated = alpha;
  if (negated.kind == ScalarValue::Kind::Float)
    negated.float_value = -negated.float_value;
  else
    negated.int_value = static_cast<int64_t>(-static_cast<uint64_t>(negated.int_value));
  checkScalarConverts(negated, it.common_dtype);
  ctx.setResult(it.output);
}

void checkFloatingKernel(const char* kernel, DType dtype, bool with_bfloat16) {
  bool built =
      dtype == DType::f32 || dtype == DType::f64 || (with_bfloat16 && dtype == DType::bf16);
  if (!built)
    throw MetaError("\"" + std::string(kernel) + "\" not implemented for '" +
                    std::string(scalarTypeName(dtype)) + "'");
}

int64_t wrapDimAsTorch(int64_t dim, int64_t rank) {
  int64_t effective_rank = std::max<int64_t>(rank, 1);
  if (dim < -effective_rank || dim >= effective_rank)
    throw MetaError("Dimension out of range (expected to be in range of [" +
                    std::to_string(-effective_rank) + ", " + std::to_string(effective_rank - 1) +
                    "], but got " + std::to_string(dim) + ")");
  return dim < 0 ? dim + effective_rank : dim;
}

bool geluUsesOneDnn(const TensorMeta& self, bool tanh_approximation) {
  bool dtype_taken =
      self.dtype == DType::f32 || (self.dtype == DType::bf16 && oneDnnTakesBFloat16());
  return !tanh_approximation && dtype_taken && self.isContiguous() && self.numel() > 1;
}

// Asked with cpuid on first use, not with __builtin_cpu_supports: that links a constructor that
// runs a dozen cpuid instructions at every process start, each a trap under a hypervisor (50 us
// of a 3 ms command), for a fact only a bf16 gelu needs.
bool oneDnnTakesBFloat16() {
#if defined(__x86_64__)
  static const bool taken = [] {
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx) || !(ecx & bit_OSXSAVE)) return false;
    unsigned saved_low = 0, saved_high = 0; // XCR0: the register state the OS saves
    asm("xgetbv" : "=a"(saved_low), "=d"(saved_high) : "c"(0));
    constexpr unsigned kAvx512State = 0xe6; // SSE, AVX, opmask and both halves of ZMM
    if ((saved_low & kAvx512State) != kAvx512State) return false;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return false;
    return (ebx & bit_AVX512BW) && (ebx & bit_AVX512VL) && (ebx & bit_AVX512DQ);
  }();
  return taken;
#else
  return false;
#endif
}

} // namespace reinplace
