// gcd and lcm at the dtypes' most negative values, where torch 1.13's calc_gcd takes abs in the
// promoted type and stores it back (so |INT_MIN| is INT_MIN again) and Euclid's steps then end
// at -1; lcm divides by that gcd, which traps (SIGFPE kills the process) for INT_MIN / -1 in
// int32 and int64 and wraps in the narrow dtypes. The oracle reports the trap as invalid-graph at
// the node. Every expectation was run in torch (the trap in a subprocess: exit status 136).

#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

namespace reinplace::oracle {
namespace {

using testing::graphOf;
using testing::tensorOf;
using testing::valuesOf;

Execution run(const char* op, const char* meta, DType dtype, std::vector<double> a,
              std::vector<double> b) {
  Graph graph =
      graphOf(std::string("def forward(self, a: \"") + meta + "\", b: \"" + meta +
              "\"):\n    out = torch.ops.aten." + op + ".default(a, b)\n    return out\n");
  Shape sizes = {static_cast<int64_t>(a.size())};
  return execute(graph,
                 {tensorOf(dtype, std::move(a), sizes), tensorOf(dtype, std::move(b), sizes)});
}

TEST(IntegerMath, GcdOfTheMostNegativeValueEndsAtMinusOne) {
  Execution i32 =
      run("gcd", "i32[3]", DType::i32, {-2147483648.0, -2147483648.0, -2147483648.0}, {5, 0, 2});
  ASSERT_FALSE(i32.fault);
  EXPECT_EQ(valuesOf(*i32.outputs[0]), (std::vector<double>{-1, -2147483648.0, 2}));
  Execution i8 = run("gcd", "i8[3]", DType::i8, {-128, -128, 100}, {5, -128, 3});
  ASSERT_FALSE(i8.fault);
  EXPECT_EQ(valuesOf(*i8.outputs[0]), (std::vector<double>{-1, -128, 1}));
}

TEST(IntegerMath, LcmWrapsInNarrowDtypes) {
  Execution i8 = run("lcm", "i8[3]", DType::i8, {-128, 100, -128}, {5, 3, 2});
  ASSERT_FALSE(i8.fault);
  EXPECT_EQ(valuesOf(*i8.outputs[0]), (std::vector<double>{-128, 44, -128}));
  Execution u8 = run("lcm", "u8[1]", DType::u8, {200}, {3});
  ASSERT_FALSE(u8.fault);
  EXPECT_EQ(valuesOf(*u8.outputs[0]), (std::vector<double>{88}));
}

TEST(IntegerMath, LcmOfTheMostNegativeValueTrapsInI32AndI64) {
  Execution i32 = run("lcm", "i32[2]", DType::i32, {7, -2147483648.0}, {3, 5});
  ASSERT_TRUE(i32.fault);
  EXPECT_EQ(i32.fault->kind, VerdictKind::InvalidGraph);
  EXPECT_EQ(i32.fault->message,
            "integer division overflow: -2147483648 / -1 traps (SIGFPE) in torch's CPU kernel");
  Execution i64 = run("lcm", "i64[1]", DType::i64, {-9223372036854775808.0}, {5});
  ASSERT_TRUE(i64.fault);
  EXPECT_EQ(i64.fault->kind, VerdictKind::InvalidGraph);
  // With a gcd other than -1 the quotient does not trap; |INT_MIN| stays INT_MIN.
  Execution even = run("lcm", "i32[1]", DType::i32, {-2147483648.0}, {2});
  ASSERT_FALSE(even.fault);
  EXPECT_EQ(valuesOf(*even.outputs[0]), (std::vector<double>{-2147483648.0}));
}

} // namespace
} // namespace reinplace::oracle
