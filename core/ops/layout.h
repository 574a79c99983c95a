#pragma once
// Layout rules shared by the meta families: the strides PyTorch gives a fresh result that
// "preserves" the layout of an input (empty_like / clone with preserve_format).

#include "core/arg.h"
#include "core/tensor_meta.h"

#include <optional>

namespace reinplace {

/// at::infer_dense_strides: contiguous strides laid out in the input's stride order (dims
/// sorted by stride with a stable insertion sort; stride-0 dims keep their place).
Shape inferDenseStrides(const Shape& sizes, const Shape& strides);

/// at::empty_like(self, memory_format): for preserve_format (the default when nullopt), self's
/// strides when self is non-overlapping and dense, otherwise inferDenseStrides; contiguous for
/// contiguous_format. Offset 0, dtype = `dtype`.
TensorMeta emptyLike(const TensorMeta& self, DType dtype,
                     std::optional<MemoryFormat> memory_format = std::nullopt);

} // namespace reinplace
