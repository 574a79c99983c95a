// convolution and _convolution as torch 1.13's at::_convolution runs them on the CPU: the
// argument checks of check_shape_forward, the 1-d case viewed as 2-d (input made contiguous,
// weight unsqueezed at dim 2), the backend _select_conv_backend picks (only to know which
// checks and which kernel dtypes apply), and the result layout: channels-last exactly for a
// non-transposed 4-d convolution whose input or weight suggests channels-last (the 1-d case
// squeezes that layout back to 3 dims), contiguous otherwise.

#include "core/ops/aten_conventions.h"
#include "core/ops/checked_arithmetic.h"
#include "core/ops/convolution_geometry.h"
#include "core/ops/memory_format.h"
#include "core/ops/meta_context.h"
#include "core/ops/view_geometry.h"

namespace reinplace {
namespace {

std::string joined(const std::vector<int64_t>& values, const char* separator) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? separator : "") + std::to_string(values[i]);
  return out;
}

void checkShapeForward(const TensorMeta& input, const TensorMeta& weight, const TensorMeta* bias,
                       const ConvParams& params) {
  const Shape& w = weight.sizes;
  auto any = [](const std::vector<int64_t>& values, auto&& predicate) {
    for (int64_t v : values)
      if (predicate(v)) return true;
    return false;
  };
  if (any(params.padding, [](int64_t v) { return v < 0; }))
    throw MetaError("negative padding is not supported");
  if (any(params.output_padding, [](int64_t v) { return v < 0; }))
    throw MetaError("negative output_padding is not supported");
  if (any(params.stride, [](int64_t v) { return v <= 0; }))
    throw MetaError("non-positive stride is not supported");
  if (any(params.dilation, [](int64_t v) { return v <= 0; }))
    throw MetaError("non-positive dilation is not supported");
  if (weight.dim() != input.dim())
    throw MetaError("Expected " + std::to_string(weight.dim()) + "-dimensional input for " +
                    std::to_string(weight.dim()) + "-dimensional weight " + formatShape(w) +
                    ", but got " + std::to_string(input.dim()) + "-dimensional input of size " +
                    formatShape(input.sizes) + " instead");
  const int64_t groups = params.groups;
  const std::string given = "Given groups=" + std::to_string(groups);
  if (w[0] < groups)
    throw MetaError(given + ", expected weight to be at least " + std::to_string(groups) +
                    " at dimension 0, but got weight of size " + formatShape(w) + " instead");
  if (w[0] % groups != 0)
    throw MetaError(given + ", expected weight to be divisible by " + std::to_string(groups) +
                    " at dimension 0, but got weight of size [" + formatShape(w) + "] instead");
  auto badBias = [&](int64_t elements) {
    return bias && (bias->dim() != 1 || bias->sizes[0] != elements);
  };
  if (!params.transposed) {
    if (input.sizes[1] != w[1] * groups)
      throw MetaError(given + ", weight of size " + formatShape(w) + ", expected input" +
                      formatShape(input.sizes) + " to have " + std::to_string(w[1] * groups) +
                      " channels, but got " + std::to_string(input.sizes[1]) + " channels instead");
    if (badBias(w[0]))
      throw MetaError("Given weight of size " + formatShape(w) +
                      ", expected bias to be 1-dimensional with " + std::to_string(w[0]) +
                      " elements, but got bias of size " + formatShape(bias->sizes) + " instead");
    std::vector<int64_t> padded, kernel;
    bool fits = true;
    for (int64_t d = 2; d < input.dim(); ++d) {
      size_t i = static_cast<size_t>(d - 2);
      padded.push_back(checkedAdd(input.sizes[d], checkedMul(2, params.padding[i])));
      kernel.push_back(checkedAdd(checkedMul(params.dilation[i], w[d] - 1), 1));
      fits = fits && padded.back() >= kernel.back();
    }
    if (!fits)
      throw MetaError("Calculated padded input size per channel: (" + joined(padded, " x ") +
                      "). Kernel size: (" + joined(kernel, " x ") +
                      "). Kernel size can't be greater than actual input size");
  } else {
    if (input.sizes[1] != w[0])
      throw MetaError("Given transposed=1, weight of size " + formatShape(w) + ", expected input" +
                      formatShape(input.sizes) + " to have " + std::to_string(w[0]) +
                      " channels, but got " + std::to_string(input.sizes[1]) + " channels instead");
    if (badBias(w[1] * groups))
      throw MetaError("Given transposed=1, weight of size " + formatShape(w) +
                      ", expected bias to be 1-dimensional with " + std::to_string(w[1] * groups) +
                      " elements, but got bias of size " + formatShape(bias->sizes) + " instead");
  }
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

// The CPU kernel a backend runs and the dtypes torch 1.13 builds it for.
void checkBackendDType(DType dtype, const ConvParams& params, int64_t spatial_dims) {
  bool dilated = false;
  for (int64_t d : params.dilation) dilated |= d != 1;
  bool floating = dtype == DType::f32 || dtype == DType::f64 || dtype == DType::bf16;
  const char* kernel = nullptr;
  bool built = true;
  if (params.transposed) {
    kernel = spatial_dims == 3 ? "slow_conv_transpose3d_out_cpu" : "slow_conv_transpose2d_out_cpu";
    built = floating || dtype == DType::i64;
  } else if (dilated) {
    kernel = "slow_conv_dilated<>";
    built = floating || dtype == DType::i64;
  } else {
    kernel = spatial_dims == 3 ? "compute_columns3d" : "slow_conv2d_cpu";
    built = dtype != DType::f16 && dtype != DType::b8;
  }
  if (!built)
    throw MetaError("\"" + std::string(kernel) + "\" not implemented for '" +
                    std::string(scalarTypeName(dtype)) + "'");
}

void checkOutputPadding(const ConvParams& params, int64_t spatial_dims) {
  if (!params.outputPaddingBig()) return;
  static const char* const kNames3d[] = {"depth", "height", "width"};
  static const char* const kNames2d[] = {"height", "width"};
  const char* const* names = spatial_dims == 3 ? kNames3d : kNames2d;
  std::string message = "output padding must be smaller than either stride or dilation, but got";
  auto field = [&](const char* what, const std::vector<int64_t>& values) {
    for (size_t i = 0; i < values.size(); ++i)
      message += " " + std::string(what) + "_" + names[i] + ": " + std::to_string(values[i]);
  };
  field("output_padding", params.output_padding);
  field("stride", params.stride);
  field("dilation", params.dilation);
  throw MetaError(message);
}

void convolutionRule(MetaContext& ctx) {
  TensorMeta input = ctx.tensor("input");
  TensorMeta weight = ctx.tensor("weight");
  const TensorMeta* bias = ctx.optionalTensor("bias");
  const int64_t k = weight.dim();
  const int64_t dims = k - 2;
  if (dims <= 0) throw MetaError("weight should have at least three dimensions");
  if (ctx.intArg("groups") <= 0) throw MetaError("non-positive groups is not supported");
  ConvParams params = readConvParams(ctx, dims);
  checkShapeForward(input, weight, bias, params);

  // torch 1.13 runs a bf16 transposed convolution as a non-transposed one (the shape checks
  // of the non-transposed case apply and the result is its result).
  if (params.transposed && input.dtype == DType::bf16) {
    params.transposed = false;
    checkShapeForward(input, weight, bias, params);
  }

  // 1-d: the input made contiguous and both viewed with a size-1 dim 2.
  const bool one_d = k == 3;
  ConvParams params2d = params;
  if (one_d) {
    input = contiguousMeta(input.dtype, input.sizes);
    input = unsqueezeView(input, 2);
    weight = unsqueezeView(weight, 2);
    params2d = params.as2d();
  }

  Shape out_sizes = convolutionOutputSizes(input.sizes, weight.sizes, params2d);
  TensorMeta result;
  result.dtype = input.dtype;
  if (input.sizes[0] == 0 || input.sizes[1] == 0) {
    // The Empty backend: a product with the weight viewed flat, which must be viewable so.
    if (!computeViewStrides(weight.sizes, weight.strides, {weight.numel()}))
      throw MetaError("view size is not compatible with input tensor's size and stride (at least "
                      "one dimension spans across two contiguous subspaces). Use .reshape(...) "
                      "instead.");
    if (input.sizes[1] == 0) out_sizes[1] = 0;
    result.strides = contiguousStrides(out_sizes);
  } else {
    if (input.numel() == 0)
      throw MetaError(
          "Only zero batch or zero channel inputs are supported, but got input shape: " +
          formatShape(input.sizes));
    if (input.dtype != weight.dtype || (bias && bias->dtype != input.dtype)) {
      bool mkldnn = usesMkldnn(input, weight, params2d);
      if (input.dtype != weight.dtype) {
        if (mkldnn)
          throw MetaError("Input type (" + legacyTypeName(input.dtype) + ") and weight type (" +
                          legacyTypeName(weight.dtype) +
                          ") should be the same or input should be a MKLDNN tensor and weight is "
                          "a dense tensor");
        throw MetaError("expected scalar type " + std::string(scalarTypeName(input.dtype)) +
                        " but found " + std::string(scalarTypeName(weight.dtype)));
      }
      if (mkldnn)
        throw MetaError("Input type (" + legacyTypeName(input.dtype) + ") and bias type (" +
                        legacyTypeName(bias->dtype) +
                        ") should be the same or input should be a MKLDNN tensor and bias is a "
                        "dense tensor");
    }
    checkBackendDType(input.dtype, params, dims);
    for (int64_t d = 2; d < static_cast<int64_t>(out_sizes.size()); ++d)
      if (out_sizes[static_cast<size_t>(d)] <= 0 && params2d.transposed) {
        std::vector<int64_t> in_spatial(input.sizes.begin() + 2, input.sizes.end());
        std::vector<int64_t> out_spatial(out_sizes.begin() + 2, out_sizes.end());
        throw MetaError("Given input size per channel: (" + joined(in_spatial, " x ") +
                        "). Calculated output size per channel: (" + joined(out_spatial, " x ") +
                        "). Output size is too small");
      }
    if (params2d.transposed) checkOutputPadding(params2d, std::max<int64_t>(dims, 2));
    bool channels_last = !params2d.transposed && input.dim() == 4 &&
                         (suggestMemoryFormat(input) == StrideFormat::channels_last ||
                          suggestMemoryFormat(weight) == StrideFormat::channels_last);
    result.strides = stridesInFormat(out_sizes, channels_last ? StrideFormat::channels_last
                                                              : StrideFormat::contiguous);
  }
  result.sizes = out_sizes;
  if (one_d) result = squeezeDimView(result, 2);
  checkedNumel(result.sizes);
  ctx.setResult(result);
}

} // namespace

std::vector<OpDefinition> convolutionOpDefinitions() {
  return {
      {"convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] "
       "dilation, bool transposed, int[] output_padding, int groups) -> Tensor",
       convolutionRule},
      {"_convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, "
       "int[] dilation, bool transposed, int[] output_padding, int groups, bool benchmark, bool "
       "deterministic, bool cudnn_enabled, bool allow_tf32) -> Tensor",
       convolutionRule},
  };
}

} // namespace reinplace
