#pragma once
// The project's dtypes and memory formats as c10 names them, both ways. Only the module that calls
// ATen (aten/libtorch_executor.cpp) includes this: c10's headers stay out of every other
// translation unit.

#include "core/ir/arg.h"
#include "core/ir/dtype.h"

#include <c10/core/MemoryFormat.h>
#include <c10/core/ScalarType.h>

#include <optional>

namespace reinplace::aten {

inline c10::ScalarType scalarTypeOf(DType dtype) {
  switch (dtype) {
  case DType::f64:
    return c10::ScalarType::Double;
  case DType::f32:
    return c10::ScalarType::Float;
  case DType::f16:
    return c10::ScalarType::Half;
  case DType::bf16:
    return c10::ScalarType::BFloat16;
  case DType::i64:
    return c10::ScalarType::Long;
  case DType::i32:
    return c10::ScalarType::Int;
  case DType::i16:
    return c10::ScalarType::Short;
  case DType::i8:
    return c10::ScalarType::Char;
  case DType::u8:
    return c10::ScalarType::Byte;
  case DType::b8:
    return c10::ScalarType::Bool;
  }
  return c10::ScalarType::Float;
}

inline std::optional<DType> dtypeOf(c10::ScalarType type) {
  for (int i = 0; i < kNumDTypes; ++i)
    if (scalarTypeOf(static_cast<DType>(i)) == type) return static_cast<DType>(i);
  return std::nullopt;
}

inline c10::MemoryFormat memoryFormatOf(MemoryFormat format) {
  switch (format) {
  case MemoryFormat::contiguous_format:
    return c10::MemoryFormat::Contiguous;
  case MemoryFormat::preserve_format:
    return c10::MemoryFormat::Preserve;
  case MemoryFormat::channels_last:
    return c10::MemoryFormat::ChannelsLast;
  }
  return c10::MemoryFormat::Contiguous;
}

} // namespace reinplace::aten
