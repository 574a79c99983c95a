// The pass on graph files with expected results:
// - upstream/NAME.fx: PyTorch's own reinplace test cases; NAME.pytorch.expected is what torch
//   1.13 printed after its pass, NAME.sound.expected what the sound policy must print.
// - miscompilations/NAME.fx: upstream's known mis-compilations, same two expectations.
// - hidden_views/NAME.fx: ops that return views of self without an alias annotation; same two
//   expectations, torch's taken with tools/torch_reinplace.py.
// - returns/NAME.fx: programs returning what FX prints other than a value or a tuple (a dict);
//   same two expectations, torch's taken with tools/torch_export.py --expected.
// - programs/NAME.fx: programs as users write them (a KV-cache write, an LSTM step, an Adam step,
//   RoPE, ...), traced by tools/torch_export.py function; same two expectations, torch's taken
//   with its --expected.
// - explain/NAME.fx: "# policy: P" and "# expect: LINE" directives; every LINE must appear in
//   the pass's report under policy P (a whole line, or one followed by its bytes: "(saves 16
//   bytes)", "(misses 16 bytes)").

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/meta/builtin_registry.h"
#include "core/ops/op_registry.h"
#include "core/reinplace/reinplace.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

#include <sstream>

namespace reinplace {
namespace {

std::string withoutBlankLines(const std::string& text) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line)) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    if (line.find_first_not_of(' ') == std::string::npos) continue;
    out += line + "\n";
  }
  return out;
}

// What torch prints: parameters without annotations, deletion hints included.
std::string rewrite(const std::filesystem::path& path, Policy policy, ReinplaceReport* report) {
  Graph graph = loadGraph(path.string(), builtinRegistry());
  ReinplaceOptions options;
  options.policy = policy;
  ReinplaceReport result = reinplace(graph, options);
  if (report) *report = result;
  PrintOptions print;
  print.annotate_parameters = false;
  return printFxCode(graph, print);
}

void checkExpectedOutputs(const std::string& dir, size_t minimum) {
  auto files = testing::filesUnder(dir);
  ASSERT_GE(files.size(), minimum) << dir;
  for (const auto& path : files) {
    for (Policy policy : {Policy::PyTorch, Policy::Sound}) {
      auto expected_path = path;
      expected_path.replace_extension(std::string(".") + std::string(policyName(policy)) +
                                      ".expected");
      SCOPED_TRACE(expected_path.string());
      ASSERT_TRUE(std::filesystem::exists(expected_path));
      ReinplaceReport report;
      std::string got = withoutBlankLines(rewrite(path, policy, &report));
      EXPECT_EQ(got, withoutBlankLines(testing::readFile(expected_path))) << report.text();
    }
  }
}

TEST(ReinplaceFiles, UpstreamTestCasesUnderBothPolicies) {
  checkExpectedOutputs("tests/core/reinplace/upstream", 11);
}

TEST(ReinplaceFiles, DictReturnsUnderBothPolicies) {
  checkExpectedOutputs("tests/core/reinplace/returns", 1);
}

TEST(ReinplaceFiles, UserProgramsUnderBothPolicies) {
  checkExpectedOutputs("tests/core/reinplace/programs", 13);
}

TEST(ReinplaceFiles, UpstreamMiscompilationsUnderBothPolicies) {
  checkExpectedOutputs("tests/core/reinplace/miscompilations", 3);
}

// Ops whose schemas hide that ATen returns views of self (_unsafe_view, unsafe_split): torch's
// pass sees the shared storage, and so must both policies.
TEST(ReinplaceFiles, HiddenViewsUnderBothPolicies) {
  checkExpectedOutputs("tests/core/reinplace/hidden_views", 3);
}

// Programs that mutate their inputs (optimizer steps, a KV-cache write, view mutations),
// functionalized by torch 1.13 (tools/make_input_mutation_graphs.py): torch's pass keeps every
// op on an input; the sound policy writes into the inputs the copy_ epilogue overwrites anyway.
TEST(ReinplaceFiles, InputMutationsUnderBothPolicies) {
  checkExpectedOutputs("tests/core/reinplace/input_mutation", 6);
}

