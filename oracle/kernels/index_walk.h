#pragma once
// Helpers the indexing kernels share (gather / scatter, index_select / index_add / ...,
// embedding): walking a tensor by logical index, addressing an element by index, reading an
// index tensor's values, and scalar_t arithmetic steps.
// Private to oracle/kernels/.

#include "oracle/kernels/elementwise.h"

#include <cmath>
#include <cstring>

namespace reinplace::oracle {

/// Calls visit(index, offset) for every element of `layout`, in row-major order.
template <typename Visit> void forEachIndex(const TensorMeta& layout, Visit&& visit) {
  const int64_t numel = layout.numel();
  if (numel == 0) return;
  Shape index(layout.sizes.size(), 0);
  int64_t offset = layout.storage_offset;
  for (int64_t n = 0; n < numel; ++n) {
    visit(static_cast<const Shape&>(index), offset);
    for (size_t d = index.size(); d-- > 0;) {
      if (++index[d] < layout.sizes[d]) {
        offset += layout.strides[d];
        break;
      }
      offset -= layout.strides[d] * (layout.sizes[d] - 1);
      index[d] = 0;
    }
  }
}

inline int64_t offsetAt(const TensorMeta& layout, const Shape& index) {
  int64_t offset = layout.storage_offset;
  for (size_t d = 0; d < index.size(); ++d) offset += index[d] * layout.strides[d];
  return offset;
}

/// The values of an integer index tensor in row-major order.
inline std::vector<int64_t> indexValues(const RuntimeTensor& index) {
  return loadLogical<int64_t>(index);
}

inline void copyElement(RuntimeTensor& to_tensor, int64_t to, const RuntimeTensor& from_tensor,
                        int64_t from) {
  std::memcpy(to_tensor.element(to), from_tensor.element(from),
              static_cast<size_t>(itemSize(to_tensor.layout.dtype)));
}

/// The bytes of a Python number converted to `dtype`, as fill_ stores it.
inline std::array<std::byte, 8> constantBytes(const ScalarValue& value, DType dtype) {
  std::array<std::byte, 8> slot{};
  if (value.kind == ScalarValue::Kind::Float)
    storeElement<double>(slot.data(), dtype, value.float_value);
  else
    storeElement<int64_t>(slot.data(), dtype, value.int_value);
  return slot;
}

/// `value` rounded to the element type and widened again: one operation of scalar_t arithmetic
/// (c10::Half and BFloat16 round every result, integers wrap at their width).
template <typename T> T inElementType(DType dtype, T value) {
  std::array<std::byte, 8> slot{};
  storeElement<T>(slot.data(), dtype, value);
  return loadElement<T>(slot.data(), dtype);
}

/// a + alpha * b as ATen's add kernel computes it (add_stub, which index_add and
/// embedding_dense_backward call per slice): one fused multiply-add for f32 and f64, alpha and
/// the product rounded to the dtype for f16 and bf16, wrapping for integers.
template <typename T> T addScaledLikeAddKernel(T a, T b, T alpha, DType dtype) {
  if constexpr (std::is_same_v<T, int64_t>) {
    return wrapAdd(a, wrapMul(alpha, b));
  } else {
    if (dtype == DType::f16 || dtype == DType::bf16)
      return a + roundThrough(dtype, roundThrough(dtype, alpha) * b);
    return std::fma(alpha, b, a);
  }
}

} // namespace reinplace::oracle
