#include "core/meta/convolution_geometry.h"

#include "core/meta/checked_arithmetic.h"

namespace reinplace {
namespace {

std::vector<int64_t> expandParam(const std::vector<int64_t>& values, const char* name,
                                 int64_t dims) {
  if (values.size() == 1) return std::vector<int64_t>(static_cast<size_t>(dims), values[0]);
  if (static_cast<int64_t>(values.size()) != dims)
    throw MetaError(std::string("expected ") + name +
                    " to be a single integer value or a list of " + std::to_string(dims) +
                    " values to match the convolution dimensions, but got " + name + "=" +
                    formatShape(Shape(values.begin(), values.end())));
  return values;
}

} // namespace

bool ConvParams::outputPaddingBig() const {
  for (size_t i = 0; i < output_padding.size(); ++i)
    if (output_padding[i] >= stride[i] && output_padding[i] >= dilation[i]) return true;
  return false;
}

ConvParams ConvParams::as2d() const {
  ConvParams out = *this;
  out.stride.insert(out.stride.begin(), 1);
  out.padding.insert(out.padding.begin(), 0);
  out.dilation.insert(out.dilation.begin(), 1);
  out.output_padding.insert(out.output_padding.begin(), 0);
  return out;
}

ConvParams readConvParams(const MetaContext& ctx, int64_t spatial_dims) {
  ConvParams params;
  params.stride = expandParam(ctx.intList("stride"), "stride", spatial_dims);
  params.padding = expandParam(ctx.intList("padding"), "padding", spatial_dims);
  params.dilation = expandParam(ctx.intList("dilation"), "dilation", spatial_dims);
  params.output_padding =
      expandParam(ctx.intList("output_padding"), "output_padding", spatial_dims);
  params.transposed = ctx.boolArg("transposed");
  params.groups = ctx.intArg("groups");
  return params;
}

Shape convolutionOutputSizes(const Shape& input, const Shape& weight, const ConvParams& params) {
  Shape out(input.size());
  out[0] = input[0];
  out[1] = params.transposed ? checkedMul(weight[1], params.groups) : weight[0];
  for (size_t d = 2; d < input.size(); ++d) {
    size_t i = d - 2;
    int64_t kernel = checkedAdd(checkedMul(params.dilation[i], weight[d] - 1), 1);
    int64_t padding = checkedMul(2, params.padding[i]);
    if (params.transposed)
      out[d] = checkedAdd(checkedAdd(checkedMul(input[d] - 1, params.stride[i]), -padding),
                          checkedAdd(kernel, params.output_padding[i]));
    else
      out[d] = checkedAdd(checkedAdd(input[d], checkedAdd(padding, -kernel)) / params.stride[i], 1);
  }
  return out;
}

// ConvParams::use_mkldnn for a dense CPU tensor, with torch's default of one thread (the
// bf16 path needs an AVX512-BF16 CPU, which the reference machine lacks). Only the argument
// checks depend on it.
bool usesMkldnn(const TensorMeta& input, const TensorMeta& weight, const ConvParams& params) {
  if (input.dtype != DType::f32) return false;
  if (params.transposed && params.outputPaddingBig()) return false;
  const Shape& w = weight.sizes;
  const Shape& x = input.sizes;
  int64_t last = w[w.size() - 1], second = w[w.size() - 2];
  bool strided = false, dilated = false;
  for (int64_t s : params.stride) strided |= s != 1;
  for (int64_t d : params.dilation) dilated |= d != 1;
  int64_t leading = x[0] * x[1] * x[2] * x[3];
  return (strided || dilated || x[0] >= 16 || last != 1 || second != 1) &&
         (params.groups > 1 || (last > 3 && second > 3) || x[0] > 1 || leading > 20480);
}

bool weightGradientSkipsPadding(const TensorMeta& input, const TensorMeta& weight,
                                const ConvParams& params) {
  if (params.transposed || input.dim() != 4 || !usesMkldnn(input, weight, params)) return false;
  const Shape& w = weight.sizes;
  bool depthwise = params.groups == input.sizes[1] && params.groups == w[0] && w[1] == 1;
  bool plain3x3 = w[2] == 3 && w[3] == 3 && params.dilation[0] == 1 && params.dilation[1] == 1;
  const int64_t height = input.sizes[2];
  return depthwise && plain3x3 && height >= 3 && (params.stride[0] == 1 || height >= 4);
}

} // namespace reinplace
