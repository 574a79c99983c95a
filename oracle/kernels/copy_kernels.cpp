// Copies and conversions: every element converted to the result's dtype as c10::convert does.
// resize (the functional form functionalization emits) is clone followed by resize_.

#include "core/meta/layout.h"
#include "oracle/kernels/elementwise.h"

namespace reinplace::oracle {

void copyElements(RuntimeTensor& result, const RuntimeTensor& source) {
  mapElements<1>(result, {RuntimeOperand{&source, {}}}, result.layout.dtype,
                 [](auto value) { return value; });
}

namespace {

void cloneKernel(KernelCall& call) {
  copyElements(call.result(), call.tensor("self"));
}

// src may be a Python number (torch.ops wraps it in a 0-dim tensor): broadcast like one.
void copyKernel(KernelCall& call) {
  RuntimeTensor& result = call.result();
  mapElements<1>(result, {call.operand("src")}, result.layout.dtype,
                 [](auto value) { return value; });
}

// The clone is laid out like self (dense, self's dim order); resize_ then keeps that storage
// and lays the new sizes out contiguously over it, so the values land by storage position.
void resizeKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  RuntimeTensor clone{result.storage, emptyLike(self.layout, self.layout.dtype)};
  int64_t clone_extent = clone.layout.storageExtent();
  if (clone_extent > result.storage->elements()) result.storage->growTo(clone_extent);
  copyElements(clone, self);
}

} // namespace

std::vector<KernelDefinition> copyKernels() {
  return {
      {"clone", cloneKernel},
      {"_to_copy", cloneKernel},
      {"copy", copyKernel},
      {"resize", resizeKernel},
  };
}

} // namespace reinplace::oracle
