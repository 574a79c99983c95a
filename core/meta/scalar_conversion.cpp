#include "core/meta/scalar_conversion.h"

#include <cmath>
#include <cstdint>
#include <limits>

namespace reinplace {
namespace {

struct Range {
  double lowest, max;
};

Range rangeOf(DType dtype) {
  switch (dtype) {
  case DType::f64:
    return {-std::numeric_limits<double>::max(), std::numeric_limits<double>::max()};
  case DType::f32:
    return {-std::numeric_limits<float>::max(), std::numeric_limits<float>::max()};
  case DType::f16:
    return {-65504.0, 65504.0};
  case DType::bf16:
    return {-3.3895313892515355e38, 3.3895313892515355e38};
  case DType::i64:
    return {-9223372036854775808.0, 9223372036854775807.0};
  case DType::i32:
    return {-2147483648.0, 2147483647.0};
  case DType::i16:
    return {-32768.0, 32767.0};
  case DType::i8:
    return {-128.0, 127.0};
  case DType::u8:
    return {0.0, 255.0};
  case DType::b8:
    return {0.0, 1.0};
  }
  return {0, 0};
}

} // namespace

bool conversionOverflows(const ScalarValue& value, DType target) {
  if (target == DType::b8 || value.kind == ScalarValue::Kind::Bool) return false;
  Range range = rangeOf(target);
  if (value.kind == ScalarValue::Kind::Float) {
    double v = value.float_value;
    if (isFloating(target)) return !std::isinf(v) && (v < range.lowest || v > range.max);
    return std::isnan(v) || v < range.lowest || v > range.max;
  }
  int64_t v = value.int_value;
  if (target == DType::u8) return v > 255 || (v < 0 && -static_cast<uint64_t>(v) > 255);
  if (target == DType::i64) return false;
  double as_double = static_cast<double>(v);
  return as_double < range.lowest || as_double > range.max;
}

std::string conversionOverflowMessage(DType target) {
  return std::string("value cannot be converted to type ") +
         std::string(scalarAccessorName(target)) + " without overflow";
}

void checkScalarConverts(const ScalarValue& value, DType target) {
  if (conversionOverflows(value, target)) throw MetaError(conversionOverflowMessage(target));
}

DType bfloat16ComputesInFloat(DType common) {
  return common == DType::bf16 ? DType::f32 : common;
}

DType arangeAccumulationDType(DType result) {
  if (!isFloating(result)) return DType::i64;
  return result == DType::f16 || result == DType::bf16 ? DType::f32 : DType::f64;
}

} // namespace reinplace
