#include "oracle/kernel.h"

namespace reinplace::oracle {

std::vector<KernelDefinition> reductionKernels() {
  return {};
}

} // namespace reinplace::oracle
