// The copies the reference's run keeps of what a write left (aten::WriteSnapshots): taken for a
// write a later node writes over again, holding the values right after it, and none past their
// share of the memory budget.

#include "aten/anchoring_plan.h"
#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/interpreter.h"

#include <gtest/gtest.h>

namespace reinplace::aten {
namespace {

const char* kWrittenTwice = R"(def forward(self, x: "f32[4]"):
    clone = torch.ops.aten.clone.default(x)
    add_ = torch.ops.aten.add_.Tensor(clone, 1)
    neg = torch.ops.aten.neg.default(clone)
    mul_ = torch.ops.aten.mul_.Tensor(clone, 2)
    exp = torch.ops.aten.exp.default(clone)
    return (neg, exp)
)";

const Node& named(const Graph& graph, const std::string& name) {
  for (const Node* node : graph)
    if (node->name == name) return *node;
  throw std::logic_error("no node " + name);
}

std::vector<float> valuesOf(const oracle::TensorHandle& tensor) {
  return oracle::loadLogical<float>(*tensor);
}

oracle::Execution runObserved(const Graph& graph, WriteSnapshots& snapshots,
                              const oracle::ExecutionLimits& limits) {
  return oracle::execute(
      graph, oracle::makeInputs(graph, {0}), limits, 0,
      [&](const Node& node, const oracle::Execution& run) { snapshots.observe(node, run); });
}

TEST(WriteSnapshots, KeepWhatEachWriteLeftThatALaterWriteOverwrites) {
  Graph graph = parseFxCode(kWrittenTwice, "<test>", builtinRegistry());
  propagateMeta(graph);
  oracle::ExecutionLimits limits;
  limits.ledger = std::make_shared<oracle::MemoryLedger>();
  WriteSnapshots snapshots(graph, limits);
  oracle::Execution run = runObserved(graph, snapshots, limits);
  const std::vector<float> x = valuesOf(run.inputs[0]);

  // clone's result, which add_ then writes, as clone made it; add_'s write, which mul_ writes
  // over, as add_ left it.
  oracle::TensorHandle made = snapshots.after(named(graph, "clone"), Anchoring::kResult);
  oracle::TensorHandle added = snapshots.after(named(graph, "add_"), 0);
  ASSERT_TRUE(made);
  ASSERT_TRUE(added);
  for (size_t i = 0; i < x.size(); ++i) {
    EXPECT_EQ(valuesOf(made)[i], x[i]);
    EXPECT_EQ(valuesOf(added)[i], x[i] + 1.0f);
  }
  // The last write's values are the run's final ones: no copy.
  EXPECT_FALSE(snapshots.after(named(graph, "mul_"), 0));
  EXPECT_FALSE(snapshots.after(named(graph, "neg"), Anchoring::kResult));
}

TEST(WriteSnapshots, TakeNoCopyPastAnEighthOfTheBudget) {
  Graph graph = parseFxCode(kWrittenTwice, "<test>", builtinRegistry());
  propagateMeta(graph);
  oracle::ExecutionLimits limits;
  limits.ledger = std::make_shared<oracle::MemoryLedger>();
  limits.memory_budget_bytes = 8 * 16 + 7; // one copy of f32[4] fits, two do not
  WriteSnapshots snapshots(graph, limits);
  runObserved(graph, snapshots, limits);
  EXPECT_TRUE(snapshots.after(named(graph, "clone"), Anchoring::kResult));
  EXPECT_FALSE(snapshots.after(named(graph, "add_"), 0));
}

} // namespace
} // namespace reinplace::aten
