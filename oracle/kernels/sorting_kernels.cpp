// The sorting family as torch 1.13's CPU kernels compute it, ties included. Each slice along dim
// is copied into (value, index) pairs and handed to the same algorithm with the same comparator
// (NaN ranked largest), so ties land where torch's land:
// - topk (TopKImpl.h's topk_impl_loop): std::partial_sort of the first k when k * 64 <= n, else
//   std::nth_element at k - 1 then, when sorted, std::sort of the first k - 1;
// - sort / argsort (SortingKernel.cpp's sort_kernel): std::sort, or std::stable_sort for the
//   stable overloads (sort.default and argsort.default pass stable=false);
// - kthvalue (Sorting.cpp): TH's Sedgewick quick_select_template at k - 1.
// The libstdc++ algorithms make the same comparisons and moves on any random-access range, so
// the permutation equals torch's (checked on hundreds of tie- and NaN-heavy slices).

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

// x before y in descending order: NaN first, then larger values (KeyValueCompDesc).
template <typename T> bool descendingBefore(const Ranked<T>& x, const Ranked<T>& y) {
  return (isNaN(x.first) && !isNaN(y.first)) || x.first > y.first;
}

// x before y in ascending order: NaN last (KeyValueCompAsc).
template <typename T> bool ascendingBefore(const Ranked<T>& x, const Ranked<T>& y) {
  return (!isNaN(x.first) && isNaN(y.first)) || x.first < y.first;
}

// The slices of `self` along `dim`: slice s holds the elements at logical row-major positions
// (outer * n + j) * inner + within for j in [0, n), outer = s / inner, within = s % inner. A
// 0-dim tensor is one slice of one element.
struct Slices {
  int64_t n = 1;
  int64_t inner = 1;
  int64_t count = 0;
};

Slices slicesAlong(const TensorMeta& self, int64_t dim) {
  Slices slices;
  const int64_t rank = self.dim();
  if (rank > 0) slices.n = self.sizes[static_cast<size_t>(dim)];
  for (int64_t d = dim + 1; d < rank; ++d) slices.inner *= self.sizes[static_cast<size_t>(d)];
  const int64_t numel = self.numel();
  slices.count = slices.n > 0 ? numel / slices.n : 0;
  return slices;
}

// Calls `select(queue)` on every slice of `self` along `dim` as (value, index) pairs, then
// `write(queue, outer, within)`.
template <typename T, typename Select, typename Write>
void forEachSlice(const RuntimeTensor& self, int64_t dim, Select&& select, Write&& write) {
  const Slices slices = slicesAlong(self.layout, dim);
  const std::vector<int64_t> in = elementOffsets(self.layout);
  std::vector<Ranked<T>> queue(static_cast<size_t>(slices.n));
  for (int64_t s = 0; s < slices.count; ++s) {
    const int64_t outer = s / slices.inner, within = s % slices.inner;
    for (int64_t j = 0; j < slices.n; ++j) {
      const auto at = static_cast<size_t>((outer * slices.n + j) * slices.inner + within);
      queue[static_cast<size_t>(j)] = {loadElement<T>(self.element(in[at]), self.layout.dtype), j};
    }
    select(queue);
    write(queue, outer, within);
  }
}

int64_t dimArg(const KernelCall& call, const RuntimeTensor& self) {
  const int64_t rank = self.layout.dim();
  return rank > 0 ? wrapDim(call.args().intArg("dim"), rank) : 0;
}

