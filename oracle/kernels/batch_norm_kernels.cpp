// native_batch_norm and native_batch_norm_backward (layer and group norm:
// normalization_kernels.cpp).
//
// Batch norm follows torch 1.13's contiguous CPU path (batch_norm_cpu_collect_stats_contiguous_impl
// and batch_norm_cpu_update_stats_template): per channel, the sum in at::acc_type<T, false>
// (double for f32 and f64, float for bf16) in (batch, spatial) order, the mean rounded to the
// parameter dtype, the sum of squared deviations likewise, invstd = 1 / sqrt(var_sum / n + eps)
// in the accumulation type; the output is x * alpha + beta with alpha = invstd * weight and
// beta = bias - mean * alpha, in opmath (float for f32 and bf16), both fused multiply-adds as the
// compiler contracts torch's code. In training mode the kernel also updates running_mean (momentum
// * mean + (1 - momentum) * running_mean) and running_var (with the unbiased variance var_sum / (n
// - 1)) IN PLACE, as ATen does although the schema does not mark them written; the interpreter
// records those writes (RuntimeValues::hiddenWrite). A contiguous (or channels-last) input is read
// for all channels' statistics first. Any other takes ATen's other path: every channel's mean
// from at::mean (a sum in the reduction's order, then a division) first, then channel by channel,
// in a random order (torch's threads pick one), the squared deviations summed in the accumulation
// type in TensorIterator's order and divided unrounded, invstd in double, the running stats
// updated in double, each channel read just before its stats are written. The output is computed
// after the writes, from the input read again, as ATen's transform pass does: by the fused
// x * alpha + beta on the fast path, else as TensorIterator's generic loop
// ((x - mean) * invstd) * weight + bias with every step rounded to the parameters' dtype (and in
// evaluation invstd = 1 / sqrt(running_var + eps), each a rounding tensor op).
//
// native_batch_norm_backward uses ATen's formulas on the statistics it is given (which need not
// be the input's): per channel sum = sum(dy) and dotp = sum((x - mean) * dy), then
// dx = (dy - sum / n - (x - mean) * k) * invstd * w with k = dotp * invstd^2 / n in training,
// dx = dy * invstd * w in evaluation (invstd from running_var), grad_weight = dotp * invstd,
// grad_bias = sum. The sums are taken in double (torch: vectorized in float for f32, whose
// rounding the tolerance covers), the rest in opmath.

#include "core/ir/overlap.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/meta/memory_format.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/sum_reduction.h"

#include <cmath>
#include <vector>

