// Writes a kernel makes although the op's schema does not declare them: native_batch_norm in
// training mode updates its running stats in place, as ATen does. The interpreter must record
// them like an in-place op's writes, and the verdicts must see them.

#include "oracle/interpreter/interpreter.h"
#include "oracle/verdicts/verdict.h"
#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

namespace reinplace::oracle {
namespace {

using testing::graphOf;
using testing::valuesOf;

TensorHandle floats(std::vector<double> values, Shape sizes) {
  return testing::tensorOf(DType::f32, std::move(values), std::move(sizes));
}

const char* kBatchNorm = R"(def forward(self, x: "f32[2, 2, 1]", rm: "f32[2]", rv: "f32[2]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, None, None, rm, rv, TRAINING, 0.5, 0.0)
    getitem = native_batch_norm[0]
    return getitem
)";

Graph batchNormGraph(bool training) {
  std::string text = kBatchNorm;
  text.replace(text.find("TRAINING"), 8, training ? "True" : "False");
  return graphOf(text);
}

std::vector<TensorHandle> inputs() {
  // Channel 0 holds 1 and 3 (mean 2, unbiased variance 2), channel 1 holds 2 and 6 (mean 4,
  // unbiased variance 8).
  return {floats({1, 2, 3, 6}, {2, 2, 1}), floats({0, 10}, {2}), floats({1, 1}, {2})};
}

TEST(HiddenWrites, TrainingBatchNormUpdatesTheRunningStatsInPlace) {
  Graph graph = batchNormGraph(true);
  Execution run = execute(graph, inputs());
  ASSERT_FALSE(run.fault) << run.fault->message;
  // momentum 0.5: 0.5 * batch statistic + 0.5 * running value.
  EXPECT_EQ(valuesOf(*run.inputs[1]), (std::vector<double>{1, 7}));
  EXPECT_EQ(valuesOf(*run.inputs[2]), (std::vector<double>{1.5, 4.5}));
  ASSERT_NE(run.first_input_writer[1], nullptr);
  EXPECT_EQ(run.first_input_writer[1]->name, "native_batch_norm");
  EXPECT_EQ(run.first_input_writer[2]->name, "native_batch_norm");
  EXPECT_EQ(run.first_input_writer[0], nullptr);
}

TEST(HiddenWrites, EvaluationBatchNormLeavesTheRunningStatsAlone) {
  Graph graph = batchNormGraph(false);
  Execution run = execute(graph, inputs());
  ASSERT_FALSE(run.fault) << run.fault->message;
  EXPECT_EQ(valuesOf(*run.inputs[1]), (std::vector<double>{0, 10}));
  EXPECT_EQ(run.first_input_writer[1], nullptr);
}

TEST(HiddenWrites, AGraphThatLosesTheUpdateIsCaughtAsInputMutated) {
  Graph training = batchNormGraph(true);
  Graph evaluation = batchNormGraph(false);
  Verdict verdict = check(training, evaluation, inputs());
  EXPECT_EQ(verdict.kind, VerdictKind::InputMutated) << verdict.text();
}

} // namespace
} // namespace reinplace::oracle
