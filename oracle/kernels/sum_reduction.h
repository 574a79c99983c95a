#pragma once
// sum.dim_IntList's reduction (reduction_kernels.cpp), for the kernels built on it: mean (a sum
// divided by the count, as ATen computes it on the CPU) and logsumexp.
// Private to oracle/kernels/.

#include "oracle/runtime/runtime_tensor.h"

#include <vector>

namespace reinplace::oracle {

/// sum_out into `result` (already of the reduced shape and its dtype), reducing the dims of
/// `self` flagged in `reduced`, in the association order of torch's cascade sum.
void sumInto(const RuntimeTensor& self, RuntimeTensor& result, const std::vector<bool>& reduced,
             bool keepdim);

} // namespace reinplace::oracle
