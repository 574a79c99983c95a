// The indexing, batched-product and uninitialized-factory kernels where an expected-values file
// cannot say what happens: the run-time errors torch raises for an index out of range (with the
// message of the path torch takes), the oracle's treatment of duplicate indices (an overlap
// hazard where torch leaves the winning write to its loop order, accumulation in a fixed order
// where torch has one), and the poison pattern of uninitialized memory. Every message below was
// observed in torch 1.13 on the same call.

#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>

namespace reinplace::oracle {
namespace {

using testing::graphOf;
using testing::tensorOf;
using testing::valuesOf;

Execution run(const std::string& code, std::vector<TensorHandle> inputs) {
  Graph graph = graphOf(code);
  return execute(graph, std::move(inputs));
}

TensorHandle longs(std::vector<double> values) {
  Shape sizes = {static_cast<int64_t>(values.size())};
  return tensorOf(DType::i64, std::move(values), sizes);
}

void expectInvalid(const Execution& out, const std::string& message) {
  ASSERT_TRUE(out.fault);
  EXPECT_EQ(out.fault->kind, VerdictKind::InvalidGraph);
  EXPECT_EQ(out.fault->message, message);
}

TEST(NnIndexKernels, IndicesOutOfRangeRaiseTorchsMessages) {
  TensorHandle x = tensorOf(DType::f32, std::vector<double>(12, 1.0), {3, 4});
  struct Case {
    const char* statement;
    std::vector<double> index;
    bool matrix_index; // gather and the scatters take an index of self's rank: [1, n]
    const char* message;
  };
  const std::vector<Case> cases = {
      {"torch.ops.aten.gather.default(x, 1, i)",
       {0, 4, 1},
       true,
       "index 4 is out of bounds for dimension 1 with size 4"},
      {"torch.ops.aten.scatter.value(x, 1, i, 1.0)",
       {-1, 0, 1},
       true,
       "index -1 is out of bounds for dimension 1 with size 4"},
      {"torch.ops.aten.scatter_add.default(x, 0, i, x)",
       {0, 3, 1},
       true,
       "index 3 is out of bounds for dimension 0 with size 3"},
      // index_select along dim 1 checks every index up front (index_select_out_cpu_dim1_).
      {"torch.ops.aten.index_select.default(x, 1, i)",
       {0, 4, 9},
       false,
       "INDICES element is out of DATA bounds, id=4 axis_dim=4"},
      {"torch.ops.aten.index_select.default(x, 0, i)", {-1}, false, "index out of range in self"},
      {"torch.ops.aten.index_add.default(x, 0, i, x)",
       {0, 1, 3},
       false,
       "index out of range in self"},
      {"torch.ops.aten.index_copy.default(x, 0, i, x)",
       {0, 1, -1},
       false,
       "index_copy_(): index -1 is out of bounds for dimension 0 with size 3"},
      // index_fill counts negative indices from the end.
      {"torch.ops.aten.index_fill.int_Scalar(x, 1, i, 2)",
       {-4, -5},
       false,
       "index -5 is out of bounds for dimension 1 with size 4"},
      {"torch.ops.aten.embedding.default(x, i)", {2, 3}, false, "index out of range in self"},
      // index_reduce without self fills the identity first, with index_fill's checks (which
      // wrap a negative index: -1 then fails the reduction's own check).
      {"torch.ops.aten.index_reduce.default(x, 1, i, x, 'amax')",
       {0, 4, 1, 2},
       false,
       "index out of range in self"},
      {"torch.ops.aten.index_reduce.default(x, 1, i, x, 'amax', include_self = False)",
       {0, 4, 1, 2},
       false,
       "index 4 is out of bounds for dimension 1 with size 4"},
      {"torch.ops.aten.index_reduce.default(x, 1, i, x, 'amax', include_self = False)",
       {0, -1, 1, 2},
       false,
       "index out of range in self"},
      {"torch.ops.aten.index_reduce.default(x, 1, i, x, 'amax', include_self = False)",
       {0, -5, 1, 2},
       false,
       "index -5 is out of bounds for dimension 1 with size 4"},
      // index.Tensor numbers the dimension by the index's position among the index tensors,
      // and reports the first bad value the iterator meets.
      {"torch.ops.aten.index.Tensor(x, [i])",
       {0, 3},
       false,
       "index 3 is out of bounds for dimension 0 with size 3"},
      {"torch.ops.aten.index.Tensor(x, [None, i])",
       {-5, 1},
       false,
       "index -5 is out of bounds for dimension 0 with size 4"},
      {"torch.ops.aten.index.Tensor(x, [i, i])",
       {1, 3},
       false,
       "index 3 is out of bounds for dimension 0 with size 3"},
      {"torch.ops.aten.index.Tensor(x, [i])",
       {5, -9},
       false,
       "index 5 is out of bounds for dimension 0 with size 3"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.statement);
    const int64_t n = static_cast<int64_t>(c.index.size());
    Shape sizes = c.matrix_index ? Shape{1, n} : Shape{n};
    const std::string code = "def forward(self, x: \"f32[3, 4]\", i: \"i64" + formatShape(sizes) +
                             "\"):\n    y = " + c.statement + "\n    return y\n";
    expectInvalid(run(code, {x, tensorOf(DType::i64, c.index, sizes)}), c.message);
  }
}

TEST(NnIndexKernels, EmbeddingBackwardSkipsIndicesOutOfRange) {
  // Torch adds only rows whose index lies in [0, num_weights); with scale_grad_by_freq it
  // would count the others outside its array, which the oracle refuses.
  const std::string code = R"(def forward(self, g: "f32[3, 2]", i: "i64[3]"):
    y = torch.ops.aten.embedding_dense_backward.default(g, i, 2, -1, SCALE)
    return y
)";
  TensorHandle grad = tensorOf(DType::f32, {1, 2, 3, 4, 5, 6}, {3, 2});
  std::string plain = code;
  plain.replace(plain.find("SCALE"), 5, "False");
  Execution out = run(plain, {grad, longs({1, 5, -1})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{0, 0, 1, 2}));
  std::string scaled = code;
  scaled.replace(scaled.find("SCALE"), 5, "True");
  out = run(scaled, {grad, longs({1, 5, 1})});
  ASSERT_TRUE(out.fault);
  EXPECT_EQ(out.fault->kind, VerdictKind::InvalidGraph);
}

// Two src elements for one result element: torch documents the result as undefined, so the
// oracle reports a hazard rather than pick the write its own loop order would keep. A value
// written twice, or accumulated, is well defined.
TEST(NnIndexKernels, DuplicateIndicesOfWritingScattersAreHazards) {
  TensorHandle x = tensorOf(DType::f32, {1, 2, 3, 4}, {1, 4});
  TensorHandle src = tensorOf(DType::f32, {10, 20, 30, 40}, {1, 4});
  TensorHandle dup = tensorOf(DType::i64, {2, 2}, {1, 2});
  auto graph = [](const char* statement) {
    return std::string(R"(def forward(self, x: "f32[1, 4]", i: "i64[1, 2]", s: "f32[1, 4]"):
    y = )") +
           statement + "\n    return y\n";
  };
  Execution out = run(graph("torch.ops.aten.scatter.src(x, 1, i, s)"), {x, dup, src});
  ASSERT_TRUE(out.fault);
  EXPECT_EQ(out.fault->kind, VerdictKind::OverlapHazard);

  out = run(graph("torch.ops.aten.scatter.value(x, 1, i, 7)"), {x, dup, src});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{1, 2, 7, 4}));

  // Accumulation along dim in ascending position: 3 + 10 + 20.
  out = run(graph("torch.ops.aten.scatter_add.default(x, 1, i, s)"), {x, dup, src});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{1, 2, 33, 4}));

  TensorHandle rows = tensorOf(DType::f32, {1, 2, 3, 4, 5, 6}, {3, 2});
  Execution copied = run(R"(def forward(self, x: "f32[3, 2]", i: "i64[2]", s: "f32[2, 2]"):
    y = torch.ops.aten.index_copy.default(x, 0, i, s)
    return y
)",
                         {rows, longs({1, 1}), tensorOf(DType::f32, {7, 8, 9, 10}, {2, 2})});
  ASSERT_TRUE(copied.fault);
  EXPECT_EQ(copied.fault->kind, VerdictKind::OverlapHazard);
}

