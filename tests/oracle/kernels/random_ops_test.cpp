// The random ops (bernoulli, native_dropout, uniform): draws seeded by the run's seed and the node,
// the same in both graphs of a check whether the node runs functionally or in place, valid samples,
// exact at p = 0 and p = 1, and marked wherever a value depends on them.

#include "core/reinplace/reinplace.h"
#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/interpreter.h"
#include "oracle/runtime/tensor_text.h"
#include "oracle/verdicts/verdict.h"
#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace reinplace::oracle {
namespace {

using testing::graphOf;
using testing::valuesOf;

constexpr const char* kDropout = R"(def forward(self, x: "f32[64, 64]"):
    native_dropout = torch.ops.aten.native_dropout.default(x, 0.3, True)
    getitem = native_dropout[0]
    getitem_1 = native_dropout[1];  native_dropout = None
    mul = torch.ops.aten.mul.Tensor(getitem, 2)
    return (getitem, getitem_1, mul, x)
)";

Execution runSeeded(const Graph& graph, uint64_t seed) {
  Execution run = execute(graph, makeInputs(graph, {seed, false}), {}, seed);
  EXPECT_FALSE(run.fault) << run.fault->message;
  return run;
}

TEST(RandomOps, TheSameSeedDrawsTheSameValuesAndAnotherSeedOthers) {
  Graph graph = graphOf(kDropout);
  Execution first = runSeeded(graph, 3);
  Execution again = runSeeded(graph, 3);
  EXPECT_EQ(valuesOf(*first.outputs[1]), valuesOf(*again.outputs[1]));
  EXPECT_EQ(valuesOf(*first.outputs[0]), valuesOf(*again.outputs[0]));
  // The same inputs with another draw seed: another mask.
  Execution other = execute(graph, makeInputs(graph, {3, false}), {}, 4);
  EXPECT_NE(valuesOf(*first.outputs[1]), valuesOf(*other.outputs[1]));
}

TEST(RandomOps, DropoutKeepsEachElementScaledOrZeroesItAtTheRateAsked) {
  Graph graph = graphOf(kDropout);
  Execution run = runSeeded(graph, 0);
  std::vector<double> output = valuesOf(*run.outputs[0]);
  std::vector<double> mask = valuesOf(*run.outputs[1]);
  std::vector<double> input = valuesOf(*run.outputs[3]);
  const float scale = static_cast<float>(1.0 / 0.7);
  size_t kept = 0;
  for (size_t i = 0; i < output.size(); ++i) {
    ASSERT_TRUE(mask[i] == 0 || mask[i] == 1);
    const float expected =
        mask[i] == 1 ? static_cast<float>(input[i]) * scale : static_cast<float>(input[i]) * 0.0f;
    EXPECT_EQ(static_cast<float>(output[i]), expected) << "element " << i;
    kept += mask[i] == 1;
  }
  // 4096 draws kept with probability 0.7: the standard deviation of the count is 29.
  EXPECT_NEAR(static_cast<double>(kept), 0.7 * 4096, 150);
}

TEST(RandomOps, ProbabilitiesZeroAndOneAreExactAndUnmarked) {
  Graph graph = graphOf(R"(def forward(self, x: "f32[8, 8]"):
    bernoulli = torch.ops.aten.bernoulli.p(x, 0.0)
    bernoulli_1 = torch.ops.aten.bernoulli.p(x, 1.0)
    native_dropout = torch.ops.aten.native_dropout.default(x, 1.0, True)
    getitem = native_dropout[0]
    getitem_1 = native_dropout[1];  native_dropout = None
    native_dropout_1 = torch.ops.aten.native_dropout.default(x, 0.0, True)
    getitem_2 = native_dropout_1[0]
    getitem_3 = native_dropout_1[1];  native_dropout_1 = None
    return (bernoulli, bernoulli_1, getitem, getitem_1, getitem_2, getitem_3, x)
)");
  Execution run = runSeeded(graph, 1);
  const std::vector<double> input = valuesOf(*run.outputs[6]);
  EXPECT_EQ(valuesOf(*run.outputs[0]), std::vector<double>(64, 0.0));
  EXPECT_EQ(valuesOf(*run.outputs[1]), std::vector<double>(64, 1.0));
  EXPECT_EQ(valuesOf(*run.outputs[3]), std::vector<double>(64, 0.0)); // p = 1: nothing kept
  EXPECT_EQ(valuesOf(*run.outputs[5]), std::vector<double>(64, 1.0)); // p = 0: everything
  EXPECT_EQ(valuesOf(*run.outputs[4]), input);
  for (size_t i = 0; i < input.size(); ++i)
    EXPECT_EQ(valuesOf(*run.outputs[2])[i], input[i] * 0.0); // a signed zero
  for (const TensorHandle& output : run.outputs) EXPECT_FALSE(output->storage->random());
}

