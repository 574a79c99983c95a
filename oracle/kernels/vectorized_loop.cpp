#include "oracle/kernels/vectorized_loop.h"

#include "core/meta/layout.h"
#include "oracle/runtime/runtime_tensor.h"

#include <algorithm>

namespace reinplace::oracle {

std::vector<bool> vectorizedElements(const KernelCall& call,
                                     std::initializer_list<const char*> operands) {
  DType common = call.computeDType();
  const TensorMeta& result = call.result().layout;
  std::vector<TensorMeta> inputs;
  for (const char* name : operands) {
    RuntimeOperand operand = call.operand(name);
    TensorMeta layout;
    if (operand.tensor) {
      layout = operand.tensor->layout;
      if (layout.dtype != common) layout = emptyLike(layout, common);
      layout = broadcastLayout(layout, result.sizes);
    } else {
      layout.sizes = result.sizes;
      layout.strides.assign(result.sizes.size(), 0);
    }
    inputs.push_back(std::move(layout));
  }
  return reinplace::vectorizedElements(result, inputs, vectorChunk(common));
}

} // namespace reinplace::oracle
