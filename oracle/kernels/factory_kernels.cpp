// Factories: constant fills (zeros, ones, full and the *_like forms) and arange, written after
// torch 1.13's fill_ (whose overflow check the meta rule makes) and arange_kernel in
// RangeFactoriesKernel.cpp (values computed in the accumulation type, and recomputed from a new
// base once per vector in the vectorized loop).

#include "oracle/kernels/elementwise.h"

#include <cmath>

namespace reinplace::oracle {
namespace {

void fill(RuntimeTensor& result, const ScalarValue& value) {
  DType dtype = result.layout.dtype;
  std::array<std::byte, 8> slot{};
  if (value.kind == ScalarValue::Kind::Float)
    storeElement<double>(slot.data(), dtype, value.float_value);
  else
    storeElement<int64_t>(slot.data(), dtype, value.int_value);
  size_t item = static_cast<size_t>(itemSize(dtype));
  forEachOffset(result.layout,
                [&](int64_t offset) { std::memcpy(result.element(offset), slot.data(), item); });
}

ScalarValue intScalar(int64_t value) {
  ScalarValue scalar;
  scalar.int_value = value;
  return scalar;
}

void zerosKernel(KernelCall& call) {
  fill(call.result(), intScalar(0));
}

void onesKernel(KernelCall& call) {
  fill(call.result(), intScalar(1));
}

void fullKernel(KernelCall& call) {
  fill(call.result(), call.args().scalar("fill_value"));
}

// The number of elements of Vectorized<scalar_t> under AVX2 (32 bytes; Half has no AVX2
// specialization in 1.13 but the generic one has the same width).
int64_t vectorLanes(DType dtype) {
  return 32 / itemSize(dtype);
}

// start + step * index in arange's accumulation type (double for f32 and f64, float for f16
// and bf16, int64 for the integer types). The AVX2 kernels are compiled with floating-point
// contraction, so a floating value is a single fused multiply-add.
template <typename Acc> Acc affine(Acc start, Acc step, Acc index) {
  if constexpr (std::is_same_v<Acc, int64_t>)
    return wrapAdd(start, wrapMul(step, index));
  else
    return std::fma(step, index, start);
}

// The vectorized loop writes blocks of two vectors: each vector rounds its first value to the
// result dtype and adds k * step to that rounded base, so a float result can differ by an ulp
// from the formula the scalar tail uses.
template <typename Acc> void arangeValues(KernelCall& call, RuntimeTensor& result) {
  const Schema& schema = call.args().op().schema;
  auto param = [&](const char* name, int64_t fallback) {
    ScalarValue value = intScalar(fallback);
    if (schema.findArgument(name) >= 0) value = call.args().scalar(name);
    return parameterAs<Acc>(value);
  };
  Acc start = param("start", 0);
  Acc step = param("step", 1);
  DType dtype = result.layout.dtype;
  auto roundToResult = [&](Acc value) {
    std::array<std::byte, 8> slot{};
    storeElement<Acc>(slot.data(), dtype, value);
    return loadElement<Acc>(slot.data(), dtype);
  };
  int64_t n = result.layout.numel();
  int64_t lanes = vectorLanes(dtype);
  std::vector<int64_t> offsets = elementOffsets(result.layout);
  auto store = [&](int64_t index, Acc value) {
    storeElement<Acc>(result.element(offsets[static_cast<size_t>(index)]), dtype, value);
  };
  int64_t i = 0;
  for (; i <= n - 2 * lanes; i += 2 * lanes) {
    for (int64_t base = i; base < i + 2 * lanes; base += lanes) {
      Acc rounded_base = roundToResult(affine(start, step, static_cast<Acc>(base)));
      for (int64_t k = 0; k < lanes; ++k)
        store(base + k, affine(rounded_base, step, static_cast<Acc>(k)));
    }
  }
  for (; i < n; ++i) store(i, affine(start, step, static_cast<Acc>(i)));
}

void arangeKernel(KernelCall& call) {
  RuntimeTensor& result = call.result();
  DType accumulate = arangeAccumulationDType(result.layout.dtype);
  if (accumulate == DType::f64)
    arangeValues<double>(call, result);
  else if (accumulate == DType::f32)
    arangeValues<float>(call, result);
  else
    arangeValues<int64_t>(call, result);
}

} // namespace

std::vector<KernelDefinition> factoryKernels() {
  return {
      {"zeros", zerosKernel},         {"ones", onesKernel},
      {"full", fullKernel},           {"zeros_like", zerosKernel},
      {"ones_like", onesKernel},      {"arange", arangeKernel},
      {"arange.start", arangeKernel}, {"arange.start_step", arangeKernel},
  };
}

} // namespace reinplace::oracle
