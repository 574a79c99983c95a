// convolution and _convolution as a direct loop: each output element is the sum over the input
// channels of its group and the kernel taps, accumulated in the order (channel, depth, height,
// width tap), then the bias. f32 and bf16 accumulate in float, f64 in double, integers in int64
// with wrapping (equal, modulo 2^bits, to what torch's integer gemm computes in its own width).
// torch runs f32 through oneDNN or im2col + BLAS, whose blocked sums associate differently, so
// floating results agree with torch to a few ulps of the terms' magnitude, not bitwise (the value
// tests state their tolerance). 1-d and 2-d convolutions run as 3-d ones with size-1 dims.
//
// convolution_backward: grad_input is the transposed convolution of grad_output with the weight
// (the plain one for a transposed convolution), computed by the same loops with the roles of
// input and output swapped; grad_weight sums, for each weight element, grad_output times the
// input element that tap met, over the batch and the output positions (in that order);
// grad_bias sums grad_output over the batch and the spatial dims. Floating gradients accumulate
// in double (torch: oneDNN or BLAS in float for f32), int64 ones with wrapping. With no batch or
// no input channels the gradients are zeros.

#include "core/meta/convolution_geometry.h"
#include "oracle/kernels/elementwise.h"

#include <cmath>
#include <limits>
#include <type_traits>
#include <vector>

