#pragma once
// Checking a rewrite whatever its ops compute. Both graphs run with every arithmetic op
// uninterpreted (oracle/interpreter/uninterpreted.h: each result element a mix of the op, its
// literals and everything it reads), while views, scatters and copies move data as they do in
// PyTorch. A rewrite equivalent so is right because of where it reads and writes, not because of
// what an op happens to compute: relu(relu(a)) equals relu(a), mul(a, 1) equals a, and a rewrite
// that reads a value after overwriting it with the same value looks right to the plain oracle, but
// not to this one. An in-place op computes into self what its functional op computes into a
// fresh tensor, so a right rewrite stays equivalent.
//
// Uninterpreted ops lay their fresh results out as the real ops' meta rules do on the layouts
// they read when they run, so a layout a rewrite changes travels through arithmetic as in torch
// and reaches the ops that read it (whose copies depend on it); this check answers "right
// whatever the arithmetic", the plain oracle what the layouts do to the values.

#include "core/ir/graph.h"
#include "oracle/verdicts/verdict.h"

#include <cstdint>
#include <vector>

namespace reinplace::oracle {

/// Whether `op` moves data rather than computing it (views, scatters, copies, clones,
/// conversions, cat) or reads no element at all (new_*, *_like): the ops that stay interpreted.
bool movesData(const OpInfo& op);

/// check() with every op that does not move data uninterpreted in both graphs. Each `salt`
/// draws other functions: a bool result has two values, so a wrong rewrite can come out equal
/// for one salt, but hardly for many.
Verdict checkArithmeticBlind(const Graph& original, const Graph& rewritten,
                             const std::vector<TensorHandle>& inputs, uint64_t salt = 0,
                             const ExecutionLimits& limits = {});

} // namespace reinplace::oracle