template <typename T>
void selectTopK(std::vector<Ranked<T>>& queue, int64_t k, bool largest, bool sorted) {
  auto before = [largest](const Ranked<T>& x, const Ranked<T>& y) {
    return largest ? descendingBefore(x, y) : ascendingBefore(x, y);
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

// Writes the first `count` pairs of a slice to `values` (unless null) and `indices`, both laid
// out like the slices with `count` elements along dim.
struct SliceOutputs {
  RuntimeTensor* values = nullptr;
  RuntimeTensor* indices = nullptr;
  std::vector<int64_t> value_offsets;
  std::vector<int64_t> index_offsets;

  SliceOutputs(RuntimeTensor* values_, RuntimeTensor& indices_)
      : values(values_), indices(&indices_), index_offsets(elementOffsets(indices_.layout)) {
    if (values) value_offsets = elementOffsets(values->layout);
  }

  template <typename T>
  void write(const std::vector<Ranked<T>>& queue, int64_t count, int64_t outer, int64_t within,
             int64_t inner) {
    for (int64_t j = 0; j < count; ++j) {
      const auto at = static_cast<size_t>((outer * count + j) * inner + within);
      const Ranked<T>& ranked = queue[static_cast<size_t>(j)];
      if (values)
        storeElement<T>(values->element(value_offsets[at]), values->layout.dtype, ranked.first);
      storeElement<int64_t>(indices->element(index_offsets[at]), DType::i64, ranked.second);
    }
  }
};

void topkKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const int64_t dim = dimArg(call, self);
  // topk_out_cpu copies a 0-dim self and zeroes its index whatever k (0 or 1) is.
  const int64_t k = self.layout.dim() == 0 ? 1 : call.args().intArg("k");
  const bool largest = call.args().boolArg("largest"), sorted = call.args().boolArg("sorted");
  const int64_t inner = slicesAlong(self.layout, dim).inner;
  SliceOutputs outputs(&call.result(0), call.result(1));
  withComputeType(self.layout.dtype, [&](auto tag) {
    using T = decltype(tag);
    forEachSlice<T>(
        self, dim, [&](std::vector<Ranked<T>>& queue) { selectTopK(queue, k, largest, sorted); },
        [&](const std::vector<Ranked<T>>& queue, int64_t outer, int64_t within) {
          outputs.write(queue, k, outer, within, inner);
        });
  });
}

// sort, sort.stable, argsort, argsort.stable: argsort is sort's indices.
void sortKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const int64_t dim = dimArg(call, self);
  const bool descending = call.args().boolArg("descending");
  const bool stable = call.args().declares("stable") && call.args().boolArg("stable");
  const bool with_values = call.args().op().schema.returns.size() == 2;
  const Slices slices = slicesAlong(self.layout, dim);
  SliceOutputs outputs(with_values ? &call.result(0) : nullptr, call.result(with_values ? 1 : 0));
  withComputeType(self.layout.dtype, [&](auto tag) {
    using T = decltype(tag);
    auto order = [&](std::vector<Ranked<T>>& queue) {
      auto before = descending ? descendingBefore<T> : ascendingBefore<T>;
      if (stable)
        std::stable_sort(queue.begin(), queue.end(), before);
      else
        std::sort(queue.begin(), queue.end(), before);
    };
    forEachSlice<T>(self, dim, order,
                    [&](const std::vector<Ranked<T>>& queue, int64_t outer, int64_t within) {
                      outputs.write(queue, slices.n, outer, within, slices.inner);
                    });
  });
}

// TH's quick_select_template (Sorting.cpp) with kthvalue's "greater or NaN" order: afterwards
// queue[k] holds the k-th smallest (0-based), NaN largest.
template <typename T> void quickSelect(std::vector<Ranked<T>>& arr, int64_t k) {
  auto greater = [&arr](const T& x, int64_t y) {
    const T& other = arr[static_cast<size_t>(y)].first;
    return (isNaN(x) && !isNaN(other)) || x > other;
  };
  auto at = [&arr](int64_t i) -> const T& { return arr[static_cast<size_t>(i)].first; };
  auto swap = [&arr](int64_t i, int64_t j) {
    std::swap(arr[static_cast<size_t>(i)], arr[static_cast<size_t>(j)]);
  };
  int64_t left = 0, right = static_cast<int64_t>(arr.size()) - 1;
  while (right > left) {
    if (right == left + 1) {
      if (greater(at(left), right)) swap(left, right);
      return;
    }
    swap((left + right) >> 1, left + 1);
    if (greater(at(left + 1), right)) swap(left + 1, right);
    if (greater(at(left), right)) swap(left, right);
    if (greater(at(left + 1), left)) swap(left + 1, left);
    int64_t i = left + 1, j = right;
    const T pivot = at(left);
    while (true) {
      do ++i;
      while (greater(pivot, i));
      do --j;
      while ((isNaN(at(j)) && !isNaN(pivot)) || at(j) > pivot);
      if (j < i) break;
      swap(i, j);
    }
    swap(left, j);
    if (j <= k) left = i;
    if (j >= k) right = j - 1;
  }
}

void kthvalueKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const int64_t dim = dimArg(call, self);
  const int64_t k = call.args().intArg("k");
  const int64_t inner = slicesAlong(self.layout, dim).inner;
  SliceOutputs outputs(&call.result(0), call.result(1));
  withComputeType(self.layout.dtype, [&](auto tag) {
    using T = decltype(tag);
    forEachSlice<T>(
        self, dim,
        [&](std::vector<Ranked<T>>& queue) {
          quickSelect(queue, k - 1);
          queue.front() = queue[static_cast<size_t>(k - 1)];
        },
        [&](const std::vector<Ranked<T>>& queue, int64_t outer, int64_t within) {
          outputs.write(queue, 1, outer, within, inner);
        });
  });
}

} // namespace

std::vector<KernelDefinition> sortingKernels() {
  return {{"topk", topkKernel},    {"sort", sortKernel},           {"sort.stable", sortKernel},
          {"argsort", sortKernel}, {"argsort.stable", sortKernel}, {"kthvalue", kthvalueKernel}};
}

} // namespace reinplace::oracle
