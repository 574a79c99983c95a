#pragma once
// The kinds of verdict the oracle gives, shared by the interpreter (which finds the run-time
// faults: overlap hazards, invalid graphs, crashes) and the comparison of two runs.

#include <optional>
#include <string_view>

namespace reinplace::oracle {

enum class VerdictKind {
  Equivalent,
  ValueMismatch,
  InputMutated,
  OutputAliasing,
  OverlapHazard,
  InvalidGraph,
  Crash,
  /// The reference interpreter and ATen (aten/) compute different things for one graph: a bug
  /// of the reference, or of torch, not of the rewrite.
  OracleDisagreement,
};

/// "equivalent", "value-mismatch", "input-mutated", ...
std::string_view verdictName(VerdictKind kind);
std::optional<VerdictKind> verdictFromName(std::string_view name);

} // namespace reinplace::oracle
