#pragma once
// What the lemma families share: running one negated claim through Z3 with a timeout, folding
// the verdicts of many cases (ranks, dims) into one, and replaying a counterexample on concrete
// storage so that it reads as values ("scatter gives 1, in-place gives 100").

#include "core/ir/tensor_meta.h"
#include "proofs/lemma.h"

#include <z3++.h>

#include <functional>
#include <string>
#include <vector>

namespace reinplace::proofs {

void setTimeout(z3::context& ctx, z3::solver& solver, unsigned timeout_ms);

/// The solver holds the negation of a claim: unsat proves it, sat refutes it (described from
/// the model), unknown (timeout, resource limit) is Unknown with the solver's reason.
ProofResult decide(z3::solver& solver,
                   const std::function<std::string(const z3::model&)>& describe);

/// Folds per-case verdicts: the first refutation decides; otherwise any Unknown makes the whole
/// Unknown; otherwise Proved with the number of cases.
class CaseVerdicts {
public:
  /// False once a refutation is in, so callers can stop early.
  bool add(const std::string& case_name, ProofResult result);
  ProofResult result() const;

private:
  int proved_ = 0;
  std::optional<ProofResult> refuted_;
  std::optional<ProofResult> unknown_;
};

/// Row-major position of `index` within `sizes`.
int64_t flatIndex(const std::vector<int64_t>& index, const Shape& sizes);
/// Every index of `sizes` in row-major order.
std::vector<std::vector<int64_t>> allIndices(const Shape& sizes);
int64_t addressOf(const TensorMeta& view, const std::vector<int64_t>& index);
/// Brute force over every pair of indices (small layouts only).
bool hasInternalOverlap(const TensorMeta& view);
std::string describeLayout(const TensorMeta& view);

/// Concrete replay of "write mutated (mutated[k] = 100 + k, row-major) through `target`, in
/// index order; read `reader` at `index`"; `unwritten` if no write lands there.
int64_t valueAfterWrite(const TensorMeta& target, const TensorMeta& reader,
                        const std::vector<int64_t>& index, int64_t unwritten);

} // namespace reinplace::proofs
