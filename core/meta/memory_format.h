#pragma once
// Memory formats as ATen reads them off strides (is_contiguous(ChannelsLast),
// suggest_memory_format) and the strides a fresh tensor gets in each format. Results of cat and
// TensorIterator ops follow these, so channels-last inputs give channels-last results.

#include "core/ir/arg.h"
#include "core/ir/tensor_meta.h"

#include <optional>

namespace reinplace {

/// The formats a fresh tensor can be laid out in. channels_last_3d cannot be requested in the
/// graph format, but cat of channels-last-3d inputs produces it.
enum class StrideFormat : uint8_t { contiguous, channels_last, channels_last_3d };

/// TensorImpl::is_contiguous(MemoryFormat::ChannelsLast): rank 4, dense in N, H, W, C order
/// (strides of size-1 dims ignored).
bool isChannelsLastContiguous(const TensorMeta& meta);

/// Tensor::suggest_memory_format(): the channels-last formats when the strides order the dims
/// like them, otherwise contiguous.
StrideFormat suggestMemoryFormat(const TensorMeta& meta);

/// Strides at::empty gives `sizes` in `format`; MetaError when the rank does not fit it.
Shape stridesInFormat(const Shape& sizes, StrideFormat format);

/// The layout of at::empty_like(self, memory_format) (also clone's and _to_copy's result):
/// preserve (the default) as emptyLike, otherwise the requested format.
TensorMeta layoutLike(const TensorMeta& self, DType dtype, std::optional<MemoryFormat> format);

} // namespace reinplace
