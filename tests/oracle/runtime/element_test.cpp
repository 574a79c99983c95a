// Element conversions against PyTorch's: c10::Half and c10::BFloat16 round to nearest even,
// float -> integer truncates as x86 does, integers wrap. The fixed values were printed by torch
// 1.13 (e.g. torch.tensor([300.7, -1.5, 1e10, nan]).to(torch.int8)).

#include "oracle/runtime/element.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace reinplace::oracle {
namespace {

TEST(Element, HalfRoundsToNearestEven) {
  EXPECT_EQ(halfFromFloat(1.0f), 0x3c00);
  EXPECT_EQ(halfFromFloat(65504.0f), 0x7bff);
  EXPECT_EQ(halfFromFloat(65519.99f), 0x7bff);
  EXPECT_EQ(halfFromFloat(65520.0f), 0x7c00); // the tie above the largest half rounds up
  EXPECT_EQ(halfFromFloat(std::ldexp(1.0f, -24)), 0x0001);
  EXPECT_EQ(halfFromFloat(std::ldexp(1.0f, -25)), 0x0000);        // tie to even: zero
  EXPECT_EQ(halfFromFloat(std::ldexp(3.0f, -25)), 0x0002);        // tie to even: two
  EXPECT_EQ(halfFromFloat(1.0f + std::ldexp(1.0f, -11)), 0x3c00); // tie to even: 1.0
  EXPECT_EQ(halfFromFloat(-0.0f), 0x8000);
  EXPECT_EQ(halfFromFloat(std::numeric_limits<float>::quiet_NaN()) & 0x7e00, 0x7e00);
  EXPECT_EQ(halfFromFloat(-std::numeric_limits<float>::infinity()), 0xfc00);
}

TEST(Element, EveryHalfAndBFloat16RoundTripsThroughFloat) {
  for (uint32_t bits = 0; bits <= 0xffff; ++bits) {
    auto h = static_cast<uint16_t>(bits);
    float value = floatFromHalf(h);
    if (!std::isnan(value)) ASSERT_EQ(halfFromFloat(value), h) << bits;
    float b = floatFromBFloat16(h);
    if (!std::isnan(b)) ASSERT_EQ(bfloat16FromFloat(b), h) << bits;
  }
}

// The result is at least as close as either neighbour, and even when it is a tie.
template <typename ToBits, typename FromBits>
void expectNearestEven(float value, ToBits to_bits, FromBits from_bits) {
  uint16_t bits = to_bits(value);
  double got = from_bits(bits);
  double error = std::fabs(got - value);
  for (int step : {-1, 1}) {
    auto neighbour = static_cast<uint16_t>(bits + step);
    double other = from_bits(neighbour);
    if (std::isnan(other) || std::signbit(other) != std::signbit(got)) continue;
    double other_error = std::fabs(other - value);
    RC_ASSERT(error <= other_error);
    if (error == other_error) RC_ASSERT((bits & 1) == 0);
  }
}

RC_GTEST_PROP(Element, HalfIsTheNearestHalfTiesToEven, (uint32_t raw)) {
  float value = std::ldexp(static_cast<float>(raw % (1u << 24)), static_cast<int>(raw >> 27) - 40);
  if (raw & (1u << 24)) value = -value;
  RC_PRE(std::fabs(value) < 65504.0f);
  expectNearestEven(value, halfFromFloat, floatFromHalf);
}

RC_GTEST_PROP(Element, BFloat16IsTheNearestTiesToEven, (uint32_t bits)) {
  float value = std::bit_cast<float>(bits);
  RC_PRE(std::isfinite(value) && std::fabs(value) < 3.3e38f);
  expectNearestEven(value, bfloat16FromFloat, floatFromBFloat16);
}

template <typename Stored> Stored storedAs(DType dtype, double value) {
  std::array<std::byte, 8> slot{};
  storeElement<double>(slot.data(), dtype, value);
  Stored out;
  std::memcpy(&out, slot.data(), sizeof(Stored));
  return out;
}

TEST(Element, FloatToIntegerTruncatesAsTorchDoes) {
  // torch.tensor([300.7, -1.5, 1e10, nan, -1e10, 3e9, 70000.5]).to(dtype)
  std::array<double, 7> values = {300.7, -1.5, 1e10, NAN, -1e10, 3e9, 70000.5};
  std::array<int64_t, 7> int8 = {44, -1, 0, 0, 0, 0, 112};
  std::array<int64_t, 7> uint8 = {44, 255, 0, 0, 0, 0, 112};
  std::array<int64_t, 7> int16 = {300, -1, 0, 0, 0, 0, 4464};
  std::array<int64_t, 7> int32 = {300, -1, INT32_MIN, INT32_MIN, INT32_MIN, INT32_MIN, 70000};
  std::array<int64_t, 7> int64 = {300, -1, 10000000000, INT64_MIN, -10000000000, 3000000000, 70000};
  for (size_t i = 0; i < values.size(); ++i) {
    EXPECT_EQ(storedAs<int8_t>(DType::i8, values[i]), int8[i]) << values[i];
    EXPECT_EQ(storedAs<uint8_t>(DType::u8, values[i]), uint8[i]) << values[i];
    EXPECT_EQ(storedAs<int16_t>(DType::i16, values[i]), int16[i]) << values[i];
    EXPECT_EQ(storedAs<int32_t>(DType::i32, values[i]), int32[i]) << values[i];
    EXPECT_EQ(storedAs<int64_t>(DType::i64, values[i]), int64[i]) << values[i];
    EXPECT_EQ(storedAs<uint8_t>(DType::b8, values[i]), 1) << values[i]; // all nonzero, NaN too
  }
}

TEST(Element, DoubleToHalfRoundsThroughFloat) {
  // Just above the tie between 1.0 and the next half: direct rounding would go up, torch's
  // double -> float -> half goes to the even 1.0.
  EXPECT_EQ(storedAs<uint16_t>(DType::f16, 1.00048828125 + 1e-12), 0x3c00);
}

RC_GTEST_PROP(Element, IntegersWrapAtTheirWidth, (int64_t value)) {
  std::array<std::byte, 8> slot{};
  storeElement<int64_t>(slot.data(), DType::i8, value);
  RC_ASSERT(loadElement<int64_t>(slot.data(), DType::i8) == static_cast<int8_t>(value));
  storeElement<int64_t>(slot.data(), DType::u8, value);
  RC_ASSERT(loadElement<int64_t>(slot.data(), DType::u8) == static_cast<uint8_t>(value));
  storeElement<int64_t>(slot.data(), DType::i32, value);
  RC_ASSERT(loadElement<int64_t>(slot.data(), DType::i32) == static_cast<int32_t>(value));
  storeElement<int64_t>(slot.data(), DType::b8, value);
  RC_ASSERT(loadElement<int64_t>(slot.data(), DType::b8) == (value != 0));
}

TEST(Element, NaNsAreTheSameElementWhateverTheirBits) {
  std::array<std::byte, 4> a{}, b{};
  float quiet = std::numeric_limits<float>::quiet_NaN();
  float other = std::bit_cast<float>(0xffc00001u);
  std::memcpy(a.data(), &quiet, 4);
  std::memcpy(b.data(), &other, 4);
  EXPECT_TRUE(sameElement(a.data(), b.data(), DType::f32));
  float zero = 0.0f, negative_zero = -0.0f;
  std::memcpy(a.data(), &zero, 4);
  std::memcpy(b.data(), &negative_zero, 4);
  EXPECT_FALSE(sameElement(a.data(), b.data(), DType::f32)); // bitwise: -0 is not +0
}

} // namespace
} // namespace reinplace::oracle
