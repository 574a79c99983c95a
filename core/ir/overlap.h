#pragma once
// Memory overlap of strided views, exact or conservative (never a wrong "no"). Modeled on
// NumPy's solve_may_have_internal_overlap / solve_may_share_memory: cheap exact criteria first,
// then an exact search bounded by a work limit; past the limit the answer is TooHard, which
// callers must treat as "may overlap".
//
// Also PyTorch's own has_internal_overlap (YES / NO / TOO_HARD), which the upstream pass uses and
// whose TOO_HARD answers it treats as "no overlap".

#include "core/ir/tensor_meta.h"

#include <string_view>

namespace reinplace {

enum class Overlap { No, Yes, TooHard };

std::string_view overlapName(Overlap overlap);

struct OverlapLimits {
  /// Element addresses the exact search may visit before giving up with TooHard.
  int64_t max_work = int64_t{1} << 22;
};

/// Do two distinct indices of `view` reach the same element?
Overlap internalOverlap(const TensorMeta& view, const OverlapLimits& limits = {});

/// Do `a` and `b` share at least one element? Storage identity is the caller's business: this
/// compares addresses within one storage.
Overlap sharesMemory(const TensorMeta& a, const TensorMeta& b, const OverlapLimits& limits = {});

/// Is every element `inner` reaches also reached by `outer`? Yes or No exactly; TooHard past the
/// work limit. Like sharesMemory, within one storage.
Overlap covers(const TensorMeta& outer, const TensorMeta& inner, const OverlapLimits& limits = {});

/// at::has_internal_overlap as in torch 1.13: No if non-overlapping and dense, Yes if some dim of
/// size > 1 has stride 0, TooHard otherwise.
Overlap pytorchHasInternalOverlap(const TensorMeta& view);

} // namespace reinplace
