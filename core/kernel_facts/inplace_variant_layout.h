#pragma once
// Where an op's in-place variant, writing into self, computes something else than the op into
// its fresh result: torch 1.13's kernels that walk or split their work by the layout of the
// tensor they write. The functional op's result is laid out as its meta rule says; the in-place
// variant's is self's. (Readers of relaid values are layout_sensitivity.h's.)

#include "core/ir/graph.h"

namespace reinplace {

/// Whether `op`'s in-place variant, run on a self laid out as `self`, computes other values than
/// `op` does:
/// - masked_scatter_ hands out source's elements in self's memory order, the functional op in
///   row-major order (it scatters into a contiguous clone);
/// - addbmm_ calls BLAS on C or on C^T as self's strides allow, the functional op as its
///   row-major result does, and the two round differently (floating dtypes);
/// - addr_ takes cpu_kernel_vec's vectorized loop where self's rows are contiguous, and the
///   two loops fuse their multiply-add differently (f32 / f64, beta != 0); the functional addr
///   reads the same self, so the loops differ only where its result is laid out otherwise;
/// - index_reduce_'s amax / amin choose their loop per slice by self's strides (floating);
/// - addmv_ leaves the reference BLAS for torch's own gemv where self's stride is 0 (f32, f64),
///   which signs a zero otherwise.
/// Conservative where not worked out (large tensors, unknown arguments).
bool inplaceVariantComputesOtherwise(const Node& op, const TensorMeta& self);

} // namespace reinplace
