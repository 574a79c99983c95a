#pragma once
// sum.dim_IntList's reduction (reduction_kernels.cpp), for the kernels built on it: mean (a sum
// divided by the count, as ATen computes it on the CPU) and logsumexp; and the reduction
// iterator's geometry, which renorm's norm walks too.
// Private to oracle/kernels/.

#include "oracle/runtime/runtime_tensor.h"

#include <vector>

namespace reinplace::oracle {

/// The iterator of a reduction over (output restrided with 0 in reduced dims, input) after
/// reorder_dimensions and coalesce_dimensions, in elements: dim 0 innermost, the reduced dims
/// first, each group ordered by the input's strides.
struct ReduceGeometry {
  Shape shape, out_strides, in_strides;
};

ReduceGeometry reduceGeometry(const TensorMeta& input, const Shape& out_strides);

/// Which dims of `self` a reduction's dim list reduces (every dim when empty); a 0-d self has
/// one reducible dim (0 or -1), which is no dim of its layout, so it reduces none.
std::vector<bool> reducedDims(const TensorMeta& self, const std::vector<int64_t>& dims);

/// sum_out into `result` (already of the reduced shape and its dtype), reducing the dims of
/// `self` flagged in `reduced`, in the association order of torch's cascade sum.
void sumInto(const RuntimeTensor& self, RuntimeTensor& result, const std::vector<bool>& reduced,
             bool keepdim);

} // namespace reinplace::oracle