namespace reinplace::oracle {
namespace {

// --- batch norm -------------------------------------------------------------------------------

// The elements of one (batch, channel) plane: 0 when any spatial size is.
int64_t planeSize(const TensorMeta& input) {
  return numelOf(std::span(input.sizes).subspan(2));
}

// The batches the loops walk: none over empty planes, where an empty input's batch may be huge
// (2^31 batches of nothing would take a minute).
int64_t walkedBatch(const TensorMeta& input) {
  return planeSize(input) == 0 ? 0 : input.sizes[0];
}

// ATen's InvStd: 1 / sqrt(var + eps) with eps a double, so in double, rounded to Acc; 0 when
// both are 0.
template <typename Acc> Acc invStd(Acc var, double eps) {
  if (var == 0 && eps == 0) return Acc(0);
  return static_cast<Acc>(1.0 / std::sqrt(static_cast<double>(var) + eps));
}

// Every channel's mean as at::mean(input, all dims but 1, dtype=param) computes it: a sum in the
// reduction's order, then a division.
template <typename Op> std::vector<Op> meansLikeAtMean(const RuntimeTensor& input, DType param) {
  const int64_t channels = input.layout.sizes[1];
  TensorMeta layout = contiguousMeta(param, {channels});
  RuntimeTensor sums{std::make_shared<Storage>(param, layout.storageExtent()), layout};
  std::vector<bool> reduced(static_cast<size_t>(input.layout.dim()), true);
  reduced[1] = false;
  sumInto(input, sums, reduced, /*keepdim=*/false);
  const int64_t n = channels == 0 ? 0 : input.layout.numel() / channels;
  std::vector<Op> means = loadLogical<Op>(sums);
  for (Op& mean : means) mean = roundTo<Op>(param, mean / static_cast<Op>(n));
  return means;
}

// The squared deviations of channel `c` from `mean`, summed in Acc in the order TensorIterator
// walks the channel (cpu_serial_kernel over the input with dim 1 squashed): the dims ordered by
// stride, the smallest innermost, and coalesced.
template <typename Acc> Acc squaredDeviations(const RuntimeTensor& input, int64_t c, Acc mean) {
  TensorMeta slice = input.layout;
  slice.sizes[1] = 1;
  slice.storage_offset += c * input.layout.strides[1];
  Acc sum = 0;
  if (slice.numel() == 0) return sum;
  Shape no_output;
  for (size_t d = 0; d < slice.sizes.size(); ++d) no_output.push_back(0);
  const ReduceGeometry g = reduceGeometry(slice, no_output);
  std::vector<int64_t> index(g.shape.size(), 0);
  while (true) {
    int64_t offset = slice.storage_offset;
    for (size_t d = 0; d < index.size(); ++d) offset += index[d] * g.in_strides[d];
    Acc deviation = loadElement<Acc>(input.element(offset), input.layout.dtype) - mean;
    sum += deviation * deviation;
    size_t d = 0;
    while (d < index.size() && ++index[d] == g.shape[d]) index[d++] = 0;
    if (d == index.size()) return sum;
  }
}

// A running stat as the path for such inputs updates it: in double, momentum unrounded.
void storeRunningStat(std::byte* slot, DType dtype, double momentum, double value, double old) {
  double updated = momentum * value + (1 - momentum) * old;
  if (dtype == DType::f64)
    storeElement<double>(slot, dtype, updated);
  else
    storeElement<float>(slot, dtype, static_cast<float>(updated));
}

// Whether a channel walk's order can change what training batch norm leaves: a written stat
// reaches one element twice, or shares memory with another stat or with what the norm reads.
bool walkOrderShows(std::initializer_list<const RuntimeTensor*> stats,
                    std::initializer_list<const RuntimeTensor*> read) {
  auto share = [](const RuntimeTensor& a, const RuntimeTensor& b) {
    return a.storage == b.storage && sharesMemory(a.layout, b.layout) != Overlap::No;
  };
  for (const RuntimeTensor* stat : stats) {
    if (!stat) continue;
    if (stat->layout.numel() > 1 && internalOverlap(stat->layout) != Overlap::No) return true;
    for (const RuntimeTensor* other : stats)
      if (other && other != stat && share(*stat, *other)) return true;
    for (const RuntimeTensor* other : read)
      if (other && share(*stat, *other)) return true;
  }
  return false;
}

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
  const DType param = save_mean.layout.dtype;
  const int64_t channels = input.layout.sizes[1];
  const int64_t image = planeSize(input.layout);
  const int64_t batch = walkedBatch(input.layout);
  const int64_t n = batch * image;
  std::vector<Op> x = loadLogical<Op>(input);
  auto at = [&](int64_t b, int64_t c, int64_t i) {
    return x[static_cast<size_t>((b * channels + c) * image + i)];
  };
  // A per-channel parameter (any shape with one element per channel), or `fallback`.
  auto parameter = [&](const RuntimeTensor* t, Op fallback) {
    return t ? loadLogical<Op>(*t) : std::vector<Op>(static_cast<size_t>(channels), fallback);
  };
  std::vector<Op> mean(static_cast<size_t>(channels)), invstd(static_cast<size_t>(channels));
  // ATen's fast path for a contiguous or channels-last input whose weight, bias and running stats
  // are contiguous; TensorIterator's generic one, rounding after each step, otherwise: in the
  // parameters' dtype (bf16 arithmetic rounds each step to bf16; a bf16 input with f32
  // parameters computes in float).
  bool fast_path = input.layout.isContiguous() || isChannelsLastContiguous(input.layout);
  for (const char* name : {"weight", "bias", "running_mean", "running_var"})
    if (const RuntimeTensor* parameter = call.optionalTensor(name))
      fast_path = fast_path && parameter->layout.isContiguous();
  auto step = [&](Op value) { return roundTo<Op>(param, value); };
  if (training) {
    RuntimeTensor* running_mean = call.hiddenlyWrittenTensor("running_mean");
    RuntimeTensor* running_var = call.hiddenlyWrittenTensor("running_var");
    std::vector<int64_t> mean_at, var_at;
    if (running_mean) mean_at = elementOffsets(running_mean->layout);
    if (running_var) var_at = elementOffsets(running_var->layout);
    const Op momentum_p = roundTo<Op>(param, static_cast<Op>(momentum));
    // Every channel read before any stat is written, or each just before its own, in an order
    // drawn per call (batchNormWalksChannels).
    const bool reads_first = !batchNormWalksChannels(input.layout);
    // ATen's path for an input neither contiguous nor channels-last, one channel or many: the
    // means from at::mean before any stat is written, then per channel the squared deviations
    // from its mean summed in Acc and divided unrounded, the running stats in double.
    const bool means_like_at_mean = batchNormTakesAtMeanPath(input.layout);
    // ATen's channels-last statistics (batch_norm_cpu_collect_stats_channels_last_impl), which
    // it also takes for a contiguous input of one element per (batch, channel): the sums in the
    // input's dtype, row by row in memory order, the squared deviations as fused multiply-adds
    // (torch's vectorized y + (x - mean) * (x - mean), contracted), var_sum / n in that dtype.
    // Measured for f32 and f64 inputs against torch; bf16 keeps the contiguous path's model.
    const bool sums_in_input_dtype =
        (input.layout.dtype == DType::f32 || input.layout.dtype == DType::f64) &&
        param == input.layout.dtype &&
        (image == 1 || (input.layout.sizes.size() == 4 && !input.layout.isContiguous() &&
                        isChannelsLastContiguous(input.layout)));
    const std::vector<Op> walked_means =
        means_like_at_mean ? meansLikeAtMean<Op>(input, param) : std::vector<Op>();
    std::vector<int64_t> order(static_cast<size_t>(channels));
    for (int64_t c = 0; c < channels; ++c) order[static_cast<size_t>(c)] = c;
    if (!reads_first) {
      order = call.randomDraws().permutation(channels);
      // Which channel's statistic an element keeps, or which a later channel reads, follows the
      // drawn order only where a stat shares memory with itself or with what the norm reads;
      // torch's threads order it as they run (one thread: in order), so the stats are a draw.
      if (walkOrderShows({running_mean, running_var}, {&input, weight, bias}))
        call.noteRandomResults();
    }
    for (int64_t c : order) {
      Op m;
      Acc var, unbiased;
      if (!means_like_at_mean && sums_in_input_dtype) {
        Op sum = 0;
        for (int64_t b = 0; b < batch; ++b)
          for (int64_t i = 0; i < image; ++i) sum += at(b, c, i);
        m = static_cast<Op>(static_cast<Acc>(sum) / static_cast<Acc>(n));
        Op var_sum = 0;
        for (int64_t b = 0; b < batch; ++b)
          for (int64_t i = 0; i < image; ++i) {
            Op d = at(b, c, i) - m;
            var_sum = std::fma(d, d, var_sum);
          }
        var = static_cast<Acc>(var_sum / static_cast<Op>(n));
        unbiased = static_cast<Acc>(var_sum / static_cast<Op>(n - 1));
      } else if (!means_like_at_mean) {
        Acc sum = 0;
        for (int64_t b = 0; b < batch; ++b)
          for (int64_t i = 0; i < image; ++i) sum += static_cast<Acc>(at(b, c, i));
        m = roundTo<Op>(param, static_cast<Op>(sum / static_cast<Acc>(n)));
        Acc var_sum_acc = 0;
        for (int64_t b = 0; b < batch; ++b)
          for (int64_t i = 0; i < image; ++i) {
            // In opmath: bf16's kernel converts each element to float first.
            Op d = at(b, c, i) - m;
            var_sum_acc += static_cast<Acc>(d * d);
          }
        Op var_sum = roundTo<Op>(param, static_cast<Op>(var_sum_acc));
        var = static_cast<Acc>(roundTo<Op>(param, var_sum / static_cast<Op>(n)));
        unbiased = static_cast<Acc>(roundTo<Op>(param, var_sum / static_cast<Op>(n - 1)));
      } else {
        m = walked_means[static_cast<size_t>(c)];
        Acc var_sum_acc = squaredDeviations<Acc>(input, c, static_cast<Acc>(m));
        var = var_sum_acc / static_cast<Acc>(n);
        unbiased = var_sum_acc / static_cast<Acc>(n - 1);
      }
      Acc transformed = invStd<Acc>(var, eps);
      mean[static_cast<size_t>(c)] = m;
      invstd[static_cast<size_t>(c)] = roundTo<Op>(param, static_cast<Op>(transformed));
      size_t k = static_cast<size_t>(c);
      if (running_mean) {
        std::byte* slot = running_mean->element(mean_at[k]);
        const DType dtype = running_mean->layout.dtype;
        if (means_like_at_mean) {
          storeRunningStat(slot, dtype, momentum, m, loadElement<double>(slot, dtype));
        } else {
          Op old = loadElement<Op>(slot, dtype);
          storeElement<Op>(slot, dtype,
                           roundTo<Op>(param, momentum_p * m) +
                               roundTo<Op>(param, (Op(1) - momentum_p) * old));
        }
      }
      if (running_var) {
        std::byte* slot = running_var->element(var_at[k]);
        const DType dtype = running_var->layout.dtype;
        if (means_like_at_mean) {
          storeRunningStat(slot, dtype, momentum, unbiased, loadElement<double>(slot, dtype));
        } else {
          Op old = loadElement<Op>(slot, dtype);
          storeElement<Acc>(slot, dtype,
                            static_cast<Acc>(momentum_p) * unbiased +
                                static_cast<Acc>(roundTo<Op>(param, (Op(1) - momentum_p) * old)));
        }
      }
    }
    storeLogical(save_mean, mean);
    storeLogical(save_invstd, invstd);
  } else {
    const std::vector<Op> running_mean = parameter(&call.tensor("running_mean"), 0);
    const std::vector<Op> running_var = parameter(&call.tensor("running_var"), 0);
    for (size_t c = 0; c < static_cast<size_t>(channels); ++c) {
      mean[c] = running_mean[c];
      // The generic path takes 1 / at::sqrt(running_var + eps), each a tensor op that rounds.
      invstd[c] = fast_path
                      ? Op(1) / std::sqrt(running_var[c] + static_cast<Op>(eps))
                      : step(Op(1) / step(std::sqrt(step(running_var[c] + static_cast<Op>(eps)))));
    }
  }
  // The transform reads the input, the weight and the bias again, after the running stats were
  // written: a running stat that shares memory with one of them changes the output.
  const std::vector<Op> gamma = parameter(weight, 1), beta_p = parameter(bias, 0);
  std::vector<Op> reloaded;
  if (training) reloaded = loadLogical<Op>(input);
  const std::vector<Op>& x_now = training ? reloaded : x;
  std::vector<Op> y(x.size());
  for (int64_t c = 0; c < channels; ++c) {
    size_t k = static_cast<size_t>(c);
    Op alpha = invstd[k] * gamma[k];
    // GCC contracts ATen's `bias - mean * alpha` into one fused multiply-subtract.
    Op beta = std::fma(-mean[k], alpha, beta_p[k]);
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < image; ++i) {
        size_t e = static_cast<size_t>((b * channels + c) * image + i);
        if (fast_path) {
          y[e] = std::fma(x_now[e], alpha, beta);
          continue;
        }
        Op centered = step(x_now[e] - mean[k]);
        Op normalized = step(centered * invstd[k]);
        Op scaled = step(normalized * gamma[k]);
        y[e] = scaled + beta_p[k];
      }
  }
  storeLogical(out, y);
}

