// empty (memory_format), empty_like, empty_strided and new_empty leave their memory
// uninitialized in torch; the oracle writes its poison pattern there, the same in every run, so
// a graph that reads it reads the same values in both runs of a check (not torch's values,
// which are whatever the allocator returned). new_zeros, new_ones, new_full and full_like fill,
// converting the value to the result's dtype as fill_ does.

#include "oracle/kernels/elementwise.h"

namespace reinplace::oracle {
namespace {

void fill(RuntimeTensor& result, const ScalarValue& value) {
  const DType dtype = result.layout.dtype;
  std::array<std::byte, 8> slot{};
  if (value.kind == ScalarValue::Kind::Float)
    storeElement<double>(slot.data(), dtype, value.float_value);
  else
    storeElement<int64_t>(slot.data(), dtype, value.int_value);
  const size_t item = static_cast<size_t>(itemSize(dtype));
  forEachOffset(result.layout,
                [&](int64_t offset) { std::memcpy(result.element(offset), slot.data(), item); });
}

ScalarValue intValue(int64_t value) {
  ScalarValue scalar;
  scalar.int_value = value;
  return scalar;
}

void uninitializedKernel(KernelCall& call) {
  fillPoison(call.result());
}

void zerosKernel(KernelCall& call) {
  fill(call.result(), intValue(0));
}

void onesKernel(KernelCall& call) {
  fill(call.result(), intValue(1));
}

void fullKernel(KernelCall& call) {
  fill(call.result(), call.args().scalar("fill_value"));
}

} // namespace

std::vector<KernelDefinition> uninitializedFactoryKernels() {
  return {
      {"empty.memory_format", uninitializedKernel},
      {"empty_like", uninitializedKernel},
      {"empty_strided", uninitializedKernel},
      {"new_empty", uninitializedKernel},
      {"new_zeros", zerosKernel},
      {"new_ones", onesKernel},
      {"new_full", fullKernel},
      {"full_like", fullKernel},
  };
}

} // namespace reinplace::oracle
