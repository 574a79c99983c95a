// The reduction, indexing and factory kernels on small graphs whose values were computed by
// torch 1.13 eager, including the run-time errors PyTorch raises (an index out of range, a fill
// value tensor that overflows its dtype), which the expected-values files cannot hold.

#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

#include <cmath>

namespace reinplace::oracle {
namespace {

using testing::graphOf;
using testing::tensorOf;
using testing::valuesOf;

Execution run(const std::string& code, std::vector<TensorHandle> inputs = {}) {
  Graph graph = graphOf(code);
  return execute(graph, std::move(inputs));
}

TEST(ReductionKernels, SumOverDimsWithKeepdimAndDtype) {
  Execution out = run(R"(def forward(self, x: "f32[2, 3]"):
    sum_1 = torch.ops.aten.sum.dim_IntList(x, [1], True, dtype = torch.float64)
    return sum_1
)",
                      {tensorOf(DType::f32, {1.5, 2, 3, 4, 5, 6.25}, {2, 3})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(out.outputs[0]->layout.dtype, DType::f64);
  EXPECT_EQ(out.outputs[0]->layout.sizes, (Shape{2, 1}));
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{6.5, 15.25}));
}

// Eight vector lanes and a scalar tail: 1e8 and -1e8 land in the same lane and cancel before
// the ones are added, where a sequential float sum would lose every one of them.
TEST(ReductionKernels, SumFollowsTheCascadeOrder) {
  std::vector<double> values = {1e8};
  values.insert(values.end(), 16, 1.0);
  values.push_back(-1e8);
  values.push_back(3.0);
  Execution out = run(R"(def forward(self, x: "f32[19]"):
    sum_1 = torch.ops.aten.sum.dim_IntList(x, None)
    return sum_1
)",
                      {tensorOf(DType::f32, values, {19})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{14.0}));
}

TEST(ReductionKernels, CumsumOnANonContiguousInput) {
  Execution out = run(R"(def forward(self, x: "f32[2, 3][1, 2]"):
    cumsum = torch.ops.aten.cumsum.default(x, 1)
    return cumsum
)",
                      {tensorOf(DType::f32, {1, 2, 3, 4, 5, 6}, {2, 3}, {1, 2})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{1, 4, 9, 2, 6, 12}));
}

TEST(ReductionKernels, AddmmWithBetaZeroIgnoresNaNInSelf) {
  const double nan = std::nan("");
  Execution out =
      run(R"(def forward(self, s: "f32[2, 2]", a: "f32[2, 2]", b: "f32[2, 2]"):
    addmm = torch.ops.aten.addmm.default(s, a, b, beta = 0, alpha = 2)
    mm = torch.ops.aten.mm.default(a, b)
    return (addmm, mm)
)",
          {tensorOf(DType::f32, {nan, 1, 2, nan}, {2, 2}),
           tensorOf(DType::f32, {1, 2, 3, 4}, {2, 2}), tensorOf(DType::f32, {1, 0, 0, 1}, {2, 2})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{2, 4, 6, 8}));
  EXPECT_EQ(valuesOf(*out.outputs[1]), (std::vector<double>{1, 2, 3, 4}));
}

TEST(ReductionKernels, CatPromotesAndSkipsEmptyOneDimInputs) {
  Execution out = run(R"(def forward(self, i: "i32[2]", e: "f32[0]", d: "f64[1]"):
    cat = torch.ops.aten.cat.default([i, e, d])
    return cat
)",
                      {tensorOf(DType::i32, {1, 2}, {2}), tensorOf(DType::f32, {}, {0}),
                       tensorOf(DType::f64, {0.5}, {1})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(out.outputs[0]->layout.dtype, DType::f64);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{1, 2, 0.5}));
}

TEST(IndexKernels, IndexPutWithAMask) {
  Execution out = run(R"(def forward(self, x: "f32[2, 2]", m: "b8[2, 2]", v: "f64[]"):
    index_put = torch.ops.aten.index_put.default(x, [m], v)
    return index_put
)",
                      {tensorOf(DType::f32, {1, 2, 3, 4}, {2, 2}),
                       tensorOf(DType::b8, {1, 0, 0, 1}, {2, 2}), tensorOf(DType::f64, {0.5}, {})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{0.5, 2, 3, 0.5}));
}

TEST(IndexKernels, IndexPutBroadcastsIndexTensors) {
  Execution out = run(R"(def forward(self, x: "f32[3, 4]", r: "i64[2, 1]", c: "i64[2]", v: "f32[]"):
    index_put = torch.ops.aten.index_put.default(x, [r, c], v)
    return index_put
)",
                      {tensorOf(DType::f32, std::vector<double>(12, 0.0), {3, 4}),
                       tensorOf(DType::i64, {0, -1}, {2, 1}), tensorOf(DType::i64, {1, 3}, {2}),
                       tensorOf(DType::f32, {5}, {})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{0, 5, 0, 5, 0, 0, 0, 0, 0, 5, 0, 5}));
}

// Duplicates accumulate in order: 1e8 + 1 rounds back to 1e8 in float before -1e8 cancels it.
TEST(IndexKernels, IndexPutAccumulatesDuplicatesInOrder) {
  Execution out =
      run(R"(def forward(self, x: "f32[3]", i: "i64[4]", v: "f32[4]"):
    index_put = torch.ops.aten.index_put.default(x, [i], v, True)
    return index_put
)",
          {tensorOf(DType::f32, {0, 0, 0}, {3}), tensorOf(DType::i64, {0, 0, 2, 0}, {4}),
           tensorOf(DType::f32, {1e8, 1, 2, -1e8}, {4})});
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{0, 0, 2}));
}

