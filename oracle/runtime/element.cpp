#include "oracle/runtime/element.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace reinplace::oracle {

// IEEE binary16 from binary32, round to nearest even, as c10::detail::fp16_ieee_from_fp32_value.
uint16_t halfFromFloat(float value) {
  uint32_t bits = std::bit_cast<uint32_t>(value);
  uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000u);
  uint32_t magnitude = bits & 0x7fffffffu;
  if (magnitude > 0x7f800000u) return sign | 0x7e00u;  // NaN
  if (magnitude >= 0x477ff000u) return sign | 0x7c00u; // rounds to infinity (>= 65520)
  if (magnitude < 0x38800000u) {
    // Subnormal half (or zero): scale so the half's last bit is the float's units bit, and let
    // the float addition do the rounding to nearest even.
    float scaled = std::bit_cast<float>(magnitude) + 0.5f;
    return sign | static_cast<uint16_t>(std::bit_cast<uint32_t>(scaled) - 0x3f000000u);
  }
  uint32_t mantissa_odd = (magnitude >> 13) & 1u;
  magnitude += 0xc8000fffu + mantissa_odd; // rebias exponent (-112 << 23) and round
  return sign | static_cast<uint16_t>(magnitude >> 13);
}

float floatFromHalf(uint16_t bits) {
  uint32_t sign = static_cast<uint32_t>(bits & 0x8000u) << 16;
  uint32_t exponent = (bits >> 10) & 0x1fu;
  uint32_t mantissa = bits & 0x3ffu;
  if (exponent == 0x1f) return std::bit_cast<float>(sign | 0x7f800000u | (mantissa << 13));
  if (exponent == 0) {
    float value = std::ldexp(static_cast<float>(mantissa), -24);
    return sign ? -value : value;
  }
  return std::bit_cast<float>(sign | ((exponent + 112) << 23) | (mantissa << 13));
}

uint16_t bfloat16FromFloat(float value) {
  if (std::isnan(value)) return 0x7fc0u;
  uint32_t bits = std::bit_cast<uint32_t>(value);
  uint32_t rounding_bias = 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<uint16_t>((bits + rounding_bias) >> 16);
}

float floatFromBFloat16(uint16_t bits) {
  return std::bit_cast<float>(static_cast<uint32_t>(bits) << 16);
}

int64_t truncateToInt64(double value) {
  // Valid range is [-2^63, 2^63); NaN fails both comparisons.
  if (!(value >= -9223372036854775808.0 && value < 9223372036854775808.0))
    return std::numeric_limits<int64_t>::min();
  return static_cast<int64_t>(value);
}

int32_t truncateToInt32(double value) {
  if (!(value > -2147483649.0 && value < 2147483648.0)) return std::numeric_limits<int32_t>::min();
  return static_cast<int32_t>(value);
}

