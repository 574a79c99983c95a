#include "core/ir/tensor_meta.h"

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace reinplace {

int64_t numelOf(std::span<const int64_t> sizes) {
  for (int64_t size : sizes)
    if (size == 0) return 0;
  int64_t n = 1;
  for (int64_t size : sizes)
    if (__builtin_mul_overflow(n, size, &n)) return INT64_MAX;
  return n;
}

int64_t TensorMeta::numel() const {
  return numelOf(sizes);
}

bool TensorMeta::isContiguous() const {
  // PyTorch ignores the stride of size-1 dims and treats empty tensors as contiguous.
  if (numel() == 0) return true;
  int64_t expected = 1;
  for (int64_t d = dim() - 1; d >= 0; --d) {
    if (sizes[d] == 1) continue;
    if (strides[d] != expected) return false;
    expected = saturatingMul(expected, sizes[d]);
  }
  return true;
}

bool TensorMeta::isNonOverlappingAndDense() const {
  // c10 caches this flag as is_contiguous || ..., and every empty tensor counts as contiguous,
  // whatever its strides.
  if (isContiguous()) return true;
  if (dim() == 1) return sizes[0] < 2 || strides[0] == 1;
  Shape perm(sizes.size());
  std::iota(perm.begin(), perm.end(), 0);
  // Sort dims by stride, size-1 dims last, as c10's compute_non_overlapping_and_dense does;
  // stably, by insertion: std::stable_sort takes a heap buffer, and ranks are small.
  auto before = [&](int64_t a, int64_t b) {
    if (sizes[a] < 2) return false;
    if (sizes[b] < 2) return true;
    return strides[a] < strides[b];
  };
  for (size_t i = 1; i < perm.size(); ++i)
    for (size_t j = i; j > 0 && before(perm[j], perm[j - 1]); --j) std::swap(perm[j], perm[j - 1]);
  int64_t required = 1;
  for (int64_t d : perm) {
    if (sizes[d] == 1) continue;
    if (strides[d] != required) return false;
    required = saturatingMul(required, sizes[d]);
  }
  return true;
}

int64_t TensorMeta::storageExtent() const {
  for (int64_t size : sizes)
    if (size == 0) return 0;
  // Saturates instead of overflowing: a layout reaching past int64 reaches past any storage,
  // and the callers compare the extent with one.
  int64_t extent = 0;
  if (__builtin_add_overflow(storage_offset, 1, &extent)) return INT64_MAX;
  for (size_t d = 0; d < sizes.size(); ++d) {
    int64_t step = 0;
    int64_t last = 0;
    if (__builtin_sub_overflow(sizes[d], 1, &last) ||
        __builtin_mul_overflow(last, strides[d], &step) ||
        __builtin_add_overflow(extent, step, &extent))
      return INT64_MAX;
  }
  return extent;
}

bool TensorMeta::sameLayout(const TensorMeta& other) const {
  return dtype == other.dtype && sizes == other.sizes && strides == other.strides &&
         storage_offset == other.storage_offset;
}

Shape contiguousStrides(const Shape& sizes) {
  Shape strides(sizes.size());
  int64_t running = 1;
  for (size_t i = sizes.size(); i-- > 0;) {
    strides[i] = running;
    running = saturatingMul(running, std::max<int64_t>(sizes[i], 1));
  }
  return strides;
}

TensorMeta contiguousMeta(DType dtype, Shape sizes) {
  TensorMeta meta;
  meta.dtype = dtype;
  meta.strides = contiguousStrides(sizes);
  meta.sizes = std::move(sizes);
  return meta;
}

std::string formatShape(const Shape& shape) {
  std::string out = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(shape[i]);
  }
  return out + "]";
}

std::string formatMeta(const TensorMeta& meta, bool always_show_strides) {
  std::string out = std::string(shortName(meta.dtype)) + formatShape(meta.sizes);
  bool default_strides = meta.strides == contiguousStrides(meta.sizes);
  if (always_show_strides || !default_strides || meta.storage_offset != 0)
    out += formatShape(meta.strides);
  if (meta.storage_offset != 0) out += "@" + std::to_string(meta.storage_offset);
  return out;
}

std::optional<std::vector<int64_t>> elementPositions(const TensorMeta& layout) {
  std::vector<int64_t> positions;
  positions.reserve(static_cast<size_t>(layout.numel()));
  Shape index(layout.sizes.size(), 0);
  for (int64_t n = layout.numel(); n > 0; --n) {
    int64_t at = layout.storage_offset;
    for (size_t d = 0; d < index.size(); ++d) {
      int64_t step = 0;
      if (__builtin_mul_overflow(index[d], layout.strides[d], &step) ||
          __builtin_add_overflow(at, step, &at))
        return std::nullopt;
    }
    positions.push_back(at);
    for (size_t d = index.size(); d-- > 0;) {
      if (++index[d] < layout.sizes[d]) break;
      index[d] = 0;
    }
  }
  return positions;
}

} // namespace reinplace
