#pragma once
// The shape plan of _trilinear(i1, i2, i3, expand1, expand2, expand3, sumdim, unroll_dim) as
// torch 1.13 (Linear.cpp) makes it before computing anything: each input unsqueezed at its
// expand dims to total_dim = i1.dim() + len(expand1) dims, the output size (1 at summed dims,
// else the size of the last input that has the dim), the summed dims split into those summed
// with i1 * i2 (where i3 lacks the dim) and those summed after multiplying by i3, and the
// unrolled dim. The meta rule checks the products' shapes from it, the kernel computes them.

#include "core/ir/tensor_meta.h"

#include <array>
#include <cstdint>
#include <vector>

namespace reinplace {

struct TrilinearPlan {
  int64_t total_dim = 0;
  /// The inputs unsqueezed at their expand dims (views of the inputs).
  std::array<TensorMeta, 3> operands;
  std::vector<bool> summed;
  std::vector<int64_t> sum_dims_12, sum_dims_23;
  int64_t unroll_dim = 0;
  int64_t unroll_size = 0;
  /// 0 for an input expanded at the unrolled dim (its one slice serves every step), else 1.
  std::array<int64_t, 3> slice_step{};
  /// The output before its summed dims are squeezed.
  Shape output_size;
  /// Whether any input has no elements: torch then returns the zeros unchanged.
  bool any_empty = false;
};

/// Throws MetaError with torch's messages: unroll_dim out of [0, total_dim), a dim list entry
/// out of range or repeated, an unsqueeze or size() past an input's dims.
TrilinearPlan planTrilinear(const std::array<const TensorMeta*, 3>& inputs,
                            const std::array<std::vector<int64_t>, 3>& expands,
                            const std::vector<int64_t>& sumdim, int64_t unroll_dim);

/// The output's sizes once torch squeezes the summed dims (squeeze_ from the last dim down).
Shape squeezedOutputSize(const TrilinearPlan& plan);

} // namespace reinplace
