#include "proofs/overlap_query.h"

namespace reinplace::proofs {
namespace {

// ViewSolver proves the absence of overlap; its refutation is the overlap's witness.
OverlapResult asOverlap(const ViewAnswer& answer) {
  OverlapResult result;
  switch (answer.status) {
  case ProofStatus::Proved:
    result.answer = OverlapAnswer::Disjoint;
    break;
  case ProofStatus::Refuted:
    result.answer = OverlapAnswer::Overlaps;
    result.first_index = answer.first_index;
    result.second_index = answer.second_index;
    result.element = answer.first_element;
    break;
  case ProofStatus::Unknown:
    result.answer = OverlapAnswer::Unknown;
    result.detail = answer.reason;
    break;
  }
  return result;
}

} // namespace

std::string OverlapResult::describe() const {
  switch (answer) {
  case OverlapAnswer::Disjoint:
    return "no overlap";
  case OverlapAnswer::Unknown:
    return "unknown (" + detail + ")";
  case OverlapAnswer::Overlaps:
    return "index " + formatShape(first_index) + " and index " + formatShape(second_index) +
           " both reach element " + std::to_string(element);
  }
  return "";
}

OverlapResult internalOverlap(ViewSolver& solver, const TensorMeta& view) {
  return asOverlap(solver.noInternalOverlap(view));
}

OverlapResult mutualOverlap(ViewSolver& solver, const TensorMeta& a, const TensorMeta& b) {
  return asOverlap(solver.disjoint(a, b));
}

OverlapResult internalOverlap(const TensorMeta& view, const QueryLimits& limits) {
  ViewSolver solver(limits);
  return internalOverlap(solver, view);
}

OverlapResult mutualOverlap(const TensorMeta& a, const TensorMeta& b, const QueryLimits& limits) {
  ViewSolver solver(limits);
  return mutualOverlap(solver, a, b);
}

} // namespace reinplace::proofs
