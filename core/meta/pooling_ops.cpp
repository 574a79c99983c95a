// Pooling as torch 1.13's CPU kernels allocate and check it: max_pool2d_with_indices and
// avg_pool2d (kernel, stride defaulting to the kernel, padding, dilation, ceil_mode:
// pooling_output_shape and pool2d_shape_check), _adaptive_avg_pool2d and adaptive_max_pool2d.
// A 4-d input gives results in its suggested memory format, a 3-d (unbatched) one contiguous
// results; indices are int64 in the same layout. The backward ops of the first three give a
// gradient of the input's sizes in that same format. max_pool3d_with_indices and avg_pool3d run
// torch's older kernels, whose results are always contiguous.

#include "core/meta/aten_conventions.h"
#include "core/meta/checked_arithmetic.h"
#include "core/meta/memory_format.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/pooling_geometry.h"

namespace reinplace {
namespace {

TensorMeta pooledLayout(const TensorMeta& input, DType dtype, int64_t height, int64_t width) {
  Shape sizes = input.sizes;
  sizes[sizes.size() - 2] = height;
  sizes[sizes.size() - 1] = width;
  checkedNumel(sizes);
  TensorMeta out;
  out.dtype = dtype;
  StrideFormat format = input.dim() == 4 ? suggestMemoryFormat(input) : StrideFormat::contiguous;
  out.strides = stridesInFormat(sizes, format);
  out.sizes = std::move(sizes);
  return out;
}

// The kernel name torch dispatches on: "<name>_channels_last" for a channels-last input.
void checkPoolKernel(const TensorMeta& input, const std::string& name, KernelDTypes supported) {
  bool channels_last =
      input.dim() == 4 && suggestMemoryFormat(input) == StrideFormat::channels_last;
  checkKernel((name + (channels_last ? "_channels_last" : "")).c_str(), input.dtype, supported);
}

void maxPool2dWithIndicesRule(MetaContext& ctx) {
  const TensorMeta& input = ctx.tensor("self");
  Pool2dParams p = readPool2dParams(ctx, "max_pool2d", /*with_dilation=*/true);
  if (input.dim() != 3 && input.dim() != 4)
    throw MetaError("non-empty 3D or 4D (batch mode) tensor expected for input");
  Pool2dOutput out = pool2dOutput(input, p);
  checkPool2dShape(input, p, out);
  checkPoolKernel(input, "max_pool2d", kFloatingNoHalf);
  ctx.setListResult({pooledLayout(input, input.dtype, out.height, out.width),
                     pooledLayout(input, DType::i64, out.height, out.width)});
}

// avg_pool2d's parameters and output size, with the checks its forward and backward share.
Pool2dOutput avgPool2dOutput(const MetaContext& ctx, const TensorMeta& input) {
  Pool2dParams p = readPool2dParams(ctx, "avg_pool2d", /*with_dilation=*/false);
  std::optional<int64_t> divisor = ctx.optionalInt("divisor_override");
  if (divisor && *divisor == 0) throw MetaError("divisor must be not zero");
  if (input.dim() < 3)
    throw MetaError("Dimension out of range (expected to be in range of [" +
                    std::to_string(-std::max<int64_t>(input.dim(), 1)) + ", " +
                    std::to_string(std::max<int64_t>(input.dim(), 1) - 1) + "], but got -3)");
  Pool2dOutput out = pool2dOutput(input, p);
  checkPool2dShape(input, p, out);
  return out;
}

void avgPool2dRule(MetaContext& ctx) {
  const TensorMeta& input = ctx.tensor("self");
  Pool2dOutput out = avgPool2dOutput(ctx, input);
  // Built for the floating dtypes and int64.
  if (input.dtype != DType::i64) checkPoolKernel(input, "avg_pool2d", kFloatingNoHalf);
  ctx.setResult(pooledLayout(input, input.dtype, out.height, out.width));
}

void adaptiveAvgPool2dRule(MetaContext& ctx) {
  const TensorMeta& input = ctx.tensor("self");
  std::vector<int64_t> size = ctx.intList("output_size");
  if (size.size() != 2) throw MetaError("adaptive_avg_pool2d: output_size must be 2");
  if (input.dim() != 3 && input.dim() != 4)
    throw MetaError("adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got " +
                    formatShape(input.sizes));
  for (int64_t d = input.dim() - 2; d < input.dim(); ++d)
    if (input.sizes[d] <= 0)
      throw MetaError("adaptive_avg_pool2d(): Expected input to have non-zero size for non-batch "
                      "dimensions, but input has sizes " +
                      formatShape(input.sizes) + " with dimension " + std::to_string(d) +
                      " being empty");
  // resize_ multiplies the sizes without checking their sign first.
  if (size[0] < 0 || size[1] < 0) throw MetaError("numel: integer multiplication overflow");
  TensorMeta out = pooledLayout(input, input.dtype, size[0], size[1]);
  if (out.numel() > 0) checkPoolKernel(input, "adaptive_avg_pool2d", kFloatingNoHalf);
  ctx.setResult(out);
}

void adaptiveMaxPool2dRule(MetaContext& ctx) {
  const TensorMeta& input = ctx.tensor("self");
  std::vector<int64_t> size = ctx.intList("output_size");
  if (input.dim() != 3 && input.dim() != 4)
    throw MetaError("adaptive_max_pool2d(): Expected 3D or 4D tensor, but got: " +
                    formatShape(input.sizes));
  for (int64_t d = 1; d < input.dim(); ++d)
    if (input.sizes[d] <= 0)
      throw MetaError("adaptive_max_pool2d(): Expected input to have non-zero size for non-batch "
                      "dimensions, but input has sizes " +
                      formatShape(input.sizes) + " with dimension " + std::to_string(d) +
                      " being empty");
  if (size.size() != 2)
    throw MetaError("adaptive_max_pool2d(): internal error: output_size.size() must be 2");
  TensorMeta values = pooledLayout(input, input.dtype, size[0], size[1]);
  if (values.numel() > 0) checkPoolKernel(input, "adaptive_max_pool2d", kFloatingNoHalf);
  ctx.setListResult({values, pooledLayout(input, DType::i64, size[0], size[1])});
}

// --- backward ops ---------------------------------------------------------------------------

TensorMeta inputGradient(const TensorMeta& input) {
  return pooledLayout(input, input.dtype, input.sizes[input.dim() - 2],
                      input.sizes[input.dim() - 1]);
}

// The message of the backward kernels' check that grad_output has the input's dtype.
void checkGradDType(const TensorMeta& input, const TensorMeta& grad, const char* name) {
  if (grad.dtype != input.dtype)
    throw MetaError("expected dtype " + std::string(typeMetaName(input.dtype)) + " for `" + name +
                    "` but got dtype " + std::string(typeMetaName(grad.dtype)));
}

// check_dim_size on the last three dims, then the batch, which torch 1.13 does not check (its
// kernels read and write by the input's batch).
void checkPooledSizes(const TensorMeta& tensor, const TensorMeta& input, const Pool2dOutput& out,
                      const char* op) {
  const int64_t rank = input.dim();
  const int64_t expected[3] = {input.sizes[rank - 3], out.height, out.width};
  for (int64_t k = 0; k < 3; ++k) {
    const int64_t d = rank - 3 + k;
    const int64_t got = d < tensor.dim() ? tensor.sizes[d] : 0;
    if (tensor.dim() != rank || got != expected[k])
      throw MetaError("Expected a tensor of dimension " + std::to_string(rank) +
                      " and tensor.size[" + std::to_string(d) +
                      "] == " + std::to_string(expected[k]) + " but got: dimension " +
                      std::to_string(tensor.dim()) + " and tensor.size[" + std::to_string(d) +
                      "] = " + std::to_string(got));
  }
  if (rank == 4 && tensor.sizes[0] != input.sizes[0])
    throw MetaError(std::string(op) + ": a gradient of batch " + std::to_string(tensor.sizes[0]) +
                    " for an input of batch " + std::to_string(input.sizes[0]) +
                    " (torch 1.13 does not check this and reads out of bounds)");
}

void maxPool2dWithIndicesBackwardRule(MetaContext& ctx) {
  const TensorMeta& grad = ctx.tensor("grad_output");
  const TensorMeta& input = ctx.tensor("self");
  const TensorMeta& indices = ctx.tensor("indices");
  Pool2dParams p = readPool2dParams(ctx, "max_pool2d", /*with_dilation=*/true);
  if (suggestMemoryFormat(input) == StrideFormat::channels_last) {
    if (input.dim() != 4)
      throw MetaError("non-empty 4D (batch mode) tensor expected for input with channels_last "
                      "layout");
  } else if (input.dim() != 3 && input.dim() != 4) {
    throw MetaError("non-empty 3D or 4D (batch mode) tensor expected for input");
  }
  checkGradDType(input, grad, "gradOutput");
  Pool2dOutput out = pool2dOutput(input, p);
  checkPool2dShape(input, p, out);
  checkPooledSizes(grad, input, out, "max_pool2d_with_indices_backward");
  checkPooledSizes(indices, input, out, "max_pool2d_with_indices_backward");
  // The backward kernels' names carry no "_channels_last", whatever the layout.
  checkKernel("max_pool2d_backward", input.dtype, kFloatingNoHalf);
  if (indices.dtype != DType::i64)
    throw MetaError("expected scalar type Long but found " +
                    std::string(scalarTypeName(indices.dtype)));
  ctx.setResult(inputGradient(input));
}

void avgPool2dBackwardRule(MetaContext& ctx) {
  const TensorMeta& grad = ctx.tensor("grad_output");
  const TensorMeta& input = ctx.tensor("self");
  Pool2dOutput out = avgPool2dOutput(ctx, input);
  checkPooledSizes(grad, input, out, "avg_pool2d_backward");
  checkGradDType(input, grad, "gradOutput");
  // Built for the floating dtypes and int64, as the forward.
  if (input.dtype != DType::i64) checkKernel("avg_pool2d_backward", input.dtype, kFloatingNoHalf);
  ctx.setResult(inputGradient(input));
}

// The kernel takes the output size from grad_output's last two dims and walks grad_output's
// planes (N * C) over the input's; torch 1.13 does not check that they match.
void adaptiveAvgPool2dBackwardRule(MetaContext& ctx) {
  const TensorMeta& grad = ctx.tensor("grad_output");
  const TensorMeta& input = ctx.tensor("self");
  const int64_t rank = grad.dim();
  for (int64_t d = 1; d < rank; ++d)
    if (grad.sizes[d] <= 0)
      throw MetaError("adaptive_avg_pool2d_backward(): Expected grad_output to have non-zero size "
                      "for non-batch dimensions, but grad_output has sizes " +
                      formatShape(grad.sizes) + " with dimension " + std::to_string(d) +
                      " being empty");
  if (rank != 3 && rank != 4)
    throw MetaError("adaptive_avg_pool2d_backward(): Expected 3D or 4D tensor, but got " +
                    formatShape(input.sizes));
  checkGradDType(input, grad, "grad_output");
  if (input.dim() < 2)
    throw MetaError("adaptive_avg_pool2d_backward: an input of " + std::to_string(input.dim()) +
                    " dims for a grad_output of " + std::to_string(rank));
  // The planes in front of the last two dims (none when a plane is empty), counted without
  // multiplying the plane out: an empty tensor's other sizes may be huge.
  auto planesOf = [](const TensorMeta& t) -> int64_t {
    const std::span<const int64_t> sizes(t.sizes);
    if (numelOf(sizes.last(2)) == 0) return 0;
    return numelOf(sizes.first(sizes.size() - 2));
  };
  const int64_t planes = planesOf(grad);
  const int64_t input_planes = planesOf(input);
  if (planes != input_planes)
    throw MetaError("adaptive_avg_pool2d_backward: grad_output of sizes " +
                    formatShape(grad.sizes) + " has " + std::to_string(planes) +
                    " planes for an input of sizes " + formatShape(input.sizes) + " with " +
                    std::to_string(input_planes) +
                    " (torch 1.13 does not check this and reads out of bounds)");
  TensorMeta result = inputGradient(input);
  if (grad.numel() > 0) checkKernel("adaptive_avg_pool2d_backward", input.dtype, kFloatingNoHalf);
  ctx.setResult(result);
}

// --- 3-d pooling ------------------------------------------------------------------------------

// torch's older 3-d kernels are built for float and double only.
void checkFloatOrDouble(const char* kernel, DType dtype) {
  if (dtype != DType::f32 && dtype != DType::f64)
    throw MetaError("\"" + std::string(kernel) + "\" not implemented for '" +
                    std::string(scalarTypeName(dtype)) + "'");
}

TensorMeta pooled3d(const TensorMeta& input, DType dtype, const std::array<int64_t, 3>& out) {
  Shape sizes = input.sizes;
  for (size_t i = 0; i < 3; ++i) sizes[sizes.size() - 3 + i] = out[i];
  checkedNumel(sizes);
  return contiguousMeta(dtype, sizes);
}

void maxPool3dWithIndicesRule(MetaContext& ctx) {
  const TensorMeta& input = ctx.tensor("self");
  Pool3dParams p = readPool3dParams(ctx, "max_pool3d", /*with_dilation=*/true);
  std::array<int64_t, 3> out = pool3dOutput(input, p);
  checkPool3dShape(input, p, out, "max_pool3d_with_indices_out_cpu_template()", false);
  checkFloatOrDouble("max_pool3d_with_indices_cpu", input.dtype);
  ctx.setListResult({pooled3d(input, input.dtype, out), pooled3d(input, DType::i64, out)});
}

void avgPool3dRule(MetaContext& ctx) {
  const TensorMeta& input = ctx.tensor("self");
  Pool3dParams p = readPool3dParams(ctx, "avg_pool3d", /*with_dilation=*/false);
  std::array<int64_t, 3> out = pool3dOutput(input, p);
  std::optional<int64_t> divisor = ctx.optionalInt("divisor_override");
  if (divisor && *divisor == 0) throw MetaError("divisor must be not zero");
  checkPool3dShape(input, p, out, "avg_pool3d()", true);
  if (input.dtype != DType::i64) checkFloatOrDouble("avg_pool3d_out_frame", input.dtype);
  ctx.setResult(pooled3d(input, input.dtype, out));
}

} // namespace

std::vector<OpDefinition> poolingOpDefinitions() {
  return {
      {"max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] "
       "padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)",
       maxPool2dWithIndicesRule},
      {"avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool "
       "ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor",
       avgPool2dRule},
      {"_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor", adaptiveAvgPool2dRule},
      {"adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)",
       adaptiveMaxPool2dRule},
      {"max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, "
       "int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor",
       maxPool2dWithIndicesBackwardRule},
      {"avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, "
       "int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor",
       avgPool2dBackwardRule},
      {"_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor",
       adaptiveAvgPool2dBackwardRule},
      {"max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] "
       "padding=0, int[3] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)",
       maxPool3dWithIndicesRule},
      {"avg_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool "
       "ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor",
       avgPool3dRule},
  };
}

} // namespace reinplace
