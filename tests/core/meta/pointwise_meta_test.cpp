// Meta rules of the elementwise ops against PyTorch 1.13 eager. Every expected layout and every
// error below was observed by running the call in torch (inputs laid out with exactly the
// annotated strides and offset); where our message words a problem differently, the case says
// what torch printed. The case tables are kept one call per line.

#include "tests/core/meta/meta_cases.h"

#include <cmath>

namespace reinplace::test {
namespace {

// TensorIterator's output layout: fast setup for equal layouts (contiguous, channels-last, equal
// dense strides), otherwise dense strides in the inputs' stride order with broadcast dims ignored;
// inputs converted to the common dtype are re-laid out first.
TEST(PointwiseMeta, BinaryLayouts) {
  // clang-format off
  checkCases({
      {"add.Tensor", {"f32[4, 6]", "f32[4, 6]"}, {X(0), X(1)}, {}, "f32[4, 6][6, 1]"},
      {"add.Tensor", {"f32[4, 6][1, 4]", "i32[6]"}, {X(0), X(1)}, {{"alpha", I(2)}}, "f32[4, 6][1, 4]"},
      {"add.Tensor", {"f32[4, 6][1, 4]", "f32[4, 6]"}, {X(0), X(1)}, {}, "f32[4, 6][1, 4]"},
      {"add.Tensor", {"f32[4, 6]", "f32[4, 6][1, 4]"}, {X(0), X(1)}, {}, "f32[4, 6][6, 1]"},
      {"add.Tensor", {"f32[4, 6][1, 4]", "f32[4, 6][1, 4]"}, {X(0), X(1)}, {}, "f32[4, 6][1, 4]"},
      {"add.Tensor", {"f32[2, 3, 4][1, 8, 2]", "f32[2, 3, 4]"}, {X(0), X(1)}, {}, "f32[2, 3, 4][1, 8, 2]"},
      {"add.Tensor", {"f32[2, 3, 4][1, 8, 2]", "f32[2, 3, 4][1, 8, 2]"}, {X(0), X(1)}, {}, "f32[2, 3, 4][1, 8, 2]"},
      {"add.Tensor", {"f32[2, 3, 4][12, 1, 3]", "f32[4]"}, {X(0), X(1)}, {}, "f32[2, 3, 4][12, 1, 3]"},
      {"add.Tensor", {"f32[3, 4][16, 2]", "f32[3, 4][16, 2]"}, {X(0), X(1)}, {}, "f32[3, 4][4, 1]"},
      {"add.Tensor", {"f32[3, 4][16, 2]"}, {X(0), F(1.5)}, {}, "f32[3, 4][4, 1]"},
      {"add.Tensor", {"f32[3, 4][1, 6]"}, {X(0), F(1.5)}, {}, "f32[3, 4][1, 3]"},
      {"add.Tensor", {"f32[3, 4][4, 1]@5", "f32[4]@2"}, {X(0), X(1)}, {}, "f32[3, 4][4, 1]"},
      {"add.Tensor", {"f32[3, 4][0, 1]", "f32[3, 4][1, 3]"}, {X(0), X(1)}, {}, "f32[3, 4][1, 3]"},
      {"add.Tensor", {"f32[3, 4][1, 0]", "f32[1, 4]"}, {X(0), X(1)}, {}, "f32[3, 4][4, 1]"},
      {"add.Tensor", {"f32[4, 1, 3][3, 7, 1]", "f32[4, 1, 3]"}, {X(0), X(1)}, {}, "f32[4, 1, 3][3, 3, 1]"},
      {"add.Tensor", {"f32[2, 3, 4, 5][60, 1, 15, 3]", "f32[2, 3, 4, 5][60, 1, 15, 3]"}, {X(0), X(1)}, {}, "f32[2, 3, 4, 5][60, 1, 15, 3]"},
      {"add.Tensor", {"f32[2, 3, 4, 5][60, 1, 15, 3]", "f32[2, 3, 4, 5]"}, {X(0), X(1)}, {}, "f32[2, 3, 4, 5][60, 1, 15, 3]"},
      {"add.Tensor", {"f32[2, 3, 4, 5][60, 1, 15, 3]"}, {X(0), F(1.0)}, {}, "f32[2, 3, 4, 5][60, 1, 15, 3]"},
      {"add.Tensor", {"f32[2, 1, 4, 5][20, 7, 5, 1]", "f32[2, 1, 4, 5][20, 7, 5, 1]"}, {X(0), X(1)}, {}, "f32[2, 1, 4, 5][20, 20, 5, 1]"},
      {"add.Tensor", {"f32[1, 4][1, 1]", "f32[3, 1][1, 1]"}, {X(0), X(1)}, {}, "f32[3, 4][4, 1]"},
      {"add.Tensor", {"f32[3, 1][1, 3]", "f32[1, 4][4, 1]"}, {X(0), X(1)}, {}, "f32[3, 4][4, 1]"},
      {"add.Tensor", {"f32[0, 3][1, 5]", "f32[0, 3][3, 1]"}, {X(0), X(1)}, {}, "f32[0, 3][3, 1]"},
      {"add.Tensor", {"f32[]", "f32[2, 3][1, 2]"}, {X(0), X(1)}, {}, "f32[2, 3][1, 2]"},
      {"mul.Tensor", {"i32[3, 4][16, 2]", "f32[3, 4][1, 3]"}, {X(0), X(1)}, {}, "f32[3, 4][4, 1]"},
      {"mul.Tensor", {"f32[3, 4][1, 3]", "i32[3, 4][16, 2]"}, {X(0), X(1)}, {}, "f32[3, 4][1, 3]"},
      {"mul.Tensor", {"i32[2, 3, 4][1, 2, 6]", "f64[3, 4][1, 3]"}, {X(0), X(1)}, {}, "f64[2, 3, 4][1, 2, 6]"},
  });
  // clang-format on
}

// Result dtypes: dimensioned tensors over 0-dim tensors over Python numbers (wrapped numbers),
// integer division to float, a Python bool given for a Scalar counting as an int.
TEST(PointwiseMeta, BinaryPromotion) {
  // clang-format off
  checkCases({
      {"add.Tensor", {"i32[3]"}, {X(0), F(1.5)}, {}, "f32[3][1]"},
      {"add.Tensor", {"u8[3]"}, {X(0), I(300)}, {}, "u8[3][1]"},
      {"add.Tensor", {"i32[3]", "f64[]"}, {X(0), X(1)}, {}, "f64[3][1]"},
      {"add.Tensor", {"f16[3]"}, {X(0), F(2.5)}, {}, "f16[3][1]"},
      {"add.Tensor", {"b8[3]"}, {X(0), B(true)}, {}, "b8[3][1]"},
      {"add.Tensor", {"b8[3]"}, {X(0), I(1)}, {}, "i64[3][1]"},
      {"add.Tensor", {"i32[3]"}, {F(1.5), X(0)}, {}, "f32[3][1]"},
      {"add.Tensor", {}, {F(1.5), F(2.5)}, {}, "f64[][]"},
      {"add.Tensor", {}, {I(1), F(2.5)}, {}, "f32[][]"},
      {"add.Tensor", {}, {B(true), I(2)}, {}, "i64[][]"},
      {"add.Tensor", {"i64[3]", "f32[]"}, {X(0), X(1)}, {}, "f32[3][1]"},
      {"add.Tensor", {"i8[3]", "u8[3]"}, {X(0), X(1)}, {}, "i16[3][1]"},
      {"add.Tensor", {"bf16[3]", "f16[3]"}, {X(0), X(1)}, {}, "f32[3][1]"},
      {"add.Tensor", {"i32[]", "i8[3]"}, {X(0), X(1)}, {}, "i8[3][1]"},
      {"add.Tensor", {"f64[3]"}, {X(0), F(2.5)}, {}, "f64[3][1]"},
      {"add.Scalar", {"i32[2, 3][1, 2]"}, {X(0), I(2), I(3)}, {}, "i32[2, 3][1, 2]"},
      {"add.Scalar", {"b8[3]"}, {X(0), B(true)}, {}, "i64[3][1]"},
      {"add.Scalar", {"i16[3]"}, {X(0), F(2.5)}, {}, "f32[3][1]"},
      {"sub.Tensor", {"i32[3]", "i32[3]"}, {X(0), X(1)}, {{"alpha", I(2)}}, "i32[3][1]"},
      {"sub.Scalar", {"f32[3]"}, {X(0), B(true)}, {}, "f32[3][1]"},
      {"mul.Tensor", {"b8[3]"}, {X(0), B(true)}, {}, "b8[3][1]"},
      {"mul.Scalar", {"b8[3]"}, {X(0), B(true)}, {}, "i64[3][1]"},
      {"mul.Tensor", {"i32[3]"}, {X(0), B(true)}, {}, "i32[3][1]"},
      {"div.Tensor", {"i32[3]", "i32[3]"}, {X(0), X(1)}, {}, "f32[3][1]"},
      {"div.Tensor", {"i32[3, 4][1, 3]"}, {X(0), I(2)}, {}, "f32[3, 4][1, 3]"},
      {"div.Tensor", {}, {I(1), I(2)}, {}, "f32[][]"},
      {"div.Scalar", {"i64[3]"}, {X(0), I(2)}, {}, "f32[3][1]"},
      {"div.Scalar", {"b8[3]"}, {X(0), I(2)}, {}, "f32[3][1]"},
      {"div.Tensor_mode", {"i32[2, 3]", "i32[3]"}, {X(0), X(1)}, {{"rounding_mode", S("trunc")}}, "i32[2, 3][3, 1]"},
      {"div.Tensor_mode", {"i32[2, 3]", "i32[3]"}, {X(0), X(1)}, {{"rounding_mode", S("floor")}}, "i32[2, 3][3, 1]"},
      {"div.Tensor_mode", {"i32[2, 3]", "i32[3]"}, {X(0), X(1)}, {{"rounding_mode", None()}}, "f32[2, 3][3, 1]"},
      {"div.Scalar_mode", {"i32[3]"}, {X(0), F(2.5)}, {{"rounding_mode", S("floor")}}, "f32[3][1]"},
      {"div.Scalar_mode", {"u8[3]"}, {X(0), I(2)}, {{"rounding_mode", S("trunc")}}, "u8[3][1]"},
      {"add.Tensor", {"i32[3]", "i32[3]"}, {X(0), X(1)}, {{"alpha", B(true)}}, "i32[3][1]"},
      {"add.Tensor", {"i32[3]"}, {X(0), F(1.5)}, {{"alpha", F(2.5)}}, "f32[3][1]"},
  });
  // clang-format on
}

// What the binary ops reject: shapes that do not broadcast, float alpha for integral results, bool
// subtraction, bad rounding modes, kernels missing for a dtype.
TEST(PointwiseMeta, BinaryErrors) {
  // clang-format off
  checkCases({
      // torch: The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 0
      {"add.Tensor", {"f32[2, 3]", "f32[4, 3]"}, {X(0), X(1)}, {}, Error("cannot be broadcast")},
      {"add.Tensor", {"i32[3]"}, {X(0), I(1)}, {{"alpha", F(2.5)}}, Error("For integral input tensors, argument alpha must not be a floating point number.")},
      {"add.Scalar", {"i32[3]"}, {X(0), I(1), F(2.5)}, {}, Error("argument alpha must not be a floating point number")},
      {"sub.Tensor", {"b8[3]", "b8[3]"}, {X(0), X(1)}, {}, Error("Subtraction, the `-` operator, with two bool tensors is not supported.")},
      {"sub.Tensor", {"b8[3]"}, {X(0), I(1)}, {}, Error("Subtraction, the `-` operator, with a bool tensor is not supported.")},
      {"sub.Tensor", {"i32[3]"}, {X(0), B(true)}, {}, Error("with a bool tensor is not supported")},
      {"div.Tensor_mode", {"i32[3]", "i32[3]"}, {X(0), X(1)}, {{"rounding_mode", S("bad")}}, Error("div expected rounding_mode to be one of None, 'trunc', or 'floor' but found 'bad'")},
      {"div.Tensor_mode", {"b8[3]", "b8[3]"}, {X(0), X(1)}, {{"rounding_mode", S("trunc")}}, Error("\"div_trunc_cpu\" not implemented for 'Bool'")},
  });
  // clang-format on
}

// In-place ops keep self's layout (offset included) and reject a broadcast shape other than self's
// and a result dtype self cannot hold.
TEST(PointwiseMeta, InplaceBinary) {
  // clang-format off
  checkCases({
      {"add_.Tensor", {"f32[4, 6][1, 4]@3", "f32[6]"}, {X(0), X(1)}, {}, "f32[4, 6][1, 4]@3"},
      {"add_.Tensor", {"f32[3, 4][16, 2]@1", "i32[3, 1]"}, {X(0), X(1)}, {{"alpha", I(2)}}, "f32[3, 4][16, 2]@1"},
      {"add_.Tensor", {"f32[2, 3]", "f64[3]"}, {X(0), X(1)}, {}, "f32[2, 3][3, 1]"},
      {"add_.Tensor", {"u8[2, 3]"}, {X(0), I(-1)}, {}, "u8[2, 3][3, 1]"},
      {"add_.Tensor", {"u8[2, 3]", "i8[3]"}, {X(0), X(1)}, {}, "u8[2, 3][3, 1]"},
      {"add_.Tensor", {"f32[2, 3]", "i32[2, 3]"}, {X(0), X(1)}, {{"alpha", F(2.5)}}, "f32[2, 3][3, 1]"},
      {"add_.Scalar", {"i32[3][2]"}, {X(0), I(2)}, {}, "i32[3][2]"},
      {"sub_.Scalar", {"i64[3]"}, {X(0), I(1), I(2)}, {}, "i64[3][1]"},
      {"mul_.Tensor", {"i32[3]"}, {X(0), I(2)}, {}, "i32[3][1]"},
      {"mul_.Scalar", {"f16[2, 2][1, 2]"}, {X(0), F(2.5)}, {}, "f16[2, 2][1, 2]"},
      {"div_.Tensor", {"f16[2, 3]"}, {X(0), F(2.5)}, {}, "f16[2, 3][3, 1]"},
      {"div_.Scalar", {"f64[3][3]@1"}, {X(0), I(2)}, {}, "f64[3][3]@1"},
      {"div_.Tensor_mode", {"i32[2, 3]"}, {X(0), I(2)}, {{"rounding_mode", S("floor")}}, "i32[2, 3][3, 1]"},
      {"div_.Scalar_mode", {"i64[3]"}, {X(0), I(3)}, {{"rounding_mode", S("trunc")}}, "i64[3][1]"},
      {"add_.Tensor", {"f32[3]", "f32[2, 3]"}, {X(0), X(1)}, {}, Error("output with shape [3] doesn't match the broadcast shape [2, 3]")},
      {"add_.Tensor", {"f32[1, 3]", "f32[2, 3]"}, {X(0), X(1)}, {}, Error("output with shape [1, 3] doesn't match the broadcast shape [2, 3]")},
      {"add_.Tensor", {"i64[2, 3]", "f32[3]"}, {X(0), X(1)}, {}, Error("result type Float can't be cast to the desired output type Long")},
      {"add_.Tensor", {"i64[2, 3]", "f64[]"}, {X(0), X(1)}, {}, Error("result type Double can't be cast to the desired output type Long")},
      {"add_.Tensor", {"b8[2, 3]"}, {X(0), I(1)}, {}, Error("result type Long can't be cast to the desired output type Bool")},
      {"add_.Tensor", {"i32[3]"}, {X(0), I(1)}, {{"alpha", F(2.5)}}, Error("argument alpha must not be a floating point number")},
      {"mul_.Tensor", {"i32[3]"}, {X(0), F(2.5)}, {}, Error("result type Float can't be cast to the desired output type Int")},
      {"mul_.Tensor", {"b8[3]"}, {X(0), I(2)}, {}, Error("result type Long can't be cast to the desired output type Bool")},
      {"div_.Tensor", {"i32[3]"}, {X(0), I(2)}, {}, Error("result type Float can't be cast to the desired output type Int")},
      {"div_.Scalar", {"i64[3]"}, {X(0), I(2)}, {}, Error("result type Float can't be cast to the desired output type Long")},
      {"sub_.Tensor", {"f32[3]", "f32[2, 3]"}, {X(0), X(1)}, {}, Error("output with shape [3] doesn't match the broadcast shape [2, 3]")},
      // torch: 'float' object has no attribute 'shape'
      {"add_.Tensor", {}, {F(1.5), I(2)}, {}, Error("must be a tensor")},
  });
  // clang-format on
}

// Unary ops: non-dense inputs get dense strides in their stride order; float ops promote integers
// (and cannot write them back in place); dtypes the CPU kernels lack.
TEST(PointwiseMeta, Unary) {
  // clang-format off
  checkCases({
      {"neg.default", {"f32[3, 4][1, 3]"}, {X(0)}, {}, "f32[3, 4][1, 3]"},
      {"neg.default", {"i32[3, 4][16, 2]@3"}, {X(0)}, {}, "i32[3, 4][4, 1]"},
      {"neg.default", {"f32[2, 3, 4][1, 8, 2]"}, {X(0)}, {}, "f32[2, 3, 4][1, 8, 2]"},
      {"neg.default", {"f32[2, 3][0, 1]"}, {X(0)}, {}, "f32[2, 3][3, 1]"},
      {"neg.default", {"f32[2, 3, 4][12, 1, 3]"}, {X(0)}, {}, "f32[2, 3, 4][12, 1, 3]"},
      {"neg_.default", {"f32[3, 4][16, 2]@3"}, {X(0)}, {}, "f32[3, 4][16, 2]@3"},
      {"abs.default", {"i8[2, 2][1, 2]"}, {X(0)}, {}, "i8[2, 2][1, 2]"},
      {"abs_.default", {"f16[3][2]"}, {X(0)}, {}, "f16[3][2]"},
      {"relu.default", {"u8[3, 4][1, 3]"}, {X(0)}, {}, "u8[3, 4][1, 3]"},
      {"relu_.default", {"bf16[3]"}, {X(0)}, {}, "bf16[3][1]"},
      {"sigmoid.default", {"i32[3, 4][16, 2]"}, {X(0)}, {}, "f32[3, 4][4, 1]"},
      {"sigmoid.default", {"b8[3, 4][1, 3]"}, {X(0)}, {}, "f32[3, 4][1, 3]"},
      {"sigmoid.default", {"f64[2, 3][1, 2]"}, {X(0)}, {}, "f64[2, 3][1, 2]"},
      {"tanh.default", {"bf16[3]"}, {X(0)}, {}, "bf16[3][1]"},
      {"exp.default", {"i64[2, 3][0, 1]"}, {X(0)}, {}, "f32[2, 3][3, 1]"},
      {"log.default", {"u8[2, 3, 4][1, 2, 6]"}, {X(0)}, {}, "f32[2, 3, 4][1, 2, 6]"},
      {"sqrt.default", {"f32[3, 4][4, 1]@2"}, {X(0)}, {}, "f32[3, 4][4, 1]"},
      {"rsqrt.default", {"i16[4, 3][1, 8]"}, {X(0)}, {}, "f32[4, 3][1, 4]"},
      {"sin.default", {"f32[]"}, {X(0)}, {}, "f32[][]"},
      {"cos.default", {"i8[3, 2][2, 1]"}, {X(0)}, {}, "f32[3, 2][2, 1]"},
      {"sigmoid_.default", {"f32[3, 4][16, 2]@1"}, {X(0)}, {}, "f32[3, 4][16, 2]@1"},
      {"exp_.default", {"f64[2, 2][1, 2]"}, {X(0)}, {}, "f64[2, 2][1, 2]"},
      {"tanh_.default", {"bf16[3]"}, {X(0)}, {}, "bf16[3][1]"},
      {"log_.default", {"f32[3]"}, {X(0)}, {}, "f32[3][1]"},
      {"sqrt_.default", {"f32[3]"}, {X(0)}, {}, "f32[3][1]"},
      {"rsqrt_.default", {"f32[3]"}, {X(0)}, {}, "f32[3][1]"},
      {"sin_.default", {"f32[3]"}, {X(0)}, {}, "f32[3][1]"},
      {"cos_.default", {"f32[3]"}, {X(0)}, {}, "f32[3][1]"},
      {"neg.default", {"b8[3]"}, {X(0)}, {}, Error("Negation, the `-` operator, on a bool tensor is not supported.")},
      {"neg_.default", {"b8[3]"}, {X(0)}, {}, Error("on a bool tensor is not supported")},
      {"abs.default", {"b8[3]"}, {X(0)}, {}, Error("\"abs_cpu\" not implemented for 'Bool'")},
      {"relu.default", {"b8[3]"}, {X(0)}, {}, Error("Boolean inputs not supported for relu")},
      {"relu.default", {"f16[3]"}, {X(0)}, {}, Error("\"clamp_min_cpu\" not implemented for 'Half'")},
      {"sigmoid.default", {"f16[3]"}, {X(0)}, {}, Error("\"sigmoid_cpu\" not implemented for 'Half'")},
      {"exp.default", {"f16[3]"}, {X(0)}, {}, Error("\"exp_vml_cpu\" not implemented for 'Half'")},
      {"sigmoid_.default", {"i32[3]"}, {X(0)}, {}, Error("result type Float can't be cast to the desired output type Int")},
      {"exp_.default", {"b8[3]"}, {X(0)}, {}, Error("result type Float can't be cast to the desired output type Bool")},
      {"sqrt_.default", {"u8[3]"}, {X(0)}, {}, Error("result type Float can't be cast to the desired output type Byte")},
      // torch: aten::sigmoid() Expected a value of type 'Tensor' for argument 'self' but instead found ty
      {"sigmoid.default", {}, {F(1.5)}, {}, Error("must be a tensor")},
  });
  // clang-format on
}

// clamp promotes a non-floating self with its bounds; pow's three overloads (pow.Scalar allocates
// contiguously; pow_ checks dtypes through a unary iterator).
TEST(PointwiseMeta, ClampAndPow) {
  // clang-format off
  checkCases({
      {"clamp.default", {"i32[3, 4][1, 3]"}, {X(0), F(0.5)}, {}, "f32[3, 4][1, 3]"},
      {"clamp.default", {"i32[3, 4][16, 2]"}, {X(0), F(0.5)}, {}, "f32[3, 4][4, 1]"},
      {"clamp.default", {"i32[3]"}, {X(0), I(0), I(3)}, {}, "i32[3][1]"},
      {"clamp.default", {"b8[3]"}, {X(0), I(0), I(1)}, {}, "i64[3][1]"},
      {"clamp.default", {"b8[3]"}, {X(0), None(), B(true)}, {}, "i64[3][1]"},
      {"clamp.default", {"u8[4, 3][1, 4]"}, {X(0), None(), F(2.5)}, {}, "f32[4, 3][1, 4]"},
      {"clamp.default", {"f32[3][2]@1"}, {X(0)}, {{"min", I(-1)}, {"max", I(1)}}, "f32[3][1]"},
      {"clamp_.default", {"f32[3, 4][1, 3]@2"}, {X(0), F(0.5)}, {}, "f32[3, 4][1, 3]@2"},
      {"clamp_.default", {"i32[3]"}, {X(0), I(0), I(2)}, {}, "i32[3][1]"},
      {"clamp.Tensor", {"f32[3, 2][1, 3]", "f32[2]"}, {X(0), X(1)}, {}, "f32[3, 2][1, 3]"},
      {"clamp.Tensor", {"i32[2, 3][1, 2]", "i64[4, 1, 3]", "f64[]"}, {X(0), X(1), X(2)}, {}, "f64[4, 2, 3][6, 1, 2]"},
      {"clamp.Tensor", {"i32[2, 3]", "f32[3]"}, {X(0), None(), X(1)}, {}, "f32[2, 3][3, 1]"},
      {"clamp_.Tensor", {"f32[2, 3][1, 2]", "i32[3]"}, {X(0), X(1), X(1)}, {}, "f32[2, 3][1, 2]"},
      {"clamp.default", {"f32[3]"}, {X(0)}, {}, Error("torch.clamp: At least one of 'min' or 'max' must not be None")},
      {"clamp.Tensor", {"f32[3]"}, {X(0)}, {}, Error("torch.clamp: At least one of 'min' or 'max' must not be None")},
      {"clamp_.default", {"i32[3]"}, {X(0), F(0.5)}, {}, Error("result type Float can't be cast to the desired output type int")},
      {"clamp_.default", {"b8[3]"}, {X(0), I(0), I(1)}, {}, Error("result type Long can't be cast to the desired output type bool")},
      {"clamp.default", {"f16[3]"}, {X(0), I(0), I(1)}, {}, Error("\"clamp_scalar_cpu\" not implemented for 'Half'")},
      {"clamp_.Tensor", {"i32[2, 3]", "f32[3]"}, {X(0), X(1)}, {}, Error("result type Float can't be cast to the desired output type Int")},
      {"clamp.Tensor", {"b8[3]", "b8[3]", "b8[3]"}, {X(0), X(1), X(2)}, {}, Error("\"clamp_cpu\" not implemented for 'Bool'")},
      {"pow.Tensor_Scalar", {"i32[3, 4][1, 3]"}, {X(0), I(2)}, {}, "i32[3, 4][1, 3]"},
      {"pow.Tensor_Scalar", {"i32[3, 4][16, 2]"}, {X(0), F(2.5)}, {}, "f32[3, 4][4, 1]"},
      {"pow.Tensor_Scalar", {"b8[3]"}, {X(0), I(2)}, {}, "i64[3][1]"},
      {"pow.Tensor_Scalar", {"b8[3]"}, {X(0), B(true)}, {}, "i64[3][1]"},
      {"pow.Tensor_Scalar", {"f32[3]"}, {X(0), I(-2)}, {}, "f32[3][1]"},
      {"pow.Tensor_Scalar", {"f16[2, 2][1, 2]"}, {X(0), F(0.5)}, {}, "f16[2, 2][1, 2]"},
      {"pow_.Scalar", {"f32[3, 4][16, 2]@3"}, {X(0), I(2)}, {}, "f32[3, 4][16, 2]@3"},
      {"pow_.Scalar", {"i32[3]"}, {X(0), I(3)}, {}, "i32[3][1]"},
      {"pow.Tensor_Tensor", {"i32[3, 4][1, 3]", "f32[4]"}, {X(0), X(1)}, {}, "f32[3, 4][1, 3]"},
      {"pow.Tensor_Tensor", {"i64[3]", "i8[2, 3]"}, {X(0), X(1)}, {}, "i64[2, 3][3, 1]"},
      {"pow_.Tensor", {"f32[2, 3][1, 2]", "i32[3]"}, {X(0), X(1)}, {}, "f32[2, 3][1, 2]"},
      {"pow.Scalar", {"i32[4, 3][1, 4]"}, {I(2), X(0)}, {}, "i32[4, 3][3, 1]"},
      {"pow.Scalar", {"i32[3]"}, {F(2.5), X(0)}, {}, "f32[3][1]"},
      {"pow.Scalar", {"b8[3]"}, {I(2), X(0)}, {}, "i64[3][1]"},
      {"pow.Scalar", {"b8[3]"}, {B(true), X(0)}, {}, "i64[3][1]"},
      {"pow.Scalar", {"f32[3][2]@4"}, {I(-2), X(0)}, {}, "f32[3][1]"},
      {"pow.Tensor_Scalar", {"i32[3]"}, {X(0), I(-2)}, {}, Error("Integers to negative integer powers are not allowed.")},
      {"pow_.Scalar", {"i32[3]"}, {X(0), I(-2)}, {}, Error("Integers to negative integer powers are not allowed.")},
      {"pow_.Scalar", {"i32[3]"}, {X(0), F(2.5)}, {}, Error("Found dtype Int but expected Float")},
      {"pow_.Scalar", {"b8[3]"}, {X(0), I(2)}, {}, Error("Found dtype Bool but expected Long")},
      {"pow_.Tensor", {"i32[3]", "f32[3]"}, {X(0), X(1)}, {}, Error("result type Float can't be cast to the desired output type Int")},
      {"pow.Tensor_Tensor", {"b8[3]", "b8[3]"}, {X(0), X(1)}, {}, Error("\"pow\" not implemented for 'Bool'")},
      // torch: aten::pow() Expected a value of type 'Tensor' for argument 'exponent' but instead found ty
      {"pow.Tensor_Tensor", {"i32[3]"}, {X(0), I(2)}, {}, Error("must be a tensor")},
  });
  // clang-format on
}

// fill and zero lay out like empty_like; masked_fill clones the broadcast contiguously; the 0-dim
// value checks.
TEST(PointwiseMeta, Fills) {
  // clang-format off
  checkCases({
      {"fill.Scalar", {"f32[4, 3][1, 4]"}, {X(0), I(2)}, {}, "f32[4, 3][1, 4]"},
      {"fill.Scalar", {"i32[3, 4][16, 2]@5"}, {X(0), F(2.5)}, {}, "i32[3, 4][4, 1]"},
      {"fill.Scalar", {"f32[4, 2, 3][0, 3, 1]"}, {X(0), I(1)}, {}, "f32[4, 2, 3][6, 3, 1]"},
      {"fill.Scalar", {"b8[2, 3, 4][1, 2, 6]"}, {X(0), B(true)}, {}, "b8[2, 3, 4][1, 2, 6]"},
      {"fill_.Scalar", {"i32[3, 4][16, 2]@5"}, {X(0), F(2.5)}, {}, "i32[3, 4][16, 2]@5"},
      {"fill_.Scalar", {"f32[4, 2, 3][0, 3, 1]"}, {X(0), I(1)}, {}, "f32[4, 2, 3][0, 3, 1]"},
      {"fill.Tensor", {"f32[3, 2][1, 3]", "i32[]"}, {X(0), X(1)}, {}, "f32[3, 2][1, 3]"},
      {"fill_.Tensor", {"f32[3, 2][1, 3]", "f64[]"}, {X(0), X(1)}, {}, "f32[3, 2][1, 3]"},
      {"zero.default", {"f32[2, 3, 4][1, 8, 2]"}, {X(0)}, {}, "f32[2, 3, 4][1, 8, 2]"},
      {"zero.default", {"u8[3, 4][16, 2]@1"}, {X(0)}, {}, "u8[3, 4][4, 1]"},
      {"zero_.default", {"f32[3][2]@1"}, {X(0)}, {}, "f32[3][2]@1"},
      {"masked_fill.Scalar", {"f32[3, 4][1, 3]", "b8[3, 1]"}, {X(0), X(1), I(1)}, {}, "f32[3, 4][4, 1]"},
      {"masked_fill.Scalar", {"f32[3]", "b8[2, 3]"}, {X(0), X(1), I(1)}, {}, "f32[2, 3][3, 1]"},
      {"masked_fill.Scalar", {"f32[3, 4][1, 3]", "b8[]"}, {X(0), X(1), I(1)}, {}, "f32[3, 4][4, 1]"},
      {"masked_fill.Scalar", {"f32[]", "b8[2]"}, {X(0), X(1), I(1)}, {}, "f32[2][1]"},
      {"masked_fill.Scalar", {"i32[3]", "b8[2, 3][1, 2]"}, {X(0), X(1), F(1.5)}, {}, "i32[2, 3][3, 1]"},
      {"masked_fill.Scalar", {"f32[2, 3]", "u8[2, 3]"}, {X(0), X(1), I(2)}, {}, "f32[2, 3][3, 1]"},
      {"masked_fill.Scalar", {"f32[2, 3]", "i32[2, 3]"}, {X(0), X(1), I(2)}, {}, "f32[2, 3][3, 1]"},
      {"masked_fill_.Scalar", {"f32[2, 3][1, 2]@4", "b8[3]"}, {X(0), X(1), I(1)}, {}, "f32[2, 3][1, 2]@4"},
      {"masked_fill.Tensor", {"i32[2, 3]", "b8[2, 3]", "f64[]"}, {X(0), X(1), X(2)}, {}, "i32[2, 3][3, 1]"},
      {"masked_fill_.Tensor", {"f32[2, 3][1, 2]", "b8[2, 1]", "f32[]"}, {X(0), X(1), X(2)}, {}, "f32[2, 3][1, 2]"},
      {"fill.Tensor", {"f32[2, 3]", "f32[3]"}, {X(0), X(1)}, {}, Error("fill_ only supports 0-dimension value tensor but got tensor with 1 dimensions.")},
      {"fill_.Tensor", {"f32[2, 3]", "f32[1]"}, {X(0), X(1)}, {}, Error("fill_ only supports 0-dimension value tensor")},
      {"masked_fill_.Scalar", {"f32[3]", "b8[2, 3]"}, {X(0), X(1), I(1)}, {}, Error("output with shape [3] doesn't match the broadcast shape [2, 3]")},
      {"masked_fill.Tensor", {"f32[2, 3]", "b8[2, 3]", "f32[3]"}, {X(0), X(1), X(2)}, {}, Error("masked_fill_ only supports a 0-dimensional value tensor, but got tensor with 1 dimension(s).")},
      // torch: The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0
      {"masked_fill.Scalar", {"f32[2, 3]", "b8[3, 3]"}, {X(0), X(1), I(1)}, {}, Error("cannot be broadcast")},
      // torch: aten::masked_fill() Expected a value of type 'Tensor' for argument 'value' but instead fou
      {"masked_fill.Tensor", {"f32[2, 3]", "b8[2, 3]"}, {X(0), X(1), F(1.5)}, {}, Error("must be a tensor")},
  });
  // clang-format on
}

// addcmul and lerp (lerp needs equal floating dtypes).
TEST(PointwiseMeta, Ternary) {
  // clang-format off
  checkCases({
      {"addcmul.default", {"f32[3, 4][1, 3]", "f32[4]", "f32[3, 1]"}, {X(0), X(1), X(2)}, {}, "f32[3, 4][1, 3]"},
      {"addcmul.default", {"u8[3]", "i8[2, 3]", "f32[]"}, {X(0), X(1), X(2)}, {{"value", I(2)}}, "f32[2, 3][3, 1]"},
      {"addcmul.default", {"i32[3]", "i32[3]", "i32[3]"}, {X(0), X(1), X(2)}, {{"value", F(0.5)}}, "i32[3][1]"},
      {"addcmul.default", {"i32[2, 3]", "i32[2, 3][1, 2]", "i32[2, 3][1, 2]"}, {X(0), X(1), X(2)}, {}, "i32[2, 3][3, 1]"},
      {"addcmul_.default", {"f32[2, 3][1, 2]@1", "i32[3]", "f64[]"}, {X(0), X(1), X(2)}, {}, "f32[2, 3][1, 2]@1"},
      {"addcmul_.default", {"f64[3]", "f32[3]", "f32[3]"}, {X(0), X(1), X(2)}, {}, "f64[3][1]"},
      {"addcmul_.default", {"i64[3]", "i32[3]", "i8[3]"}, {X(0), X(1), X(2)}, {}, "i64[3][1]"},
      {"lerp.Scalar", {"f32[3, 2][1, 3]", "f32[2]"}, {X(0), X(1), F(0.5)}, {}, "f32[3, 2][1, 3]"},
      {"lerp.Scalar", {"f64[3, 4][16, 2]", "f64[3, 4][16, 2]"}, {X(0), X(1), I(2)}, {}, "f64[3, 4][4, 1]"},
      {"lerp_.Scalar", {"bf16[2, 3][1, 2]", "bf16[3]"}, {X(0), X(1), F(0.25)}, {}, "bf16[2, 3][1, 2]"},
      {"lerp.Tensor", {"f32[3, 2][1, 3]", "f32[2]", "f32[3, 1]"}, {X(0), X(1), X(2)}, {}, "f32[3, 2][1, 3]"},
      {"lerp_.Tensor", {"f32[2, 3]", "f32[3]", "f32[]"}, {X(0), X(1), X(2)}, {}, "f32[2, 3][3, 1]"},
      {"addcmul_.default", {"i32[3]", "f32[3]", "f32[3]"}, {X(0), X(1), X(2)}, {}, Error("result type Float can't be cast to the desired output type Int")},
      {"addcmul.default", {"f16[3]", "f16[3]", "f16[3]"}, {X(0), X(1), X(2)}, {}, Error("\"addcmul_cpu_out\" not implemented for 'Half'")},
      {"addcmul.default", {"b8[3]", "b8[3]", "b8[3]"}, {X(0), X(1), X(2)}, {}, Error("\"addcmul_cpu_out\" not implemented for 'Bool'")},
      {"addcmul_.default", {"f32[3]", "f64[3]", "f64[3]"}, {X(0), X(1), X(2)}, {}, Error("needs_dynamic_casting")},
      {"addcmul_.default", {"i32[3]", "i64[3]", "i64[3]"}, {X(0), X(1), X(2)}, {}, Error("needs_dynamic_casting")},
      {"addcmul_.default", {"f32[3]", "f32[2, 3]", "f32[3]"}, {X(0), X(1), X(2)}, {}, Error("output with shape [3] doesn't match the broadcast shape [2, 3]")},
      {"lerp.Scalar", {"f32[3]", "f64[3]"}, {X(0), X(1), F(0.5)}, {}, Error("expected dtype float for `end` but got dtype double")},
      {"lerp.Scalar", {"i32[3]", "i32[3]"}, {X(0), X(1), F(0.5)}, {}, Error("\"lerp_kernel_scalar\" not implemented for 'Int'")},
      {"lerp_.Scalar", {"f32[3]", "f32[2, 3]"}, {X(0), X(1), F(0.5)}, {}, Error("output with shape [3] doesn't match the broadcast shape [2, 3]")},
      {"lerp.Tensor", {"f32[3]", "f32[3]", "f64[3]"}, {X(0), X(1), X(2)}, {}, Error("expected dtype float for `weight` but got dtype double")},
      {"lerp.Tensor", {"f16[3]", "f16[3]", "f16[3]"}, {X(0), X(1), X(2)}, {}, Error("\"lerp_kernel_tensor\" not implemented for 'Half'")},
  });
  // clang-format on
}

// Comparisons give bool results laid out by TensorIterator; their in-place forms keep self's dtype
// whatever the promotion.
TEST(PointwiseMeta, Comparisons) {
  // clang-format off
  checkCases({
      {"eq.Tensor", {"i32[4, 3][1, 4]", "f32[3]"}, {X(0), X(1)}, {}, "b8[4, 3][1, 4]"},
      {"ne.Tensor", {"b8[2, 3]", "u8[2, 3][1, 2]"}, {X(0), X(1)}, {}, "b8[2, 3][3, 1]"},
      {"lt.Tensor", {"f32[2, 3, 4][1, 8, 2]", "f64[2, 3, 4][1, 8, 2]"}, {X(0), X(1)}, {}, "b8[2, 3, 4][1, 8, 2]"},
      {"le.Tensor", {"i64[3, 4][16, 2]", "i64[3, 4][16, 2]"}, {X(0), X(1)}, {}, "b8[3, 4][4, 1]"},
      {"gt.Tensor", {"f32[3, 1]", "f32[1, 4][1, 1]"}, {X(0), X(1)}, {}, "b8[3, 4][4, 1]"},
      {"ge.Tensor", {"f16[3]", "f32[]"}, {X(0), X(1)}, {}, "b8[3][1]"},
      {"eq.Scalar", {"f32[3, 4][16, 2]"}, {X(0), I(1)}, {}, "b8[3, 4][4, 1]"},
      {"ne.Scalar", {"i32[2, 2][1, 2]"}, {X(0), F(2.5)}, {}, "b8[2, 2][1, 2]"},
      {"lt.Scalar", {"f16[3]"}, {X(0), F(2.5)}, {}, "b8[3][1]"},
      {"le.Scalar", {"u8[3]"}, {X(0), B(true)}, {}, "b8[3][1]"},
      {"gt.Scalar", {"b8[3]"}, {X(0), I(0)}, {}, "b8[3][1]"},
      {"ge.Scalar", {"f32[3][3]@2"}, {X(0), F(0.5)}, {}, "b8[3][1]"},
      {"eq_.Tensor", {"i32[3][2]@1", "f32[3]"}, {X(0), X(1)}, {}, "i32[3][2]@1"},
      {"ne_.Tensor", {"f32[2, 3][1, 2]", "f64[3]"}, {X(0), X(1)}, {}, "f32[2, 3][1, 2]"},
      {"lt_.Tensor", {"b8[3]", "f32[3]"}, {X(0), X(1)}, {}, "b8[3][1]"},
      {"le_.Tensor", {"u8[2, 3]", "i8[2, 3]"}, {X(0), X(1)}, {}, "u8[2, 3][3, 1]"},
      {"gt_.Tensor", {"f32[2, 3]", "f32[1, 3]"}, {X(0), X(1)}, {}, "f32[2, 3][3, 1]"},
      {"ge_.Tensor", {"f16[3]", "f16[3]"}, {X(0), X(1)}, {}, "f16[3][1]"},
      {"eq_.Scalar", {"i32[3]"}, {X(0), F(2.5)}, {}, "i32[3][1]"},
      {"ne_.Scalar", {"b8[3]"}, {X(0), I(2)}, {}, "b8[3][1]"},
      {"lt_.Scalar", {"f32[3, 4][1, 3]"}, {X(0), I(1)}, {}, "f32[3, 4][1, 3]"},
      {"le_.Scalar", {"i64[3]"}, {X(0), I(1)}, {}, "i64[3][1]"},
      {"gt_.Scalar", {"bf16[3]"}, {X(0), I(1)}, {}, "bf16[3][1]"},
      {"ge_.Scalar", {"f32[3]"}, {X(0), I(1)}, {}, "f32[3][1]"},
      {"gt_.Tensor", {"f32[3]", "f32[2, 3]"}, {X(0), X(1)}, {}, Error("output with shape [3] doesn't match the broadcast shape [2, 3]")},
      // torch: aten::eq() Expected a value of type 'Tensor' for argument 'other' but instead found type '
      {"eq.Tensor", {"f32[3]"}, {X(0), F(1.5)}, {}, Error("must be a tensor")},
      // torch: aten::eq_() Expected a value of type 'Tensor' for argument 'other' but instead found type 
      {"eq_.Tensor", {"f32[3]"}, {X(0), F(1.5)}, {}, Error("must be a tensor")},
  });
  // clang-format on
}

// where.self converts its operands (a uint8 condition to bool) before iterating; maximum is an
// ordinary binary op.
TEST(PointwiseMeta, WhereAndMaximum) {
  // clang-format off
  checkCases({
      {"where.self", {"b8[3, 4]", "i32[3, 4][1, 3]", "f64[4]"}, {X(0), X(1), X(2)}, {}, "f64[3, 4][4, 1]"},
      {"where.self", {"b8[3, 4][1, 3]", "f32[3, 4]", "f32[3, 4]"}, {X(0), X(1), X(2)}, {}, "f32[3, 4][1, 3]"},
      {"where.self", {"b8[3, 4][1, 3]", "f32[3, 4][1, 3]", "f32[3, 4][1, 3]"}, {X(0), X(1), X(2)}, {}, "f32[3, 4][1, 3]"},
      {"where.self", {"u8[3, 4]", "f32[3, 4][1, 3]", "f32[3, 4][1, 3]"}, {X(0), X(1), X(2)}, {}, "f32[3, 4][4, 1]"},
      {"where.self", {"b8[3]", "f32[3]", "f64[]"}, {X(0), X(1), X(2)}, {}, "f32[3][1]"},
      {"where.self", {"b8[3]", "i32[3][2]", "f64[]"}, {X(0), X(1), X(2)}, {}, "f64[3][1]"},
      {"where.self", {"b8[3, 1]", "i64[4][2]", "i8[3, 4][16, 2]"}, {X(0), X(1), X(2)}, {}, "i64[3, 4][4, 1]"},
      {"where.self", {"b8[2, 3, 4][12, 1, 3]", "f32[4]", "f32[3, 1]"}, {X(0), X(1), X(2)}, {}, "f32[2, 3, 4][12, 1, 3]"},
      {"maximum.default", {"b8[3]", "i8[3]"}, {X(0), X(1)}, {}, "i8[3][1]"},
      {"maximum.default", {"f32[4, 3][1, 4]", "i64[3]"}, {X(0), X(1)}, {}, "f32[4, 3][1, 4]"},
      {"maximum.default", {"f16[2, 3][1, 2]", "f16[2, 3][1, 2]"}, {X(0), X(1)}, {}, "f16[2, 3][1, 2]"},
      {"where.self", {"i32[3]", "f32[3]", "f32[3]"}, {X(0), X(1), X(2)}, {}, Error("where expected condition to be a boolean tensor, but got a tensor with dtype Int")},
      // torch: The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 0
      {"where.self", {"b8[3]", "f32[2, 3]", "f32[4, 1]"}, {X(0), X(1), X(2)}, {}, Error("cannot be broadcast")},
      // torch: aten::where() Expected a value of type 'Tensor' for argument 'other' but instead found typ
      {"where.self", {"b8[3]", "f32[3]"}, {X(0), X(1), F(0.0)}, {}, Error("must be a tensor")},
      // torch: aten::maximum() Expected a value of type 'Tensor' for argument 'other' but instead found t
      {"maximum.default", {"f32[3]"}, {X(0), F(1.0)}, {}, Error("must be a tensor")},
  });
  // clang-format on
}

} // namespace
} // namespace reinplace::test
