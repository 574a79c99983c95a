#pragma once
// Which elements of a value the program shows: a certificate's layout-read obligation asks
// only that a positional view read, after the rewrite, the elements someone reads of it
// (through a split piece, a slice of a clone, the base of a scatter outside its view).

#include "core/ir/graph.h"

#include <unordered_set>
#include <vector>

namespace reinplace::proofs {

struct ObservedElements {
  /// Every element, or more than is worked out element by element.
  bool all = false;
  /// False when some reader was counted as reading all it might read (a view whose reach was
  /// not worked out, a value too large): then `all` or `indices` may say more than is read.
  bool exact = true;
  /// When not `all`: the indices read, in logical order, sorted and each once.
  std::vector<int64_t> indices;

  bool none() const { return !all && indices.empty(); }
};

/// The elements of `value` (a fresh value or a view, with meta) that a node of `live` (the
/// original's liveNodes, data_flow.h) reads, or the output returns, directly or through views
/// and clones of it. An op that shows nothing (no elements), a clone's or view's own storage
/// aside, reads nothing; a scatter reads its base outside its view; any other reader reads all
/// it reaches.
ObservedElements observedElements(const Node* value, const std::unordered_set<const Node*>& live);

} // namespace reinplace::proofs
