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

/// ConvParams::use_mkldnn for a dense CPU tensor, with torch's default of one thread: whether
/// torch 1.13 hands the convolution to oneDNN.
bool usesMkldnn(const TensorMeta& input, const TensorMeta& weight, const ConvParams& params);

/// Whether convolution_backward's weight gradient leaves out the taps that land in the padding.
/// torch's kernels multiply the padding's zeros like any element (an inf or NaN gradient there
/// makes the sum NaN), except oneDNN's depthwise 3x3 kernel, which it picks for an input at
/// least 3 high (4 with stride 2): measured in torch 1.13, where a 5x5 or dilated depthwise
/// kernel, a smaller input, or the native path (groups 1, batch 1, small) gives NaN.
bool weightGradientSkipsPadding(const TensorMeta& input, const TensorMeta& weight,
                                const ConvParams& params);

} // namespace reinplace