TEST(IndexKernels, AnIndexOutOfRangeMakesTheGraphInvalid) {
  Execution out = run(R"(def forward(self, x: "f32[3, 4]", r: "i64[1]", c: "i64[1]", v: "f32[]"):
    index_put = torch.ops.aten.index_put.default(x, [r, c], v)
    return index_put
)",
                      {tensorOf(DType::f32, std::vector<double>(12, 0.0), {3, 4}),
                       tensorOf(DType::i64, {1}, {1}), tensorOf(DType::i64, {-7}, {1}),
                       tensorOf(DType::f32, {1}, {})});
  ASSERT_TRUE(out.fault);
  EXPECT_EQ(out.fault->kind, VerdictKind::InvalidGraph);
  EXPECT_EQ(out.fault->message, "index -7 is out of bounds for dimension 1 with size 4");
}

TEST(FactoryKernels, ArangeWithANonIntegralFloatStep) {
  Execution out = run(R"(def forward(self):
    arange = torch.ops.aten.arange.start_step(0, 3.3, 0.1)
    return arange
)");
  ASSERT_FALSE(out.fault);
  std::vector<double> values = valuesOf(*out.outputs[0]);
  ASSERT_EQ(values.size(), 33u);
  // The first vector block and the scalar tail, as torch prints them.
  EXPECT_EQ(values[1], static_cast<double>(0.1f));
  EXPECT_EQ(values[7], 0.699999988079071);
  EXPECT_EQ(values[26], 2.6000001430511475);
  EXPECT_EQ(values[32], 3.200000047683716);
}

TEST(FactoryKernels, FullConvertsTheValue) {
  Execution out = run(R"(def forward(self):
    full = torch.ops.aten.full.default([2], 3, dtype = torch.float32)
    return full
)");
  ASSERT_FALSE(out.fault);
  EXPECT_EQ(out.outputs[0]->layout.dtype, DType::f32);
  EXPECT_EQ(valuesOf(*out.outputs[0]), (std::vector<double>{3, 3}));
}

// A fill value held in a tensor is read with item() and converted as a Scalar is: that depends
// on the data, so it is a run-time error (meta rejects a Python number that overflows).
TEST(FillKernels, AValueTensorThatOverflowsTheDTypeFaults) {
  const std::string fill = R"(def forward(self, x: "i8[3]", value: "i64[]"):
    fill = torch.ops.aten.fill.Tensor(x, value)
    return fill
)";
  auto int8Input = [] { return tensorOf(DType::i8, {1, 2, 3}, {3}); };
  Execution fits = run(fill, {int8Input(), tensorOf(DType::i64, {127}, {})});
  ASSERT_FALSE(fits.fault);
  EXPECT_EQ(valuesOf(*fits.outputs[0]), (std::vector<double>{127, 127, 127}));

  Execution overflows = run(fill, {int8Input(), tensorOf(DType::i64, {300}, {})});
  ASSERT_TRUE(overflows.fault);
  EXPECT_EQ(overflows.fault->kind, VerdictKind::InvalidGraph);
  EXPECT_EQ(overflows.fault->message, "value cannot be converted to type int8_t without overflow");

  Execution float_value = run(R"(def forward(self, x: "i8[3]", value: "f32[]"):
    fill = torch.ops.aten.fill.Tensor(x, value)
    return fill
)",
                              {int8Input(), tensorOf(DType::f32, {-128.5}, {})});
  ASSERT_TRUE(float_value.fault);
  EXPECT_EQ(float_value.fault->message,
            "value cannot be converted to type int8_t without overflow");

  // A negative int wraps into uint8 while its magnitude fits: -255 is 1.
  Execution wraps = run(R"(def forward(self, x: "u8[2]", value: "i64[]"):
    fill = torch.ops.aten.fill.Tensor(x, value)
    return fill
)",
                        {tensorOf(DType::u8, {0, 0}, {2}), tensorOf(DType::i64, {-255}, {})});
  ASSERT_FALSE(wraps.fault);
  EXPECT_EQ(valuesOf(*wraps.outputs[0]), (std::vector<double>{1, 1}));
}

TEST(FillKernels, MaskedFillAndItsIndexPutPathCheckTheValue) {
  auto inputs = [](double value) {
    return std::vector<TensorHandle>{tensorOf(DType::i8, {1, 2, 3}, {3}),
                                     tensorOf(DType::b8, {1, 0, 1}, {3}),
                                     tensorOf(DType::i64, {value}, {})};
  };
  for (const char* call : {"torch.ops.aten.masked_fill.Tensor(x, mask, value)",
                           "torch.ops.aten.index_put.default(x, [mask], value)"}) {
    SCOPED_TRACE(call);
    const std::string code = std::string(
                                 R"(def forward(self, x: "i8[3]", mask: "b8[3]", value: "i64[]"):
    out = )") + call + R"(
    return out
)";
    Execution fits = run(code, inputs(-128));
    ASSERT_FALSE(fits.fault) << fits.fault->message;
    EXPECT_EQ(valuesOf(*fits.outputs[0]), (std::vector<double>{-128, 2, -128}));
    Execution overflows = run(code, inputs(300));
    ASSERT_TRUE(overflows.fault);
    EXPECT_EQ(overflows.fault->message,
              "value cannot be converted to type int8_t without overflow");
  }
}

} // namespace
} // namespace reinplace::oracle