TEST(RandomOps, ValuesThatDependOnDrawsAreMarkedDownstreamAndInTheOutput) {
  Graph graph = graphOf(kDropout);
  Execution run = runSeeded(graph, 0);
  EXPECT_TRUE(run.outputs[0]->storage->random());
  EXPECT_TRUE(run.outputs[1]->storage->random());
  EXPECT_TRUE(run.outputs[2]->storage->random()); // computed from a random value
  EXPECT_FALSE(run.outputs[3]->storage->random());
  EXPECT_NE(tensorJson(*run.outputs[2]).find("\"random\": true"), std::string::npos);
  EXPECT_EQ(tensorJson(*run.outputs[3]).find("\"random\""), std::string::npos);
  EXPECT_NE(tensorText(*run.outputs[0]).find("(random: seeded, not torch's generator)"),
            std::string::npos);
}

TEST(RandomOps, AnInPlaceDrawMarksItsSelf) {
  Graph graph = graphOf(R"(def forward(self, x: "f32[3, 5]"):
    empty_like = torch.ops.aten.empty_like.default(x, memory_format = torch.contiguous_format)
    bernoulli_ = torch.ops.aten.bernoulli_.float(empty_like, 0.8)
    div = torch.ops.aten.div.Scalar(bernoulli_, 0.8);  bernoulli_ = None
    return (div, empty_like)
)");
  Execution run = runSeeded(graph, 0);
  EXPECT_TRUE(run.outputs[0]->storage->random());
  EXPECT_TRUE(run.outputs[1]->storage->random());
}

// The functional and the in-place form of a draw, under the same node name, draw the same
// samples: the pass's rewrite of one into the other is equivalent in both directions.
TEST(RandomOps, FunctionalAndInPlaceFormsDrawTheSameSamples) {
  Graph functional = graphOf(R"(def forward(self, x: "f32[6, 4][1, 6]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    bernoulli = torch.ops.aten.bernoulli.p(clone, 0.4)
    return (bernoulli,)
)");
  Graph in_place = graphOf(R"(def forward(self, x: "f32[6, 4][1, 6]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    bernoulli = torch.ops.aten.bernoulli_.float(clone, 0.4)
    return (clone,)
)");
  Graph renamed = graphOf(R"(def forward(self, x: "f32[6, 4][1, 6]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    draw = torch.ops.aten.bernoulli_.float(clone, 0.4)
    return (clone,)
)");
  for (uint64_t seed = 0; seed < 5; ++seed) {
    std::vector<TensorHandle> inputs = makeInputs(functional, {seed, false});
    EXPECT_TRUE(check(functional, in_place, inputs, {}, seed).equivalent());
    EXPECT_TRUE(check(in_place, functional, inputs, {}, seed).equivalent());
    // Another node draws from another stream: the check sees the difference.
    EXPECT_EQ(check(functional, renamed, inputs, {}, seed).kind, VerdictKind::ValueMismatch);
  }
}

TEST(RandomOps, ThePassRewritesBernoulliInPlaceAndTheCheckStaysEquivalent) {
  Graph original = graphOf(R"(def forward(self, x: "f32[6, 4][1, 6]"):
    clone = torch.ops.aten.clone.default(x)
    bernoulli = torch.ops.aten.bernoulli.p(clone, 0.5);  clone = None
    mul = torch.ops.aten.mul.Tensor(bernoulli, x);  bernoulli = x = None
    return (mul,)
)");
  for (Policy policy : {Policy::Sound, Policy::PyTorch}) {
    Graph rewritten = original.clone();
    ReinplaceOptions options;
    options.policy = policy;
    reinplace(rewritten, options);
    bool rewrote = false;
    for (const Node* node : rewritten)
      rewrote = rewrote ||
                (node->kind == NodeKind::Call && node->op->qualified_name == "bernoulli_.float");
    EXPECT_TRUE(rewrote);
    for (uint64_t seed = 0; seed < 10; ++seed)
      EXPECT_TRUE(check(original, rewritten, makeInputs(original, {seed, seed >= 5}), {}, seed)
                      .equivalent());
  }
}

TEST(RandomOps, TensorProbabilitiesOutsideTheUnitIntervalAreAnInvalidGraph) {
  Graph graph = graphOf(R"(def forward(self, x: "f32[4]", p: "f32[4]"):
    bernoulli = torch.ops.aten.bernoulli.Tensor(x, p)
    return (bernoulli,)
)");
  Execution run = execute(graph, {testing::tensorOf(DType::f32, {0, 0, 0, 0}, {4}),
                                  testing::tensorOf(DType::f32, {0.5, 1.0, 1.5, 0.0}, {4})});
  ASSERT_TRUE(run.fault);
  EXPECT_EQ(run.fault->kind, VerdictKind::InvalidGraph);
  EXPECT_NE(run.fault->message.find("Expected p_in >= 0 && p_in <= 1"), std::string::npos);
}

