// native_batch_norm, native_layer_norm and native_group_norm.
//
// Batch norm follows torch 1.13's contiguous CPU path (batch_norm_cpu_collect_stats_contiguous_impl
// and batch_norm_cpu_update_stats_template): per channel, the sum in at::acc_type<T, false>
// (double for f32 and f64, float for bf16) in (batch, spatial) order, the mean rounded to the
// parameter dtype, the sum of squared deviations likewise, invstd = 1 / sqrt(var_sum / n + eps)
// in the accumulation type; the output is x * alpha + beta with alpha = invstd * weight and
// beta = bias - mean * alpha, in opmath (float for f32 and bf16), fused as torch's vector loop
// mostly does. In training mode the kernel also updates running_mean (momentum * mean +
// (1 - momentum) * running_mean) and running_var (with the unbiased variance var_sum / (n - 1))
// IN PLACE, as ATen does although the schema does not mark them written; the interpreter records
// those writes (RuntimeValues::hiddenWrite).
//
// Layer norm and group norm compute each row's (group's) mean and biased variance in opmath
// with two passes, rstd = 1 / sqrt(max(var, 0) + eps), and y = (x * rstd - rstd * mean) * gamma +
// beta (layer norm) or x * (rstd * gamma) + (beta - rstd * gamma * mean) (group norm), as ATen's
// kernels associate it. ATen accumulates the moments with a vectorized Welford / cascade sum, so
// results agree within a relative tolerance, not bitwise.

#include "oracle/elementwise.h"

#include <cmath>
#include <limits>
#include <vector>

