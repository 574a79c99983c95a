#pragma once
// The elements of a kernel call that cpu_kernel_vec vectorizes
// (core/kernel_facts/vectorized_loop.h), with the operands as the call holds them.
// Private to oracle/kernels/.

#include "core/kernel_facts/vectorized_loop.h"
#include "oracle/interpreter/kernel.h"

#include <initializer_list>

#include <vector>

namespace reinplace::oracle {

/// vectorizedElements for a kernel call over the named Tensor (or Scalar) arguments, which the
/// iterator reads converted to the compute dtype (a converted copy is laid out as empty_like).
std::vector<bool> vectorizedElements(const KernelCall& call,
                                     std::initializer_list<const char*> operands);

} // namespace reinplace::oracle