// index_reduce folds duplicates in index order: row 1 is 1 * 2 * 4 and 1 * 3 * 5.
TEST(NnIndexKernels, IndexReduceFoldsDuplicatesInOrder) {
  Execution out = run(R"(def forward(self, x: "f32[2, 2]", i: "i64[2]", s: "f32[2, 2]"):
    y = torch.ops.aten.index_reduce.default(x, 0, i, s, 'prod')
    return y
)",
                      {tensorOf(DType::f32, {1, 1, 1, 1}, {2, 2}), longs({1, 1}),
                       tensorOf(DType::f32, {2, 3, 4, 5}, {2, 2})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{1, 1, 8, 15}));
}

// index_add accumulates duplicates in index order through the add kernel: 1 + 0.5 * 10 + 0.5 * 20.
TEST(NnIndexKernels, IndexAddAccumulatesDuplicatesInOrder) {
  Execution out = run(R"(def forward(self, x: "f32[2, 2]", i: "i64[2]", s: "f32[2, 2]"):
    y = torch.ops.aten.index_add.default(x, 0, i, s, alpha = 0.5)
    return y
)",
                      {tensorOf(DType::f32, {1, 2, 3, 4}, {2, 2}), longs({0, 0}),
                       tensorOf(DType::f32, {10, 20, 30, 40}, {2, 2})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{21, 32, 3, 4}));
}

