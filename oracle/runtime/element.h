#pragma once
// Reading and writing single elements the way PyTorch's CPU kernels convert them: c10::Half and
// c10::BFloat16 round to nearest even (from float; a double goes through float first, as their
// float constructors imply), integers wrap at their width, bool is `value != 0`, and a float
// converted to an integer truncates as x86's cvtt instructions do: NaN or out of range gives the
// "integer indefinite" value, and types narrower than 32 bits go through int32 first.

#include "core/ir/dtype.h"

#include <cstddef>
#include <cstdint>

namespace reinplace::oracle {

uint16_t halfFromFloat(float value);
float floatFromHalf(uint16_t bits);
uint16_t bfloat16FromFloat(float value);
float floatFromBFloat16(uint16_t bits);

/// C++'s float -> int64 conversion as x86-64 performs it (INT64_MIN when out of range or NaN).
int64_t truncateToInt64(double value);
/// The same through a 32-bit conversion (INT32_MIN when out of range or NaN).
int32_t truncateToInt32(double value);

/// The element at `at`, stored as `dtype`, converted to T (double, float, int64_t or bool).
template <typename T> T loadElement(const std::byte* at, DType dtype);
/// Converts `value` to `dtype` and stores it at `at`.
template <typename T> void storeElement(std::byte* at, DType dtype, T value);

extern template double loadElement<double>(const std::byte*, DType);
extern template float loadElement<float>(const std::byte*, DType);
extern template int64_t loadElement<int64_t>(const std::byte*, DType);
extern template bool loadElement<bool>(const std::byte*, DType);
extern template void storeElement<double>(std::byte*, DType, double);
extern template void storeElement<float>(std::byte*, DType, float);
extern template void storeElement<int64_t>(std::byte*, DType, int64_t);
extern template void storeElement<bool>(std::byte*, DType, bool);

/// Two stored elements are the same bits, or both NaN (the verdicts' notion of equal values).
bool sameElement(const std::byte* a, const std::byte* b, DType dtype);

} // namespace reinplace::oracle
