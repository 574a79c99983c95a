#pragma once
// Layout rules shared by the meta families: the strides PyTorch gives a fresh result that
// "preserves" the layout of an input (empty_like / clone with preserve_format).

#include "core/ir/arg.h"
#include "core/ir/tensor_meta.h"

#include <optional>
#include <utility>
#include <vector>

namespace reinplace {

/// The insertion sort TensorIterator and infer_dense_strides use to order dims innermost first:
/// should_swap(a, b) > 0 moves b before a, < 0 stops, 0 ("ambiguous", e.g. a stride-0 dim) keeps
/// looking further left. Not a strict weak order, so std::sort would not do.
template <typename Dims, typename ShouldSwap>
void insertionSortDims(Dims& perm, ShouldSwap&& should_swap) {
  const int64_t rank = static_cast<int64_t>(perm.size());
  for (int64_t i = 1; i < rank; ++i) {
    int64_t dim1 = i;
    for (int64_t dim0 = i - 1; dim0 >= 0; --dim0) {
      int comparison = should_swap(perm[dim0], perm[dim1]);
      if (comparison > 0) {
        std::swap(perm[dim0], perm[dim1]);
        dim1 = dim0;
      } else if (comparison < 0) {
        break;
      }
    }
  }
}

/// at::infer_dense_strides: contiguous strides laid out in the input's stride order (dims
/// sorted by stride with a stable insertion sort; stride-0 dims keep their place).
Shape inferDenseStrides(const Shape& sizes, const Shape& strides);

/// at::empty_like(self, memory_format): for preserve_format (the default when nullopt), self's
/// strides when self is non-overlapping and dense, otherwise inferDenseStrides; contiguous for
/// contiguous_format. Offset 0, dtype = `dtype`.
TensorMeta emptyLike(const TensorMeta& self, DType dtype,
                     std::optional<MemoryFormat> memory_format = std::nullopt);

/// The layout `meta` viewed with `sizes` broadcast onto `shape` (stride 0 where broadcast);
/// `meta` must broadcast to `shape`.
TensorMeta broadcastLayout(const TensorMeta& meta, const Shape& shape);

} // namespace reinplace
