// The oracle on graph files:
// - verdicts/NAME.fx and NAME.rewritten.fx: a hand-written rewrite whose "# expect: KIND at NODE"
//   is the first difference check() must report.
// - every file with "# oracle: POLICY [--dictionary] [--node-by-node] [--unsafe-skip-check=NAME]...
//   [--unsafe-force-rewrite=NODE[:CHECK,...]]... => KIND [at NODE]" lines (tests/oracle/checks,
//   the pass's own test graphs, the campaign's repros in corpus/repros and corpus/missed,
//   tests/generators/missed): the pass under that policy, then check() over plain and
//   special-valued inputs (or dictionary ones); the first verdict must be the one expected.
// - every committed graph: the sound policy's rewrite is equivalent.

#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/reinplace/reinplace.h"
#include "oracle/inputs/inputs.h"
#include "oracle/verdicts/verdict.h"
#include "tests/oracle_directives.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

#include <sstream>

namespace reinplace::oracle {
namespace {

Graph load(const std::filesystem::path& path) {
  return loadGraph(path.string(), builtinRegistry());
}

// Seeds 0-4 plain, 5-9 with special values (or, with `dictionary`, all ten drawn from the
// graph's dictionary as check --dictionary draws them): the first verdict other than equivalent.
Verdict firstVerdict(const Graph& original, const Graph& rewritten, bool dictionary = false) {
  for (uint64_t seed = 0; seed < 10; ++seed) {
    InputOptions options(seed, seed >= 5);
    if (dictionary) options.dictionary = graphDictionary(original);
    std::vector<TensorHandle> inputs = makeInputs(original, options);
    Verdict verdict = check(original, rewritten, inputs, {}, seed);
    if (!verdict.equivalent()) return verdict;
  }
  return Verdict{};
}

// "KIND" or "KIND at NODE" against a verdict.
void expectVerdict(const Verdict& verdict, const std::string& expected) {
  std::string kind = expected.substr(0, expected.find(' '));
  EXPECT_EQ(verdictName(verdict.kind), kind) << verdict.text();
  size_t at = expected.find(" at ");
  if (at != std::string::npos) EXPECT_EQ(verdict.node, expected.substr(at + 4)) << verdict.text();
}

TEST(OracleFiles, HandWrittenRewritesGiveTheirVerdict) {
  size_t count = 0;
  for (const auto& path : testing::filesUnder("tests/oracle/verdicts")) {
    std::string name = path.filename().string();
    if (name.find(".rewritten.") != std::string::npos) continue;
    auto rewritten_path = path;
    rewritten_path.replace_extension(".rewritten.fx");
    SCOPED_TRACE(rewritten_path.string());
    std::string expected = testing::directive(testing::readFile(rewritten_path), "expect");
    ASSERT_FALSE(expected.empty());
    expectVerdict(firstVerdict(load(path), load(rewritten_path)), expected);
    ++count;
  }
  EXPECT_GE(count, 6u);
}

TEST(OracleFiles, PassRewritesGiveTheVerdictsTheirFilesExpect) {
  size_t count = 0;
  for (const char* dir : {"tests/oracle/checks", "tests/core/reinplace", "corpus/repros",
                          "corpus/missed", "tests/generators/missed"}) {
    for (const auto& path : testing::filesUnder(dir)) {
      for (const testing::OracleDirective& directive :
           testing::oracleDirectives(testing::readFile(path))) {
        SCOPED_TRACE(path.string() + ": " + directive.text);
        Graph original = load(path);
        Graph rewritten = original.clone();
        reinplace(rewritten, directive.options);
        expectVerdict(firstVerdict(original, rewritten, directive.dictionary), directive.expected);
        ++count;
      }
    }
  }
  EXPECT_GE(count, 20u);
}

Graph rewrittenBy(const Graph& original, Policy policy) {
  Graph rewritten = original.clone();
  ReinplaceOptions options;
  options.policy = policy;
  reinplace(rewritten, options);
  return rewritten;
}

TEST(OracleFiles, UpstreamTestCasesAreEquivalentUnderBothPolicies) {
  auto files = testing::filesUnder("tests/core/reinplace/upstream");
  ASSERT_GE(files.size(), 11u);
  for (const auto& path : files) {
    for (Policy policy : {Policy::Sound, Policy::PyTorch}) {
      SCOPED_TRACE(path.string() + " under " + std::string(policyName(policy)));
      Graph original = load(path);
      expectVerdict(firstVerdict(original, rewrittenBy(original, policy)), "equivalent");
    }
  }
}

TEST(OracleFiles, SoundRewritesOfEveryCommittedGraphAreEquivalent) {
  size_t count = 0;
  for (const char* dir : {"tests/core/reinplace", "tests/core/meta/families", "corpus/examples",
                          "tests/oracle/checks"}) {
    for (const auto& path : testing::filesUnder(dir)) {
      SCOPED_TRACE(path.string());
      Graph original = load(path);
      Graph rewritten = original.clone();
      reinplace(rewritten, ReinplaceOptions{});
      expectVerdict(firstVerdict(original, rewritten), "equivalent");
      ++count;
    }
  }
  EXPECT_GE(count, 50u);
}

// Graphs torch 1.13 functionalizes from real models (corpus/models/, tools/make_model_corpus.py):
// most of their ops are known only by their schemas and run uninterpreted, which is enough to
// judge each rewrite. Two trials each (ordinary and special values): a 918-op DenseNet is a
// second a trial.
TEST(OracleFiles, ModelGraphRewritesAreEquivalentUnderBothPolicies) {
  auto files = testing::filesUnder("corpus/models");
  ASSERT_GE(files.size(), 55u);
  for (const auto& path : files) {
    for (Policy policy : {Policy::Sound, Policy::PyTorch}) {
      SCOPED_TRACE(path.string() + " under " + std::string(policyName(policy)));
      Graph original = load(path);
      Graph rewritten = rewrittenBy(original, policy);
      for (uint64_t seed : {0, 5}) {
        Verdict verdict =
            check(original, rewritten, makeInputs(original, {seed, seed >= 5}), {}, seed);
        EXPECT_TRUE(verdict.equivalent()) << verdict.text();
      }
    }
  }
}

} // namespace
} // namespace reinplace::oracle
