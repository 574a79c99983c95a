#include "oracle/kernel.h"

namespace reinplace::oracle {

std::vector<KernelDefinition> factoryKernels() {
  return {};
}

} // namespace reinplace::oracle
