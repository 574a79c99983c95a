#pragma once
// Which values ATen's run for --oracle=both continues from the reference's (aten::Anchoring in
// aten_executor.h), judged on the reference run's storages, not on the nodes' meta: after the
// pass, meta still describes the functional program (core/reinplace/reinplace.h), and the nodes
// it inserted have none.

#include "aten/aten_executor.h"

#include <unordered_set>

namespace reinplace::aten {

using RunStorages = std::unordered_set<const oracle::Storage*>;

/// Adds the run's storages `node` writes: its in-place and out= arguments, and the writes no
/// schema marks (a training batch norm's running stats).
void addWrittenStorages(const Node& node, const oracle::Execution& run, RunStorages& written);

/// The storages some node of the run writes.
RunStorages writtenStorages(const Graph& graph, const oracle::Execution& run);

/// The anchoring of ATen's run to `reference`, a run of `graph` whose written storages are
/// `written`: which results ATen continues from the reference's, and which written storages it
/// settles to the reference's after their last write; `agrees` says when ATen's value is close
/// enough to take the reference's.
Anchoring anchoringFor(const Graph& graph, const oracle::Execution& reference,
                       const RunStorages& written,
                       bool (*agrees)(const oracle::RuntimeTensor& reference,
                                      const oracle::RuntimeTensor& aten));

} // namespace reinplace::aten
