#pragma once
// The lemma library behind `reinplace prove`: named statements about the pass's rewrites, each
// checked by Z3 over bounded rank with symbolic sizes, strides, offsets and view arguments (or,
// for the agreement lemmas, over an enumerated domain of concrete layouts). Verdicts are
// three-way and a timeout is never a proof.
//
// No Z3 type appears here: the command line includes this header.

#include "proofs/proof_result.h"

#include <string>
#include <vector>

namespace reinplace::proofs {

struct LemmaOptions {
  /// Ranks 1..max_rank are enumerated.
  int64_t max_rank = 3;
  /// Per solver query; a query that runs out is Unknown, and so is the lemma.
  unsigned timeout_ms = 10000;
};

struct Lemma {
  std::string name;
  /// What is claimed, with its bounds, in one or two sentences.
  std::string statement;
  /// Refutation lemmas document a known mis-compilation: their counterexample is the point.
  bool expected_to_hold = true;
  ProofResult (*check)(const LemmaOptions& options);
};

struct LemmaOutcome {
  ProofResult result;
  double seconds = 0;
  /// Proved when expected to hold, Refuted when not; Unknown is neither a pass nor a failure.
  bool asExpected() const;
  bool unexpected() const;
  const Lemma* lemma = nullptr;
};

/// Every lemma, in the order `reinplace prove` runs them.
const std::vector<Lemma>& allLemmas();
const Lemma* findLemma(const std::string& name);
LemmaOutcome runLemma(const Lemma& lemma, const LemmaOptions& options);

// The families, one file each.
std::vector<Lemma> scatterLemmas();
std::vector<Lemma> inplaceLemmas();
std::vector<Lemma> metaLemmas();
std::vector<Lemma> overlapLemmas();

} // namespace reinplace::proofs
