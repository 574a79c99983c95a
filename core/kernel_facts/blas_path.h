#pragma once
// How torch 1.13's addmm_impl_cpu_ hands a matrix product to the reference BLAS that Debian's
// torch calls, which decides the order of its floating-point operations. The oracle computes in
// that order; the pass asks whether a new layout changes it.

#include "core/ir/tensor_meta.h"

#include <optional>

namespace reinplace {

struct GemmPath {
  /// BLAS computes the transposed product C^T = mat2^T mat1^T: the result is row-major, as a
  /// fresh one is unless it has a single column.
  bool transpose_c = false;
  /// BLAS takes its first operand (mat2 when transpose_c, else mat1) transposed and computes
  /// each element as a dot product, alpha * sum + beta * self, the sum from 0 in order; otherwise
  /// it accumulates C = beta * self, C += (alpha * b) * a column by column. A first operand of
  /// any other layout is cloned contiguous and counts as transposed exactly when C is not.
  bool dot_products = false;
};

/// The path of result = beta * self + alpha * (mat1 @ mat2) into a fresh result. Only the first
/// operand's layout decides it; the second's and self's never do.
GemmPath gemmPath(const TensorMeta& mat1, const TensorMeta& mat2);

/// The path into an existing `result` (addmm_, addbmm's per-batch addmm_): addmm_impl_cpu_ calls
/// BLAS on C^T when the result is row-major (and not also column-major), on C itself when it is
/// column-major, and on a column-major copy otherwise.
GemmPath gemmPath(const TensorMeta& mat1, const TensorMeta& mat2, const TensorMeta& result);

/// bmm_out_or_baddbmm_ computes a batch of [n, k] @ [k, m] products by a loop over indices,
/// alike in every layout, below 400 multiply-adds per matrix (k * n * m), and per batch through
/// addmm_impl_cpu_ (gemmPath) from there on.
bool batchedProductTakesGemm(const TensorMeta& batch1, const TensorMeta& batch2);

/// Whether that gemm gives the same bits whatever path the layouts choose: the reference BLAS adds
/// the same products in the same order in either transpose when beta is 0 and alpha 1 (as for mm;
/// f32 and f64). Otherwise beta * self is added before the products or after them, and alpha
/// scales each product or their sum; half types go to torch's own gemm loops, whose order
/// follows the transposes (bf16 bmm checked in torch). Integers wrap exactly in any order.
bool batchedGemmExact(DType dtype, std::optional<double> beta, std::optional<double> alpha);

} // namespace reinplace
