#include "proofs/proof_result.h"

namespace reinplace::proofs {

std::string_view statusName(ProofStatus status) {
  switch (status) {
  case ProofStatus::Proved:
    return "proved";
  case ProofStatus::Refuted:
    return "refuted";
  case ProofStatus::Unknown:
    return "unknown";
  }
  return "unknown";
}

} // namespace reinplace::proofs
