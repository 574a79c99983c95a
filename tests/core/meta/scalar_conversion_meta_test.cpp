// Scalar arguments an ATen kernel reads in its computation type (c10::checked_convert) against
// PyTorch 1.13 eager: every case below was run in torch, which raised "value cannot be converted
// to type T without overflow" exactly where a case expects that error. The boundaries differ by
// op: sub negates alpha first, bf16 addcmul / addmm / lerp read their factors as float, pow reads
// an f32 exponent as double, arange reads its bounds in its accumulation type, and add.Scalar's
// `other` is a wrapped number that wraps instead of raising.

#include "tests/core/meta/meta_cases.h"

#include <cmath>

namespace reinplace::test {
namespace {

TEST(ScalarConversionMeta, FillsReadTheValueInTheTensorsDType) {
  // clang-format off
  checkCases({
      {"fill.Scalar", {"i8[3]"}, {X(0), I(127)}, {}, "i8[3][1]"},
      {"fill.Scalar", {"i8[3]"}, {X(0), I(128)}, {}, Error("value cannot be converted to type int8_t without overflow")},
      {"fill.Scalar", {"i8[3]"}, {X(0), I(-129)}, {}, Error("value cannot be converted to type int8_t without overflow")},
      {"fill.Scalar", {"i8[3]"}, {X(0), F(127.5)}, {}, Error("value cannot be converted to type int8_t without overflow")},
      // An int wraps into uint8 while its magnitude fits; a float does not.
      {"fill.Scalar", {"u8[3]"}, {X(0), I(-255)}, {}, "u8[3][1]"},
      {"fill.Scalar", {"u8[3]"}, {X(0), I(-256)}, {}, Error("value cannot be converted to type uint8_t without overflow")},
      {"fill.Scalar", {"u8[3]"}, {X(0), F(-0.5)}, {}, Error("value cannot be converted to type uint8_t without overflow")},
      {"fill.Scalar", {"i16[3]"}, {X(0), I(32768)}, {}, Error("value cannot be converted to type int16_t without overflow")},
      {"fill_.Scalar", {"i32[3]"}, {X(0), I(2147483648)}, {}, Error("value cannot be converted to type int without overflow")},
      // NaN has no integer; 2**63 passes c10's check in double and lands on INT64_MIN.
      {"fill.Scalar", {"i64[3]"}, {X(0), F(NAN)}, {}, Error("value cannot be converted to type int64_t without overflow")},
      {"fill.Scalar", {"i64[3]"}, {X(0), F(9223372036854775808.0)}, {}, "i64[3][1]"},
      {"fill.Scalar", {"i64[3]"}, {X(0), F(9.3e18)}, {}, Error("value cannot be converted to type int64_t without overflow")},
      {"fill.Scalar", {"i64[3]"}, {X(0), I(INT64_MIN)}, {}, "i64[3][1]"},
      // Floating targets take infinities and NaN but nothing finite beyond their range.
      {"fill.Scalar", {"f16[3]"}, {X(0), F(65504.0)}, {}, "f16[3][1]"},
      {"fill.Scalar", {"f16[3]"}, {X(0), F(65519.0)}, {}, Error("value cannot be converted to type at::Half without overflow")},
      {"fill.Scalar", {"f16[3]"}, {X(0), I(65505)}, {}, Error("value cannot be converted to type at::Half without overflow")},
      {"fill.Scalar", {"f16[3]"}, {X(0), F(-INFINITY)}, {}, "f16[3][1]"},
      {"fill.Scalar", {"bf16[3]"}, {X(0), F(3.4e38)}, {}, Error("value cannot be converted to type at::BFloat16 without overflow")},
      {"fill.Scalar", {"f32[3]"}, {X(0), F(1e300)}, {}, Error("value cannot be converted to type float without overflow")},
      {"fill.Scalar", {"f32[3]"}, {X(0), F(NAN)}, {}, "f32[3][1]"},
      {"fill.Scalar", {"b8[3]"}, {X(0), I(5)}, {}, "b8[3][1]"},
      {"masked_fill.Scalar", {"i8[3]", "b8[3]"}, {X(0), X(1), I(1000)}, {}, Error("value cannot be converted to type int8_t without overflow")},
      {"masked_fill.Scalar", {"i8[3]", "b8[3]"}, {X(0), X(1), I(-128)}, {}, "i8[3][1]"},
      {"full", {}, {L({I(2)}), I(300)}, {{"dtype", D(DType::i8)}}, Error("value cannot be converted to type int8_t without overflow")},
      {"full", {}, {L({I(2)}), F(1e300)}, {}, Error("value cannot be converted to type float without overflow")},
      {"full", {}, {L({I(2)}), F(1e300)}, {{"dtype", D(DType::f64)}}, "f64[2][1]"},
  });
  // clang-format on
}

TEST(ScalarConversionMeta, ArithmeticFactorsFollowTheKernelsReadType) {
  // clang-format off
  checkCases({
      {"add.Tensor", {"i8[3]", "i8[3]"}, {X(0), X(1)}, {{"alpha", I(127)}}, "i8[3][1]"},
      {"add.Tensor", {"i8[3]", "i8[3]"}, {X(0), X(1)}, {{"alpha", I(128)}}, Error("value cannot be converted to type int8_t without overflow")},
      {"add.Tensor", {"f16[3]", "f16[3]"}, {X(0), X(1)}, {{"alpha", F(65520.0)}}, Error("value cannot be converted to type at::Half without overflow")},
      {"add.Scalar", {"i8[3]"}, {X(0), I(1), I(-129)}, {}, Error("value cannot be converted to type int8_t without overflow")},
      // `other` is a wrapped number: the iterator casts it without a check.
      {"add.Scalar", {"i8[3]"}, {X(0), I(1000)}, {}, "i8[3][1]"},
      {"mul.Tensor", {"i8[3]"}, {X(0), I(1000)}, {}, "i8[3][1]"},
      // sub adds -alpha.
      {"sub.Tensor", {"i8[3]", "i8[3]"}, {X(0), X(1)}, {{"alpha", I(128)}}, "i8[3][1]"},
      {"sub.Tensor", {"i8[3]", "i8[3]"}, {X(0), X(1)}, {{"alpha", I(-128)}}, Error("value cannot be converted to type int8_t without overflow")},
      {"sub_.Tensor", {"u8[3]", "u8[3]"}, {X(0), X(1)}, {{"alpha", I(256)}}, Error("value cannot be converted to type uint8_t without overflow")},
      {"sub.Tensor", {"i64[3]", "i64[3]"}, {X(0), X(1)}, {{"alpha", I(INT64_MIN)}}, "i64[3][1]"},
      {"addcmul", {"i8[3]", "i8[3]", "i8[3]"}, {X(0), X(1), X(2)}, {{"value", I(128)}}, Error("value cannot be converted to type int8_t without overflow")},
      {"addcmul", {"bf16[3]", "bf16[3]", "bf16[3]"}, {X(0), X(1), X(2)}, {{"value", F(3.4e38)}}, "bf16[3][1]"},
      {"addcmul", {"bf16[3]", "bf16[3]", "bf16[3]"}, {X(0), X(1), X(2)}, {{"value", F(3.5e38)}}, Error("value cannot be converted to type float without overflow")},
      {"addmm", {"i8[2, 2]", "i8[2, 2]", "i8[2, 2]"}, {X(0), X(1), X(2)}, {{"beta", I(255)}}, Error("value cannot be converted to type int8_t without overflow")},
      {"addmm", {"bf16[2, 2]", "bf16[2, 2]", "bf16[2, 2]"}, {X(0), X(1), X(2)}, {{"alpha", F(3.4e38)}}, "bf16[2, 2][2, 1]"},
      {"lerp.Scalar", {"bf16[3]", "bf16[3]"}, {X(0), X(1), F(3.4e38)}, {}, "bf16[3][1]"},
      {"lerp.Scalar", {"f32[3]", "f32[3]"}, {X(0), X(1), F(-1e300)}, {}, Error("value cannot be converted to type float without overflow")},
  });
  // clang-format on
}

TEST(ScalarConversionMeta, BoundsAndExponents) {
  // clang-format off
  checkCases({
      {"clamp", {"i8[3]"}, {X(0), I(1000)}, {}, Error("value cannot be converted to type int8_t without overflow")},
      {"clamp", {"i8[3]"}, {X(0), None(), I(-129)}, {}, Error("value cannot be converted to type int8_t without overflow")},
      {"clamp", {"u8[3]"}, {X(0), I(-1)}, {}, "u8[3][1]"},
      // A float bound promotes an integer self, so the bound is read as float.
      {"clamp", {"i8[3]"}, {X(0), F(1000.5)}, {}, "f32[3][1]"},
      {"clamp_", {"i16[3]"}, {X(0), I(-32769)}, {}, Error("value cannot be converted to type int16_t without overflow")},
      // The missing Half kernel raises before the bound is read.
      {"clamp_", {"f16[3]"}, {X(0), F(-65520.0)}, {}, Error("\"clamp_min_cpu\" not implemented for 'Half'")},
      {"pow.Tensor_Scalar", {"i8[3]"}, {X(0), I(128)}, {}, Error("value cannot be converted to type int8_t without overflow")},
      {"pow.Tensor_Scalar", {"f16[3]"}, {X(0), F(65520.0)}, {}, Error("value cannot be converted to type at::Half without overflow")},
      {"pow.Tensor_Scalar", {"f32[3]"}, {X(0), F(1e300)}, {}, "f32[3][1]"},
      {"pow.Tensor_Scalar", {"i32[3]"}, {X(0), F(1e300)}, {}, "f32[3][1]"},
      // arange reads start, end and step in int64 for integer dtypes and in float for f16.
      {"arange", {}, {I(200)}, {{"dtype", D(DType::i8)}}, "i8[200][1]"},
      {"arange.start", {}, {F(9.3e18), F(9.3e18)}, {{"dtype", D(DType::i8)}}, Error("value cannot be converted to type int64_t without overflow")},
      {"arange.start", {}, {F(3.4e38), F(3.4e38)}, {{"dtype", D(DType::f16)}}, "f16[0][1]"},
      {"arange.start_step", {}, {I(0), I(0), F(1e300)}, {{"dtype", D(DType::bf16)}}, Error("value cannot be converted to type float without overflow")},
  });
  // clang-format on
}

} // namespace
} // namespace reinplace::test