// One value per channel of a per-channel parameter, or `fallback` for an absent one.
template <typename T>
std::vector<T> perChannel(const RuntimeTensor* tensor, int64_t channels, T fallback) {
  return tensor ? loadLogical<T>(*tensor) : std::vector<T>(static_cast<size_t>(channels), fallback);
}

template <typename Op> void batchNormBackward(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("input");
  const bool training = call.args().boolArg("train");
  const double eps = call.args().floatArg("eps");
  const int64_t channels = input.layout.sizes[1];
  const int64_t image = planeSize(input.layout);
  const int64_t batch = walkedBatch(input.layout);
  const std::vector<Op> x = loadLogical<Op>(input);
  const std::vector<Op> dy = loadLogical<Op>(call.tensor("grad_out"));
  // The parameter dtype: the first parameter's (check_mixed_data_type), else the input's.
  DType param = input.layout.dtype;
  for (const char* name : {"weight", "running_mean", "running_var", "save_mean", "save_invstd"})
    if (const RuntimeTensor* p = call.optionalTensor(name)) {
      param = p->layout.dtype;
      break;
    }
  const std::vector<Op> w = perChannel<Op>(call.optionalTensor("weight"), channels, Op(1));
  std::vector<Op> mean, invstd;
  if (training) {
    mean = loadLogical<Op>(call.tensor("save_mean"));
    invstd = loadLogical<Op>(call.tensor("save_invstd"));
  } else {
    mean = loadLogical<Op>(call.tensor("running_mean"));
    const std::vector<double> var = loadLogical<double>(call.tensor("running_var"));
    for (double v : var)
      invstd.push_back(roundTo<Op>(param, static_cast<Op>(1 / std::sqrt(v + eps))));
  }
  const double n = static_cast<double>(batch * image);
  std::vector<Op> dx(x.size()), grad_weight(static_cast<size_t>(channels));
  std::vector<Op> grad_bias(grad_weight.size());
  for (int64_t c = 0; c < channels; ++c) {
    const size_t k = static_cast<size_t>(c);
    double sum = 0, dotp = 0;
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < image; ++i) {
        const size_t e = static_cast<size_t>((b * channels + c) * image + i);
        sum += dy[e];
        dotp += static_cast<double>(x[e] - mean[k]) * dy[e];
      }
    const Op scale = invstd[k] * w[k];
    const Op slope = static_cast<Op>(dotp * invstd[k] * invstd[k] / n);
    const Op grad_mean = static_cast<Op>(sum / n);
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < image; ++i) {
        const size_t e = static_cast<size_t>((b * channels + c) * image + i);
        dx[e] = training ? (dy[e] - grad_mean - (x[e] - mean[k]) * slope) * scale : dy[e] * scale;
      }
    grad_weight[k] = static_cast<Op>(dotp * invstd[k]);
    grad_bias[k] = static_cast<Op>(sum);
  }
  storeLogical(call.result(0), dx);
  storeLogical(call.result(1), grad_weight);
  storeLogical(call.result(2), grad_bias);
}

void nativeBatchNormBackwardKernel(KernelCall& call) {
  if (call.tensor("input").layout.dtype == DType::f64)
    batchNormBackward<double>(call);
  else
    batchNormBackward<float>(call);
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

} // namespace

std::vector<KernelDefinition> batchNormKernels() {
  return {
      {"native_batch_norm", nativeBatchNormKernel},
      {"native_batch_norm_backward", nativeBatchNormBackwardKernel},
  };
}

} // namespace reinplace::oracle
