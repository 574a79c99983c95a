// Certified rewrites: the pytorch policy's mis-compilations fail with the obligation that names
// what went wrong, every sound rewrite of a committed or generated graph certifies, and the view
// questions behind the obligations agree with enumeration.

#include "core/meta/builtin_registry.h"
#include "proofs/certificate.h"

#include "core/fx/parser.h"
#include "core/ops/op_registry.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_decoder.h"
#include "generators/generation/recipe_gen.h"
#include "proofs/view_solver.h"
#include "tests/oracle_directives.h"
#include "tests/strided_views.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>

namespace reinplace::proofs {
namespace {

using testing::elementAddresses;
using testing::stridedView;

Graph load(const std::filesystem::path& path) {
  return loadGraph(path.string(), builtinRegistry());
}

CertificateReport certifyFile(const std::string& relative, Policy policy) {
  return certifyPass(load(testing::sourcePath(relative)), ReinplaceOptions{policy, {}});
}

// The one obligation that failed; the test fails unless exactly one did.
Obligation onlyFailure(const CertificateReport& report) {
  std::vector<const Obligation*> failures = report.failures();
  EXPECT_EQ(failures.size(), 1u) << report.summary();
  return failures.empty() ? Obligation{} : *failures.front();
}

// The report's last obligation of that name, or null.
const Obligation* obligationNamed(const CertificateReport& report, const std::string& name) {
  const Obligation* found = nullptr;
  for (const Obligation& obligation : report.obligations)
    if (obligation.name == name) found = &obligation;
  return found;
}

const std::string kMiscompilations = "tests/core/reinplace/miscompilations/";

TEST(Certificate, PartiallyOverlappingArgumentIsRefuted) {
  CertificateReport report =
      certifyFile(kMiscompilations + "add_transpose_overlap.fx", Policy::PyTorch);
  Obligation failure = onlyFailure(report);
  EXPECT_EQ(failure.name, "argument-overlap");
  EXPECT_EQ(failure.status, ProofStatus::Refuted);
  EXPECT_EQ(failure.decision, "add");
  EXPECT_NE(failure.describe().find("add: argument t f32[3, 3][1, 3] overlaps self clone"),
            std::string::npos)
      << failure.describe();
  EXPECT_NE(report.summary().find("refuted argument-overlap: add: "), std::string::npos);
}

TEST(Certificate, SelfWithInternalOverlapIsRefutedWithTwoIndices) {
  CertificateReport report =
      certifyFile(kMiscompilations + "as_strided_self_overlap.fx", Policy::PyTorch);
  Obligation failure = onlyFailure(report);
  EXPECT_EQ(failure.name, "internal-overlap");
  EXPECT_EQ(failure.status, ProofStatus::Refuted);
  // Either order of the witness pair is a witness.
  std::string text = failure.describe();
  EXPECT_NE(text.find("add: self as_strided f32[3, 3][1, 1] has internal overlap: indices "),
            std::string::npos)
      << text;
  EXPECT_TRUE(text.find("[0, 1] and [1, 0] share element 1") != std::string::npos ||
              text.find("[1, 0] and [0, 1] share element 1") != std::string::npos ||
              text.find("share element 2") != std::string::npos ||
              text.find("share element 3") != std::string::npos)
      << text;
}

TEST(Certificate, ScatterIntoExpandedBaseIsRefuted) {
  CertificateReport report =
      certifyFile(kMiscompilations + "select_scatter_expand_base.fx", Policy::PyTorch);
  Obligation failure = onlyFailure(report);
  EXPECT_EQ(failure.name, "scatter-base-overlap");
  EXPECT_EQ(failure.decision, "select_scatter");
  EXPECT_EQ(failure.kind, DecisionKind::ScatterRemoved);
  EXPECT_NE(failure.describe().find("base expand f32[3, 4][0, 1] has internal overlap"),
            std::string::npos)
      << failure.describe();
}

TEST(Certificate, OtherMiscompilationsFailTooAndSoundCertifiesAllFive) {
  // A deleted scatter of an unrelated value: its source is not where it would write, and the
  // output returns the base with a view of it that was a value of its own.
  CertificateReport unrelated =
      certifyFile(kMiscompilations + "scatter_of_unrelated_source.fx", Policy::PyTorch);
  ASSERT_NE(obligationNamed(unrelated, "scatter-write"), nullptr) << unrelated.summary();
  EXPECT_EQ(obligationNamed(unrelated, "scatter-write")->status, ProofStatus::Refuted);
  ASSERT_NE(obligationNamed(unrelated, "data-flow"), nullptr);
  EXPECT_EQ(obligationNamed(unrelated, "data-flow")->status, ProofStatus::Refuted);
  // A relaid result that a later view rejects: the rewritten graph does not type-check.
  Obligation relaid =
      onlyFailure(certifyFile(kMiscompilations + "view_of_relaid_result.fx", Policy::PyTorch));
  EXPECT_EQ(relaid.name, "rewritten-meta");
  for (const auto& path : testing::filesUnder(kMiscompilations))
    EXPECT_TRUE(certifyPass(load(path), {}).certified()) << path;
}

TEST(Certificate, RewrittenAndRemovedScattersGetTheirObligations) {
  CertificateReport report =
      certifyFile("tests/core/reinplace/explain/scatter_rewrite_and_removal.fx", Policy::Sound);
  EXPECT_TRUE(report.certified()) << report.summary();
  EXPECT_EQ(report.rewrites, 3u);
  std::multiset<std::string> names;
  for (const Obligation& obligation : report.obligations) names.insert(obligation.name);
  // add: self; select_scatter: base and write; slice_scatter: base, the copy_'s self and source.
  EXPECT_EQ(names.count("scatter-write"), 1u);
  EXPECT_EQ(names.count("scatter-base-overlap"), 2u);
  EXPECT_EQ(names.count("internal-overlap"), 2u);
  EXPECT_NE(report.summary().find("certified 3 rewrites"), std::string::npos);
}

TEST(Certificate, AScatterOverwrittenAtOnceIsCertifiedByTheNextScattersView) {
  const std::string path =
      testing::sourcePath("tests/core/reinplace/explain/scatter_overwritten_later_any_source.fx");
  CertificateReport report = certifyPass(load(path), ReinplaceOptions{});
  EXPECT_TRUE(report.certified()) << report.summary();
  const Obligation* overwritten = obligationNamed(report, "scatter-overwritten");
  ASSERT_NE(overwritten, nullptr) << report.summary();
  EXPECT_EQ(overwritten->decision, "select_scatter_1");
  EXPECT_EQ(overwritten->status, ProofStatus::Proved);

  // The same removal claimed for a next scatter that writes another row is refuted.
  Graph original = load(path);
  Graph rewritten = original.clone();
  ReinplaceReport claimed = reinplace(rewritten);
  Graph other_row = load(path);
  for (Node* node : other_row)
    if (node->name == "select_scatter_2") node->args[3] = Arg::ofInt(1);
  CertificateReport refuted = Certifier().certify(other_row, rewritten, claimed);
  const Obligation* claim = obligationNamed(refuted, "scatter-overwritten");
  ASSERT_NE(claim, nullptr) << refuted.summary();
  EXPECT_EQ(claim->status, ProofStatus::Refuted) << claim->describe();
}

// A scatter said unread whose element the caller reads: the obligation names it.
TEST(Certificate, AReadScatterSaidUnreadIsRefuted) {
  Graph original =
      load(testing::sourcePath("tests/core/reinplace/explain/scatter_read_through_view.fx"));
  Graph rewritten = original.clone();
  ReinplaceReport report;
  report.decisions.push_back(Decision::scatterUnread("slice_scatter"));
  CertificateReport certificate = Certifier().certify(original, rewritten, report);
  const Obligation* read = obligationNamed(certificate, "scatter-unread");
  ASSERT_NE(read, nullptr) << certificate.summary();
  EXPECT_EQ(read->status, ProofStatus::Refuted) << read->describe();
  // Read only through an empty view, it is proved.
  Graph unread = load(testing::sourcePath("tests/core/reinplace/explain/scatter_unread.fx"));
  CertificateReport proved = Certifier().certify(unread, unread.clone(), report);
  const Obligation* unread_claim = obligationNamed(proved, "scatter-unread");
  ASSERT_NE(unread_claim, nullptr) << proved.summary();
  EXPECT_EQ(unread_claim->status, ProofStatus::Proved) << unread_claim->describe();
}

TEST(Certificate, EveryCommittedGraphCertifiesUnderTheSoundPolicy) {
  size_t rewrites = 0;
  Certifier certifier;
  for (const char* dir : {"tests/core/reinplace", "corpus/examples"}) {
    for (const auto& path : testing::filesUnder(dir)) {
      Graph original = load(path);
      Graph rewritten = original.clone();
      ReinplaceReport report = reinplace(rewritten);
      CertificateReport certificate = certifier.certify(original, rewritten, report);
      EXPECT_TRUE(certificate.certified()) << path << "\n" << certificate.summary();
      rewrites += certificate.rewrites;
    }
  }
  EXPECT_GT(rewrites, 50u);
}

TEST(Certificate, GeneratedGraphsCertifyUnderSoundAndNotAlwaysUnderPyTorch) {
  Certifier certifier;
  size_t rewrites = 0;
  size_t pytorch_failures = 0;
  for (uint64_t seed = 0; seed < 400; ++seed) {
    Graph original = gen::materialize(gen::randomRecipe(seed, 16));
    for (Policy policy : {Policy::Sound, Policy::PyTorch}) {
      Graph rewritten = original.clone();
      ReinplaceReport report = reinplace(rewritten, {policy, {}});
      CertificateReport certificate = certifier.certify(original, rewritten, report);
      if (policy == Policy::Sound) {
        ASSERT_TRUE(certificate.certified()) << "seed " << seed << "\n" << certificate.summary();
        rewrites += certificate.rewrites;
      } else {
        pytorch_failures += !certificate.certified();
      }
    }
  }
  EXPECT_GT(rewrites, 200u);
  // Not vacuous: the same obligations catch the pytorch policy's mis-compilations.
  EXPECT_GT(pytorch_failures, 10u);
}

RC_GTEST_PROP(CertificateProperty, SoundRewritesOfGeneratedGraphsCertify, ()) {
  Graph original = gen::materialize(*gen::recipeGen());
  CertificateReport certificate = certifyPass(original, {});
  RC_ASSERT(certificate.certified());
}

TEST(ViewSolver, SameImageIgnoresOrderButSameAddressesDoesNot) {
  ViewSolver solver;
  TensorMeta rows = stridedView({3, 3}, {3, 1});
  TensorMeta columns = stridedView({3, 3}, {1, 3});
  EXPECT_EQ(solver.sameImage(rows, columns).status, ProofStatus::Proved);
  ViewAnswer order = solver.sameAddresses(rows, columns);
  ASSERT_EQ(order.status, ProofStatus::Refuted);
  EXPECT_NE(order.first_element, order.second_element);
  // Shifted by one: element 9 is reached by one view only.
  ViewAnswer shifted = solver.sameImage(rows, stridedView({3, 3}, {3, 1}, 1));
  ASSERT_EQ(shifted.status, ProofStatus::Refuted);
  EXPECT_EQ(shifted.witness_in_second ? shifted.second_element : shifted.first_element,
            shifted.witness_in_second ? 9 : 0);
  // Different shapes, same elements.
  EXPECT_EQ(solver.sameImage(stridedView({9}, {1}), rows).status, ProofStatus::Proved);
}

rc::Gen<TensorMeta> smallView() {
  return testing::smallStridedView(4, 7, 5);
}

RC_GTEST_PROP(ViewSolverProperty, SameImageIsEqualSetsOfAddresses, ()) {
  TensorMeta a = *smallView();
  TensorMeta b = *smallView();
  auto left = elementAddresses(a);
  auto right = elementAddresses(b);
  std::set<int64_t> left_set(left.begin(), left.end());
  std::set<int64_t> right_set(right.begin(), right.end());
  ViewSolver solver;
  ViewAnswer answer = solver.sameImage(a, b);
  RC_ASSERT(answer.status != ProofStatus::Unknown);
  RC_ASSERT((answer.status == ProofStatus::Proved) == (left_set == right_set));
  if (answer.status == ProofStatus::Refuted) {
    // The witness is an element of one view only.
    int64_t element = answer.witness_in_second ? answer.second_element : answer.first_element;
    RC_ASSERT(left_set.count(element) + right_set.count(element) == 1u);
  }
}

RC_GTEST_PROP(ViewSolverProperty, SameAddressesIsEqualAddressLists, ()) {
  TensorMeta a = *smallView();
  TensorMeta b = a;
  for (size_t d = 0; d < b.strides.size(); ++d) b.strides[d] = *rc::gen::inRange<int64_t>(0, 7);
  b.storage_offset = *rc::gen::inRange<int64_t>(0, 5);
  ViewSolver solver;
  ViewAnswer answer = solver.sameAddresses(a, b);
  RC_ASSERT(answer.status != ProofStatus::Unknown);
  RC_ASSERT((answer.status == ProofStatus::Proved) == (elementAddresses(a) == elementAddresses(b)));
}

// Enumerated: the positions `read` reaches, each mapped to the element of `root_before` there
// (root_before contiguous), must be where that element is in `root_now`.
RC_GTEST_PROP(ViewSolverProperty, SameElementsReadIsPositionsHoldingTheSameElements, ()) {
  Shape sizes =
      *rc::gen::container<Shape>(*rc::gen::inRange<size_t>(1, 4), rc::gen::inRange<int64_t>(1, 4));
  TensorMeta root_before = stridedView(sizes, contiguousStrides(sizes));
  TensorMeta root_now = root_before;
  for (int64_t& stride : root_now.strides) stride = *rc::gen::inRange<int64_t>(0, 13);
  root_now.storage_offset = *rc::gen::inRange<int64_t>(0, 5);
  TensorMeta read_before = *smallView();
  TensorMeta read_now = read_before;
  read_now.storage_offset = *rc::gen::inRange<int64_t>(0, 5);
  ViewSolver solver;
  ViewAnswer answer = solver.sameElementsRead(read_before, root_before, read_now, root_now);
  std::vector<int64_t> root_at = elementAddresses(root_before);
  std::vector<int64_t> root_now_at = elementAddresses(root_now);
  std::vector<int64_t> before = elementAddresses(read_before);
  std::vector<int64_t> now = elementAddresses(read_now);
  bool inside = std::all_of(before.begin(), before.end(), [&](int64_t position) {
    return position >= 0 && position < root_before.numel();
  });
  if (!inside) {
    RC_ASSERT(answer.status == ProofStatus::Unknown);
    return;
  }
  bool same = true;
  for (size_t i = 0; i < before.size(); ++i)
    same = same && root_now_at[static_cast<size_t>(before[i])] == now[i];
  RC_ASSERT(answer.status == (same ? ProofStatus::Proved : ProofStatus::Refuted));
  if (answer.status == ProofStatus::Refuted)
    RC_ASSERT(answer.first_element != answer.second_element);
}

TEST(Certificate, AValueReadAfterARewriteOverwroteItIsRefuted) {
  // torch 1.13's later-use check: clone is read after add writes into it in place.
  const std::string path = "tests/oracle/checks/later_use.fx";
  ReinplaceOptions unsafe{Policy::Sound, {SafetyCheck::LaterUse}};
  CertificateReport report = certifyPass(load(testing::sourcePath(path)), unsafe);
  const Obligation* flow = obligationNamed(report, "data-flow");
  ASSERT_NE(flow, nullptr) << report.summary();
  EXPECT_EQ(flow->status, ProofStatus::Refuted) << report.summary();
  EXPECT_NE(flow->text.find("after add writes"), std::string::npos) << flow->text;
  EXPECT_EQ(flow->decision, "add");
  // The sound policy keeps add; what it does rewrite reads only current values.
  CertificateReport sound = certifyFile(path, Policy::Sound);
  EXPECT_TRUE(sound.certified()) << sound.summary();
}

TEST(Certificate, AKernelThatReadsALayoutTheRewriteChangedIsRefuted) {
  // A floating sum over two dims adds in the order its input's strides give.
  const std::string path = "tests/core/reinplace/explain/layout_sum_two_dims.fx";
  ReinplaceOptions unsafe{Policy::Sound, {SafetyCheck::LayoutPreserved}};
  CertificateReport report = certifyPass(load(testing::sourcePath(path)), unsafe);
  Obligation failure = onlyFailure(report);
  EXPECT_EQ(failure.name, "layout-kernel");
  EXPECT_EQ(failure.decision, "cumsum");
  EXPECT_NE(failure.text.find("sum_1 (sum.dim_IntList) on clone f32[2, 2, 5][10, 5, 1] before, "
                              "f32[2, 2, 5][1, 2, 4] after"),
            std::string::npos)
      << failure.text;
  EXPECT_TRUE(certifyFile(path, Policy::Sound).certified());
}

// Every wrong rewrite the committed graphs name (`# oracle: POLICY [FLAGS] => FAILURE` lines,
// under --policy=pytorch and the unsafe hooks) that the oracle confirms is wrong: the certificate
// certifies none of them.
TEST(Certificate, WrongRewritesOfCommittedGraphsAreRefuted) {
  size_t wrong = 0, certified = 0;
  Certifier certifier;
  std::vector<std::filesystem::path> files = testing::filesUnder("tests");
  for (const auto& path : testing::filesUnder("corpus")) files.push_back(path);
  for (const auto& path : files) {
    if (path.extension() != ".fx") continue;
    for (const testing::OracleDirective& line :
         testing::oracleDirectives(testing::readFile(path))) {
      if (line.expected == "equivalent") continue;
      Graph original = load(path);
      Graph rewritten = original.clone();
      ReinplaceReport report = reinplace(rewritten, line.options);
      ++wrong;
      if (certifier.certify(original, rewritten, report).certified()) {
        ++certified;
        ADD_FAILURE() << "certified, though wrong: " << path << " " << line.text;
      }
    }
  }
  EXPECT_GT(wrong, 100u);
  EXPECT_EQ(certified, 0u);
}

TEST(Certificate, AReaderOfTracedStridesOnARelaidValueIsRefutedWithAWitness) {
  const std::string path = "tests/core/reinplace/explain/layout_reshape_alias_attention_q.fx";
  ReinplaceOptions unsafe{Policy::Sound, {SafetyCheck::LayoutReaders}};
  CertificateReport report = certifyPass(load(testing::sourcePath(path)), unsafe);
  Obligation failure = onlyFailure(report);
  EXPECT_EQ(failure.name, "layout-read");
  EXPECT_EQ(failure.decision, "mul");
  EXPECT_EQ(failure.status, ProofStatus::Refuted);
  EXPECT_NE(failure.text.find("index [0, 1, 0] read element [0, 0, 1, 0] of mul before; after the "
                              "rewrite it reads position 4, but that element is at position 12"),
            std::string::npos)
      << failure.text;
  // With the check on, the sound policy keeps mul, and nothing is left to certify.
  EXPECT_TRUE(certifyFile(path, Policy::Sound).certified());
}

TEST(Certificate, AReaderOfTracedStridesFollowsAnOffsetAlone) {
  CertificateReport report = certifyFile(
      "tests/core/reinplace/explain/layout_reshape_alias_offset_only.fx", Policy::Sound);
  EXPECT_TRUE(report.certified()) << report.summary();
  const Obligation* read = obligationNamed(report, "layout-read");
  ASSERT_NE(read, nullptr) << report.summary();
  EXPECT_EQ(read->decision, "mul");
  EXPECT_NE(read->text.find("reads at every index the element it read before"), std::string::npos);
}

TEST(Certificate, APositionalViewReadInPartIsJudgedOnTheElementsRead) {
  // Only split's second piece is read: as_strided's index [0, 1], which in place reads a
  // position between relu's elements.
  CertificateReport wrong = certifyFile(
      "tests/core/reinplace/explain/layout_as_strided_part_read_differs.fx", Policy::PyTorch);
  Obligation failure = onlyFailure(wrong);
  EXPECT_EQ(failure.name, "layout-read");
  EXPECT_EQ(failure.status, ProofStatus::Refuted);
  EXPECT_NE(failure.text.find("1 of its 2 elements read"), std::string::npos) << failure.text;
  EXPECT_NE(failure.text.find("index [0, 1] is read"), std::string::npos) << failure.text;
  // Only the first piece is read, and position 0 holds relu's element 0 in both layouts.
  CertificateReport right =
      certifyFile("tests/core/reinplace/explain/layout_as_strided_part_read.fx", Policy::Sound);
  EXPECT_TRUE(right.certified()) << right.summary();
  const Obligation* read = obligationNamed(right, "layout-read");
  ASSERT_NE(read, nullptr) << right.summary();
  EXPECT_EQ(read->status, ProofStatus::Proved);
  EXPECT_NE(read->text.find("1 of its 2 elements read"), std::string::npos) << read->text;
}

TEST(Certificate, APositionalViewReadThroughAClonesSliceIsJudgedOnThatSlice) {
  const std::string path = "tests/core/reinplace/explain/layout_as_strided_clone_read.fx";
  ReinplaceOptions unsafe{Policy::Sound, {SafetyCheck::LayoutPreserved}};
  Obligation failure = onlyFailure(certifyPass(load(testing::sourcePath(path)), unsafe));
  EXPECT_EQ(failure.name, "layout-read");
  EXPECT_EQ(failure.status, ProofStatus::Refuted);
  EXPECT_NE(failure.text.find("index [0, 1] is read"), std::string::npos) << failure.text;
}

TEST(Certificate, ARunningStatWrittenIntoTheInputItReadsIsRefuted) {
  // The output, computed from the input read again after running_var is written, is returned.
  Obligation failure = onlyFailure(certifyFile(
      "tests/core/reinplace/explain/hidden_write_into_input_output_read.fx", Policy::PyTorch));
  EXPECT_EQ(failure.name, "hidden-write");
  EXPECT_EQ(failure.decision, "add_1");
  EXPECT_EQ(failure.status, ProofStatus::Refuted);
  EXPECT_NE(failure.text.find("writes running_var select_1 f32[1][1] in the memory of its input "
                              "clone"),
            std::string::npos)
      << failure.text;
  // Two channels of an input that is not contiguous: torch walks them in parallel.
  Obligation parallel = onlyFailure(certifyFile(
      "tests/core/reinplace/explain/hidden_write_cross_channel_parallel.fx", Policy::PyTorch));
  EXPECT_EQ(parallel.name, "hidden-write");
  EXPECT_NE(parallel.text.find("(a later channel)"), std::string::npos) << parallel.text;
  // One channel, read before the write, and an output nobody reads: both policies rewrite.
  CertificateReport right = certifyFile(
      "tests/core/reinplace/explain/hidden_write_into_input_one_channel.fx", Policy::Sound);
  EXPECT_TRUE(right.certified()) << right.summary();
  const Obligation* write = obligationNamed(right, "hidden-write");
  ASSERT_NE(write, nullptr) << right.summary();
  EXPECT_EQ(write->status, ProofStatus::Proved);
}

TEST(Certificate, AnInPlaceVariantThatReadsSelfMoreIsRefuted) {
  Obligation failure =
      onlyFailure(certifyFile("tests/oracle/checks/baddbmm_beta_zero.fx", Policy::PyTorch));
  EXPECT_EQ(failure.name, "inplace-variant");
  EXPECT_EQ(failure.decision, "baddbmm");
  EXPECT_NE(failure.text.find("baddbmm_.default reads self"), std::string::npos) << failure.text;
  EXPECT_TRUE(certifyFile("tests/oracle/checks/baddbmm_beta_zero.fx", Policy::Sound).certified());
}

} // namespace
} // namespace reinplace::proofs
