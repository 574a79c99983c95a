// The reductions of statistic_ops.cpp:
// - mean: sum.dim_IntList's cascade sum (sum_reduction.h) divided by the reduced element count
//   in opmath, as ATen's CPU mean computes sum_out(...).div_(count);
// - var, std: Welford's algorithm in double over the reduced elements in row-major order, as
//   WelfordOps<scalar_t, double> does for a single thread; divisor max(0, n - correction);
// - amax, amin: NaN wins; max.dim and argmax: the first maximum (the first NaN wins);
// - prod: a running product in at::acc_type (float for f32, double for f64, wrapping int64);
// - logsumexp: m = amax (infinite maxima taken as 0), then log(sum(exp(x - m))) + m, the sum
//   being the cascade sum of the exponentials laid out like the input.
// Sums and products that torch vectorizes associate differently, and exp / log go through
// Sleef in torch; the value tests state the tolerance.

#include "core/meta/layout.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/sum_reduction.h"

#include <cmath>
#include <limits>
#include <vector>

namespace reinplace::oracle {
namespace {

// Calls visit(result_offset, reduced_offsets) for every result element in row-major order,
// with the storage offsets of the self elements reduced into it, in row-major order.
template <typename Visit>
void forEachReduction(const TensorMeta& self, const std::vector<bool>& reduced,
                      const TensorMeta& result, Visit&& visit) {
  if (self.numel() == 0) { // nothing to visit from, but every result element is reduced from none
    // (the kept or reduced dims alone may be huge: [2^32, 0] reduced over dim 0)
    for (int64_t offset : elementOffsets(result)) visit(offset, std::vector<int64_t>{});
    return;
  }
  TensorMeta kept = self, inner = self;
  for (size_t d = 0; d < reduced.size(); ++d) (reduced[d] ? kept : inner).sizes[d] = 1;
  inner.storage_offset = 0;
  std::vector<int64_t> inner_offsets = elementOffsets(inner);
  std::vector<int64_t> result_offsets = elementOffsets(result);
  std::vector<int64_t> offsets(inner_offsets.size());
  size_t k = 0;
  forEachOffset(kept, [&](int64_t base) {
    for (size_t i = 0; i < inner_offsets.size(); ++i) offsets[i] = base + inner_offsets[i];
    visit(result_offsets[k++], offsets);
  });
}

std::vector<int64_t> dimsOf(const KernelCall& call, const char* name = "dim") {
  const MetaContext& args = call.args();
  if (args.op().schema.findArgument(name) < 0) return {};
  return args.optionalIntList(name).value_or(std::vector<int64_t>{});
}

bool keepdimOf(const KernelCall& call) {
  const MetaContext& args = call.args();
  return args.op().schema.findArgument("keepdim") >= 0 && args.boolArg("keepdim");
}

// --- mean ---------------------------------------------------------------------------------

void meanKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  std::vector<bool> reduced = reducedDims(self.layout, dimsOf(call));
  sumInto(self, result, reduced, keepdimOf(call));
  Shape reduced_sizes;
  for (size_t d = 0; d < reduced.size(); ++d)
    if (reduced[d]) reduced_sizes.push_back(self.layout.sizes[d]);
  const int64_t count = numelOf(reduced_sizes); // 0 when any is; the others may be huge
  const DType dtype = result.layout.dtype;
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    forEachOffset(result.layout, [&](int64_t offset) {
      std::byte* at = result.element(offset);
      storeElement<T>(at, dtype, loadElement<T>(at, dtype) / static_cast<T>(count));
    });
  });
}

// --- var, std -----------------------------------------------------------------------------

void varStdKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  const bool take_sqrt = call.args().op().packet_name == "std";
  const int64_t correction = call.args().optionalInt("correction").value_or(1);
  std::vector<bool> reduced = reducedDims(self.layout, dimsOf(call));
  forEachReduction(self.layout, reduced, result.layout,
                   [&](int64_t out, const std::vector<int64_t>& in) {
                     double mean = 0, m2 = 0;
                     int64_t n = 0;
                     for (int64_t offset : in) {
                       double x = loadElement<double>(self.element(offset), self.layout.dtype);
                       ++n;
                       double delta = x - mean;
                       mean += delta / static_cast<double>(n);
                       m2 += delta * (x - mean);
                     }
                     // In double, as ATen's Welford reduction: an int64 n - correction
                     // would overflow for corrections near INT64_MIN.
                     const double nf = static_cast<double>(n);
                     const double cf = static_cast<double>(correction);
                     double divisor = nf > cf ? nf - cf : 0.0;
                     double var = m2 / divisor;
                     storeElement<double>(result.element(out), result.layout.dtype,
                                          take_sqrt ? std::sqrt(var) : var);
                   });
}

// --- amax, amin, max.dim, argmax ------------------------------------------------------------

template <typename T> bool isNanValue(T value) {
  if constexpr (std::is_floating_point_v<T>)
    return std::isnan(value);
  else
    return false;
}

void aminmaxKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  const bool is_max = call.args().op().packet_name == "amax";
  std::vector<bool> reduced = reducedDims(self.layout, call.args().intList("dim"));
  withComputeType(self.layout.dtype, [&](auto tag) {
    using T = decltype(tag);
    forEachReduction(self.layout, reduced, result.layout,
                     [&](int64_t out, const std::vector<int64_t>& in) {
                       T best = loadElement<T>(self.element(in[0]), self.layout.dtype);
                       for (int64_t offset : in) {
                         T x = loadElement<T>(self.element(offset), self.layout.dtype);
                         if (isNanValue(best)) break;
                         if (isNanValue(x) || (is_max ? x > best : x < best)) best = x;
                       }
                       storeElement<T>(result.element(out), result.layout.dtype, best);
                     });
  });
}

// The first maximum of the reduced elements (the first NaN if any): its value and position.
template <typename T>
std::pair<T, int64_t> firstMaximum(const RuntimeTensor& self, const std::vector<int64_t>& in) {
  T best = loadElement<T>(self.element(in[0]), self.layout.dtype);
  int64_t index = 0;
  for (size_t i = 0; i < in.size(); ++i) {
    T x = loadElement<T>(self.element(in[i]), self.layout.dtype);
    if (!(x <= best)) {
      best = x;
      index = static_cast<int64_t>(i);
      if (isNanValue(x)) break;
    }
  }
  return {best, index};
}

void maxDimKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& values = call.result(0);
  RuntimeTensor& indices = call.result(1);
  std::vector<bool> reduced = reducedDims(self.layout, {call.args().intArg("dim")});
  std::vector<int64_t> index_offsets = elementOffsets(indices.layout);
  size_t k = 0;
  withComputeType(self.layout.dtype, [&](auto tag) {
    using T = decltype(tag);
    forEachReduction(
        self.layout, reduced, values.layout, [&](int64_t out, const std::vector<int64_t>& in) {
          auto [best, index] = firstMaximum<T>(self, in);
          storeElement<T>(values.element(out), values.layout.dtype, best);
          storeElement<int64_t>(indices.element(index_offsets[k++]), DType::i64, index);
        });
  });
}

void argmaxKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  std::optional<int64_t> dim = call.args().optionalInt("dim");
  std::vector<bool> reduced = dim ? reducedDims(self.layout, {*dim})
                                  : std::vector<bool>(static_cast<size_t>(self.layout.dim()), true);
  withComputeType(self.layout.dtype, [&](auto tag) {
    using T = decltype(tag);
    forEachReduction(
        self.layout, reduced, result.layout, [&](int64_t out, const std::vector<int64_t>& in) {
          storeElement<int64_t>(result.element(out), DType::i64, firstMaximum<T>(self, in).second);
        });
  });
}

// --- prod ---------------------------------------------------------------------------------

void prodKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  const DType dtype = result.layout.dtype;
  std::vector<bool> reduced = call.args().op().schema.findArgument("dim") >= 0
                                  ? reducedDims(self.layout, {call.args().intArg("dim")})
                                  : std::vector<bool>(static_cast<size_t>(self.layout.dim()), true);
  auto run = [&](auto tag) {
    using A = decltype(tag);
    forEachReduction(
        self.layout, reduced, result.layout, [&](int64_t out, const std::vector<int64_t>& in) {
          A product = 1;
          for (int64_t offset : in)
            product =
                wrapMul(product, elementAs<A>(self.element(offset), self.layout.dtype, dtype));
          storeElement<A>(result.element(out), dtype, product);
        });
  };
  if (dtype == DType::f64)
    run(double{});
  else if (isFloating(dtype))
    run(float{});
  else
    run(int64_t{});
}

// --- logsumexp ----------------------------------------------------------------------------

// The offsets of the elements reduced into each result element, in result order.
std::vector<std::vector<int64_t>> reductionGroups(const TensorMeta& self,
                                                  const std::vector<bool>& reduced,
                                                  const TensorMeta& result) {
  std::vector<std::vector<int64_t>> groups;
  forEachReduction(self, reduced, result,
                   [&](int64_t, const std::vector<int64_t>& in) { groups.push_back(in); });
  return groups;
}

template <typename T> void logsumexp(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  const DType dtype = result.layout.dtype;
  std::vector<bool> reduced = reducedDims(self.layout, call.args().intList("dim"));
  // exp(x - m) in the result dtype, laid out like self (the iterator's output for self - m).
  TensorMeta layout = emptyLike(self.layout, dtype);
  RuntimeTensor exps{std::make_shared<Storage>(dtype, layout.storageExtent()), layout};
  auto groups = reductionGroups(self.layout, reduced, result.layout);
  auto targets = reductionGroups(exps.layout, reduced, result.layout);
  // The maxima along the reduced dims; infinite ones (and those of nothing) count as 0.
  std::vector<T> maxima;
  for (size_t g = 0; g < groups.size(); ++g) {
    T best = -std::numeric_limits<T>::infinity();
    for (int64_t offset : groups[g]) {
      T x = elementAs<T>(self.element(offset), self.layout.dtype, dtype);
      if (std::isnan(best)) break;
      if (std::isnan(x) || x > best) best = x;
    }
    if (std::isinf(best) || groups[g].empty()) best = 0;
    maxima.push_back(best);
    for (size_t i = 0; i < groups[g].size(); ++i) {
      T x = elementAs<T>(self.element(groups[g][i]), self.layout.dtype, dtype);
      storeElement<T>(exps.element(targets[g][i]), dtype, roundThrough(dtype, std::exp(x - best)));
    }
  }
  sumInto(exps, result, reduced, call.args().boolArg("keepdim"));
  size_t k = 0;
  forEachOffset(result.layout, [&](int64_t offset) {
    std::byte* at = result.element(offset);
    T logged = roundThrough(dtype, std::log(loadElement<T>(at, dtype)));
    storeElement<T>(at, dtype, logged + maxima[k++]);
  });
}

void logsumexpKernel(KernelCall& call) {
  if (call.result().layout.dtype == DType::f64)
    logsumexp<double>(call);
  else
    logsumexp<float>(call);
}

} // namespace

std::vector<KernelDefinition> statisticKernels() {
  return {
      {"mean.dim", meanKernel},         {"mean", meanKernel},
      {"var.correction", varStdKernel}, {"std.correction", varStdKernel},
      {"amax", aminmaxKernel},          {"amin", aminmaxKernel},
      {"max.dim", maxDimKernel},        {"argmax", argmaxKernel},
      {"prod.dim_int", prodKernel},     {"prod", prodKernel},
      {"logsumexp", logsumexpKernel},
  };
}

} // namespace reinplace::oracle
