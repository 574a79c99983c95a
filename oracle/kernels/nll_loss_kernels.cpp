// nll_loss_forward / backward and nll_loss2d_forward / backward after torch 1.13's CPU frames
// (LossNLL.cpp, LossNLL2d.cpp), every operation in the element type (bf16 rounds each step):
// - per-sample loss (reduction None, 2-d or spatial input): -x[t] * w[t], 0 where the target is
//   ignore_index; total_weight 0;
// - otherwise the positions in order (batch, then H * W), skipping ignore_index: each adds -x[t]
//   * w[t] (and w[t]) into ATen's eight-level cascade of partial sums (levels of 2^4 positions),
//   which are then added from level 0 up; total_weight is that weight sum, or the count of
//   positions not ignored without a weight; Mean divides the loss by it. No target at all gives
//   NaN (Mean) or 0;
// - backward: zeros, then at each position's target -w[t] * grad (per sample) or w[t] * -(grad
//   / total_weight) (Mean), w[t] * -grad (Sum).
// A target out of [0, C) raises "Target t is out of bounds.", except in the per-sample
// backward, where torch writes outside grad_input unchecked (undefined behaviour, at times a
// crash): the oracle reports that as an invalid graph.

#include "oracle/kernels/elementwise.h"

#include <algorithm>
#include <array>
#include <limits>
#include <string>

namespace reinplace::oracle {
namespace {

constexpr int64_t kReductionNone = 0;
constexpr int64_t kReductionMean = 1;
constexpr int kCascadeLevels = 8;

// Where one sample, class and spatial position of an input-shaped tensor, and one sample and
// position of a target-shaped tensor, lie: [C] / [N, C] with [] / [N] (nll_loss) or
// [N, C, H, W] with [N, H, W] (nll_loss2d).
struct NllGeometry {
  bool spatial = false;
  int64_t batch = 1;
  int64_t classes = 0;
  int64_t width = 1;     // W (1 for nll_loss)
  int64_t positions = 1; // H * W per sample (1 for nll_loss)

  static NllGeometry of(const TensorMeta& input, bool spatial) {
    NllGeometry g;
    g.spatial = spatial;
    if (spatial) {
      g.batch = input.sizes[0];
      g.classes = input.sizes[1];
      g.width = input.sizes[3];
      g.positions = numelOf(std::span(input.sizes).subspan(2, 2)); // 0 for an empty plane
    } else {
      g.batch = input.dim() == 2 ? input.sizes[0] : 1;
      g.classes = input.sizes[static_cast<size_t>(input.dim() - 1)];
    }
    return g;
  }

  int64_t inputOffset(const TensorMeta& layout, int64_t b, int64_t c, int64_t position) const {
    const auto& s = layout.strides;
    if (spatial)
      return layout.storage_offset + b * s[0] + c * s[1] + (position / width) * s[2] +
             (position % width) * s[3];
    return layout.storage_offset + (layout.dim() == 2 ? b * s[0] + c * s[1] : c * s[0]);
  }

  int64_t targetOffset(const TensorMeta& layout, int64_t b, int64_t position) const {
    const auto& s = layout.strides;
    if (spatial)
      return layout.storage_offset + b * s[0] + (position / width) * s[1] +
             (position % width) * s[2];
    return layout.storage_offset + (layout.dim() == 1 ? b * s[0] : 0);
  }
};

// at::native::utils::CeilLog2.
int64_t ceilLog2(int64_t x) {
  if (x <= 2) return 1;
  return 64 - __builtin_clzll(static_cast<uint64_t>(x - 1));
}

struct NllCall {
  const RuntimeTensor& input;
  const RuntimeTensor& target;
  const RuntimeTensor* weight;
  int64_t reduction;
  int64_t ignore_index;
  NllGeometry geometry;
  DType dtype;

  static NllCall of(const KernelCall& call, bool spatial) {
    const RuntimeTensor& input = call.tensor("self");
    return NllCall{input,
                   call.tensor("target"),
                   call.optionalTensor("weight"),
                   call.args().intArg("reduction"),
                   call.args().intArg("ignore_index"),
                   NllGeometry::of(input.layout, spatial),
                   input.layout.dtype};
  }

