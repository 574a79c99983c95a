// upsample_nearest2d and upsample_bilinear2d after torch 1.13's CPU kernels (UpSampleKernel.cpp
// and UpSample.h). Nearest reads input[floor(dst * scale)], the scale and product in the dtype
// (float for f32 and u8, double for f64), floorf'd, clamped to the last pixel: exact for f32,
// f64 and u8. Bilinear is the generic loop's: source index (dst + 0.5) * scale - 0.5 in double
// as one multiply-add, clamped at 0, weights rounded to the dtype, and
// (x00 * w0 + x01 * w1) * h0 + (x10 * w0 + x11 * w1) * h1, each `a * b + c * d` one multiply-add
// (GCC contracts torch's loops). That is torch's value for f32 and f64 inputs on the generic
// path; its channels-last loop adds the four weighted terms in another order (a few ulps apart,
// core/kernel_facts/layout_sensitivity.h lists the op), and bf16 rounds the scales and weights
// to bf16 where this kernel keeps them in float (nearest may pick a neighbouring pixel).

#include "core/meta/upsample_geometry.h"
#include "oracle/kernels/index_walk.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace reinplace::oracle {
namespace {

// Along one dim: the input pixel each output pixel reads.
template <typename T>
std::vector<int64_t> nearestSources(int64_t input_size, int64_t output_size,
                                    std::optional<double> scale) {
  const T ratio = upsampleScale<T>(input_size, output_size, false, scale);
  std::vector<int64_t> sources;
  for (int64_t o = 0; o < output_size; ++o) {
    const T real = ratio * static_cast<T>(o);
    const float floored = std::floor(static_cast<float>(real));
    // A scale near 0 (or inf) makes the position too large for int64: the last pixel, where
    // torch's own cast is undefined.
    const int64_t source = floored < static_cast<float>(input_size - 1) && floored >= 0
                               ? static_cast<int64_t>(floored)
                               : (floored < 0 ? 0 : input_size - 1);
    sources.push_back(std::min(source, input_size - 1));
  }
  return sources;
}

struct LinearTap {
  int64_t first, second;
  double weight_first, weight_second; // rounded to the dtype
};

template <typename T>
std::vector<LinearTap> linearTaps(int64_t input_size, int64_t output_size, bool align_corners,
                                  std::optional<double> scale) {
  const T ratio = upsampleScale<T>(input_size, output_size, align_corners, scale);
  std::vector<LinearTap> taps;
  for (int64_t o = 0; o < output_size; ++o) {
    if (input_size == output_size) {
      taps.push_back({o, o, 1, 0});
      continue;
    }
    const double wide = static_cast<double>(ratio);
    double real = align_corners ? wide * static_cast<double>(o)
                                : std::fma(wide, static_cast<double>(o) + 0.5, -0.5);
    if (!align_corners && real < 0) real = 0;
    // Positions past the last pixel (a scale near 0 makes them inf) read the last pixel, where
    // torch's own cast to int64 is undefined.
    const bool inside = real < static_cast<double>(input_size - 1) && real >= 0;
    const int64_t first = inside ? static_cast<int64_t>(real) : (real < 0 ? 0 : input_size - 1);
    const T lambda1 = static_cast<T>(std::clamp(real - static_cast<double>(first), 0.0, 1.0));
    const T lambda0 = T(1) - lambda1;
    taps.push_back({first, first + (first < input_size - 1 ? 1 : 0), lambda0, lambda1});
  }
  return taps;
}

void nearestKernel(KernelCall& call) {
  const Upsample2d geometry = readUpsample2d(call.args());
  const bool vec = call.args().op().schema.overload == "vec";
  const RuntimeTensor& input = call.tensor(vec ? "input" : "self");
  RuntimeTensor& result = call.result();
  const Shape& in = input.layout.sizes;
  const Shape& out = result.layout.sizes;
  const bool wide = input.layout.dtype == DType::f64;
  const auto rows = wide ? nearestSources<double>(in[2], out[2], geometry.scale_h)
                         : nearestSources<float>(in[2], out[2], geometry.scale_h);
  const auto cols = wide ? nearestSources<double>(in[3], out[3], geometry.scale_w)
                         : nearestSources<float>(in[3], out[3], geometry.scale_w);
  forEachIndex(result.layout, [&](const Shape& at, int64_t to) {
    const Shape from{at[0], at[1], rows[static_cast<size_t>(at[2])],
                     cols[static_cast<size_t>(at[3])]};
    copyElement(result, to, input, offsetAt(input.layout, from));
  });
}

template <typename T> void bilinear(KernelCall& call, const Upsample2d& geometry) {
  const bool vec = call.args().op().schema.overload == "vec";
  const RuntimeTensor& input = call.tensor(vec ? "input" : "self");
  RuntimeTensor& result = call.result();
  const DType dtype = result.layout.dtype;
  const Shape& in = input.layout.sizes;
  const Shape& out = result.layout.sizes;
  const bool corners = geometry.align_corners;
  const auto rows = linearTaps<T>(in[2], out[2], corners, geometry.scale_h);
  const auto cols = linearTaps<T>(in[3], out[3], corners, geometry.scale_w);
  forEachIndex(result.layout, [&](const Shape& at, int64_t to) {
    const LinearTap& row = rows[static_cast<size_t>(at[2])];
    const LinearTap& col = cols[static_cast<size_t>(at[3])];
    auto pixel = [&](int64_t h, int64_t w) {
      return loadElement<T>(input.element(offsetAt(input.layout, Shape{at[0], at[1], h, w})),
                            dtype);
    };
    const T w0 = static_cast<T>(col.weight_first), w1 = static_cast<T>(col.weight_second);
    const T h0 = static_cast<T>(row.weight_first), h1 = static_cast<T>(row.weight_second);
    const T top = std::fma(pixel(row.first, col.first), w0, pixel(row.first, col.second) * w1);
    const T bottom = std::fma(pixel(row.second, col.first), w0, pixel(row.second, col.second) * w1);
    storeElement<T>(result.element(to), dtype, std::fma(top, h0, bottom * h1));
  });
}

void bilinearKernel(KernelCall& call) {
  const Upsample2d geometry = readUpsample2d(call.args());
  if (call.result().layout.dtype == DType::f64)
    bilinear<double>(call, geometry);
  else
    bilinear<float>(call, geometry);
}

} // namespace

std::vector<KernelDefinition> upsampleKernels() {
  return {
      {"upsample_nearest2d.vec", nearestKernel},
      {"upsample_nearest2d", nearestKernel},
      {"upsample_bilinear2d.vec", bilinearKernel},
      {"upsample_bilinear2d", bilinearKernel},
  };
}

} // namespace reinplace::oracle
