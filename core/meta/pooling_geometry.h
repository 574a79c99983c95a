#pragma once
// The window geometry of 2-d and 3-d pooling as torch 1.13 reads it (max_pool2d_with_indices,
// avg_pool2d, max_pool3d_with_indices, avg_pool3d and the backward ops): parameter lists of one
// or two (three) values, the stride defaulting to the kernel, pooling_output_shape and
// pool2d_shape_check / pool3d_shape_check with their messages. Shared by the meta rules and the
// oracle's kernels.

#include "core/ir/tensor_meta.h"
#include "core/meta/meta_context.h"

#include <array>

namespace reinplace {

struct Pool3dParams;

struct Pool2dParams {
  int64_t kernel_h = 1, kernel_w = 1, stride_h = 1, stride_w = 1;
  int64_t pad_h = 0, pad_w = 0, dilation_h = 1, dilation_w = 1;
  bool ceil_mode = false;
  /// The same windows as 3-d parameters over a depth of one (one window geometry serves both
  /// ranks, as convolution's as2d does).
  Pool3dParams as3d() const;
};

/// kernel_size, stride, padding (and dilation) of the call; `op` names it in the messages
/// ("max_pool2d", "avg_pool2d").
Pool2dParams readPool2dParams(const MetaContext& ctx, const char* op, bool with_dilation);

struct Pool2dOutput {
  int64_t height = 0, width = 0;
};

/// pooling_output_shape for the input's last two dims, with its checks (stride not zero,
/// padding non-negative and at most half the kernel).
Pool2dOutput pool2dOutput(const TensorMeta& input, const Pool2dParams& params);

/// pool2d_shape_check: positive kernel, stride and dilation; a 3-d or 4-d input whose
/// non-batch dims are not empty; an output of at least one element per plane.
void checkPool2dShape(const TensorMeta& input, const Pool2dParams& params,
                      const Pool2dOutput& output);

/// The 3-d parameters, each [depth, height, width].
struct Pool3dParams {
  std::array<int64_t, 3> kernel{1, 1, 1}, stride{1, 1, 1}, padding{0, 0, 0}, dilation{1, 1, 1};
  bool ceil_mode = false;
};

/// kernel_size, stride, padding (and dilation) of a 3-d pooling call; `op` is "max_pool3d" or
/// "avg_pool3d", whose messages differ.
Pool3dParams readPool3dParams(const MetaContext& ctx, const char* op, bool with_dilation);

/// pooling_output_shape for the input's last three dims, with its checks.
std::array<int64_t, 3> pool3dOutput(const TensorMeta& input, const Pool3dParams& params);

/// pool3d_shape_check (`function` names the caller in its messages); `check_input_size` adds
/// avg_pool3d's check that the kernel fits in the unpadded input.
void checkPool3dShape(const TensorMeta& input, const Pool3dParams& params,
                      const std::array<int64_t, 3>& output, const char* function,
                      bool check_input_size);

} // namespace reinplace
