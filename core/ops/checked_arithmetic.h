#pragma once
// int64 arithmetic for the size computations of the nn families (convolution, pooling): an
// overflow is an error of the call, not undefined behaviour.

#include "core/ir/tensor_meta.h"
#include "core/ops/meta_context.h"

#include <string>

namespace reinplace {

inline int64_t checkedAdd(int64_t a, int64_t b) {
  int64_t out = 0;
  if (__builtin_add_overflow(a, b, &out))
    throw MetaError("integer overflow computing " + std::to_string(a) + " + " + std::to_string(b));
  return out;
}

inline int64_t checkedMul(int64_t a, int64_t b) {
  int64_t out = 0;
  if (__builtin_mul_overflow(a, b, &out))
    throw MetaError("integer overflow computing " + std::to_string(a) + " * " + std::to_string(b));
  return out;
}

/// The element count of a result torch allocates: at::empty's errors for a negative size or a
/// count that overflows int64.
inline int64_t checkedNumel(const Shape& sizes) {
  int64_t numel = 1;
  for (int64_t s : sizes) {
    if (s < 0)
      throw MetaError("Trying to create tensor with negative dimension " + std::to_string(s) +
                      ": " + formatShape(sizes));
    if (__builtin_mul_overflow(numel, s, &numel))
      throw MetaError("numel: integer multiplication overflow for sizes " + formatShape(sizes));
  }
  return numel;
}

} // namespace reinplace
