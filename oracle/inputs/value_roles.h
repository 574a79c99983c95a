#pragma once
// The range a floating input's values are drawn from, by what its uses read it as. Drawn
// uniformly in [-8, 8), a batch norm's running variance is negative half the time, so every
// value past the norm is NaN; and a convolution or matrix weight of that size multiplies the
// magnitude of what it reads by hundreds per layer, so a deep model's activations (and every
// backward graph's gradients) leave float's range. Either way both oracles then compare NaN with
// NaN or infinities: a check of such a graph judges nothing. Where a use says what the values
// mean, they are drawn as torch's own tensors of that kind hold them:
// - a norm's statistics are those of values drawn in [-8, 8): a variance (an argument named
//   running_var, var or save_var) in [10, 40), an inverse standard deviation (invstd,
//   save_invstd, rstd) in [0.158, 0.317), a mean (running_mean, save_mean, mean) in [-1, 1);
//   with them a norm (and its backward) maps the other inputs to unit scale, as torch's saved
//   statistics do the activations saved beside them;
// - a weight that a convolution or matrix product sums fan_in products of (convolution's and
//   linear's `weight`, mm's and addmm's `mat2`, bmm's and baddbmm's `batch2`, matmul's `other`,
//   the fused attention and encoder layer's `qkv_weight`, `proj_weight`, `ffn_weight_1/2`) is
//   uniform in ±sqrt(3 / fan_in), torch's default initialisation's scale, so a layer keeps the
//   variance of what it reads.
// A use through views (a weight transposed before its mm) counts as a use of the input.

#include "core/ir/graph.h"

#include <optional>

namespace reinplace::oracle {

struct FloatRange {
  double low = -8.0;
  double high = 8.0; // exclusive
  bool operator==(const FloatRange&) const = default;
};

/// The range for `input`'s values, or nullopt for the default [-8, 8): a statistic's range when a
/// use reads it as one, else the narrowest weight range its uses ask for.
std::optional<FloatRange> valueRange(const Node& input);

} // namespace reinplace::oracle