  int64_t targetAt(int64_t b, int64_t position) const {
    return loadElement<int64_t>(target.element(geometry.targetOffset(target.layout, b, position)),
                                target.layout.dtype);
  }
  template <typename T> T inputAt(int64_t b, int64_t c, int64_t position) const {
    return loadElement<T>(input.element(geometry.inputOffset(input.layout, b, c, position)), dtype);
  }
  template <typename T> T weightOf(int64_t c) const {
    return loadElement<T>(
        weight->element(weight->layout.storage_offset + c * weight->layout.strides[0]), dtype);
  }
  void checkBounds(int64_t t) const {
    if (t < 0 || t >= geometry.classes)
      throw KernelError("Target " + std::to_string(t) + " is out of bounds.");
  }
  bool perSample() const {
    return reduction == kReductionNone && (geometry.spatial || input.layout.dim() == 2);
  }
};

template <typename T> void storeAt(RuntimeTensor& tensor, int64_t offset, T value) {
  storeElement<T>(tensor.element(offset), tensor.layout.dtype, value);
}

// The only element of a one-element tensor.
template <typename T> T onlyElement(const RuntimeTensor& tensor, DType as) {
  return loadElement<T>(tensor.element(tensor.layout.storage_offset), as);
}

void nllLossForward(KernelCall& call, bool spatial) {
  const NllCall nll = NllCall::of(call, spatial);
  RuntimeTensor& loss = call.result(0);
  RuntimeTensor& total_weight = call.result(1);
  const NllGeometry& g = nll.geometry;
  withComputeType(nll.dtype, [&](auto tag) {
    using T = decltype(tag);
    auto round = [&](T value) { return roundThrough(nll.dtype, value); };
    const int64_t total_weight_offset = total_weight.layout.storage_offset;
    if (nll.perSample()) {
      std::vector<int64_t> offsets = elementOffsets(loss.layout);
      for (int64_t b = 0; b < g.batch; ++b) {
        for (int64_t p = 0; p < g.positions; ++p) {
          const int64_t offset = offsets[static_cast<size_t>(b * g.positions + p)];
          const int64_t t = nll.targetAt(b, p);
          if (t == nll.ignore_index) {
            storeAt<T>(loss, offset, T(0));
            continue;
          }
          nll.checkBounds(t);
          const T w = nll.weight ? nll.template weightOf<T>(t) : T(1);
          storeAt<T>(loss, offset, round(-nll.template inputAt<T>(b, t, p) * w));
        }
      }
      storeAt<T>(total_weight, total_weight_offset, T(0));
      return;
    }
    const int64_t loss_offset = loss.layout.storage_offset;
    if (nll.target.layout.numel() == 0) {
      storeAt<T>(loss, loss_offset,
                 nll.reduction == kReductionMean ? std::numeric_limits<T>::quiet_NaN() : T(0));
      storeAt<T>(total_weight, total_weight_offset, T(0));
      return;
    }
    const int64_t count = g.batch * g.positions;
    const int64_t level_power = std::max<int64_t>(4, ceilLog2(count) / kCascadeLevels);
    const int64_t level_mask = (int64_t{1} << level_power) - 1;
    std::array<T, kCascadeLevels> weight_sums{}, loss_sums{};
    int64_t ignored = 0;
    for (int64_t b = 0; b < g.batch; ++b) {
      for (int64_t p = 0; p < g.positions; ++p) {
        const int64_t t = nll.targetAt(b, p);
        if (t == nll.ignore_index) {
          ++ignored;
          continue;
        }
        nll.checkBounds(t);
        const T x = nll.template inputAt<T>(b, t, p);
        if (nll.weight) {
          const T w = nll.template weightOf<T>(t);
          loss_sums[0] = round(loss_sums[0] - round(x * w));
          weight_sums[0] = round(weight_sums[0] + w);
        } else {
          loss_sums[0] = round(loss_sums[0] - x);
        }
        const int64_t linear = b * g.positions + p;
        for (int j = 0; j + 1 < kCascadeLevels; ++j) {
          if ((linear & (level_mask << (j * level_power))) != 0) break;
          weight_sums[j + 1] = round(weight_sums[j + 1] + weight_sums[j]);
          loss_sums[j + 1] = round(loss_sums[j + 1] + loss_sums[j]);
          weight_sums[j] = T(0);
          loss_sums[j] = T(0);
        }
      }
    }
    T weight_total = T(0), loss_total = T(0);
    for (T partial : weight_sums) weight_total = round(weight_total + partial);
    for (T partial : loss_sums) loss_total = round(loss_total + partial);
    if (!nll.weight) weight_total = round(static_cast<T>(count - ignored));
    if (nll.reduction == kReductionMean) loss_total = round(loss_total / weight_total);
    storeAt<T>(loss, loss_offset, loss_total);
    storeAt<T>(total_weight, total_weight_offset, weight_total);
  });
}

void nllLossBackward(KernelCall& call, bool spatial) {
  const NllCall nll = NllCall::of(call, spatial);
  const RuntimeTensor& grad = call.tensor("grad_output");
  RuntimeTensor& grad_input = call.result();
  const NllGeometry& g = nll.geometry;
  withComputeType(nll.dtype, [&](auto tag) {
    using T = decltype(tag);
    auto round = [&](T value) { return roundThrough(nll.dtype, value); };
    forEachOffset(grad_input.layout, [&](int64_t offset) { storeAt<T>(grad_input, offset, T(0)); });
    auto gradInputOffset = [&](int64_t b, int64_t c, int64_t p) {
      return g.inputOffset(grad_input.layout, b, c, p);
    };
    if (nll.perSample()) {
      std::vector<int64_t> grad_offsets = elementOffsets(grad.layout);
      for (int64_t b = 0; b < g.batch; ++b) {
        for (int64_t p = 0; p < g.positions; ++p) {
          const int64_t t = nll.targetAt(b, p);
          if (t == nll.ignore_index) continue;
          if (t < 0 || t >= g.classes)
            throw KernelError("target " + std::to_string(t) + " is outside [0, " +
                              std::to_string(g.classes) +
                              ") with reduction None, where torch writes outside grad_input "
                              "unchecked (undefined behaviour)");
          const T w = nll.weight ? nll.template weightOf<T>(t) : T(1);
          const T incoming = loadElement<T>(
              grad.element(grad_offsets[static_cast<size_t>(b * g.positions + p)]), nll.dtype);
          storeAt<T>(grad_input, gradInputOffset(b, t, p), round(-w * incoming));
        }
      }
      return;
    }
    const T total = onlyElement<T>(call.tensor("total_weight"), nll.dtype);
    const T incoming = onlyElement<T>(grad, nll.dtype);
    const T scaled = -(nll.reduction == kReductionMean ? round(incoming / total) : incoming);
    for (int64_t b = 0; b < g.batch; ++b) {
      for (int64_t p = 0; p < g.positions; ++p) {
        const int64_t t = nll.targetAt(b, p);
        if (t == nll.ignore_index) continue;
        nll.checkBounds(t);
        storeAt<T>(grad_input, gradInputOffset(b, t, p),
                   nll.weight ? round(nll.template weightOf<T>(t) * scaled) : scaled);
      }
    }
  });
}

} // namespace

std::vector<KernelDefinition> nllLossKernels() {
  return {
      {"nll_loss_forward", [](KernelCall& call) { nllLossForward(call, /*spatial=*/false); }},
      {"nll_loss_backward", [](KernelCall& call) { nllLossBackward(call, /*spatial=*/false); }},
      {"nll_loss2d_forward", [](KernelCall& call) { nllLossForward(call, /*spatial=*/true); }},
      {"nll_loss2d_backward", [](KernelCall& call) { nllLossBackward(call, /*spatial=*/true); }},
  };
}

} // namespace reinplace::oracle
