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
//
// The backward ops scatter grad_output into a zeroed gradient plane by plane, in output order, as
// cpu_max_pool_backward, cpu_avg_pool_backward and cpu_adaptive_avg_pool_backward do (their
// channels-last variants visit each channel's outputs in the same order): max adds each
// grad_output element at its index (an index of -1 is skipped, as torch does; one outside the
// plane, which torch writes without a check, is an error here); avg_pool2d adds grad_output /
// divisor over the clipped window; the adaptive one grad_output / kh / kw. bf16 rounds after
// every operation, as c10::BFloat16 arithmetic does. max_pool2d / avg_pool2d and their 3-d
// forms walk one window geometry over (depth, height, width), a 2-d pooling's depth being one
// (Pool2dParams::as3d), as torch's frame kernels walk them.

#include "core/meta/pooling_geometry.h"
#include "oracle/kernels/elementwise.h"

#include <array>
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

// A dilated window's taps, walked without overflow or a step per dilation: kernels and
// dilations may be near INT64_MAX, and padding up to half a kernel of 2^40.
// One past the window's last tap (start + (kernel - 1) * dilation + 1), clipped to the input.
int64_t windowEnd(int64_t start, int64_t kernel, int64_t dilation, int64_t size) {
  int64_t end = 0;
  if (__builtin_mul_overflow(kernel - 1, dilation, &end) ||
      __builtin_add_overflow(start, end, &end) || __builtin_add_overflow(end, 1, &end))
    return size;
  return std::min(end, size);
}

// The window's first tap at or after 0.
int64_t firstTap(int64_t start, int64_t dilation) {
  if (start >= 0) return start;
  const int64_t behind = (-start) % dilation;
  return behind == 0 ? 0 : dilation - behind;
}

// min(start + kernel, limit), where the sum may leave int64 for a huge kernel.
int64_t clippedEnd(int64_t start, int64_t kernel, int64_t limit) {
  int64_t end = 0;
  return __builtin_add_overflow(start, kernel, &end) ? limit : std::min(end, limit);
}

// A window's element count with count_include_pad, in int64 as ATen computes it: it wraps for
// padded windows of 2^40 and more, and so does torch's divisor.
int64_t wrappingMul(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
}

// The tap after `at`, or `end` when it would be past it.
int64_t nextTap(int64_t at, int64_t dilation, int64_t end) {
  return dilation >= end - at ? end : at + dilation;
}

// --- avg_pool2d -------------------------------------------------------------------------------

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

// --- backward ops ---------------------------------------------------------------------------

// `value` rounded to the gradient's dtype (bf16 arithmetic rounds every result).
template <typename A> A rounded(DType dtype, A value) {
  return roundThrough(dtype, value);
}

template <typename A> void maxPoolBackward(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("self");
  RuntimeTensor& result = call.result();
  const DType dtype = result.layout.dtype;
  const Planes in = planesOf(input.layout), out = planesOf(call.tensor("grad_output").layout);
  const std::vector<A> grad = loadLogical<A>(call.tensor("grad_output"));
  const std::vector<int64_t> indices = loadLogical<int64_t>(call.tensor("indices"));
  const int64_t plane = in.height * in.width;
  std::vector<A> gradient(static_cast<size_t>(in.count * plane), A(0));
  size_t k = 0;
  for (int64_t c = 0; c < in.count; ++c) {
    A* target = gradient.data() + c * plane;
    for (int64_t o = 0; o < out.height * out.width; ++o, ++k) {
      const int64_t index = indices[k];
      if (index == -1) continue;
      if (index < 0 || index >= plane)
        throw KernelError("max_pool2d_with_indices_backward: index " + std::to_string(index) +
                          " is outside the input's plane of " + std::to_string(plane) +
                          " elements (torch 1.13 writes there without a check)");
      target[index] = rounded(dtype, target[index] + grad[k]);
    }
  }
  storeLogical(result, gradient);
}

