#pragma once
// Three-way outcome of a solver query: a timeout is never reported as proved.

#include <string>
#include <string_view>

namespace reinplace::proofs {

enum class ProofStatus { Proved, Refuted, Unknown };

struct ProofResult {
  ProofStatus status = ProofStatus::Unknown;
  /// For Refuted: a readable counterexample. For Unknown: why (timeout, resource limit).
  std::string detail;
};

std::string_view statusName(ProofStatus status);

} // namespace reinplace::proofs
