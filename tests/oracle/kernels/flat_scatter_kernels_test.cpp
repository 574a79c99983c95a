// masked_scatter and put where an expected-values file cannot say what happens: the run-time
// errors torch raises (an index out of range, a source that runs out, a byte mask of other
// values than 0 and 1) and the oracle's treatment of put's duplicate indices (an overlap hazard
// without accumulate, a sum in source's order with it). Every message and value below was
// observed in torch 1.13 on the same call.

#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

namespace reinplace::oracle {
namespace {

using testing::graphOf;
using testing::tensorOf;
using testing::valuesOf;

Execution run(const std::string& code, std::vector<TensorHandle> inputs) {
  Graph graph = graphOf(code);
  return execute(graph, std::move(inputs));
}

void expectFault(const Execution& out, VerdictKind kind, const std::string& message) {
  ASSERT_TRUE(out.fault);
  EXPECT_EQ(out.fault->kind, kind);
  if (!message.empty()) EXPECT_EQ(out.fault->message, message);
}

TEST(FlatScatterKernels, PutIndicesOutOfRangeRaiseTorchsMessage) {
  const std::string code = R"(def forward(self, x: "f32[3, 3]", i: "i64[1, 2]", s: "f32[1, 2]"):
    y = torch.ops.aten.put.default(x, i, s)
    return y
)";
  TensorHandle x = tensorOf(DType::f32, std::vector<double>(9, 1.0), {3, 3});
  TensorHandle s = tensorOf(DType::f32, {1, 2}, {1, 2});
  expectFault(run(code, {x, tensorOf(DType::i64, {0, 9}, {1, 2}), s}), VerdictKind::InvalidGraph,
              "out of range: tried to access index 9 on a tensor of 9 elements.");
  expectFault(run(code, {x, tensorOf(DType::i64, {-10, 0}, {1, 2}), s}), VerdictKind::InvalidGraph,
              "out of range: tried to access index -10 on a tensor of 9 elements.");
}

// Without accumulate two writes to one element leave the result to the loop order (torch flags
// put_ as nondeterministic): a hazard. With it the values add up, and negative indices wrap.
TEST(FlatScatterKernels, PutDuplicatesAreHazardsUnlessAccumulated) {
  const std::string code = R"(def forward(self, x: "f32[2, 2]", i: "i64[3]", s: "f32[3]"):
    y = torch.ops.aten.put.default(x, i, s, ACCUMULATE)
    return y
)";
  auto with = [&](const char* accumulate) {
    std::string text = code;
    text.replace(text.find("ACCUMULATE"), 10, accumulate);
    return run(text, {tensorOf(DType::f32, {0, 0, 0, 0}, {2, 2}),
                      tensorOf(DType::i64, {3, 3, -1}, {3}), tensorOf(DType::f32, {1, 2, 4}, {3})});
  };
  expectFault(with("False"), VerdictKind::OverlapHazard, "");
  Execution out = with("True");
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{0, 0, 0, 7}));
}

TEST(FlatScatterKernels, MaskedScatterRaisesWhereTorchDoes) {
  const std::string code = R"(def forward(self, x: "f32[1, 3]", m: "MASK[1, 3]", s: "f32[N]"):
    y = torch.ops.aten.masked_scatter.default(x, m, s)
    return y
)";
  auto graph = [&](const char* mask, const char* n) {
    std::string text = code;
    text.replace(text.find("MASK"), 4, mask);
    text.replace(text.find("N]"), 1, n);
    return text;
  };
  TensorHandle x = tensorOf(DType::f32, {1, 1, 1}, {1, 3});
  expectFault(run(graph("b8", "2"),
                  {x, tensorOf(DType::b8, {1, 1, 1}, {1, 3}), tensorOf(DType::f32, {5, 6}, {2})}),
              VerdictKind::InvalidGraph, "Number of elements of source < number of ones in mask");
  // A mask other than bool is read by its first byte, which must be 0 or 1.
  expectFault(run(graph("u8", "3"), {x, tensorOf(DType::u8, {1, 0, 2}, {1, 3}),
                                     tensorOf(DType::f32, {5, 6, 7}, {3})}),
              VerdictKind::InvalidGraph, "Mask tensor can take 0 and 1 values only");
  // 256 in an i64 mask has a first byte of 0: nothing is masked.
  Execution out = run(graph("i64", "3"), {x, tensorOf(DType::i64, {256, 1, 0}, {1, 3}),
                                          tensorOf(DType::f32, {5, 6, 7}, {3})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{1, 5, 1}));
}

} // namespace
} // namespace reinplace::oracle
