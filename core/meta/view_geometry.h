#pragma once
// The layout ATen's view ops give their result: sizes, strides and storage offset derived from
// the input's (dtype kept), with the argument checks torch applies in eager mode. Shared by the
// view rules, the *_scatter rules (which compute the view they write through) and the tests.
// Every function throws MetaError where torch raises.

#include "core/ir/tensor_meta.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace reinplace {

/// at::infer_size: resolves one -1 in `size` so that the product equals `numel`.
Shape inferViewSizes(const Shape& size, int64_t numel);

/// at::detail::computeStride: strides that let `new_sizes` view memory laid out with
/// (old_sizes, old_strides); nullopt when some new dim would span two non-mergeable old dims.
std::optional<Shape> computeViewStrides(const Shape& old_sizes, const Shape& old_strides,
                                        const Shape& new_sizes);

/// aten::view (and the geometry of aten::_unsafe_view).
TensorMeta viewWithSizes(const TensorMeta& self, const Shape& size);
TensorMeta transposeView(const TensorMeta& self, int64_t dim0, int64_t dim1);
/// aten::t: transpose of a tensor with at most 2 dims.
TensorMeta matrixTransposeView(const TensorMeta& self);
TensorMeta permuteView(const TensorMeta& self, const std::vector<int64_t>& dims);
TensorMeta expandView(const TensorMeta& self, const Shape& size);
/// Where roll's result starts reading along a dim of `size` > 0 elements: (size - shift) mod
/// size in [0, size), computed without the overflow of size - shift.
int64_t rollStart(int64_t shift, int64_t size);

TensorMeta selectView(const TensorMeta& self, int64_t dim, int64_t index);
TensorMeta sliceView(const TensorMeta& self, int64_t dim, std::optional<int64_t> start,
                     std::optional<int64_t> end, int64_t step);
TensorMeta diagonalView(const TensorMeta& self, int64_t offset, int64_t dim1, int64_t dim2);
/// storage_offset nullopt keeps self's offset. Bounds against the storage are not checked here:
/// a value's storage may be larger than what its meta reaches.
TensorMeta asStridedView(const TensorMeta& self, const Shape& size, const Shape& stride,
                         std::optional<int64_t> storage_offset);
TensorMeta unsqueezeView(const TensorMeta& self, int64_t dim);
/// aten::squeeze: drops every size-1 dim.
TensorMeta squeezeView(const TensorMeta& self);
/// aten::squeeze.dim: drops `dim` when its size is 1, otherwise an identical alias.
TensorMeta squeezeDimView(const TensorMeta& self, int64_t dim);
TensorMeta unfoldView(const TensorMeta& self, int64_t dimension, int64_t size, int64_t step);

std::vector<TensorMeta> splitViews(const TensorMeta& self, int64_t split_size, int64_t dim);
std::vector<TensorMeta> splitWithSizesViews(const TensorMeta& self,
                                            const std::vector<int64_t>& split_sizes, int64_t dim);
std::vector<TensorMeta> unbindViews(const TensorMeta& self, int64_t dim);
std::vector<TensorMeta> chunkViews(const TensorMeta& self, int64_t chunks, int64_t dim);

} // namespace reinplace
