#include "proofs/lemma.h"

#include <gtest/gtest.h>

#include <set>

namespace reinplace::proofs {
namespace {

LemmaOptions smallBounds() {
  LemmaOptions options;
  options.max_rank = 2;
  return options;
}

TEST(Lemmas, NamesAreUniqueAndEveryFamilyHasOne) {
  std::set<std::string> names;
  for (const auto& lemma : allLemmas()) {
    EXPECT_TRUE(names.insert(lemma.name).second) << lemma.name;
    EXPECT_FALSE(lemma.statement.empty()) << lemma.name;
  }
  for (const char* name : {"select_scatter", "inplace_pointwise", "meta_rules_agree",
                           "overlap_checker_exact", "scatter_view_copy"})
    EXPECT_NE(findLemma(name), nullptr) << name;
  EXPECT_EQ(findLemma("no_such_lemma"), nullptr);
}

// Every lemma lands where it is expected to, with small bounds.
TEST(Lemmas, EveryVerdictIsAsExpected) {
  for (const auto& lemma : allLemmas()) {
    LemmaOutcome outcome = runLemma(lemma, smallBounds());
    EXPECT_TRUE(outcome.asExpected())
        << lemma.name << ": " << statusName(outcome.result.status) << " " << outcome.result.detail;
    EXPECT_FALSE(outcome.unexpected()) << lemma.name;
  }
}

// Dropping the no-overlap premise from the scatter lemma is refuted, and the counterexample
// reads as upstream's expand bug: a stride-0 base, the values the two sides give.
TEST(Lemmas, DroppedPremiseGivesAReadableCounterexample) {
  const Lemma* lemma = findLemma("select_scatter_overlapping_base");
  ASSERT_NE(lemma, nullptr);
  EXPECT_FALSE(lemma->expected_to_hold);
  ProofResult result = runLemma(*lemma, smallBounds()).result;
  ASSERT_EQ(result.status, ProofStatus::Refuted);
  for (const char* part : {"base f32 sizes", "strides", "offset", "select(dim=", "element ",
                           "scatter gives ", "in-place gives "})
    EXPECT_NE(result.detail.find(part), std::string::npos) << part << " in " << result.detail;
}

TEST(Lemmas, PartialOverlapOfAnInPlaceArgumentIsRefuted) {
  ProofResult result =
      runLemma(*findLemma("inplace_pointwise_partial_overlap"), smallBounds()).result;
  ASSERT_EQ(result.status, ProofStatus::Refuted);
  EXPECT_NE(result.detail.find("add gives"), std::string::npos) << result.detail;
}

// A query that runs out of time is Unknown, never Proved.
TEST(Lemmas, TinyTimeoutIsUnknownNotProved) {
  LemmaOptions options;
  options.max_rank = 3;
  options.timeout_ms = 1;
  LemmaOutcome outcome = runLemma(*findLemma("diagonal_scatter"), options);
  EXPECT_EQ(outcome.result.status, ProofStatus::Unknown) << outcome.result.detail;
  EXPECT_FALSE(outcome.asExpected());
  EXPECT_FALSE(outcome.unexpected());
}

TEST(Lemmas, NoCaseWithinTheBoundsIsUnknown) {
  // diagonal needs two dims: at rank 1 there is nothing to prove or refute.
  LemmaOptions options;
  options.max_rank = 1;
  EXPECT_EQ(runLemma(*findLemma("diagonal_scatter_overlapping_base"), options).result.status,
            ProofStatus::Unknown);
}

} // namespace
} // namespace reinplace::proofs
