#pragma once
// The elements of a kernel call that cpu_kernel_vec vectorizes (core/ops/vectorized_loop.h),
// with the operands as the call holds them.

#include "core/ops/vectorized_loop.h"
#include "oracle/kernel.h"

#include <initializer_list>

#include <vector>

namespace reinplace::oracle {

/// vectorizedElements for a kernel call over the named Tensor (or Scalar) arguments, which the
/// iterator reads converted to the compute dtype (a converted copy is laid out as empty_like).
std::vector<bool> vectorizedElements(const KernelCall& call,
                                     std::initializer_list<const char*> operands);

} // namespace reinplace::oracle
