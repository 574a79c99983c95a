// Integer division with a rounding mode, where torch 1.13 eager raises or dies instead of
// returning values: a zero divisor raises ZeroDivisionError, and INT_MIN / -1 in i32 or i64 traps
// (SIGFPE kills the process). The oracle reports both as invalid-graph at the node; i8 and i16
// divide in int and wrap, as torch does. Every expectation was run in torch.

#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

namespace reinplace::oracle {
namespace {

using testing::graphOf;
using testing::tensorOf;
using testing::valuesOf;

std::string divisionGraph(const char* dividend, const char* divisor, const char* mode) {
  return std::string("def forward(self, a: \"") + dividend + "\", b: \"" + divisor +
         "\"):\n    out = torch.ops.aten.div.Tensor_mode(a, b, rounding_mode = '" + mode +
         "')\n    return out\n";
}

Execution divide(DType dividend, DType divisor, const char* meta_a, const char* meta_b,
                 const char* mode, std::vector<double> a, std::vector<double> b) {
  Graph graph = graphOf(divisionGraph(meta_a, meta_b, mode));
  Shape sizes = {static_cast<int64_t>(a.size())};
  return execute(graph,
                 {tensorOf(dividend, std::move(a), sizes), tensorOf(divisor, std::move(b), sizes)});
}

TEST(IntegerDivision, ZeroDivisorRaises) {
  for (const char* mode : {"trunc", "floor"}) {
    Execution out = divide(DType::i32, DType::i32, "i32[2]", "i32[2]", mode, {7, 1}, {2, 0});
    ASSERT_TRUE(out.fault) << mode;
    EXPECT_EQ(out.fault->kind, VerdictKind::InvalidGraph);
    EXPECT_EQ(out.fault->message, "ZeroDivisionError");
  }
}

TEST(IntegerDivision, MinimumOverMinusOneTrapsInI32AndI64) {
  for (const char* mode : {"trunc", "floor"}) {
    Execution i64 = divide(DType::i64, DType::i64, "i64[2]", "i64[2]", mode,
                           {-9223372036854775808.0, 5}, {-1, -1});
    ASSERT_TRUE(i64.fault) << mode;
    EXPECT_EQ(i64.fault->kind, VerdictKind::InvalidGraph);
    EXPECT_EQ(i64.fault->message, "integer division overflow: -9223372036854775808 / -1 traps "
                                  "(SIGFPE) in torch's CPU kernel");
    Execution i32 =
        divide(DType::i32, DType::i32, "i32[2]", "i32[2]", mode, {-2147483648.0, 5}, {-1, -1});
    ASSERT_TRUE(i32.fault) << mode;
    EXPECT_EQ(i32.fault->message,
              "integer division overflow: -2147483648 / -1 traps (SIGFPE) in torch's CPU kernel");
  }
}

TEST(IntegerDivision, NarrowOrPromotedMinimumOverMinusOneDoesNotTrap) {
  Execution i8 = divide(DType::i8, DType::i8, "i8[2]", "i8[2]", "floor", {-128, 5}, {-1, -1});
  ASSERT_FALSE(i8.fault);
  EXPECT_EQ(valuesOf(*i8.outputs[0]), (std::vector<double>{-128, -5}));
  Execution i16 =
      divide(DType::i16, DType::i16, "i16[2]", "i16[2]", "trunc", {-32768, 5}, {-1, -1});
  ASSERT_FALSE(i16.fault);
  EXPECT_EQ(valuesOf(*i16.outputs[0]), (std::vector<double>{-32768, -5}));
  // An i64 divisor promotes the division to i64, where INT32_MIN / -1 fits.
  Execution promoted =
      divide(DType::i32, DType::i64, "i32[2]", "i64[2]", "trunc", {-2147483648.0, 7}, {-1, 2});
  ASSERT_FALSE(promoted.fault);
  EXPECT_EQ(promoted.outputs[0]->layout.dtype, DType::i64);
  EXPECT_EQ(valuesOf(*promoted.outputs[0]), (std::vector<double>{2147483648.0, 3}));
}

} // namespace
} // namespace reinplace::oracle
