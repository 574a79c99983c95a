// The fast overlap checker of core/ (core/ir/overlap.h) against the exact Z3 queries of
// overlap_query.h, over seeded small layouts: it must never answer No where Z3 finds an
// overlap, and within its work limit it must answer exactly (never TooHard). With a tiny work
// limit it may give up, but still never with a wrong No.

#include "core/ir/overlap.h"
#include "proofs/lemma_support.h"
#include "proofs/overlap_query.h"

#include <random>

namespace reinplace::proofs {
namespace {

TensorMeta randomLayout(std::mt19937& rng, int64_t max_rank) {
  std::uniform_int_distribution<int64_t> rank(1, max_rank), size(0, 4), stride(0, 5), offset(0, 4);
  TensorMeta meta;
  const int64_t r = rank(rng);
  for (int64_t d = 0; d < r; ++d) {
    meta.sizes.push_back(size(rng));
    meta.strides.push_back(stride(rng));
  }
  meta.storage_offset = offset(rng);
  return meta;
}

// Returns a mismatch text, or "" when core's answer is allowed.
std::string judge(Overlap core, const OverlapResult& exact, bool exact_required) {
  if (exact.answer == OverlapAnswer::Unknown) return "";
  const bool overlaps = exact.answer == OverlapAnswer::Overlaps;
  if (core == Overlap::No && overlaps) return "core answers No, but " + exact.describe();
  if (core == Overlap::Yes && !overlaps) return "core answers Yes, but Z3 finds no overlap";
  if (core == Overlap::TooHard && exact_required) return "core answers TooHard within its limit";
  return "";
}

// One Z3 context answers every query, so a pair costs two small solver calls.
constexpr int kPairs = 2000;

template <bool tiny_limit> ProofResult checkOverlap(const LemmaOptions& options) {
  std::mt19937 rng(tiny_limit ? 17 : 7);
  OverlapLimits limits;
  if (tiny_limit) limits.max_work = 2;
  ViewSolver solver(QueryLimits{options.timeout_ms});
  const int64_t max_rank = std::min<int64_t>(options.max_rank, 3);
  int64_t compared = 0, unknown = 0;
  for (int n = 0; n < kPairs; ++n) {
    TensorMeta a = randomLayout(rng, max_rank);
    TensorMeta b = randomLayout(rng, max_rank);
    OverlapResult internal = internalOverlap(solver, a);
    std::string wrong = judge(reinplace::internalOverlap(a, limits), internal, !tiny_limit);
    if (!wrong.empty())
      return {ProofStatus::Refuted, "internalOverlap of " + describeLayout(a) + ": " + wrong};
    OverlapResult mutual = mutualOverlap(solver, a, b);
    wrong = judge(sharesMemory(a, b, limits), mutual, !tiny_limit);
    if (!wrong.empty())
      return {ProofStatus::Refuted,
              "sharesMemory of " + describeLayout(a) + " and " + describeLayout(b) + ": " + wrong};
    compared += 2;
    unknown +=
        (internal.answer == OverlapAnswer::Unknown) + (mutual.answer == OverlapAnswer::Unknown);
  }
  if (unknown > 0)
    return {ProofStatus::Unknown,
            std::to_string(unknown) + " of " + std::to_string(compared) + " Z3 queries timed out"};
  return {ProofStatus::Proved, "agrees on " + std::to_string(compared) + " seeded layouts"};
}

} // namespace

std::vector<Lemma> overlapLemmas() {
  return {
      {"overlap_checker_exact",
       "core's internalOverlap and sharesMemory equal Z3's exact answer (never TooHard) on 2000 "
       "seeded layout pairs of rank 1..min(R,3), sizes 0..4, strides 0..5, offsets 0..4",
       true, checkOverlap<false>},
      {"overlap_checker_conservative",
       "with a work limit of 2 the checker may answer TooHard but never a wrong No or Yes; 2000 "
       "seeded layout pairs",
       true, checkOverlap<true>},
  };
}

} // namespace reinplace::proofs