void maxPool2dWithIndicesBackwardKernel(KernelCall& call) {
  if (call.tensor("self").layout.dtype == DType::f64)
    maxPoolBackward<double>(call);
  else
    maxPoolBackward<float>(call);
}

template <typename A> void avgPoolBackward(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("self");
  Pool2dParams p = readPool2dParams(call.args(), "avg_pool2d", false);
  const bool count_include_pad = call.args().boolArg("count_include_pad");
  const std::optional<int64_t> divisor = call.args().optionalInt("divisor_override");
  RuntimeTensor& result = call.result();
  const DType dtype = result.layout.dtype;
  const Planes in = planesOf(input.layout), out = planesOf(call.tensor("grad_output").layout);
  const std::vector<A> grad = loadLogical<A>(call.tensor("grad_output"));
  std::vector<A> gradient(static_cast<size_t>(in.count * in.height * in.width), A(0));
  size_t k = 0;
  for (int64_t c = 0; c < in.count; ++c) {
    A* plane = gradient.data() + c * in.height * in.width;
    for (int64_t oh = 0; oh < out.height; ++oh) {
      for (int64_t ow = 0; ow < out.width; ++ow, ++k) {
        int64_t ih0 = oh * p.stride_h - p.pad_h, iw0 = ow * p.stride_w - p.pad_w;
        int64_t ih1 = clippedEnd(ih0, p.kernel_h, in.height + p.pad_h);
        int64_t iw1 = clippedEnd(iw0, p.kernel_w, in.width + p.pad_w);
        const int64_t pool_size = wrappingMul(ih1 - ih0, iw1 - iw0);
        ih0 = std::max<int64_t>(ih0, 0);
        iw0 = std::max<int64_t>(iw0, 0);
        ih1 = std::min(ih1, in.height);
        iw1 = std::min(iw1, in.width);
        if (ih0 >= ih1 || iw0 >= iw1) continue;
        const int64_t factor = divisor             ? *divisor
                               : count_include_pad ? pool_size
                                                   : (ih1 - ih0) * (iw1 - iw0);
        A delta;
        if constexpr (std::is_same_v<A, int64_t>)
          delta = factor == -1 ? wrapNeg(grad[k]) : grad[k] / factor;
        else
          delta = rounded(dtype, grad[k] / static_cast<A>(factor));
        for (int64_t ih = ih0; ih < ih1; ++ih)
          for (int64_t iw = iw0; iw < iw1; ++iw) {
            A& slot = plane[ih * in.width + iw];
            slot = rounded(dtype, wrapAdd(slot, delta));
          }
      }
    }
  }
  storeLogical(result, gradient);
}

void avgPool2dBackwardKernel(KernelCall& call) {
  DType dtype = call.tensor("self").layout.dtype;
  if (dtype == DType::f64)
    avgPoolBackward<double>(call);
  else if (dtype == DType::i64)
    avgPoolBackward<int64_t>(call);
  else
    avgPoolBackward<float>(call);
}

template <typename A> void adaptiveAvgPoolBackward(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("self");
  RuntimeTensor& result = call.result();
  const DType dtype = result.layout.dtype;
  const Planes in = planesOf(input.layout), out = planesOf(call.tensor("grad_output").layout);
  const std::vector<A> grad = loadLogical<A>(call.tensor("grad_output"));
  std::vector<A> gradient(static_cast<size_t>(in.count * in.height * in.width), A(0));
  size_t k = 0;
  for (int64_t c = 0; c < in.count; ++c) {
    A* plane = gradient.data() + c * in.height * in.width;
    for (int64_t oh = 0; oh < out.height; ++oh) {
      const int64_t ih0 = windowStart(oh, in.height, out.height);
      const int64_t ih1 = windowEnd(oh, in.height, out.height);
      for (int64_t ow = 0; ow < out.width; ++ow, ++k) {
        const int64_t iw0 = windowStart(ow, in.width, out.width);
        const int64_t iw1 = windowEnd(ow, in.width, out.width);
        const A delta = rounded(dtype, rounded(dtype, grad[k] / static_cast<A>(ih1 - ih0)) /
                                           static_cast<A>(iw1 - iw0));
        for (int64_t ih = ih0; ih < ih1; ++ih)
          for (int64_t iw = iw0; iw < iw1; ++iw) {
            A& slot = plane[ih * in.width + iw];
            slot = rounded(dtype, slot + delta);
          }
      }
    }
  }
  storeLogical(result, gradient);
}