namespace {

template <typename Stored> Stored read(const std::byte* at) {
  Stored value;
  std::memcpy(&value, at, sizeof(Stored));
  return value;
}

template <typename Stored> void write(std::byte* at, Stored value) {
  std::memcpy(at, &value, sizeof(Stored));
}

// What the element is, in the widest type of its kind.
struct Loaded {
  enum class Kind : uint8_t { Floating, Integer } kind;
  double floating = 0;
  int64_t integer = 0;
};

Loaded load(const std::byte* at, DType dtype) {
  auto floating = [](double v) { return Loaded{Loaded::Kind::Floating, v, 0}; };
  auto integer = [](int64_t v) { return Loaded{Loaded::Kind::Integer, 0, v}; };
  switch (dtype) {
  case DType::f64:
    return floating(read<double>(at));
  case DType::f32:
    return floating(read<float>(at));
  case DType::f16:
    return floating(floatFromHalf(read<uint16_t>(at)));
  case DType::bf16:
    return floating(floatFromBFloat16(read<uint16_t>(at)));
  case DType::i64:
    return integer(read<int64_t>(at));
  case DType::i32:
    return integer(read<int32_t>(at));
  case DType::i16:
    return integer(read<int16_t>(at));
  case DType::i8:
    return integer(read<int8_t>(at));
  case DType::u8:
    return integer(read<uint8_t>(at));
  case DType::b8:
    return integer(read<uint8_t>(at) != 0);
  }
  return integer(0);
}

// A floating value is narrowed to float before it becomes a half or bfloat16 (their
// constructors take float), so an f64 source rounds twice, exactly as in PyTorch.
void storeFloating(std::byte* at, DType dtype, double value) {
  switch (dtype) {
  case DType::f64:
    return write(at, value);
  case DType::f32:
    return write(at, static_cast<float>(value));
  case DType::f16:
    return write(at, halfFromFloat(static_cast<float>(value)));
  case DType::bf16:
    return write(at, bfloat16FromFloat(static_cast<float>(value)));
  case DType::i64:
    return write(at, truncateToInt64(value));
  case DType::i32:
    return write(at, truncateToInt32(value));
  case DType::i16:
    return write(at, static_cast<int16_t>(truncateToInt32(value)));
  case DType::i8:
    return write(at, static_cast<int8_t>(truncateToInt32(value)));
  case DType::u8:
    return write(at, static_cast<uint8_t>(truncateToInt32(value)));
  case DType::b8:
    return write(at, static_cast<uint8_t>(value != 0));
  }
}

void storeInteger(std::byte* at, DType dtype, int64_t value) {
  switch (dtype) {
  case DType::f64:
    return write(at, static_cast<double>(value));
  case DType::f32:
    return write(at, static_cast<float>(value));
  case DType::f16:
    return write(at, halfFromFloat(static_cast<float>(value)));
  case DType::bf16:
    return write(at, bfloat16FromFloat(static_cast<float>(value)));
  case DType::i64:
    return write(at, value);
  case DType::i32:
    return write(at, static_cast<int32_t>(value));
  case DType::i16:
    return write(at, static_cast<int16_t>(value));
  case DType::i8:
    return write(at, static_cast<int8_t>(value));
  case DType::u8:
    return write(at, static_cast<uint8_t>(value));
  case DType::b8:
    return write(at, static_cast<uint8_t>(value != 0));
  }
}

} // namespace

template <typename T> T loadElement(const std::byte* at, DType dtype) {
  Loaded loaded = load(at, dtype);
  if constexpr (std::is_same_v<T, bool>) {
    return loaded.kind == Loaded::Kind::Floating ? loaded.floating != 0 : loaded.integer != 0;
  } else if constexpr (std::is_same_v<T, int64_t>) {
    return loaded.kind == Loaded::Kind::Floating ? truncateToInt64(loaded.floating)
                                                 : loaded.integer;
  } else {
    return loaded.kind == Loaded::Kind::Floating ? static_cast<T>(loaded.floating)
                                                 : static_cast<T>(loaded.integer);
  }
}

template <typename T> void storeElement(std::byte* at, DType dtype, T value) {
  if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, int64_t>)
    storeInteger(at, dtype, static_cast<int64_t>(value));
  else
    storeFloating(at, dtype, static_cast<double>(value));
}

template double loadElement<double>(const std::byte*, DType);
template float loadElement<float>(const std::byte*, DType);
template int64_t loadElement<int64_t>(const std::byte*, DType);
template bool loadElement<bool>(const std::byte*, DType);
template void storeElement<double>(std::byte*, DType, double);
template void storeElement<float>(std::byte*, DType, float);
template void storeElement<int64_t>(std::byte*, DType, int64_t);
template void storeElement<bool>(std::byte*, DType, bool);

bool sameElement(const std::byte* a, const std::byte* b, DType dtype) {
  if (std::memcmp(a, b, static_cast<size_t>(itemSize(dtype))) == 0) return true;
  if (!isFloating(dtype)) return false;
  return std::isnan(loadElement<double>(a, dtype)) && std::isnan(loadElement<double>(b, dtype));
}

} // namespace reinplace::oracle
