#pragma once
// What the obligations of a certificate share (private to proofs/): how they time themselves,
// print indices and layouts, and say a query had no answer.

#include "core/ir/graph.h"
#include "core/ir/tensor_meta.h"
#include "core/reinplace/report.h"
#include "proofs/certificate.h"
#include "proofs/proof_result.h"
#include "proofs/view_solver.h"

#include <chrono>
#include <string>
#include <vector>

namespace reinplace::proofs {

using Clock = std::chrono::steady_clock;

inline double millisecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

inline std::string indexText(const std::vector<int64_t>& index) {
  std::string out = "[";
  for (size_t i = 0; i < index.size(); ++i) out += (i ? ", " : "") + std::to_string(index[i]);
  return out + "]";
}

// A flat index in logical (row-major) order as one index per dimension.
inline std::vector<int64_t> unravelIndex(int64_t flat, const Shape& sizes) {
  std::vector<int64_t> index(sizes.size(), 0);
  for (size_t d = sizes.size(); d-- > 0;) {
    if (sizes[d] == 0) break;
    index[d] = flat % sizes[d];
    flat /= sizes[d];
  }
  return index;
}

inline std::string layoutText(const TensorMeta& meta) {
  return formatMeta(meta, true);
}

struct Verdict {
  ProofStatus status;
  std::string text;
};

/// "name f32[4][1]": a value and its layout, for obligation texts.
inline std::string valueText(const Node* value) {
  return value->name + " " + layoutText(value->tensorMeta());
}

/// Answers `query` (a Verdict) and appends it to `out` as obligation `name` of `decision`, timed.
template <typename Query>
void proveObligation(std::vector<Obligation>& out, const std::string& name,
                     const Decision& decision, Query&& query) {
  Clock::time_point start = Clock::now();
  Verdict verdict = query();
  out.push_back({name, decision.node, decision.kind, verdict.status, std::move(verdict.text),
                 millisecondsSince(start)});
}

inline Verdict unknownBecause(const std::string& what, const ViewAnswer& answer) {
  return {ProofStatus::Unknown, what + ": no answer (" + answer.reason + ")"};
}

} // namespace reinplace::proofs