// uniform draws within [from, to) in the dtype, marks what it drew, and is exact (and unmarked)
// where from and to are one value in the dtype (1.0 and 1.001 in bf16); the pass may turn
// uniform into uniform_ and both draw the same numbers.
TEST(RandomOps, UniformDrawsWithinItsRangeAndIsExactWhereTheRangeIsOneValue) {
  Graph graph = graphOf(R"(def forward(self, x: "f32[16, 16]", b: "bf16[8]"):
    uniform = torch.ops.aten.uniform.default(x, -2.0, 3.0)
    uniform_1 = torch.ops.aten.uniform.default(b, 1.0, 1.001)
    return (uniform, uniform_1)
)");
  Execution run = runSeeded(graph, 0);
  std::vector<double> drawn = valuesOf(*run.outputs[0]);
  double smallest = drawn[0], largest = drawn[0];
  for (double value : drawn) {
    EXPECT_GE(value, -2.0);
    EXPECT_LE(value, 3.0);
    smallest = std::min(smallest, value);
    largest = std::max(largest, value);
  }
  EXPECT_LT(smallest, -1.5); // 256 draws spread over the range
  EXPECT_GT(largest, 2.5);
  EXPECT_TRUE(run.outputs[0]->storage->random());
  EXPECT_EQ(valuesOf(*run.outputs[1]), std::vector<double>(8, 1.0));
  EXPECT_FALSE(run.outputs[1]->storage->random());
}

TEST(RandomOps, ThePassRewritesUniformInPlaceAndTheCheckStaysEquivalent) {
  Graph original = graphOf(R"(def forward(self, x: "f32[6, 4][1, 6]"):
    clone = torch.ops.aten.clone.default(x)
    uniform = torch.ops.aten.uniform.default(clone, 0.0, 2.0);  clone = None
    mul = torch.ops.aten.mul.Tensor(uniform, x);  uniform = x = None
    return (mul,)
)");
  for (Policy policy : {Policy::Sound, Policy::PyTorch}) {
    Graph rewritten = original.clone();
    ReinplaceOptions options;
    options.policy = policy;
    reinplace(rewritten, options);
    bool rewrote = false;
    for (const Node* node : rewritten)
      rewrote = rewrote ||
                (node->kind == NodeKind::Call && node->op->qualified_name == "uniform_.default");
    EXPECT_TRUE(rewrote);
    for (uint64_t seed = 0; seed < 10; ++seed)
      EXPECT_TRUE(check(original, rewritten, makeInputs(original, {seed, seed >= 5}), {}, seed)
                      .equivalent());
  }
}

// rrelu_with_noise in training scales each element at or below 0 by a draw within [lower, upper)
// and records it in noise (1 above 0), through noise's memory: the values and the noise they
// wrote are marked random.
TEST(RandomOps, RreluInTrainingDrawsASlopePerNonPositiveElement) {
  Graph graph = graphOf(R"(def forward(self, x: "f32[8, 8][1, 8]", n: "f32[64]"):
    noise = torch.ops.aten.clone.default(n)
    rrelu = torch.ops.aten.rrelu_with_noise.default(x, noise, 0.1, 0.3, True)
    return (rrelu, noise, x)
)");
  Execution run = runSeeded(graph, 1);
  std::vector<double> output = valuesOf(*run.outputs[0]);
  std::vector<double> noise = valuesOf(*run.outputs[1]);
  // x in logical order, as the kernel walks its contiguous copy.
  std::vector<double> input = valuesOf(*run.outputs[2]);
  ASSERT_EQ(output.size(), 64u);
  size_t drawn = 0;
  for (size_t i = 0; i < output.size(); ++i) {
    if (input[i] > 0) {
      EXPECT_EQ(noise[i], 1.0);
      EXPECT_EQ(output[i], input[i]);
      continue;
    }
    ++drawn;
    EXPECT_GE(noise[i], static_cast<double>(0.1f));
    EXPECT_LE(noise[i], static_cast<double>(0.3f));
    EXPECT_EQ(static_cast<float>(output[i]),
              static_cast<float>(input[i]) * static_cast<float>(noise[i]));
  }
  EXPECT_GT(drawn, 10u);
  EXPECT_TRUE(run.outputs[0]->storage->random());
  EXPECT_TRUE(run.outputs[1]->storage->random());
}

// The draw's range is checked only where an element draws: torch raises for lower > upper when
// some element is at or below 0.
TEST(RandomOps, RreluWithAnEmptyRangeRaisesWhereAnElementDraws) {
  Graph graph = graphOf(R"(def forward(self, x: "f32[3]", n: "f32[3]"):
    rrelu = torch.ops.aten.rrelu_with_noise.default(x, n, 0.5, 0.25, True)
    return (rrelu,)
)");
  Execution positive = execute(graph, {testing::tensorOf(DType::f32, {1, 2, 3}, {3}),
                                       testing::tensorOf(DType::f32, {0, 0, 0}, {3})});
  EXPECT_FALSE(positive.fault);
  Execution negative = execute(graph, {testing::tensorOf(DType::f32, {1, -2, 3}, {3}),
                                       testing::tensorOf(DType::f32, {0, 0, 0}, {3})});
  ASSERT_TRUE(negative.fault);
  EXPECT_EQ(negative.fault->kind, VerdictKind::InvalidGraph);
  EXPECT_NE(negative.fault->message.find("Expected from <= to"), std::string::npos);
}

} // namespace
} // namespace reinplace::oracle
