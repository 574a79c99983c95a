#pragma once
// The hidden-write obligation of a certificate: where a rewrite puts a running statistic that a
// kernel writes without its schema saying so (training batch norm's running_mean and
// running_var) into the memory of another argument of that kernel, the kernel must not read,
// after writing the statistic, what it wrote: its input's channels in torch 1.13's order, its
// input again and its weight and bias for an output someone reads.

#include "core/ir/graph.h"
#include "core/reinplace/report.h"
#include "proofs/certificate.h"
#include "proofs/view_solver.h"

#include <unordered_set>
#include <vector>

namespace reinplace::proofs {

/// `original` and `rewritten` each with its own meta propagated, `live` the original's liveNodes
/// (data_flow.h); appends to `out`.
void proveHiddenWriteObligations(ViewSolver& solver, const Graph& original, const Graph& rewritten,
                                 const ReinplaceReport& report,
                                 const std::unordered_set<const Node*>& live,
                                 std::vector<Obligation>& out);

} // namespace reinplace::proofs
