#include "core/ir/dtype.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <sstream>

namespace reinplace {
namespace {

DType parse(const std::string& name) {
  auto dtype = dtypeFromShortName(name);
  if (!dtype) throw std::runtime_error("bad dtype " + name);
  return *dtype;
}

const char* const kOrder[] = {"f64", "f32", "f16", "bf16", "i64", "i32", "i16", "i8", "u8", "b8"};

TEST(DType, PromoteTypesMatchesTorch) {
  // Rows and columns in kOrder; values from torch.promote_types in torch 1.13.
  const std::pair<const char*, const char*> table[] = {
      {"f64", "f64 f64 f64 f64 f64 f64 f64 f64 f64 f64"},
      {"f32", "f64 f32 f32 f32 f32 f32 f32 f32 f32 f32"},
      {"f16", "f64 f32 f16 f32 f16 f16 f16 f16 f16 f16"},
      {"bf16", "f64 f32 f32 bf16 bf16 bf16 bf16 bf16 bf16 bf16"},
      {"i64", "f64 f32 f16 bf16 i64 i64 i64 i64 i64 i64"},
      {"i32", "f64 f32 f16 bf16 i64 i32 i32 i32 i32 i32"},
      {"i16", "f64 f32 f16 bf16 i64 i32 i16 i16 i16 i16"},
      {"i8", "f64 f32 f16 bf16 i64 i32 i16 i8 i16 i8"},
      {"u8", "f64 f32 f16 bf16 i64 i32 i16 i16 u8 u8"},
      {"b8", "f64 f32 f16 bf16 i64 i32 i16 i8 u8 b8"},
  };
  for (const auto& [row, values] : table) {
    std::istringstream expected(values);
    for (const char* column : kOrder) {
      std::string want;
      expected >> want;
      EXPECT_EQ(shortName(promoteTypes(parse(row), parse(column))), want) << row << " x " << column;
    }
  }
}

TEST(DType, ResultTypeOfTensorWithScalarsAndZeroDimTensorsMatchesTorch) {
  // torch.result_type(ones(2, dtype=A), OTHER): OTHER is a Python scalar or a 0-d tensor ("@0").
  struct Case {
    const char* tensor;
    const char* other;
    const char* result;
  };
  const Case cases[] = {
#include "tests/core/ir/result_type_cases.inc"
  };
  for (const auto& c : cases) {
    ResultTypeState state;
    state.addTensor(parse(c.tensor), 1);
    std::string other = c.other;
    if (other == "True")
      state.addScalar(DType::b8);
    else if (other == "2")
      state.addScalar(DType::i64);
    else if (other == "2.5")
      state.addScalar(DType::f64);
    else
      state.addTensor(parse(other.substr(0, other.size() - 2)), 0);
    EXPECT_EQ(shortName(*state.result()), std::string(c.result)) << c.tensor << " with " << c.other;
  }
}

TEST(DType, NamesRoundTrip) {
  for (const char* name : kOrder) {
    DType dtype = parse(name);
    EXPECT_EQ(shortName(dtype), name);
    auto torch_name = torchName(dtype);
    ASSERT_EQ(torch_name.substr(0, 6), "torch.");
    EXPECT_EQ(dtypeFromTorchAttr(torch_name.substr(6)), dtype);
  }
  EXPECT_EQ(dtypeFromTorchAttr("float"), DType::f32);
  EXPECT_EQ(dtypeFromTorchAttr("long"), DType::i64);
  EXPECT_FALSE(dtypeFromTorchAttr("complex64"));
}

RC_GTEST_PROP(DTypeProperty, PromotionIsCommutativeAssociativeAndIdempotent, ()) {
  auto a = static_cast<DType>(*rc::gen::inRange(0, kNumDTypes));
  auto b = static_cast<DType>(*rc::gen::inRange(0, kNumDTypes));
  auto c = static_cast<DType>(*rc::gen::inRange(0, kNumDTypes));
  RC_ASSERT(promoteTypes(a, b) == promoteTypes(b, a));
  RC_ASSERT(promoteTypes(a, a) == a);
  RC_ASSERT(promoteTypes(promoteTypes(a, b), c) == promoteTypes(a, promoteTypes(b, c)));
  // The promotion never drops to a lower category (bool < integral < floating).
  DType ab = promoteTypes(a, b);
  if (isFloating(a) || isFloating(b)) RC_ASSERT(isFloating(ab));
  if (!isBool(a) || !isBool(b)) RC_ASSERT(!isBool(ab));
}

} // namespace
} // namespace reinplace
