#pragma once
// c10::BFloat16 arithmetic, for kernels that torch 1.13 instantiates with T = BFloat16 rather
// than on float conversions: every operator computes in float and rounds its result to bf16
// (round to nearest even), so a Welford update or a compound expression rounds between steps.
// Vectorized<BFloat16> does the same per lane, 16 lanes to a 32-byte vector.

#include "oracle/runtime/element.h"

#include <cmath>
#include <cstdint>

namespace reinplace::oracle {

class BFloat16Arithmetic {
public:
  /// Lanes of Vectorized<BFloat16> in torch's AVX2 build (rowwise_moments.h reads it).
  static constexpr int64_t kVectorLanes = 16;

  BFloat16Arithmetic() = default;
  BFloat16Arithmetic(float value) : value_(round(value)) {}
  explicit BFloat16Arithmetic(double value) : value_(round(static_cast<float>(value))) {}
  // c10 converts an integer to float, then to bf16.
  explicit BFloat16Arithmetic(int64_t value) : value_(round(static_cast<float>(value))) {}
  explicit BFloat16Arithmetic(int value) : BFloat16Arithmetic(static_cast<int64_t>(value)) {}

  float value() const { return value_; }

  friend BFloat16Arithmetic operator+(BFloat16Arithmetic a, BFloat16Arithmetic b) {
    return {a.value_ + b.value_};
  }
  friend BFloat16Arithmetic operator-(BFloat16Arithmetic a, BFloat16Arithmetic b) {
    return {a.value_ - b.value_};
  }
  friend BFloat16Arithmetic operator*(BFloat16Arithmetic a, BFloat16Arithmetic b) {
    return {a.value_ * b.value_};
  }
  friend BFloat16Arithmetic operator/(BFloat16Arithmetic a, BFloat16Arithmetic b) {
    return {a.value_ / b.value_};
  }
  BFloat16Arithmetic& operator+=(BFloat16Arithmetic other) { return *this = *this + other; }
  friend bool operator<(BFloat16Arithmetic a, BFloat16Arithmetic b) { return a.value_ < b.value_; }
  friend BFloat16Arithmetic sqrt(BFloat16Arithmetic a) { return {std::sqrt(a.value_)}; }

private:
  static float round(float value) { return floatFromBFloat16(bfloat16FromFloat(value)); }
  float value_ = 0;
};

} // namespace reinplace::oracle