// After the sound policy, an optimizer step updates its parameter and state in place: no copy_
// back into any input is left, and the only fresh tensors are the temporaries the update needs
// (Adam's and AdamW's denominator: one sqrt).
TEST(ReinplaceFiles, OptimizerStepsLeaveNoCopyBackAndNoParameterSizedTemporary) {
  for (const char* name : {"sgd_momentum", "adam", "adamw"}) {
    SCOPED_TRACE(name);
    Graph graph = loadGraph(
        testing::sourcePath(std::string("tests/core/reinplace/input_mutation/") + name + ".fx")
            .string(),
        builtinRegistry());
    ReinplaceReport report = reinplace(graph);
    size_t copies = 0, fresh = 0;
    for (const Node* node : graph) {
      if (node->kind != NodeKind::Call) continue;
      if (node->op->qualified_name == "copy_.default")
        ++copies;
      else if (!node->op->is_inplace && !node->op->is_view)
        ++fresh;
    }
    EXPECT_EQ(copies, 0u) << report.text();
    // sgd's d = g + wd * p is a fresh value, as in the program; Adam's step counter is 0-d.
    EXPECT_EQ(fresh, 1u) << report.text();
    EXPECT_GE(report.count(DecisionKind::CopyRemoved), 2u);
  }
}

std::vector<std::string> directives(const std::string& text, const std::string& key) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  std::string marker = "# " + key + ": ";
  while (std::getline(in, line))
    if (line.rfind(marker, 0) == 0) out.push_back(line.substr(marker.size()));
  return out;
}

TEST(ReinplaceFiles, ExplanationsNameTheirReasons) {
  auto files = testing::filesUnder("tests/core/reinplace/explain");
  ASSERT_GE(files.size(), 8u);
  for (const auto& path : files) {
    SCOPED_TRACE(path.string());
    std::string text = testing::readFile(path);
    auto policies = directives(text, "policy");
    ASSERT_EQ(policies.size(), 1u) << "needs exactly one '# policy:' line";
    auto policy = policyFromName(policies[0]);
    ASSERT_TRUE(policy);
    auto expects = directives(text, "expect");
    ASSERT_FALSE(expects.empty());
    ReinplaceReport report;
    rewrite(path, *policy, &report);
    std::string explanation = report.text();
    for (const auto& line : expects)
      EXPECT_TRUE(explanation.find(line + "\n") != std::string::npos ||
                  explanation.find(line + " (saves ") != std::string::npos ||
                  explanation.find(line + " (misses ") != std::string::npos)
          << "missing: " << line << "\nreport:\n"
          << explanation;
  }
}

// Every check must matter: switching it off changes the result on some committed graph.
TEST(ReinplaceFiles, EverySkippableCheckChangesADecision) {
  std::vector<std::filesystem::path> files;
  for (const char* dir : {"tests/core/reinplace/upstream", "tests/core/reinplace/miscompilations",
                          "tests/core/reinplace/explain"}) {
    auto more = testing::filesUnder(dir);
    files.insert(files.end(), more.begin(), more.end());
  }
  for (const auto& info : allSafetyChecks()) {
    SCOPED_TRACE(std::string(info.name));
    bool changed = false;
    for (const auto& path : files) {
      for (Policy policy : {Policy::Sound, Policy::PyTorch}) {
        if (info.sound_only && policy != Policy::Sound) continue;
        Graph with_check = loadGraph(path.string(), builtinRegistry());
        Graph without_check = loadGraph(path.string(), builtinRegistry());
        ReinplaceOptions options;
        options.policy = policy;
        reinplace(with_check, options);
        options.skipped_checks = {info.check};
        reinplace(without_check, options);
        if (printFxCode(with_check) != printFxCode(without_check)) changed = true;
      }
      if (changed) break;
    }
    EXPECT_TRUE(changed) << "no committed graph depends on this check";
  }
}

} // namespace
} // namespace reinplace
