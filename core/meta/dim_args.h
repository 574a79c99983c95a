#pragma once
// Dim and range arguments as ATen checks them, with its messages: maybe_wrap_dim's IndexError
// ("Dimension out of range (expected to be in range of [-3, 2], but got 3)") and narrow's
// bounds, expand's checks. The families of the nn and indexing ops (shape, gather / scatter, index,
// embedding, batched matmul) use these where ATen calls them.

#include "core/ir/tensor_meta.h"

#include <cstdint>
#include <string>
#include <vector>

namespace reinplace {

/// c10::maybe_wrap_dim: a dim in [-rank, rank) becomes non-negative. A 0-dim tensor accepts 0
/// and -1 when `wrap_scalar` (as most ops do); otherwise "Dimension specified as 0 but tensor
/// has no dimensions". MetaError with torch's message when out of range.
int64_t maybeWrapDim(int64_t dim, int64_t rank, bool wrap_scalar = true);

/// at::narrow(self, dim, start, length): start may be negative (wrapped like a dim of size
/// `size`) or equal to the size; the slice must fit.
TensorMeta narrowView(const TensorMeta& self, int64_t dim, int64_t start, int64_t length);

/// at::infer_expand_geometry's checks (self.expand(sizes), as expand_size and TensorIterator
/// call it), with its messages.
void checkExpandsTo(const TensorMeta& self, const Shape& sizes);

/// at::infer_size: the shape `a` and `b` broadcast to, with its message for the first dim from
/// the end where they differ ("The size of tensor a (3) must match the size of tensor b (4) at
/// non-singleton dimension 1").
Shape inferSize(const Shape& a, const Shape& b);

/// What TensorIterator checks of an input of shape `source` written into an existing output of
/// shape `target` (copy_, add_stub on a slice): the shapes must broadcast ("The size of tensor a
/// (3) must match the size of tensor b (2) at non-singleton dimension 0") and to `target` itself
/// ("output with shape [3] doesn't match the broadcast shape [2, 3]").
void checkBroadcastsInto(const Shape& target, const Shape& source);

/// The dims a reduction's dim list reduces (make_dim_mask: every dim when the list is empty),
/// and its result's sizes: reduced dims dropped, or kept as 1 with keepdim. MetaError with
/// torch's message for a dim out of range or given twice.
struct Reduction {
  std::vector<bool> reduced; // per dim of self (one entry for a 0-d self)
  Shape sizes;               // the result's
};
Reduction reduction(const TensorMeta& self, const std::vector<int64_t>& dims, bool keepdim);

} // namespace reinplace
