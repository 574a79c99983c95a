#pragma once
// The layout obligations of a certificate: where a rewrite relaid a value, each view that reads
// storage positions by strides it was given (as_strided, _reshape_alias) reads the elements it
// read before (layout-read), and each kernel that reads its inputs' layouts computes as before
// (layout-kernel).

#include "core/ir/graph.h"
#include "core/reinplace/report.h"
#include "proofs/certificate.h"
#include "proofs/view_solver.h"

#include <unordered_set>
#include <vector>

namespace reinplace::proofs {

/// `original` and `rewritten` each with its own meta propagated, `live` the original's liveNodes
/// (data_flow.h); appends to `out`.
void proveLayoutObligations(ViewSolver& solver, const Graph& original, const Graph& rewritten,
                            const ReinplaceReport& report,
                            const std::unordered_set<const Node*>& live,
                            std::vector<Obligation>& out);

} // namespace reinplace::proofs