void adaptiveAvgPool2dBackwardKernel(KernelCall& call) {
  if (call.tensor("self").layout.dtype == DType::f64)
    adaptiveAvgPoolBackward<double>(call);
  else
    adaptiveAvgPoolBackward<float>(call);
}

// --- 3-d pooling ------------------------------------------------------------------------------

// The input as volumes of D x H x W in logical order.
struct Volumes {
  int64_t count = 0;
  std::array<int64_t, 3> size{};
  int64_t elements() const { return size[0] * size[1] * size[2]; }
};

// `spatial` is 2 or 3: a 2-d pooling's planes are volumes of depth 1.
Volumes volumesOf(const TensorMeta& layout, size_t spatial) {
  const size_t rank = layout.sizes.size();
  Volumes v;
  v.size = {spatial == 3 ? layout.sizes[rank - 3] : 1, layout.sizes[rank - 2],
            layout.sizes[rank - 1]};
  v.count = v.elements() == 0 ? 0 : layout.numel() / v.elements();
  return v;
}

template <typename A> void maxPool(KernelCall& call, const Pool3dParams& p, size_t spatial) {
  const RuntimeTensor& input = call.tensor("self");
  const Volumes in = volumesOf(input.layout, spatial);
  const Volumes out = volumesOf(call.result(0).layout, spatial);
  const std::vector<A> x = loadLogical<A>(input);
  std::vector<A> values(static_cast<size_t>(out.count * out.elements()));
  std::vector<int64_t> indices(values.size());
  size_t k = 0;
  for (int64_t c = 0; c < out.count; ++c) {
    const A* volume = x.data() + c * in.elements();
    std::array<int64_t, 3> o{};
    for (o[0] = 0; o[0] < out.size[0]; ++o[0])
      for (o[1] = 0; o[1] < out.size[1]; ++o[1])
        for (o[2] = 0; o[2] < out.size[2]; ++o[2], ++k) {
          std::array<int64_t, 3> start{}, end{};
          for (size_t d = 0; d < 3; ++d) {
            start[d] = o[d] * p.stride[d] - p.padding[d];
            end[d] = windowEnd(start[d], p.kernel[d], p.dilation[d], in.size[d]);
            start[d] = firstTap(start[d], p.dilation[d]);
          }
          int64_t best_index = (start[0] * in.size[1] + start[1]) * in.size[2] + start[2];
          A best = -std::numeric_limits<A>::infinity();
          for (int64_t z = start[0]; z < end[0]; z = nextTap(z, p.dilation[0], end[0]))
            for (int64_t y = start[1]; y < end[1]; y = nextTap(y, p.dilation[1], end[1]))
              for (int64_t w = start[2]; w < end[2]; w = nextTap(w, p.dilation[2], end[2])) {
                const int64_t index = (z * in.size[1] + y) * in.size[2] + w;
                const A value = volume[index];
                if (value > best || isNan(value)) {
                  best = value;
                  best_index = index;
                }
              }
          values[k] = best;
          indices[k] = best_index;
        }
  }
  storeLogical(call.result(0), values);
  storeLogical(call.result(1), indices);
}

void maxPoolKernel(KernelCall& call, const Pool3dParams& params, size_t spatial) {
  if (call.tensor("self").layout.dtype == DType::f64)
    maxPool<double>(call, params, spatial);
  else
    maxPool<float>(call, params, spatial);
}

void maxPool3dWithIndicesKernel(KernelCall& call) {
  maxPoolKernel(call, readPool3dParams(call.args(), "max_pool3d", true), 3);
}

