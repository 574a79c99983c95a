#pragma once
// What torch 1.13's upsample_nearest2d and upsample_bilinear2d (and their .vec overloads, which
// F.interpolate traces to) make of their arguments: the output size (given, or the input's
// spatial sizes times scale_factors, truncated: compute_output_size), the scales the kernel
// reads (scales_h / scales_w, or scale_factors), upsample_2d_common_check's checks, with
// torch's messages. Shared by the meta rules and the oracle's kernels.

#include "core/ir/tensor_meta.h"
#include "core/meta/meta_context.h"

#include <optional>

namespace reinplace {

struct Upsample2d {
  /// N, C, output H, output W.
  Shape output_sizes;
  std::optional<double> scale_h, scale_w;
  bool align_corners = false; // bilinear only
  /// The kernel's channels-last path (input.suggest_memory_format() is channels-last): the
  /// result is laid out channels-last, and bilinear sums its four terms in another order.
  bool channels_last = false;
};

/// The call's geometry; MetaError where torch raises before its kernel runs.
Upsample2d readUpsample2d(const MetaContext& ctx);

/// compute_scales_value<float> / area_pixel_compute_scale<T>: the ratio from output to input
/// coordinates. A scale given (and positive) counts as 1 / scale; align_corners maps the corner
/// pixels' centres onto each other.
template <typename T>
T upsampleScale(int64_t input_size, int64_t output_size, bool align_corners,
                std::optional<double> scale) {
  if (align_corners)
    return output_size > 1 ? static_cast<T>(input_size - 1) / static_cast<T>(output_size - 1)
                           : T(0);
  if (scale && *scale > 0) return static_cast<T>(1.0 / *scale);
  return static_cast<T>(input_size) / static_cast<T>(output_size);
}

} // namespace reinplace
