#pragma once
// The parameters of a convolution call as at::_convolution reads them (one value stands for
// every spatial dim), and the output sizes they give. Shared by the meta rule and the oracle's
// kernel.

#include "core/ir/tensor_meta.h"
#include "core/meta/meta_context.h"

#include <vector>

namespace reinplace {

struct ConvParams {
  std::vector<int64_t> stride, padding, dilation, output_padding;
  bool transposed = false;
  int64_t groups = 1;

  /// is_output_padding_big: some output_padding is at least both its stride and dilation.
  bool outputPaddingBig() const;
  /// view1d_as_2d: a size-1 dim (stride 1, no padding, dilation 1) before the one dim.
  ConvParams as2d() const;
};

/// The call's stride, padding, dilation, output_padding, transposed and groups, expanded to
/// `spatial_dims` values each; MetaError with torch's message for a list of another length.
ConvParams readConvParams(const MetaContext& ctx, int64_t spatial_dims);

/// conv_output_size / conv_input_size: [N, out channels, spatial...]. May hold sizes <= 0
/// (a transposed convolution with much padding); the caller checks.
Shape convolutionOutputSizes(const Shape& input, const Shape& weight, const ConvParams& params);

} // namespace reinplace
