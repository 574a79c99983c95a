// convolution and _convolution as torch 1.13's at::_convolution runs them on the CPU: the
// argument checks of check_shape_forward, the 1-d case viewed as 2-d (input made contiguous,
// weight unsqueezed at dim 2), the backend _select_conv_backend picks (only to know which
// checks and which kernel dtypes apply), and the result layout: channels-last exactly for a
// non-transposed 4-d convolution whose input or weight suggests channels-last (the 1-d case
// squeezes that layout back to 3 dims), contiguous otherwise.
//
// convolution_backward follows the same steps (check_shape_backward is check_shape_forward
// without a bias): grad_input and grad_weight take the forward result's memory format with the
// input's and the weight's sizes, grad_bias is [output channels], the sum of grad_output. With no
// batch or no input channels (the Empty backend) they are zeros laid out like the input and the
// weight and zeros of bias_sizes instead.

#include "core/meta/aten_conventions.h"
#include "core/meta/checked_arithmetic.h"
#include "core/meta/convolution_geometry.h"
#include "core/meta/layout.h"
#include "core/meta/memory_format.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/view_geometry.h"

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

// The backend's dtype checks of weight and bias against the input, in torch 1.13's words.
void checkOperandDTypes(const TensorMeta& input, const TensorMeta& weight, const TensorMeta* bias,
                        const ConvParams& params2d) {
  if (input.dtype == weight.dtype && !(bias && bias->dtype != input.dtype)) return;
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

  // torch 1.13 picks the backend before any works out the output size: an empty input of
  // nonzero batch and channels has none.
  const bool empty_backend = input.sizes[0] == 0 || input.sizes[1] == 0;
  if (!empty_backend && input.numel() == 0)
    throw MetaError("Only zero batch or zero channel inputs are supported, but got input shape: " +
                    formatShape(input.sizes));
  Shape out_sizes = convolutionOutputSizes(input.sizes, weight.sizes, params2d);
  TensorMeta result;
  result.dtype = input.dtype;
  if (empty_backend) {
    // The Empty backend: a product with the weight viewed flat, which must be viewable so.
    if (!computeViewStrides(weight.sizes, weight.strides, {weight.numel()}))
      throw MetaError("view size is not compatible with input tensor's size and stride (at least "
                      "one dimension spans across two contiguous subspaces). Use .reshape(...) "
                      "instead.");
    if (input.sizes[1] == 0) out_sizes[1] = 0;
    result.strides = contiguousStrides(out_sizes);
  } else {
    // Four spatial dimensions or more: no CPU backend but oneDNN's, which refuses them.
    bool no_backend = input.dim() > 5;
    if (no_backend && (params2d.transposed || !usesMkldnn(input, weight, params2d)))
      throw MetaError("unsupported ConvNd parameters");
    checkOperandDTypes(input, weight, bias, params2d);
    if (no_backend)
      throw MetaError(
          "could not create a descriptor for a dilated convolution forward propagation primitive");
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

// The 2-d (or 3-d) view of a convolution: the 1-d case made contiguous and unsqueezed at dim 2.
// contiguous() keeps a tensor c10 already counts as contiguous (every empty one, whatever its
// strides), which decides how the Empty backend lays out its zeros.
struct ConvolutionView {
  TensorMeta input, weight;
  ConvParams params;
  bool one_d = false;
};

ConvolutionView viewAs2d(const TensorMeta& input, const TensorMeta& weight,
                         const ConvParams& params) {
  ConvolutionView view{input, weight, params, weight.dim() == 3};
  if (view.one_d) {
    view.input =
        unsqueezeView(input.isContiguous() ? input : contiguousMeta(input.dtype, input.sizes), 2);
    view.weight = unsqueezeView(weight, 2);
    view.params = params.as2d();
  }
  return view;
}

// The CPU backward kernel each backend runs and whether torch 1.13 builds it for `dtype`: the
// floating dtypes everywhere, int64 only in the dilated one.
void checkBackwardBackendDType(DType dtype, const ConvParams& params, int64_t spatial_dims) {
  if (dtype == DType::f32 || dtype == DType::f64 || dtype == DType::bf16) return;
  bool dilated = false;
  for (int64_t d : params.dilation) dilated |= d != 1;
  const bool three_d = spatial_dims == 3;
  std::string kernel;
  if (params.transposed)
    kernel = three_d ? "slow_conv_transpose3d_backward_out_cpu"
                     : "slow_conv_transpose2d_backward_out_cpu";
  else if (dilated)
    kernel = "slow_conv_dilated<>";
  else
    kernel = three_d ? "slow_conv3d_cpu_grad_input" : "slow_conv2d_cpu_grad_input";
  if (dilated && !params.transposed && dtype == DType::i64) return;
  throw MetaError("\"" + kernel + "\" not implemented for '" + std::string(scalarTypeName(dtype)) +
                  "'");
}

// grad_output, input and weight of different dtypes: the backends' data_ptr checks, grad_output
// first; oneDNN (f32 where it is chosen) rejects a double operand with its own message.
void checkBackwardDTypes(const TensorMeta& grad, const ConvolutionView& view) {
  const DType dtype = view.input.dtype;
  if (grad.dtype == dtype && view.weight.dtype == dtype) return;
  const DType other = grad.dtype != dtype ? grad.dtype : view.weight.dtype;
  const bool f64_operand = grad.dtype == DType::f64 || view.weight.dtype == DType::f64;
  if (dtype == DType::f64 ||
      (dtype == DType::f32 && !usesMkldnn(view.input, view.weight, view.params)))
    throw MetaError("expected scalar type " + std::string(scalarTypeName(dtype)) + " but found " +
                    std::string(scalarTypeName(other)));
  if (dtype == DType::f32 && f64_operand)
    throw MetaError("itensor_view_from_dense expects float/bfloat16 tensor input");
  throw MetaError("convolution_backward: grad_output " + std::string(scalarTypeName(grad.dtype)) +
                  ", input " + std::string(scalarTypeName(dtype)) + " and weight " +
                  std::string(scalarTypeName(view.weight.dtype)) +
                  " (torch 1.13 hands these mixes to oneDNN, which reinplace does not model)");
}

void convolutionBackwardRule(MetaContext& ctx) {
  const TensorMeta& grad = ctx.tensor("grad_output");
  const TensorMeta& input = ctx.tensor("input");
  const TensorMeta& weight = ctx.tensor("weight");
  const std::optional<std::vector<int64_t>> bias_sizes = ctx.optionalIntList("bias_sizes");
  const std::vector<bool> mask = ctx.boolList("output_mask");
  const int64_t dims = weight.dim() - 2;
  if (dims <= 0) throw MetaError("weight should have at least three dimensions");
  if (ctx.intArg("groups") <= 0) throw MetaError("non-positive groups is not supported");
  ConvParams params = readConvParams(ctx, dims);
  checkShapeForward(input, weight, nullptr, params);
  if (input.dim() != grad.dim())
    throw MetaError("Expected input and grad_output to have the same number of dimensions, but "
                    "got: " +
                    std::to_string(input.dim()) + " and " + std::to_string(grad.dim()));
  if (!params.transposed)
    for (int64_t pad : params.output_padding)
      if (pad != 0)
        throw MetaError("output_padding is not supported for non-transposed convolutions; got: " +
                        joined(params.output_padding, " "));
  ConvolutionView view = viewAs2d(input, weight, params);
  auto back_to_1d = [&](TensorMeta meta) { return view.one_d ? squeezeDimView(meta, 2) : meta; };
  std::vector<TensorMeta> results(3, undefinedResult());

  if (input.sizes[0] == 0 || input.sizes[1] == 0) {
    // The Empty backend: zeros_like the (viewed) input and weight, zeros(bias_sizes).
    if (mask[2] && !bias_sizes)
      throw MetaError("convolution_backward: grad_bias of an empty convolution needs bias_sizes "
                      "(torch 1.13 reads the absent list and aborts)");
    if (mask[0]) results[0] = back_to_1d(emptyLike(view.input, input.dtype));
    if (mask[1]) results[1] = back_to_1d(emptyLike(view.weight, weight.dtype));
    if (mask[2]) results[2] = contiguousMeta(weight.dtype, Shape(*bias_sizes));
    for (const TensorMeta& result : results) checkedNumel(result.sizes);
    ctx.setListResult(std::move(results));
    return;
  }
  if (input.numel() == 0)
    throw MetaError("Only zero batch or zero channel inputs are supported, but got input shape: " +
                    formatShape(input.sizes));
  // As the forward: a bf16 transposed convolution runs as a plain one, here through oneDNN.
  if (view.params.transposed && input.dtype == DType::bf16) {
    view.params.transposed = false;
    try {
      checkShapeForward(view.input, view.weight, nullptr, view.params);
    } catch (const MetaError&) {
      throw MetaError("could not create a descriptor for a dilated convolution forward "
                      "propagation primitive");
    }
  }
  checkBackwardDTypes(grad, view);
  checkBackwardBackendDType(input.dtype, view.params, dims);
  Shape out_sizes = convolutionOutputSizes(view.input.sizes, view.weight.sizes, view.params);
  if (view.one_d) out_sizes.erase(out_sizes.begin() + 2);
  if (grad.sizes != out_sizes)
    throw MetaError("convolution_backward: grad_output of sizes " + formatShape(grad.sizes) +
                    " for a convolution whose output has sizes " + formatShape(out_sizes));
  const bool channels_last = !view.params.transposed && view.input.dim() == 4 &&
                             (suggestMemoryFormat(view.input) == StrideFormat::channels_last ||
                              suggestMemoryFormat(view.weight) == StrideFormat::channels_last);
  const StrideFormat format =
      channels_last ? StrideFormat::channels_last : StrideFormat::contiguous;
  auto formatted = [&](const TensorMeta& like) {
    TensorMeta meta;
    meta.dtype = like.dtype;
    meta.sizes = like.sizes;
    meta.strides = stridesInFormat(like.sizes, format);
    return back_to_1d(meta);
  };
  if (mask[0]) results[0] = formatted(view.input);
  if (mask[1]) results[1] = formatted(view.weight);
  if (mask[2]) results[2] = contiguousMeta(grad.dtype, {grad.sizes[1]});
  ctx.setListResult(std::move(results));
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
      {"convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? "
       "bias_sizes, int[] stride, int[] padding, int[] dilation, bool transposed, int[] "
       "output_padding, int groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)",
       convolutionBackwardRule},
  };
}

} // namespace reinplace
