#pragma once
// Data flow of a rewrite, for its certificate: whether every value the rewritten program reads
// still holds, where it is read, what the functional program reads there; whether every input
// ends as the functional program leaves it; and whether returned values share memory only where
// the functional program's do.
//
// A read of value v (by an op whose result the program can show, or by the output) at program
// position p is current when no write lands on the memory it reads between the moment v's
// value is complete (its storage root's position: the op that made it, or a removed scatter's
// own position) and p, other than the writes the functional program makes there too (the copy_
// epilogue, batch norm's running stats). A removed scatter's value is its base's, outside the
// view it wrote, and its source's, inside, both as at the scatter's position; a kept scatter
// reads its base only outside its view. Writes and reads are placed by the functional program's
// order: a node keeps its position, the view and copy_ a rewritten scatter became take the
// scatter's. Memory is compared exactly by `overlaps` (Unknown when it cannot tell).

#include "core/ir/graph.h"
#include "core/reinplace/report.h"
#include "proofs/proof_result.h"

#include <functional>
#include <string>
#include <unordered_set>

namespace reinplace::proofs {

struct DataFlowAnswer {
  ProofStatus status = ProofStatus::Proved;
  /// Refuted: the decision whose write or memory breaks the data flow ("graph" when none can be
  /// named), and what is read stale, or which memories are shared.
  std::string decision = "graph";
  std::string text;
};

/// Whether two views of one storage share an element: Proved (they do not), Refuted (they do),
/// Unknown.
using DisjointQuery = std::function<ProofStatus(const TensorMeta&, const TensorMeta&)>;

/// Nodes whose results can reach what the program leaves behind: the output, or a write into an
/// argument (functionalization's copy_ into an input, batch norm's running stats). An empty
/// view, and a call whose results have no element and that writes nothing, pass nothing on.
std::unordered_set<const Node*> liveNodes(const Graph& graph);

/// A call whose results have no element, that writes nothing and checks no index: what it reads
/// is seen nowhere.
bool showsNothing(const Node* op);

/// `original` and `rewritten` each with its own meta propagated, `report` as the pass made it,
/// `live` the original's liveNodes.
DataFlowAnswer checkDataFlow(const Graph& original, const Graph& rewritten,
                             const ReinplaceReport& report,
                             const std::unordered_set<const Node*>& live,
                             const DisjointQuery& disjoint);

} // namespace reinplace::proofs