namespace reinplace::oracle {
namespace {

// `value` rounded to `dtype` (f32, bf16 or f64) and widened to T again.
template <typename T> T roundTo(DType dtype, T value) {
  if (dtype == DType::f32) return static_cast<T>(static_cast<float>(value));
  if (dtype == DType::bf16)
    return static_cast<T>(roundThrough(DType::bf16, static_cast<float>(value)));
  return value;
}

// --- batch norm -------------------------------------------------------------------------------

// Acc: at::acc_type<scalar_t, false>; Op: opmath. The parameter dtype is read off the results.
template <typename Acc, typename Op> void batchNorm(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("input");
  const RuntimeTensor* weight = call.optionalTensor("weight");
  const RuntimeTensor* bias = call.optionalTensor("bias");
  const bool training = call.args().boolArg("training");
  const double momentum = call.args().floatArg("momentum");
  const double eps = call.args().floatArg("eps");
  RuntimeTensor& out = call.result(0);
  RuntimeTensor& save_mean = call.result(1);
  RuntimeTensor& save_invstd = call.result(2);
  const DType in_dtype = input.layout.dtype;
  const DType param = save_mean.layout.dtype;
  const int64_t channels = input.layout.sizes[1];
  const int64_t batch = input.layout.sizes[0];
  const int64_t image = channels == 0 ? 0 : input.layout.numel() / (batch * channels);
  const int64_t n = batch * image;
  const std::vector<Op> x = loadLogical<Op>(input);
  auto at = [&](int64_t b, int64_t c, int64_t i) {
    return x[static_cast<size_t>((b * channels + c) * image + i)];
  };
  // A per-channel parameter (any shape with one element per channel), or `fallback`.
  auto parameter = [&](const RuntimeTensor* t, Op fallback) {
    return t ? loadLogical<Op>(*t) : std::vector<Op>(static_cast<size_t>(channels), fallback);
  };
  const std::vector<Op> gamma = parameter(weight, 1), beta_p = parameter(bias, 0);
  std::vector<Op> mean(static_cast<size_t>(channels)), invstd(static_cast<size_t>(channels));
  if (training) {
    RuntimeTensor* running_mean = call.hiddenlyWrittenTensor("running_mean");
    RuntimeTensor* running_var = call.hiddenlyWrittenTensor("running_var");
    std::vector<int64_t> mean_at, var_at;
    if (running_mean) mean_at = elementOffsets(running_mean->layout);
    if (running_var) var_at = elementOffsets(running_var->layout);
    const Op momentum_p = roundTo<Op>(param, static_cast<Op>(momentum));
    for (int64_t c = 0; c < channels; ++c) {
      Acc sum = 0;
      for (int64_t b = 0; b < batch; ++b)
        for (int64_t i = 0; i < image; ++i) sum += static_cast<Acc>(at(b, c, i));
      Op m = roundTo<Op>(param, static_cast<Op>(sum / static_cast<Acc>(n)));
      Acc var_sum_acc = 0;
      for (int64_t b = 0; b < batch; ++b)
        for (int64_t i = 0; i < image; ++i) {
          Op d = roundTo<Op>(in_dtype, at(b, c, i) - m);
          var_sum_acc += static_cast<Acc>(roundTo<Op>(in_dtype, d * d));
        }
      Op var_sum = roundTo<Op>(param, static_cast<Op>(var_sum_acc));
      Acc var = static_cast<Acc>(roundTo<Op>(param, var_sum / static_cast<Op>(n)));
      Acc transformed = (var == 0 && eps == 0) ? Acc(0) : Acc(1) / std::sqrt(var + Acc(eps));
      mean[static_cast<size_t>(c)] = m;
      invstd[static_cast<size_t>(c)] = roundTo<Op>(param, static_cast<Op>(transformed));
      size_t k = static_cast<size_t>(c);
      if (running_mean) {
        std::byte* slot = running_mean->element(mean_at[k]);
        Op old = loadElement<Op>(slot, running_mean->layout.dtype);
        storeElement<Op>(slot, running_mean->layout.dtype,
                         roundTo<Op>(param, momentum_p * m) +
                             roundTo<Op>(param, (Op(1) - momentum_p) * old));
      }
      if (running_var) {
        std::byte* slot = running_var->element(var_at[k]);
        Op old = loadElement<Op>(slot, running_var->layout.dtype);
        Acc unbiased = static_cast<Acc>(roundTo<Op>(param, var_sum / static_cast<Op>(n - 1)));
        storeElement<Acc>(slot, running_var->layout.dtype,
                          static_cast<Acc>(momentum_p) * unbiased +
                              static_cast<Acc>(roundTo<Op>(param, (Op(1) - momentum_p) * old)));
      }
    }
    storeLogical(save_mean, mean);
    storeLogical(save_invstd, invstd);
  } else {
    const std::vector<Op> running_mean = parameter(&call.tensor("running_mean"), 0);
    const std::vector<Op> running_var = parameter(&call.tensor("running_var"), 0);
    for (size_t c = 0; c < static_cast<size_t>(channels); ++c) {
      mean[c] = running_mean[c];
      invstd[c] = Op(1) / std::sqrt(running_var[c] + static_cast<Op>(eps));
    }
  }
  std::vector<Op> y(x.size());
  for (int64_t c = 0; c < channels; ++c) {
    size_t k = static_cast<size_t>(c);
    Op alpha = invstd[k] * gamma[k];
    Op beta = beta_p[k] - mean[k] * alpha;
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < image; ++i) {
        size_t e = static_cast<size_t>((b * channels + c) * image + i);
        y[e] = std::fma(x[e], alpha, beta);
      }
  }
  storeLogical(out, y);
}

void nativeBatchNormKernel(KernelCall& call) {
  DType dtype = call.tensor("input").layout.dtype;
  if (dtype == DType::f64)
    batchNorm<double, double>(call);
  else if (dtype == DType::f32)
    batchNorm<double, float>(call);
  else
    batchNorm<float, float>(call);
}

// --- layer norm, group norm -------------------------------------------------------------------

// Mean and rstd of the `count` values from `first` on, in T. No values: mean 0 and the
// variance 0 / 0, so rstd is NaN, as torch's row-wise moments give.
template <typename T>
std::pair<T, T> moments(const std::vector<T>& x, size_t first, size_t count, double eps) {
  auto value = [&](size_t i) { return x[first + i]; };
  T sum = 0;
  for (size_t i = 0; i < count; ++i) sum += value(i);
  T mean = count ? sum / static_cast<T>(count) : T(0);
  T squares = 0;
  for (size_t i = 0; i < count; ++i) squares += (value(i) - mean) * (value(i) - mean);
  T var = count ? squares / static_cast<T>(count) : std::numeric_limits<T>::quiet_NaN();
  T rstd = T(1) / std::sqrt(std::max(var, T(0)) + static_cast<T>(eps));
  return {mean, rstd};
}

template <typename T> void layerNorm(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("input");
  const RuntimeTensor* weight = call.optionalTensor("weight");
  const RuntimeTensor* bias = call.optionalTensor("bias");
  const double eps = call.args().floatArg("eps");
  const size_t normalized = call.args().intList("normalized_shape").size();
  const DType dtype = input.layout.dtype;
  int64_t inner = 1;
  for (size_t d = input.layout.sizes.size() - normalized; d < input.layout.sizes.size(); ++d)
    inner *= input.layout.sizes[d];
  const std::vector<T> x = loadLogical<T>(input);
  std::vector<T> gamma = weight ? loadLogical<T>(*weight) : std::vector<T>();
  std::vector<T> beta = bias ? loadLogical<T>(*bias) : std::vector<T>();
  std::vector<T> y(x.size()), means(static_cast<size_t>(call.result(1).layout.numel()));
  std::vector<T> rstds(means.size());
  // One row per statistic, also where the normalized dims hold no elements.
  const size_t rows = means.size();
  for (size_t r = 0; r < rows; ++r) {
    size_t first = r * static_cast<size_t>(inner);
    auto [mean, rstd] = moments<T>(x, first, static_cast<size_t>(inner), eps);
    T scale = roundTo<T>(dtype, rstd), shift = -scale * roundTo<T>(dtype, mean);
    for (size_t i = 0; i < static_cast<size_t>(inner); ++i) {
      T v = x[first + i] * scale + shift;
      if (weight) v *= gamma[i];
      if (bias) v += beta[i];
      y[first + i] = v;
    }
    means[r] = mean;
    rstds[r] = rstd;
  }
  storeLogical(call.result(0), y);
  storeLogical(call.result(1), means);
  storeLogical(call.result(2), rstds);
}

template <typename T> void groupNorm(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("input");
  const RuntimeTensor* weight = call.optionalTensor("weight");
  const RuntimeTensor* bias = call.optionalTensor("bias");
  const double eps = call.args().floatArg("eps");
  const int64_t batch = call.args().intArg("N"), channels = call.args().intArg("C");
  const int64_t image = call.args().intArg("HxW"), groups = call.args().intArg("group");
  const int64_t per_group = channels / groups;
  const std::vector<T> x = loadLogical<T>(input);
  std::vector<T> gamma = weight ? loadLogical<T>(*weight) : std::vector<T>();
  std::vector<T> beta = bias ? loadLogical<T>(*bias) : std::vector<T>();
  std::vector<T> y(x.size()), means(static_cast<size_t>(batch * groups)), rstds(means.size());
  const size_t block = static_cast<size_t>(per_group * image);
  for (int64_t n = 0; n < batch; ++n) {
    for (int64_t g = 0; g < groups; ++g) {
      // The group's channels are consecutive in logical order: one block of per_group * HxW.
      size_t first = static_cast<size_t>((n * channels + g * per_group) * image);
      auto [mean, rstd] = moments<T>(x, first, block, eps);
      for (int64_t c = 0; c < per_group; ++c) {
        int64_t channel = g * per_group + c;
        T scale = weight ? rstd * gamma[static_cast<size_t>(channel)] : rstd;
        T shift = -scale * mean + (bias ? beta[static_cast<size_t>(channel)] : T(0));
        for (int64_t i = 0; i < image; ++i) {
          size_t k = first + static_cast<size_t>(c * image + i);
          y[k] = x[k] * scale + shift;
        }
      }
      means[static_cast<size_t>(n * groups + g)] = mean;
      rstds[static_cast<size_t>(n * groups + g)] = rstd;
    }
  }
  storeLogical(call.result(0), y);
  storeLogical(call.result(1), means);
  storeLogical(call.result(2), rstds);
}

void nativeLayerNormKernel(KernelCall& call) {
  if (call.tensor("input").layout.dtype == DType::f64)
    layerNorm<double>(call);
  else
    layerNorm<float>(call);
}

void nativeGroupNormKernel(KernelCall& call) {
  if (call.tensor("input").layout.dtype == DType::f64)
    groupNorm<double>(call);
  else
    groupNorm<float>(call);
}

} // namespace

std::vector<KernelDefinition> normalizationKernels() {
  return {
      {"native_batch_norm", nativeBatchNormKernel},
      {"native_layer_norm", nativeLayerNormKernel},
      {"native_group_norm", nativeGroupNormKernel},
  };
}

} // namespace reinplace::oracle
