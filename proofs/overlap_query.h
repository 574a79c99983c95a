#pragma once
// Exact overlap questions about concrete strided views, answered by Z3 over the integers:
// - internal overlap: do two distinct index tuples of one view reach the same element?
// - mutual overlap: does some element of view A coincide with some element of view B?
// Answers are three-way; a solver timeout is Unknown, never a "no". The questions are
// ViewSolver's, phrased as overlaps: a caller asking many keeps one ViewSolver (one Z3 context)
// for all of them, which is most of the cost saved.

#include "core/ir/tensor_meta.h"
#include "proofs/view_solver.h"

#include <string>
#include <vector>

namespace reinplace::proofs {

enum class OverlapAnswer { Overlaps, Disjoint, Unknown };

struct OverlapResult {
  OverlapAnswer answer = OverlapAnswer::Unknown;
  /// For Overlaps: the two index tuples that meet, and the element offset they share.
  std::vector<int64_t> first_index;
  std::vector<int64_t> second_index;
  int64_t element = 0;
  std::string detail; // for Unknown: the solver's reason

  std::string describe() const;
};

OverlapResult internalOverlap(ViewSolver& solver, const TensorMeta& view);
/// Views of the same storage (storage identity is not consulted: the caller asks because they
/// share one).
OverlapResult mutualOverlap(ViewSolver& solver, const TensorMeta& a, const TensorMeta& b);

/// One-off questions, each on a solver of its own.
OverlapResult internalOverlap(const TensorMeta& view, const QueryLimits& limits = {});
OverlapResult mutualOverlap(const TensorMeta& a, const TensorMeta& b,
                            const QueryLimits& limits = {});

} // namespace reinplace::proofs
