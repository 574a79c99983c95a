// Floating inputs are drawn as their uses read them: norm statistics at the scale of the other
// inputs, weights at their fan-in's scale. Drawn in [-8, 8) like every other input, half of a batch
// norm's running variances were negative and a deep stack's values left float's range: both oracles
// then compared NaN with NaN (a bare eval resnet18 returned 1,000 NaNs) and the check judged
// nothing.

#include "oracle/inputs/inputs.h"
#include "oracle/inputs/value_roles.h"
#include "oracle/interpreter/interpreter.h"
#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace reinplace::oracle {
namespace {

using testing::graphOf;
using testing::input;
using testing::valuesOf;

TEST(ValueRoles, StatisticsAndWeightsGetTheirRanges) {
  Graph graph = graphOf(
      R"(def forward(self, x: "f32[2, 4, 5, 5]", w: "f32[6, 4, 3, 3]", mean: "f32[6]", var: "f32[6]", lw: "f32[7, 6]", g: "f32[2, 6]", saved: "f32[2, 6]", invstd: "f32[6]", plain: "f32[6]"):
    convolution = torch.ops.aten.convolution.default(x, w, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, None, None, mean, var, False, 0.1, 1e-05)
    getitem = native_batch_norm[0]
    t = torch.ops.aten.t.default(lw)
    mm = torch.ops.aten.mm.default(g, t)
    backward = torch.ops.aten.native_batch_norm_backward.default(g, saved, None, None, None, mean, invstd, True, 1e-05, [True, False, False])
    getitem_1 = backward[0]
    add = torch.ops.aten.add.Tensor(plain, var)
    return (getitem, mm, getitem_1, add)
)");
  EXPECT_EQ(valueRange(input(graph, 0)), std::nullopt); // the activation keeps [-8, 8)
  std::optional<FloatRange> weight = valueRange(input(graph, 1));
  ASSERT_TRUE(weight);
  EXPECT_DOUBLE_EQ(weight->high, std::sqrt(3.0 / 36.0)); // fan-in 4 * 3 * 3
  EXPECT_DOUBLE_EQ(weight->low, -weight->high);
  std::optional<FloatRange> variance = valueRange(input(graph, 3));
  ASSERT_TRUE(variance); // a running variance, though `add` also reads it
  EXPECT_GT(variance->low, 0.0);
  std::optional<FloatRange> transposed = valueRange(input(graph, 4));
  ASSERT_TRUE(transposed); // mm's mat2 through t: fan-in 6, dim 0 of t's [6, 7]
  EXPECT_DOUBLE_EQ(transposed->high, std::sqrt(3.0 / 6.0));
  std::optional<FloatRange> inverse_std = valueRange(input(graph, 7));
  ASSERT_TRUE(inverse_std);
  EXPECT_GT(inverse_std->low, 0.0);
  EXPECT_LT(inverse_std->high, 1.0);
  EXPECT_EQ(valueRange(input(graph, 8)), std::nullopt);
  for (uint64_t seed = 0; seed < 4; ++seed) {
    std::vector<TensorHandle> inputs = makeInputs(graph, {seed, false});
    for (size_t position : {1u, 3u, 4u, 7u}) {
      std::optional<FloatRange> range = valueRange(input(graph, position));
      for (double value : valuesOf(*inputs[position])) {
        EXPECT_GE(value, static_cast<float>(range->low)) << "input " << position;
        EXPECT_LE(value, static_cast<float>(range->high)) << "input " << position;
      }
    }
  }
}

// Eight eval-mode conv -> batch norm -> relu blocks, as a bare torchvision graph has them: every
// returned value is finite and not all tiny, so the oracles compare numbers.
TEST(ValueRoles, AnEvalConvolutionStackComputesFiniteValues) {
  std::string text = "def forward(self, x: \"f32[1, 8, 6, 6]\"";
  std::string body;
  std::string previous = "x";
  for (int layer = 0; layer < 8; ++layer) {
    std::string n = std::to_string(layer);
    text += ", w" + n + ": \"f32[8, 8, 3, 3]\", g" + n + ": \"f32[8]\", b" + n + ": \"f32[8]\", m" +
            n + ": \"f32[8]\", v" + n + ": \"f32[8]\"";
    body += "    conv" + n + " = torch.ops.aten.convolution.default(" + previous + ", w" + n +
            ", None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)\n";
    body += "    bn" + n + " = torch.ops.aten.native_batch_norm.default(conv" + n + ", g" + n +
            ", b" + n + ", m" + n + ", v" + n + ", False, 0.1, 1e-05)\n";
    body += "    getitem" + n + " = bn" + n + "[0]\n";
    body += "    relu" + n + " = torch.ops.aten.relu.default(getitem" + n + ")\n";
    previous = "relu" + n;
  }
  text += "):\n" + body + "    return (" + previous + ",)\n";
  Graph graph = graphOf(text);
  for (uint64_t seed = 0; seed < 4; ++seed) {
    std::vector<TensorHandle> inputs = makeInputs(graph, {seed, false});
    Execution run = execute(graph, inputs);
    std::vector<double> values = valuesOf(*run.outputs.at(0));
    double largest = 0;
    for (double value : values) {
      ASSERT_TRUE(std::isfinite(value)) << "seed " << seed;
      largest = std::max(largest, std::abs(value));
    }
    EXPECT_GT(largest, 1e-3) << "seed " << seed;
    EXPECT_LT(largest, 1e6) << "seed " << seed;
  }
}

} // namespace
} // namespace reinplace::oracle
