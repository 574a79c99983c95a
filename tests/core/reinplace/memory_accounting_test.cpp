// The pass's memory figures (core/reinplace/memory_accounting.h):
// - memory/NAME.fx: "# policy: P" and "# expect: LINE" directives with byte figures worked out by
//   hand in the file's comments; every LINE must be a line of the report under policy P. (The
//   oracle's "# measured:" lines in the same files are checked by tests/oracle.)
// - on every graph of the pass's tests and the corpus's small graphs, under both policies, the
//   bytes allocated after the rewrite are what the rewritten graph's fresh results take.

#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/reinplace/memory_accounting.h"
#include "core/reinplace/reinplace.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

#include <sstream>

namespace reinplace {
namespace {

std::vector<std::string> directives(const std::string& text, const std::string& key) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  std::string marker = "# " + key + ": ";
  while (std::getline(in, line))
    if (line.rfind(marker, 0) == 0) out.push_back(line.substr(marker.size()));
  return out;
}

ReinplaceReport rewrite(const std::filesystem::path& path, Policy policy) {
  Graph graph = loadGraph(path.string(), builtinRegistry());
  ReinplaceOptions options;
  options.policy = policy;
  return reinplace(graph, options);
}

TEST(MemoryAccounting, HandCheckedFiguresOfEachGraph) {
  auto files = testing::filesUnder("tests/core/reinplace/memory");
  ASSERT_GE(files.size(), 5u);
  for (const auto& path : files) {
    SCOPED_TRACE(path.string());
    std::string text = testing::readFile(path);
    auto policies = directives(text, "policy");
    ASSERT_EQ(policies.size(), 1u);
    auto policy = policyFromName(policies[0]);
    ASSERT_TRUE(policy);
    auto expects = directives(text, "expect");
    ASSERT_FALSE(expects.empty());
    std::string report = rewrite(path, *policy).text();
    for (const auto& line : expects)
      EXPECT_NE(("\n" + report).find("\n" + line + "\n"), std::string::npos)
          << "missing: " << line << "\nreport:\n"
          << report;
  }
}

// The report's after is before minus saved; counted on the rewritten graph itself it is the same.
TEST(MemoryAccounting, AfterIsWhatTheRewrittenGraphAllocates) {
  size_t graphs = 0;
  for (const char* dir : {"tests/core/reinplace", "corpus/examples", "corpus/repros"}) {
    for (const auto& path : testing::filesUnder(dir)) {
      SCOPED_TRACE(path.string());
      for (Policy policy : {Policy::Sound, Policy::PyTorch}) {
        Graph graph = loadGraph(path.string(), builtinRegistry());
        int64_t before = allocatedBytes(graph);
        ReinplaceOptions options;
        options.policy = policy;
        MemoryTotals memory = reinplace(graph, options).memory;
        EXPECT_EQ(memory.bytes_allocated_before, before);
        EXPECT_EQ(memory.bytes_allocated_after, allocatedBytes(graph));
        EXPECT_EQ(memory.bytes_allocated_before - memory.bytes_allocated_after, memory.bytes_saved);
      }
      ++graphs;
    }
  }
  EXPECT_GE(graphs, 80u);
}

TEST(MemoryAccounting, TotalsCountRewritesAsSavedAndCheckedKeepsAsMissed) {
  std::vector<Decision> decisions = {
      Decision::inplaced("add", "add_.Tensor").withBytes(64),
      Decision::kept("clone", std::nullopt, "no in-place variant of clone.default").withBytes(0),
      Decision::kept("mul", SafetyCheck::LaterUse, "self x is used later by y").withBytes(32),
      Decision::kept("sub", SafetyCheck::LaterUse, "self x is used later by z").withBytes(16),
      Decision::kept("div", SafetyCheck::InputAlias, "self x aliases input x").withBytes(8),
      Decision::scatterRemoved("select_scatter", "add").withBytes(128),
  };
  MemoryTotals totals = tallyMemory(decisions, 1000);
  EXPECT_EQ(totals.bytes_saved, 192);
  EXPECT_EQ(totals.bytes_missed, 56);
  EXPECT_EQ(totals.missed_by_check, (std::map<SafetyCheck, int64_t>{{SafetyCheck::InputAlias, 8},
                                                                    {SafetyCheck::LaterUse, 48}}));
  EXPECT_EQ(totals.json(), "{\"bytes_allocated_before\": 1000, \"bytes_allocated_after\": 808, "
                           "\"bytes_saved\": 192, \"bytes_missed\": 56, \"missed_by_check\": "
                           "{\"input-alias\": 8, \"later-use\": 48}}");
  EXPECT_EQ(totals.text(), "memory: 1000 bytes allocated before, 808 after; 192 saved, 56 missed "
                           "(input-alias 8, later-use 48)");

  // A removed scatter that is then left in place (still read) saves nothing.
  withdrawRemoval(decisions, "select_scatter");
  EXPECT_EQ(decisions.back().bytes, 0);
  EXPECT_EQ(tallyMemory(decisions, 1000).bytes_saved, 64);
  EXPECT_EQ(tallyMemory(decisions, 1000).bytes_allocated_after, 936);

  MemoryTotals sum = totals;
  sum += totals;
  EXPECT_EQ(sum.bytes_allocated_before, 2000);
  EXPECT_EQ(sum.bytes_missed, 112);
  EXPECT_EQ(sum.missed_by_check.at(SafetyCheck::LaterUse), 96);
}

} // namespace
} // namespace reinplace
