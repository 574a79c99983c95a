// The pass's static memory figures against the oracle's measurements on every committed graph:
// the bytes the pass counts as allocated before its rewrite are what running the original
// allocates, and after, what running the rewrite allocates (core/reinplace/memory_accounting.h,
// oracle/runtime/memory_use.h). Under both policies.
//
// Where the two cannot agree, and the only graphs left out:
// - a graph that does not load (corpus/fuzz_parse holds the parser fuzzer's seeds, some of them
//   malformed on purpose): there is nothing to count;
// - a run that stops at a fault has not run every node, so it allocated only part of what the
//   graph would: the pytorch policy's rewrites of its mis-compilations (overlap hazards, invalid
//   views; the campaign's repros too). An original that faults on its first inputs (random
//   indices out of range) is run on the next seeds until it does not.
// Everything else must agree to the byte.

#include "core/fx/parser.h"
#include "core/ir/diagnostics.h"
#include "core/meta/builtin_registry.h"
#include "core/reinplace/memory_accounting.h"
#include "core/reinplace/reinplace.h"
#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/interpreter.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

#include <sstream>

namespace reinplace::oracle {
namespace {

struct Tally {
  size_t graphs = 0;
  size_t compared_runs = 0;
  size_t faulted_runs = 0;
  size_t unloadable = 0;
};

void compareFiguresOn(const std::filesystem::path& path, Tally& tally) {
  SCOPED_TRACE(path.string());
  Graph original;
  try {
    original = loadGraph(path.string(), builtinRegistry());
  } catch (const InputError&) {
    ++tally.unloadable;
    return;
  }
  ++tally.graphs;
  std::vector<TensorHandle> inputs;
  Execution before;
  for (uint64_t seed = 0; seed < 20 && (seed == 0 || before.fault); ++seed) {
    inputs = makeInputs(original, {seed, false});
    before = execute(original, copyTensors(inputs));
  }
  EXPECT_FALSE(before.fault) << "the original faults on 20 input sets: " << before.fault->message;
  for (Policy policy : {Policy::Sound, Policy::PyTorch}) {
    SCOPED_TRACE(std::string(policyName(policy)));
    Graph rewritten = original.clone();
    ReinplaceOptions options;
    options.policy = policy;
    ReinplaceReport report = reinplace(rewritten, options);
    const MemoryTotals& memory = report.memory;
    EXPECT_EQ(memory.bytes_allocated_after, allocatedBytes(rewritten));
    Execution after = execute(rewritten, copyTensors(inputs));
    if (before.fault || after.fault) {
      EXPECT_EQ(policy, Policy::PyTorch) << "the sound policy's rewrite faults";
      ++tally.faulted_runs;
      continue;
    }
    ++tally.compared_runs;
    EXPECT_EQ(memory.bytes_allocated_before, before.memory.allocated_bytes) << report.text();
    EXPECT_EQ(memory.bytes_allocated_after, after.memory.allocated_bytes) << report.text();
  }
}

Tally compareFiguresUnder(const std::string& dir) {
  Tally tally;
  for (const auto& path : testing::filesUnder(dir)) compareFiguresOn(path, tally);
  std::cout << dir << ": " << tally.graphs << " graphs, " << tally.compared_runs
            << " (graph, policy) pairs compared, " << tally.faulted_runs << " with a fault, "
            << tally.unloadable << " files that do not load\n";
  return tally;
}

TEST(MemoryFigures, PassCountsWhatTheOracleAllocatesOnThePassTests) {
  Tally tally = compareFiguresUnder("tests/core/reinplace");
  EXPECT_GE(tally.compared_runs, 70u);
  EXPECT_EQ(tally.unloadable, 0u);
}

TEST(MemoryFigures, PassCountsWhatTheOracleAllocatesOnTheCorpus) {
  for (const char* dir : {"corpus/examples", "corpus/repros", "corpus/fuzz_parse"})
    compareFiguresUnder(dir);
}

TEST(MemoryFigures, PassCountsWhatTheOracleAllocatesOnModuleGraphs) {
  Tally tally = compareFiguresUnder("corpus/models/module_db");
  EXPECT_EQ(tally.faulted_runs, 0u);
  EXPECT_EQ(tally.unloadable, 0u);
}

TEST(MemoryFigures, PassCountsWhatTheOracleAllocatesOnAotGraphs) {
  Tally tally = compareFiguresUnder("corpus/models/aot");
  EXPECT_EQ(tally.faulted_runs, 0u);
  EXPECT_EQ(tally.unloadable, 0u);
}

TEST(MemoryFigures, PassCountsWhatTheOracleAllocatesOnTorchvisionGraphs) {
  Tally tally = compareFiguresUnder("corpus/models/torchvision");
  EXPECT_EQ(tally.faulted_runs, 0u);
  EXPECT_EQ(tally.unloadable, 0u);
}

// tests/core/reinplace/memory/NAME.fx: "# measured: original|rewrite TEXT" lines, TEXT as
// MemoryUse::text() prints it, with figures worked out by hand in the file's comments.
TEST(MemoryFigures, HandCheckedMeasurementsOfEachGraph) {
  auto files = testing::filesUnder("tests/core/reinplace/memory");
  ASSERT_GE(files.size(), 5u);
  for (const auto& path : files) {
    SCOPED_TRACE(path.string());
    std::string text = testing::readFile(path);
    auto policy = policyFromName(testing::directive(text, "policy"));
    ASSERT_TRUE(policy);
    Graph original = loadGraph(path.string(), builtinRegistry());
    Graph rewritten = original.clone();
    ReinplaceOptions options;
    options.policy = *policy;
    reinplace(rewritten, options);
    std::vector<TensorHandle> inputs = makeInputs(original, {0, false});
    std::string measured = "original " + execute(original, copyTensors(inputs)).memory.text() +
                           "\n" + "rewrite " +
                           execute(rewritten, copyTensors(inputs)).memory.text();
    std::string expected;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
      if (line.rfind("# measured: ", 0) == 0)
        expected += (expected.empty() ? "" : "\n") + line.substr(12);
    EXPECT_EQ(measured, expected);
  }
}

} // namespace
} // namespace reinplace::oracle
