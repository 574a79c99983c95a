// native_layer_norm and native_group_norm (batch norm: batch_norm_kernels.cpp).
//
// Layer norm and contiguous group norm take each row's (group's) mean and biased variance as
// ATen's row-wise moments do (rowwise_moments.h: lane-wise Welford updates cascaded), bit for bit
// in f32 and f64, and in bf16 in BFloat16 arithmetic (BFloat16Arithmetic); channels-last
// group norm from vectorized sums of x and x * x (groupMoments). rstd =
// 1 / sqrt(max(var, 0) + eps), and y = (x * rstd - rstd * mean) * gamma + beta (layer norm) or
// fma(rstd * gamma, x, -rstd * gamma * mean + beta), the shift rounded twice (group norm with a
// weight or bias, or channels-last; contiguous without either, (x - mean) * rstd), as ATen's
// kernels associate it; bf16 group norm in BFloat16 arithmetic, every step rounded to bf16 and
// nothing fused.
//
// layer_norm_backward per row ds = sum(dy * x * gamma), db = sum(dy * gamma),
// dx = a * dy * gamma + b * x + c with a = rstd, b = (db * mean - ds) * a^3 / N,
// c = -b * mean - db * a / N, and over the rows grad_gamma = sum(dy * (a * x - a * mean)),
// grad_beta = sum(dy), on the statistics it is given (which need not be the input's). The sums
// are taken in double (torch: vectorized in float for f32, whose rounding the tolerance covers),
// the rest in opmath. layer_norm_backward reads mean and rstd as contiguous memory from their
// first element, as ATen's kernel does with their data pointers whatever their strides.

#include "core/meta/memory_format.h"
#include "oracle/kernels/bfloat16_arithmetic.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/rowwise_moments.h"