template <typename A> void avgPool(KernelCall& call, const Pool3dParams& p, size_t spatial) {
  const RuntimeTensor& input = call.tensor("self");
  const bool count_include_pad = call.args().boolArg("count_include_pad");
  const std::optional<int64_t> divisor = call.args().optionalInt("divisor_override");
  const Volumes in = volumesOf(input.layout, spatial);
  const Volumes out = volumesOf(call.result().layout, spatial);
  const std::vector<A> x = loadLogical<A>(input);
  std::vector<A> values(static_cast<size_t>(out.count * out.elements()), A(0));
  size_t k = 0;
  for (int64_t c = 0; c < out.count; ++c) {
    const A* volume = x.data() + c * in.elements();
    std::array<int64_t, 3> o{};
    for (o[0] = 0; o[0] < out.size[0]; ++o[0])
      for (o[1] = 0; o[1] < out.size[1]; ++o[1])
        for (o[2] = 0; o[2] < out.size[2]; ++o[2], ++k) {
          std::array<int64_t, 3> start{}, end{};
          int64_t pool_size = 1, window = 1;
          for (size_t d = 0; d < 3; ++d) {
            start[d] = o[d] * p.stride[d] - p.padding[d];
            end[d] = clippedEnd(start[d], p.kernel[d], in.size[d] + p.padding[d]);
            pool_size = wrappingMul(pool_size, end[d] - start[d]);
            start[d] = std::max<int64_t>(start[d], 0);
            end[d] = std::min(end[d], in.size[d]);
            window *= end[d] - start[d];
          }
          if (start[0] >= end[0] || start[1] >= end[1] || start[2] >= end[2]) continue;
          const int64_t factor = divisor ? *divisor : count_include_pad ? pool_size : window;
          A sum = 0;
          for (int64_t z = start[0]; z < end[0]; ++z)
            for (int64_t y = start[1]; y < end[1]; ++y)
              for (int64_t w = start[2]; w < end[2]; ++w)
                sum = wrapAdd(sum, volume[(z * in.size[1] + y) * in.size[2] + w]);
          if constexpr (std::is_same_v<A, int64_t>) {
            if (factor == 0) throw KernelError("integer division by zero");
            values[k] = factor == -1 ? wrapNeg(sum) : sum / factor;
          } else {
            values[k] = A(0) + sum / static_cast<A>(factor);
          }
        }
  }
  storeLogical(call.result(), values);
}

void avgPoolKernel(KernelCall& call, const Pool3dParams& params, size_t spatial) {
  DType dtype = call.tensor("self").layout.dtype;
  if (dtype == DType::f64)
    avgPool<double>(call, params, spatial);
  else if (dtype == DType::i64)
    avgPool<int64_t>(call, params, spatial);
  else
    avgPool<float>(call, params, spatial);
}

void avgPool3dKernel(KernelCall& call) {
  avgPoolKernel(call, readPool3dParams(call.args(), "avg_pool3d", false), 3);
}

void maxPool2dWithIndicesKernel(KernelCall& call) {
  maxPoolKernel(call, readPool2dParams(call.args(), "max_pool2d", true).as3d(), 2);
}

void avgPool2dKernel(KernelCall& call) {
  avgPoolKernel(call, readPool2dParams(call.args(), "avg_pool2d", false).as3d(), 2);
}

} // namespace

std::vector<KernelDefinition> poolingKernels() {
  return {
      {"max_pool2d_with_indices", maxPool2dWithIndicesKernel},
      {"avg_pool2d", avgPool2dKernel},
      {"_adaptive_avg_pool2d", adaptiveAvgPool2dKernel},
      {"adaptive_max_pool2d", adaptiveMaxPool2dKernel},
      {"max_pool2d_with_indices_backward", maxPool2dWithIndicesBackwardKernel},
      {"avg_pool2d_backward", avgPool2dBackwardKernel},
      {"_adaptive_avg_pool2d_backward", adaptiveAvgPool2dBackwardKernel},
      {"max_pool3d_with_indices", maxPool3dWithIndicesKernel},
      {"avg_pool3d", avgPool3dKernel},
  };
}

} // namespace reinplace::oracle
