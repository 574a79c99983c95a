#pragma once
// int64 arithmetic for the size computations of the nn families (convolution, pooling): an
// overflow is an error of the call, not undefined behaviour.

#include "core/ir/tensor_meta.h"
#include "core/meta/meta_context.h"

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

/// The element count of a tensor as torch counts it, view or not: at::empty's error for a
/// negative size, TensorImpl's for a count that overflows.
inline int64_t checkedNumel(const Shape& sizes) {
  for (int64_t s : sizes)
    if (s < 0)
      throw MetaError("Trying to create tensor with negative dimension " + std::to_string(s) +
                      ": " + formatShape(sizes));
  // c10's safe_compute_numel: the running product in uint64, an overflow at any step sticks,
  // so a zero size saves only the products it comes before ([0, 2^32, 2^32] has 0 elements,
  // [2^32, 2^32, 0] overflows); a product past INT64_MAX overflows too.
  uint64_t numel = 1;
  bool overflowed = false;
  for (int64_t s : sizes) overflowed |= __builtin_mul_overflow(numel, uint64_t(s), &numel);
  if (overflowed || numel > uint64_t(INT64_MAX))
    throw MetaError("numel: integer multiplication overflow for sizes " + formatShape(sizes));
  return static_cast<int64_t>(numel);
}

/// The bytes of storage a tensor needs (torch's computeStorageNbytes): 0 without elements, else
/// (offset + 1 + sum of (size - 1) * stride) * item size. An overflow is torch's error.
inline int64_t checkedStorageBytes(const TensorMeta& meta) {
  for (int64_t s : meta.sizes)
    if (s == 0) return 0;
  auto overflowed = [&]() {
    return MetaError("Storage size calculation overflowed with sizes=" + formatShape(meta.sizes) +
                     " and strides=" + formatShape(meta.strides));
  };
  int64_t elements = 1;
  for (size_t d = 0; d < meta.sizes.size(); ++d) {
    int64_t step = 0;
    if (meta.strides[d] < 0) throw MetaError("negative strides are not supported");
    if (__builtin_mul_overflow(meta.sizes[d] - 1, meta.strides[d], &step) ||
        __builtin_add_overflow(elements, step, &elements))
      throw overflowed();
  }
  int64_t bytes = 0;
  if (meta.storage_offset < 0)
    throw MetaError("Tensor: invalid storage offset " + std::to_string(meta.storage_offset));
  if (__builtin_add_overflow(elements, meta.storage_offset, &elements) ||
      __builtin_mul_overflow(elements, itemSize(meta.dtype), &bytes))
    throw overflowed();
  return bytes;
}

/// What every tensor value must satisfy, whatever op made it: sizes at least 0, an element
/// count and a storage size in bytes that int64 holds (torch raises for the others before
/// allocating anything). Returns the storage bytes it needs.
/// `fresh`: a new allocation, for which torch sizes the storage before it counts elements, so
/// an overflow is reported as the storage's, as torch does; a view counts elements first.
inline int64_t checkedTensorMeta(const TensorMeta& meta, bool fresh) {
  if (meta.strides.size() != meta.sizes.size())
    throw MetaError("sizes " + formatShape(meta.sizes) + " and strides " +
                    formatShape(meta.strides) + " differ in length");
  for (int64_t s : meta.sizes)
    if (s < 0) checkedNumel(meta.sizes); // torch's negative-dimension message
  if (fresh) {
    int64_t bytes = checkedStorageBytes(meta);
    checkedNumel(meta.sizes);
    return bytes;
  }
  checkedNumel(meta.sizes);
  return checkedStorageBytes(meta);
}

} // namespace reinplace
