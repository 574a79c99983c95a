// 2-d pooling as torch 1.13's CPU kernels allocate and check it: max_pool2d_with_indices and
// avg_pool2d (kernel, stride defaulting to the kernel, padding, dilation, ceil_mode:
// pooling_output_shape and pool2d_shape_check), _adaptive_avg_pool2d and adaptive_max_pool2d.
// A 4-d input gives results in its suggested memory format, a 3-d (unbatched) one contiguous
// results; indices are int64 in the same layout.

#include "core/ops/aten_conventions.h"
#include "core/ops/checked_arithmetic.h"
#include "core/ops/memory_format.h"
#include "core/ops/meta_context.h"
#include "core/ops/pooling_geometry.h"

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

void avgPool2dRule(MetaContext& ctx) {
  const TensorMeta& input = ctx.tensor("self");
  Pool2dParams p = readPool2dParams(ctx, "avg_pool2d", /*with_dilation=*/false);
  std::optional<int64_t> divisor = ctx.optionalInt("divisor_override");
  if (divisor && *divisor == 0) throw MetaError("divisor must be not zero");
  if (input.dim() < 3)
    throw MetaError("Dimension out of range (expected to be in range of [" +
                    std::to_string(-std::max<int64_t>(input.dim(), 1)) + ", " +
                    std::to_string(std::max<int64_t>(input.dim(), 1) - 1) + "], but got -3)");
  Pool2dOutput out = pool2dOutput(input, p);
  checkPool2dShape(input, p, out);
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
  };
}

} // namespace reinplace
