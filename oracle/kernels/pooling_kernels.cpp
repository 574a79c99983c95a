// 2-d pooling, in the order of operations of torch 1.13's CPU kernels (cpu_max_pool,
// cpu_avg_pool, cpu_adaptive_avg_pool, cpu_adaptive_max_pool in aten/src/ATen/native/cpu), per
// plane and output element:
// - max: the window's maximum in the accumulation type (float for f32 and bf16, double for
//   f64), a NaN winning over any number and a later NaN over an earlier one; the index is
//   ih * W + iw of the winner (the window's first element when nothing beats -inf);
// - avg_pool2d: the sum of the window's in-bounds elements (row by row), then 0 + sum / divisor
//   (count_include_pad counts the padded window clipped to the padded input, divisor_override
//   replaces it); int64 divides with truncation; an empty window leaves 0;
// - _adaptive_avg_pool2d: windows [floor(o * in / out), ceil((o + 1) * in / out)), the sum
//   divided by the window height and then by its width.
// Results are bitwise torch's.

#include "core/ops/pooling_geometry.h"
#include "oracle/elementwise.h"

#include <cmath>
#include <limits>
#include <vector>

namespace reinplace::oracle {
namespace {

// The input as planes of H x W in logical order, and the output's planes likewise.
struct Planes {
  int64_t count = 0, height = 0, width = 0;
};

Planes planesOf(const TensorMeta& layout) {
  const int64_t rank = layout.dim();
  Planes p;
  p.height = layout.sizes[rank - 2];
  p.width = layout.sizes[rank - 1];
  p.count = p.height * p.width == 0 ? 0 : layout.numel() / (p.height * p.width);
  return p;
}

template <typename A> bool isNan(A value) {
  if constexpr (std::is_floating_point_v<A>)
    return std::isnan(value);
  else
    return false;
}

// --- max_pool2d_with_indices ------------------------------------------------------------------

template <typename A> void maxPool(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("self");
  Pool2dParams p = readPool2dParams(call.args(), "max_pool2d", true);
  const Planes in = planesOf(input.layout), out = planesOf(call.result(0).layout);
  const std::vector<A> x = loadLogical<A>(input);
  std::vector<A> values(static_cast<size_t>(out.count * out.height * out.width));
  std::vector<int64_t> indices(values.size());
  size_t k = 0;
  for (int64_t c = 0; c < out.count; ++c) {
    const A* plane = x.data() + c * in.height * in.width;
    for (int64_t oh = 0; oh < out.height; ++oh) {
      for (int64_t ow = 0; ow < out.width; ++ow, ++k) {
        int64_t ih0 = oh * p.stride_h - p.pad_h, iw0 = ow * p.stride_w - p.pad_w;
        int64_t ih1 = std::min(ih0 + (p.kernel_h - 1) * p.dilation_h + 1, in.height);
        int64_t iw1 = std::min(iw0 + (p.kernel_w - 1) * p.dilation_w + 1, in.width);
        while (ih0 < 0) ih0 += p.dilation_h;
        while (iw0 < 0) iw0 += p.dilation_w;
        int64_t best_index = ih0 * in.width + iw0;
        A best = -std::numeric_limits<A>::infinity();
        for (int64_t ih = ih0; ih < ih1; ih += p.dilation_h)
          for (int64_t iw = iw0; iw < iw1; iw += p.dilation_w) {
            A value = plane[ih * in.width + iw];
            if (value > best || isNan(value)) {
              best = value;
              best_index = ih * in.width + iw;
            }
          }
        values[k] = best;
        indices[k] = best_index;
      }
    }
  }
  storeLogical(call.result(0), values);
  storeLogical(call.result(1), indices);
}

void maxPool2dWithIndicesKernel(KernelCall& call) {
  if (call.tensor("self").layout.dtype == DType::f64)
    maxPool<double>(call);
  else
    maxPool<float>(call);
}

// --- avg_pool2d -------------------------------------------------------------------------------

template <typename A> void avgPool(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("self");
  Pool2dParams p = readPool2dParams(call.args(), "avg_pool2d", false);
  const bool count_include_pad = call.args().boolArg("count_include_pad");
  const std::optional<int64_t> divisor = call.args().optionalInt("divisor_override");
  const Planes in = planesOf(input.layout), out = planesOf(call.result().layout);
  const std::vector<A> x = loadLogical<A>(input);
  std::vector<A> values(static_cast<size_t>(out.count * out.height * out.width), A(0));
  size_t k = 0;
  for (int64_t c = 0; c < out.count; ++c) {
    const A* plane = x.data() + c * in.height * in.width;
    for (int64_t oh = 0; oh < out.height; ++oh) {
      for (int64_t ow = 0; ow < out.width; ++ow, ++k) {
        int64_t ih0 = oh * p.stride_h - p.pad_h, iw0 = ow * p.stride_w - p.pad_w;
        int64_t ih1 = std::min(ih0 + p.kernel_h, in.height + p.pad_h);
        int64_t iw1 = std::min(iw0 + p.kernel_w, in.width + p.pad_w);
        const int64_t pool_size = (ih1 - ih0) * (iw1 - iw0);
        ih0 = std::max<int64_t>(ih0, 0);
        iw0 = std::max<int64_t>(iw0, 0);
        ih1 = std::min(ih1, in.height);
        iw1 = std::min(iw1, in.width);
        if (ih0 >= ih1 || iw0 >= iw1) continue;
        const int64_t factor = divisor             ? *divisor
                               : count_include_pad ? pool_size
                                                   : (ih1 - ih0) * (iw1 - iw0);
        A sum = 0;
        for (int64_t ih = ih0; ih < ih1; ++ih)
          for (int64_t iw = iw0; iw < iw1; ++iw) sum = wrapAdd(sum, plane[ih * in.width + iw]);
        if constexpr (std::is_same_v<A, int64_t>) {
          if (factor == 0) throw KernelError("integer division by zero");
          values[k] = factor == -1 ? wrapNeg(sum) : sum / factor;
        } else {
          values[k] = A(0) + sum / static_cast<A>(factor);
        }
      }
    }
  }
  storeLogical(call.result(), values);
}

void avgPool2dKernel(KernelCall& call) {
  DType dtype = call.tensor("self").layout.dtype;
  if (dtype == DType::f64)
    avgPool<double>(call);
  else if (dtype == DType::i64)
    avgPool<int64_t>(call);
  else
    avgPool<float>(call);
}

// --- adaptive pooling -------------------------------------------------------------------------

int64_t windowStart(int64_t o, int64_t in, int64_t out) {
  return (o * in) / out;
}
int64_t windowEnd(int64_t o, int64_t in, int64_t out) {
  return ((o + 1) * in + out - 1) / out;
}

template <typename A> void adaptivePool(KernelCall& call, bool max) {
  const RuntimeTensor& input = call.tensor("self");
  const Planes in = planesOf(input.layout), out = planesOf(call.result(0).layout);
  const std::vector<A> x = loadLogical<A>(input);
  std::vector<A> values(static_cast<size_t>(out.count * out.height * out.width));
  std::vector<int64_t> indices(max ? values.size() : 0);
  size_t k = 0;
  for (int64_t c = 0; c < out.count; ++c) {
    const A* plane = x.data() + c * in.height * in.width;
    for (int64_t oh = 0; oh < out.height; ++oh) {
      int64_t ih0 = windowStart(oh, in.height, out.height);
      int64_t ih1 = windowEnd(oh, in.height, out.height);
      for (int64_t ow = 0; ow < out.width; ++ow, ++k) {
        int64_t iw0 = windowStart(ow, in.width, out.width);
        int64_t iw1 = windowEnd(ow, in.width, out.width);
        if (max) {
          int64_t best_index = ih0 * in.width + iw0;
          A best = -std::numeric_limits<A>::infinity();
          for (int64_t ih = ih0; ih < ih1; ++ih)
            for (int64_t iw = iw0; iw < iw1; ++iw) {
              A value = plane[ih * in.width + iw];
              if (value > best || isNan(value)) {
                best = value;
                best_index = ih * in.width + iw;
              }
            }
          values[k] = best;
          indices[k] = best_index;
        } else {
          A sum = 0;
          for (int64_t ih = ih0; ih < ih1; ++ih)
            for (int64_t iw = iw0; iw < iw1; ++iw) sum += plane[ih * in.width + iw];
          values[k] = sum / static_cast<A>(ih1 - ih0) / static_cast<A>(iw1 - iw0);
        }
      }
    }
  }
  storeLogical(call.result(0), values);
  if (max) storeLogical(call.result(1), indices);
}

void adaptiveAvgPool2dKernel(KernelCall& call) {
  if (call.tensor("self").layout.dtype == DType::f64)
    adaptivePool<double>(call, false);
  else
    adaptivePool<float>(call, false);
}

void adaptiveMaxPool2dKernel(KernelCall& call) {
  if (call.tensor("self").layout.dtype == DType::f64)
    adaptivePool<double>(call, true);
  else
    adaptivePool<float>(call, true);
}

} // namespace

std::vector<KernelDefinition> poolingKernels() {
  return {
      {"max_pool2d_with_indices", maxPool2dWithIndicesKernel},
      {"avg_pool2d", avgPool2dKernel},
      {"_adaptive_avg_pool2d", adaptiveAvgPool2dKernel},
      {"adaptive_max_pool2d", adaptiveMaxPool2dKernel},
  };
}

} // namespace reinplace::oracle
