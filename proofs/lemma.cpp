#include "proofs/lemma.h"

#include <chrono>

namespace reinplace::proofs {

bool LemmaOutcome::asExpected() const {
  return lemma &&
         result.status == (lemma->expected_to_hold ? ProofStatus::Proved : ProofStatus::Refuted);
}

bool LemmaOutcome::unexpected() const {
  return lemma &&
         result.status == (lemma->expected_to_hold ? ProofStatus::Refuted : ProofStatus::Proved);
}

const std::vector<Lemma>& allLemmas() {
  // Built once from constant tables; never modified afterwards.
  static const std::vector<Lemma> kLemmas = [] {
    std::vector<Lemma> out;
    for (auto family : {scatterLemmas, inplaceLemmas, metaLemmas, overlapLemmas})
      for (auto& lemma : family()) out.push_back(std::move(lemma));
    return out;
  }();
  return kLemmas;
}

const Lemma* findLemma(const std::string& name) {
  for (const auto& lemma : allLemmas())
    if (lemma.name == name) return &lemma;
  return nullptr;
}

LemmaOutcome runLemma(const Lemma& lemma, const LemmaOptions& options) {
  LemmaOutcome outcome;
  outcome.lemma = &lemma;
  const auto start = std::chrono::steady_clock::now();
  outcome.result = lemma.check(options);
  outcome.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return outcome;
}

} // namespace reinplace::proofs