namespace reinplace::oracle {
namespace {

// The spatial geometry padded to three dims (leading size-1 dims), so one loop serves 1-d, 2-d
// and 3-d convolutions.
struct Geometry3d {
  int64_t batch = 0, in_channels = 0, out_channels = 0, groups = 1;
  std::array<int64_t, 3> in{1, 1, 1}, out{1, 1, 1}, kernel{1, 1, 1};
  std::array<int64_t, 3> stride{1, 1, 1}, padding{0, 0, 0}, dilation{1, 1, 1};
  bool transposed = false;
};

Geometry3d geometryOf(const TensorMeta& input, const TensorMeta& weight, const TensorMeta& output,
                      const ConvParams& params) {
  Geometry3d g;
  g.batch = input.sizes[0];
  g.in_channels = input.sizes[1];
  g.out_channels = output.sizes[1];
  g.groups = params.groups;
  g.transposed = params.transposed;
  const size_t dims = input.sizes.size() - 2;
  for (size_t i = 0; i < dims; ++i) {
    size_t at = 3 - dims + i;
    g.in[at] = input.sizes[2 + i];
    g.out[at] = output.sizes[2 + i];
    g.kernel[at] = weight.sizes[2 + i];
    g.stride[at] = params.stride[i];
    g.padding[at] = params.padding[i];
    g.dilation[at] = params.dilation[i];
  }
  return g;
}

// The elements of `tensor` in logical row-major order, converted to A (through `as` first).
template <typename A> std::vector<A> gather(const RuntimeTensor& tensor, DType as) {
  std::vector<A> out;
  out.reserve(static_cast<size_t>(tensor.layout.numel()));
  forEachOffset(tensor.layout, [&](int64_t offset) {
    out.push_back(elementAs<A>(tensor.element(offset), tensor.layout.dtype, as));
  });
  return out;
}

template <typename A> A multiplyAdd(A acc, A x, A w) {
  return wrapAdd(acc, wrapMul(x, w));
}

// out[n][oc][o] = sum over ic of its group, k: x[n][ic][o * stride - padding + k * dilation] *
// w[oc][ic][k].
template <typename A>
A forwardElement(const Geometry3d& g, const A* x, const A* w, int64_t n, int64_t oc,
                 const std::array<int64_t, 3>& o) {
  const int64_t in_per_group = g.in_channels / g.groups;
  const int64_t out_per_group = g.out_channels / g.groups;
  const int64_t group = oc / out_per_group;
  const int64_t plane = g.in[0] * g.in[1] * g.in[2];
  const int64_t taps = g.kernel[0] * g.kernel[1] * g.kernel[2];
  A acc = 0;
  for (int64_t ic = 0; ic < in_per_group; ++ic) {
    const A* xin = x + (n * g.in_channels + group * in_per_group + ic) * plane;
    const A* wk = w + (oc * in_per_group + ic) * taps;
    for (int64_t kd = 0; kd < g.kernel[0]; ++kd) {
      int64_t id = o[0] * g.stride[0] - g.padding[0] + kd * g.dilation[0];
      if (id < 0 || id >= g.in[0]) continue;
      for (int64_t kh = 0; kh < g.kernel[1]; ++kh) {
        int64_t ih = o[1] * g.stride[1] - g.padding[1] + kh * g.dilation[1];
        if (ih < 0 || ih >= g.in[1]) continue;
        const A* row = xin + (id * g.in[1] + ih) * g.in[2];
        const A* wrow = wk + (kd * g.kernel[1] + kh) * g.kernel[2];
        for (int64_t kw = 0; kw < g.kernel[2]; ++kw) {
          int64_t iw = o[2] * g.stride[2] - g.padding[2] + kw * g.dilation[2];
          if (iw < 0 || iw >= g.in[2]) continue;
          acc = multiplyAdd(acc, row[iw], wrow[kw]);
        }
      }
    }
  }
  return acc;
}

// The transposed convolution: out[n][oc][o] = sum over ic of its group, k with
// o = i * stride - padding + k * dilation: x[n][ic][i] * w[ic][oc within group][k].
template <typename A>
A transposedElement(const Geometry3d& g, const A* x, const A* w, int64_t n, int64_t oc,
                    const std::array<int64_t, 3>& o) {
  const int64_t in_per_group = g.in_channels / g.groups;
  const int64_t out_per_group = g.out_channels / g.groups;
  const int64_t group = oc / out_per_group;
  const int64_t plane = g.in[0] * g.in[1] * g.in[2];
  const int64_t taps = g.kernel[0] * g.kernel[1] * g.kernel[2];
  A acc = 0;
  auto source = [&](int dim, int64_t k, int64_t& i) {
    int64_t t = o[static_cast<size_t>(dim)] + g.padding[static_cast<size_t>(dim)] -
                k * g.dilation[static_cast<size_t>(dim)];
    if (t < 0 || t % g.stride[static_cast<size_t>(dim)] != 0) return false;
    i = t / g.stride[static_cast<size_t>(dim)];
    return i < g.in[static_cast<size_t>(dim)];
  };
  for (int64_t ic = 0; ic < in_per_group; ++ic) {
    const int64_t channel = group * in_per_group + ic;
    const A* xin = x + (n * g.in_channels + channel) * plane;
    const A* wk = w + (channel * out_per_group + oc % out_per_group) * taps;
    for (int64_t kd = 0; kd < g.kernel[0]; ++kd) {
      int64_t id = 0;
      if (!source(0, kd, id)) continue;
      for (int64_t kh = 0; kh < g.kernel[1]; ++kh) {
        int64_t ih = 0;
        if (!source(1, kh, ih)) continue;
        for (int64_t kw = 0; kw < g.kernel[2]; ++kw) {
          int64_t iw = 0;
          if (!source(2, kw, iw)) continue;
          acc = multiplyAdd(acc, xin[(id * g.in[1] + ih) * g.in[2] + iw],
                            wk[(kd * g.kernel[1] + kh) * g.kernel[2] + kw]);
        }
      }
    }
  }
  return acc;
}

template <typename A>
void convolve(const RuntimeTensor& input, const RuntimeTensor& weight, const RuntimeTensor* bias,
              const Geometry3d& g, RuntimeTensor& result) {
  const DType dtype = result.layout.dtype;
  const std::vector<A> x = gather<A>(input, dtype);
  const std::vector<A> w = gather<A>(weight, dtype);
  std::vector<A> b;
  if (bias) b = gather<A>(*bias, dtype);
  const TensorMeta& out = result.layout;
  const size_t spatial = out.sizes.size() - 2;
  // Output strides padded to three spatial dims like the geometry.
  std::array<int64_t, 3> out_strides{0, 0, 0};
  for (size_t i = 0; i < spatial; ++i) out_strides[3 - spatial + i] = out.strides[2 + i];
  for (int64_t n = 0; n < g.batch; ++n) {
    for (int64_t oc = 0; oc < g.out_channels; ++oc) {
      int64_t base = out.storage_offset + n * out.strides[0] + oc * out.strides[1];
      std::array<int64_t, 3> o{};
      for (o[0] = 0; o[0] < g.out[0]; ++o[0]) {
        for (o[1] = 0; o[1] < g.out[1]; ++o[1]) {
          for (o[2] = 0; o[2] < g.out[2]; ++o[2]) {
            A value = g.transposed ? transposedElement(g, x.data(), w.data(), n, oc, o)
                                   : forwardElement(g, x.data(), w.data(), n, oc, o);
            if (bias) value = wrapAdd(value, b[static_cast<size_t>(oc)]);
            int64_t offset =
                base + o[0] * out_strides[0] + o[1] * out_strides[1] + o[2] * out_strides[2];
            storeElement<A>(result.element(offset), dtype, value);
          }
        }
      }
    }
  }
}

void convolutionKernel(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("input");
  const RuntimeTensor& weight = call.tensor("weight");
  const RuntimeTensor* bias = call.optionalTensor("bias");
  RuntimeTensor& result = call.result();
  const DType dtype = result.layout.dtype;
  ConvParams params = readConvParams(call.args(), weight.layout.dim() - 2);
  // As in the meta rule: torch 1.13 computes a bf16 transposed convolution as a plain one.
  if (dtype == DType::bf16) params.transposed = false;
  // The Empty backend (no batch or no input channels) leaves nothing or only zero-size results.
  if (result.layout.numel() == 0) return;
  Geometry3d g = geometryOf(input.layout, weight.layout, result.layout, params);
  if (dtype == DType::f64)
    convolve<double>(input, weight, bias, g, result);
  else if (isFloating(dtype))
    convolve<float>(input, weight, bias, g, result);
  else
    convolve<int64_t>(input, weight, bias, g, result);
}

// --- convolution_backward ---------------------------------------------------------------------

// The positions p in [0, count) whose tap lands inside [0, size): 0 <= p * stride - padding +
// tap * dilation < size.
std::pair<int64_t, int64_t> validPositions(int64_t count, int64_t size, int64_t stride,
                                           int64_t padding, int64_t tap_offset) {
  // p * stride >= padding - tap_offset and p * stride <= size - 1 + padding - tap_offset.
  auto floorDiv = [](int64_t a, int64_t b) { return a / b - ((a % b != 0) && (a < 0)); };
  int64_t low = padding - tap_offset;
  int64_t first = low <= 0 ? 0 : (low + stride - 1) / stride;
  int64_t last = floorDiv(size - 1 + padding - tap_offset, stride);
  return {std::min(first, count), std::max(std::min(last + 1, count), std::min(first, count))};
}

// What the taps that land in the padding add to a weight gradient where torch multiplies the
// padding's zeros (weightGradientSkipsPadding): an inf or NaN there makes the sum NaN.
// `box` is the [first, last) positions of each dim whose tap lands inside the input.
template <typename A>
A paddingProducts(const std::vector<A>& outer, int64_t first, int64_t batch_step, int64_t batch,
                  const std::array<int64_t, 3>& size, const std::array<int64_t, 6>& box) {
  if constexpr (std::is_integral_v<A>) {
    return A(0);
  } else {
    for (int64_t n = 0; n < batch; ++n)
      for (int64_t d = 0; d < size[0]; ++d)
        for (int64_t h = 0; h < size[1]; ++h)
          for (int64_t w = 0; w < size[2]; ++w) {
            bool inside =
                d >= box[0] && d < box[1] && h >= box[2] && h < box[3] && w >= box[4] && w < box[5];
            A value = outer[static_cast<size_t>(first + n * batch_step +
                                                (d * size[1] + h) * size[2] + w)];
            if (!inside && !std::isfinite(value)) return std::numeric_limits<A>::quiet_NaN();
          }
    return A(0);
  }
}

// grad_weight of the convolution with geometry g (in: the input, out: grad_output). Plain:
// gw[oc][ic][k] = sum over n, o of dy[n][oc][o] * x[n][group's ic][o * stride - pad + k * dil].
// Transposed: gw[ic][oc][k] = sum over n, i of x[n][ic][i] * dy[n][group's oc][i * stride -
// pad + k * dil]. Both are "outer[n][a][p] * inner[n][b of a's group][p * stride - pad + tap]".
template <typename A>
std::vector<A> weightGradient(const Geometry3d& g, const std::vector<A>& x,
                              const std::vector<A>& dy, bool skips_padding) {
  const bool plain = !g.transposed;
  const std::vector<A>& outer = plain ? dy : x;
  const std::vector<A>& inner = plain ? x : dy;
  const int64_t outer_channels = plain ? g.out_channels : g.in_channels;
  const int64_t inner_channels = plain ? g.in_channels : g.out_channels;
  const std::array<int64_t, 3>& outer_size = plain ? g.out : g.in;
  const std::array<int64_t, 3>& inner_size = plain ? g.in : g.out;
  const int64_t outer_per_group = outer_channels / g.groups;
  const int64_t inner_per_group = inner_channels / g.groups;
  const int64_t outer_plane = outer_size[0] * outer_size[1] * outer_size[2];
  const int64_t inner_plane = inner_size[0] * inner_size[1] * inner_size[2];
  std::vector<A> result(static_cast<size_t>(outer_channels * inner_per_group * g.kernel[0] *
                                            g.kernel[1] * g.kernel[2]));
  size_t at = 0;
  for (int64_t a = 0; a < outer_channels; ++a) {
    const int64_t group = a / outer_per_group;
    for (int64_t b = 0; b < inner_per_group; ++b) {
      const int64_t inner_channel = group * inner_per_group + b;
      for (int64_t kd = 0; kd < g.kernel[0]; ++kd) {
        auto [d0, d1] = validPositions(outer_size[0], inner_size[0], g.stride[0], g.padding[0],
                                       kd * g.dilation[0]);
        for (int64_t kh = 0; kh < g.kernel[1]; ++kh) {
          auto [h0, h1] = validPositions(outer_size[1], inner_size[1], g.stride[1], g.padding[1],
                                         kh * g.dilation[1]);
          for (int64_t kw = 0; kw < g.kernel[2]; ++kw, ++at) {
            auto [w0, w1] = validPositions(outer_size[2], inner_size[2], g.stride[2], g.padding[2],
                                           kw * g.dilation[2]);
            A acc = skips_padding
                        ? A(0)
                        : paddingProducts<A>(outer, a * outer_plane, outer_channels * outer_plane,
                                             g.batch, outer_size, {d0, d1, h0, h1, w0, w1});
            for (int64_t n = 0; n < g.batch; ++n) {
              const A* p = outer.data() + (n * outer_channels + a) * outer_plane;
              const A* q = inner.data() + (n * inner_channels + inner_channel) * inner_plane;
              for (int64_t od = d0; od < d1; ++od) {
                int64_t id = od * g.stride[0] - g.padding[0] + kd * g.dilation[0];
                for (int64_t oh = h0; oh < h1; ++oh) {
                  int64_t ih = oh * g.stride[1] - g.padding[1] + kh * g.dilation[1];
                  const A* prow = p + (od * outer_size[1] + oh) * outer_size[2];
                  const A* qrow = q + (id * inner_size[1] + ih) * inner_size[2];
                  for (int64_t ow = w0; ow < w1; ++ow)
                    acc = multiplyAdd(acc, prow[ow],
                                      qrow[ow * g.stride[2] - g.padding[2] + kw * g.dilation[2]]);
                }
              }
            }
            result[at] = acc;
          }
        }
      }
    }
  }
  return result;
}

template <typename A> void zeros(RuntimeTensor& result) {
  storeLogical(result, std::vector<A>(static_cast<size_t>(result.layout.numel()), A(0)));
}

template <typename A> void convolutionBackward(KernelCall& call, ConvParams params) {
  const RuntimeTensor& grad = call.tensor("grad_output");
  const RuntimeTensor& input = call.tensor("input");
  const RuntimeTensor& weight = call.tensor("weight");
  RuntimeTensor& grad_input = call.result(0);
  RuntimeTensor& grad_weight = call.result(1);
  RuntimeTensor& grad_bias = call.result(2);
  if (input.layout.sizes[0] == 0 || input.layout.sizes[1] == 0) {
    zeros<A>(grad_input);
    zeros<A>(grad_weight);
    zeros<A>(grad_bias);
    return;
  }
  const DType dtype = input.layout.dtype;
  if (grad_input.layout.numel() > 0) {
    // The convolution with the roles of input and output swapped, written into grad_input.
    Geometry3d swapped = geometryOf(grad.layout, weight.layout, input.layout, params);
    swapped.transposed = !params.transposed;
    convolve<A>(grad, weight, nullptr, swapped, grad_input);
  }
  const std::vector<A> dy = gather<A>(grad, dtype);
  if (grad_weight.layout.numel() > 0) {
    const Geometry3d g = geometryOf(input.layout, weight.layout, grad.layout, params);
    bool skips = weightGradientSkipsPadding(input.layout, weight.layout, params);
    storeLogical(grad_weight, weightGradient<A>(g, gather<A>(input, dtype), dy, skips));
  }
  if (grad_bias.layout.numel() > 0) {
    const int64_t batch = grad.layout.sizes[0], channels = grad.layout.sizes[1];
    const int64_t plane = grad.layout.numel() / (batch * channels);
    std::vector<A> sums(static_cast<size_t>(channels), A(0));
    for (int64_t n = 0; n < batch; ++n)
      for (int64_t c = 0; c < channels; ++c)
        for (int64_t i = 0; i < plane; ++i)
          sums[static_cast<size_t>(c)] =
              wrapAdd(sums[static_cast<size_t>(c)],
                      dy[static_cast<size_t>((n * channels + c) * plane + i)]);
    storeLogical(grad_bias, sums);
  }
}

void convolutionBackwardKernel(KernelCall& call) {
  const RuntimeTensor& weight = call.tensor("weight");
  ConvParams params = readConvParams(call.args(), weight.layout.dim() - 2);
  const DType dtype = call.tensor("input").layout.dtype;
  // As the meta rule: torch 1.13 runs a bf16 transposed convolution as a plain one.
  if (dtype == DType::bf16) params.transposed = false;
  if (isFloating(dtype))
    convolutionBackward<double>(call, params);
  else
    convolutionBackward<int64_t>(call, params);
}

} // namespace

std::vector<KernelDefinition> convolutionKernels() {
  return {
      {"convolution", convolutionKernel},
      {"_convolution", convolutionKernel},
      {"convolution_backward", convolutionBackwardKernel},
  };
}

} // namespace reinplace::oracle