// Uninitialized memory reads the same poison pattern in every run, whatever the layout.
TEST(NnIndexKernels, EmptyHoldsThePoisonPattern) {
  const std::string code = R"(def forward(self, x: "f32[2, 3]"):
    a = torch.ops.aten.empty.memory_format([2, 3], dtype = torch.int32)
    b = torch.ops.aten.empty_strided.default([2, 3], [1, 2], dtype = torch.int32)
    c = torch.ops.aten.new_empty.default(x, [4], dtype = torch.int32)
    return (a, b, c)
)";
  Execution first = run(code, {tensorOf(DType::f32, {1, 2, 3, 4, 5, 6}, {2, 3})});
  Execution second = run(code, {tensorOf(DType::f32, {6, 5, 4, 3, 2, 1}, {2, 3})});
  ASSERT_FALSE(first.fault);
  ASSERT_FALSE(second.fault);
  int32_t poison = 0;
  std::memset(&poison, 0xa5, sizeof poison);
  for (size_t k = 0; k < first.outputs.size(); ++k) {
    EXPECT_EQ(valuesOf(*first.outputs[k]), valuesOf(*second.outputs[k]));
    for (double value : valuesOf(*first.outputs[k])) EXPECT_EQ(value, poison);
  }
}

// baddbmm with beta = 0 does not copy self into its fresh result and multiplies what that
// memory holds by 0 (the poison pattern here, finite); baddbmm_ multiplies self, so a NaN there
// survives, as in torch.
TEST(NnIndexKernels, BaddbmmWithBetaZeroReadsItsResult) {
  const std::string code =
      R"(def forward(self, s: "f32[1, 1, 1]", a: "f32[1, 1, 1]", b: "f32[1, 1, 1]"):
    y = torch.ops.aten.baddbmm.default(s, a, b, beta = 0)
    clone = torch.ops.aten.clone.default(s)
    z = torch.ops.aten.baddbmm_.default(clone, a, b, beta = 0)
    return (y, z)
)";
  Execution out =
      run(code, {tensorOf(DType::f32, {std::numeric_limits<double>::quiet_NaN()}, {1, 1, 1}),
                 tensorOf(DType::f32, {2}, {1, 1, 1}), tensorOf(DType::f32, {3}, {1, 1, 1})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{6}));
  EXPECT_TRUE(std::isnan(valuesOf(*out.outputs[1])[0]));
}

// repeat_interleave's run-time checks, in ATen's order: with output_size the sum is compared
// first ("allocated size ..."), then the signs; without it the signs first. A sum past INT64_MAX
// wraps in ATen's cumsum and its loop writes out of bounds (torch 1.13 crashes): an error here.
// Without output_size the rule took the size from the annotation, which the sum must match.
TEST(NnIndexKernels, RepeatInterleaveChecksItsRepeatsAsATenDoes) {
  struct Case {
    const char* statement;
    std::vector<double> repeats;
    const char* message;
  };
  const double big = 4611686018427387904.0; // 2^62
  const std::vector<Case> cases = {
      {"y = torch.ops.aten.repeat_interleave.Tensor(r, output_size = 3)",
       {3, -1},
       "allocated size does not match required size"},
      {"y = torch.ops.aten.repeat_interleave.Tensor(r, output_size = 2)",
       {3, -1},
       "repeats can not be negative"},
      {"y: \"i64[2]\" = torch.ops.aten.repeat_interleave.Tensor(r)",
       {-1, -1},
       "repeats can not be negative"},
      {"y = torch.ops.aten.repeat_interleave.self_Tensor(x, r, 0, output_size = 3)",
       {1, 1},
       "allocated size does not match required size"},
      {"y: \"i64[2]\" = torch.ops.aten.repeat_interleave.Tensor(r)",
       {1, 2},
       "repeat_interleave: the repeats sum to 3, but the result's annotation assumes 2"},
      {"y = torch.ops.aten.repeat_interleave.Tensor(r, output_size = 4)",
       {big, big},
       "repeat_interleave: the repeats sum past INT64_MAX (ATen's cumsum overflows)"},
  };
  for (const Case& c : cases) {
    TensorHandle x = tensorOf(DType::f32, {1, 2}, {2});
    const std::string code = std::string("def forward(self, x: \"f32[2]\", r: \"i64[2]\"):\n    ") +
                             c.statement + "\n    return (y,)\n";
    SCOPED_TRACE(c.statement);
    expectInvalid(run(code, {x, longs(c.repeats)}), c.message);
  }
}

} // namespace
} // namespace reinplace::oracle