#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace reinplace::oracle {
namespace {

// --- layer norm, group norm -------------------------------------------------------------------

// Mean and rstd of the `count` values from `first` on, in T, by Welford's updates as ATen's
// row-wise moments take them: values all equal have exactly their mean and variance 0 (so with
// eps 0, rstd is inf and the normalized values NaN, as in torch; a sum divided by the count
// would be off by a rounding and give a finite rstd). No values: mean 0 and the variance 0 / 0,
// so rstd is NaN.
// ATen's row-wise moments come back in the dtype, so f16 and bf16 round the variance (and the
// mean) before rstd is taken from it, and rstd once more.
template <typename T>
std::pair<T, T> moments(const std::vector<T>& x, size_t first, size_t count, double eps,
                        DType dtype) {
  T mean = 0, squares = 0;
  for (size_t i = 0; i < count; ++i) {
    T value = x[first + i];
    T delta = value - mean;
    mean += delta / static_cast<T>(i + 1);
    squares += delta * (value - mean);
  }
  T var = count ? squares / static_cast<T>(count) : std::numeric_limits<T>::quiet_NaN();
  var = roundTo<T>(dtype, var);
  T rstd = roundTo<T>(dtype, T(1) / std::sqrt(std::max(var, T(0)) + static_cast<T>(eps)));
  return {roundTo<T>(dtype, mean), rstd};
}

// Mean and rstd from ATen's row-wise moments (rowwise_moments.h), in T: f32 and f64 rows.
template <typename T>
std::pair<T, T> aten13Moments(const std::vector<T>& x, size_t first, size_t count, double eps) {
  if (count == 0) return moments<T>(x, first, count, eps, DType::f64);
  auto [mean, var] = rowwiseMoments<T>(x.data() + first, static_cast<int64_t>(count));
  return {mean, T(1) / std::sqrt(std::max(var, T(0)) + static_cast<T>(eps))};
}

// Mean and rstd of a bf16 row (layer norm) or group (contiguous group norm) as torch 1.13 takes
// them: RowwiseMoments and rstd instantiated with T = BFloat16, every step rounded to bf16, eps
// too (bitwise against torch on 289 random layer norm rows and 590 groups). Welford's running mean,
// rounded at each update, moves the variance of a group of close values by far more than an ulp
// (3.625 and 3.828125: the mean 3.71875, the variance 0.0111 rather than 0.0103, rstd 9.5
// rather than 9.8125).
template <typename T>
std::pair<T, T> bf16RowMoments(const std::vector<T>& x, size_t first, size_t count, double eps) {
  if (count == 0) return moments<T>(x, first, count, eps, DType::bf16);
  using B = BFloat16Arithmetic;
  std::vector<B> row;
  row.reserve(count);
  for (size_t i = 0; i < count; ++i) row.push_back(B(static_cast<float>(x[first + i])));
  auto [mean, var] = rowwiseMoments<B>(row.data(), static_cast<int64_t>(count));
  const B rstd = B(1) / sqrt(std::max(var, B(0)) + B(eps));
  return {static_cast<T>(mean.value()), static_cast<T>(rstd.value())};
}

template <typename T> void layerNorm(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("input");
  const RuntimeTensor* weight = call.optionalTensor("weight");
  const RuntimeTensor* bias = call.optionalTensor("bias");
  const double eps = call.args().floatArg("eps");
  const size_t normalized = call.args().intList("normalized_shape").size();
  const DType dtype = input.layout.dtype;
  const int64_t inner = numelOf(std::span(input.layout.sizes).last(normalized));
  const std::vector<T> x = loadLogical<T>(input);
  std::vector<T> gamma = weight ? loadLogical<T>(*weight) : std::vector<T>();
  std::vector<T> beta = bias ? loadLogical<T>(*bias) : std::vector<T>();
  std::vector<T> y(x.size()), means(static_cast<size_t>(call.result(1).layout.numel()));
  std::vector<T> rstds(means.size());
  // One row per statistic, also where the normalized dims hold no elements.
  const size_t rows = means.size();
  for (size_t r = 0; r < rows; ++r) {
    size_t first = r * static_cast<size_t>(inner);
    auto [mean, rstd] = dtype == DType::bf16
                            ? bf16RowMoments<T>(x, first, static_cast<size_t>(inner), eps)
                            : aten13Moments<T>(x, first, static_cast<size_t>(inner), eps);
    // The shift is a product of the dtype's values, rounded to it; the kernel's
    // (x * scale + shift) * gamma + beta is compiled into two fused multiply-adds, with gamma 1
    // and beta 0 where they are not given (so a -0 comes out +0).
    T scale = roundTo<T>(dtype, rstd);
    T shift = roundTo<T>(dtype, -scale * roundTo<T>(dtype, mean));
    for (size_t i = 0; i < static_cast<size_t>(inner); ++i) {
      T v = std::fma(x[first + i], scale, shift);
      y[first + i] = std::fma(v, weight ? gamma[i] : T(1), bias ? beta[i] : T(0));
    }
    means[r] = mean;
    rstds[r] = rstd;
  }
  storeLogical(call.result(0), y);
  storeLogical(call.result(1), means);
  storeLogical(call.result(2), rstds);
}

// `count` elements from a tensor's first one on, as a kernel reads them through its data pointer
// whatever the tensor's strides: layer_norm_backward's mean and rstd, group norm's weight and
// bias (torch 1.13 misreads a strided one).
template <typename T>
std::vector<T> fromDataPointer(const RuntimeTensor& tensor, int64_t count,
                               const std::string& what) {
  const int64_t first = tensor.layout.storage_offset;
  if (count > 0 && first + count > tensor.storage->elements())
    throw ReadPastStorageError(what + " as " + std::to_string(count) +
                               " contiguous elements, past the end of its storage");
  std::vector<T> values;
  for (int64_t i = 0; i < count; ++i)
    values.push_back(loadElement<T>(tensor.element(first + i), tensor.layout.dtype));
  return values;
}

// A sum as ATen's vec::reduce_all takes it with AVX2 vectors of `lanes` elements: lane k sums
// elements k, k + lanes, ... (a tail of fewer than `lanes` elements merges into the first lanes),
// then the lanes fold in halves (the shuffles' tree: lane i plus lane i + half, and so on).
template <typename T, typename Map>
T vectorSum(const std::vector<T>& x, size_t first, size_t count, Map map) {
  constexpr size_t lanes = 32 / sizeof(T);
  std::array<T, lanes> acc{};
  for (size_t i = 0; i < count; ++i) {
    T value = map(x[first + i]);
    acc[i % lanes] = i < lanes ? value : acc[i % lanes] + value;
  }
  for (size_t half = lanes / 2; half >= 1; half /= 2)
    for (size_t i = 0; i < half; ++i) acc[i] = acc[i] + acc[i + half];
  return acc[0];
}

// Group norm's mean and rstd as torch 1.13 takes them: vectorized sums of x and x * x, then
// mean = sum / N and var = max(sum of squares / N - mean^2, 0). A value whose square overflows
// gives NaN, where a Welford update would not; equal values give variance exactly 0 (found by
// fuzz_differential and campaign --oracle=both).
template <typename T>
std::pair<T, T> groupMoments(const std::vector<T>& x, size_t first, size_t count, double eps) {
  if (count == 0) return moments<T>(x, first, count, eps, DType::f64);
  T sum = vectorSum(x, first, count, [](T value) { return value; });
  T squares = vectorSum(x, first, count, [](T value) { return value * value; });
  T scale = T(1) / static_cast<T>(count);
  T mean = sum * scale;
  T var = std::max(squares * scale - mean * mean, T(0));
  return {mean, T(1) / std::sqrt(var + static_cast<T>(eps))};
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
  // Over an input without elements what ATen reads of the weight and bias reaches no output (a
  // bias expanded from one element, read as two, raised in the reference while ATen computed).
  const bool reads_parameters = !x.empty();
  std::vector<T> gamma =
      weight && reads_parameters
          ? fromDataPointer<T>(*weight, channels, "native_group_norm reads weight")
          : std::vector<T>();
  std::vector<T> beta = bias && reads_parameters
                            ? fromDataPointer<T>(*bias, channels, "native_group_norm reads bias")
                            : std::vector<T>();
  std::vector<T> y(x.size()), means(static_cast<size_t>(batch * groups)), rstds(means.size());
  const size_t block = static_cast<size_t>(per_group * image);
  // ATen's contiguous kernel takes row-wise moments, its channels-last one sums.
  const bool channels_last = suggestMemoryFormat(input.layout) != StrideFormat::contiguous;
  // Contiguous bf16 moments are taken in bf16 arithmetic (bf16RowMoments); channels-last bf16
  // ones come back rounded to bf16 (within tolerance: ATen sums them in another order).
  const bool bf16 = input.layout.dtype == DType::bf16;
  for (int64_t n = 0; n < batch; ++n) {
    for (int64_t g = 0; g < groups; ++g) {
      // The group's channels are consecutive in logical order: one block of per_group * HxW.
      size_t first = static_cast<size_t>((n * channels + g * per_group) * image);
      auto [mean, rstd] = bf16 && !channels_last ? bf16RowMoments<T>(x, first, block, eps)
                          : bf16                 ? moments<T>(x, first, block, eps, DType::bf16)
                          : channels_last        ? groupMoments<T>(x, first, block, eps)
                                                 : aten13Moments<T>(x, first, block, eps);
      for (int64_t c = 0; c < per_group && reads_parameters; ++c) {
        int64_t channel = g * per_group + c;
        T scale = weight ? rstd * gamma[static_cast<size_t>(channel)] : rstd;
        // ATen's loops: the shift in two roundings, each element one fused multiply-add (GCC
        // contracts the inner loop of the AVX2 build). x - mean is not formed: a group of equal
        // elements normalizes to the rounding error of scale * x, not to 0.
        // bf16 runs the same code in c10::BFloat16 arithmetic: every product and sum is rounded
        // to bf16 and nothing is fused (checked bitwise in torch from its own mean and rstd).
        auto in = [&](T value) { return bf16 ? roundTo<T>(DType::bf16, value) : value; };
        scale = in(scale);
        T scaled_mean = in(-scale * mean);
        T shift = in(scaled_mean + (bias ? beta[static_cast<size_t>(channel)] : T(0)));
        for (int64_t i = 0; i < image; ++i) {
          size_t k = first + static_cast<size_t>(c * image + i);
          // Without weight and bias ATen's contiguous loop is (x - mean) * rstd, two roundings;
          // its channels-last loop is still scale * x - scale * mean, contracted.
          if (!weight && !bias && !channels_last)
            y[k] = in(in(x[k] - mean) * rstd);
          else
            y[k] = bf16 ? in(in(scale * x[k]) + shift) : std::fma(scale, x[k], shift);
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

template <typename T> void layerNormBackward(KernelCall& call) {
  const RuntimeTensor& input = call.tensor("input");
  const RuntimeTensor* weight = call.optionalTensor("weight");
  const size_t normalized = call.args().intList("normalized_shape").size();
  const int64_t inner = numelOf(std::span(input.layout.sizes).last(normalized));
  const int64_t rows = inner == 0 ? 0 : input.layout.numel() / inner;
  const size_t n = static_cast<size_t>(inner);
  std::vector<double> grad_gamma(n, 0.0), grad_beta(n, 0.0);
  std::vector<T> dx(static_cast<size_t>(input.layout.numel()));
  if (rows > 0) {
    const std::vector<T> x = loadLogical<T>(input);
    const std::vector<T> dy = loadLogical<T>(call.tensor("grad_out"));
    const std::vector<T> mean =
        fromDataPointer<T>(call.tensor("mean"), rows, "native_layer_norm_backward reads mean");
    const std::vector<T> rstd =
        fromDataPointer<T>(call.tensor("rstd"), rows, "native_layer_norm_backward reads rstd");
    const std::vector<T> gamma = weight ? loadLogical<T>(*weight) : std::vector<T>(n, T(1));
    const double scale = 1.0 / static_cast<double>(inner);
    for (size_t r = 0; r < static_cast<size_t>(rows); ++r) {
      const T* xr = x.data() + r * n;
      const T* dyr = dy.data() + r * n;
      const T a = rstd[r], shift = -a * mean[r];
      double ds = 0, db = 0;
      for (size_t j = 0; j < n; ++j) {
        // GCC contracts ATen's a * x + b into a fused multiply-add.
        grad_gamma[j] += static_cast<double>(dyr[j]) * std::fma(a, xr[j], shift);
        grad_beta[j] += dyr[j];
        ds += static_cast<double>(dyr[j]) * xr[j] * gamma[j];
        db += static_cast<double>(dyr[j]) * gamma[j];
      }
      const double ad = a;
      const double b = (db * static_cast<double>(mean[r]) - ds) * ad * ad * ad * scale;
      const double c = -b * static_cast<double>(mean[r]) - db * ad * scale;
      const T bt = static_cast<T>(b), ct = static_cast<T>(c);
      for (size_t j = 0; j < n; ++j) dx[r * n + j] = a * dyr[j] * gamma[j] + bt * xr[j] + ct;
    }
  }
  storeLogical(call.result(0), dx);
  storeLogical(call.result(1), grad_gamma);
  storeLogical(call.result(2), grad_beta);
}

void nativeLayerNormBackwardKernel(KernelCall& call) {
  if (call.tensor("input").layout.dtype == DType::f64)
    layerNormBackward<double>(call);
  else
    layerNormBackward<float>(call);
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
      {"native_layer_norm", nativeLayerNormKernel},
      {"native_layer_norm_backward", nativeLayerNormBackwardKernel},
      {"native_group_norm", nativeGroupNormKernel},
  };
}

} // namespace reinplace::oracle
