#pragma once
// Small strided views and the brute-force reference tests hold overlap answers against.

#include "core/tensor_meta.h"

#include <vector>

namespace reinplace::testing {

inline TensorMeta stridedView(Shape sizes, Shape strides, int64_t offset = 0) {
  TensorMeta meta;
  meta.sizes = std::move(sizes);
  meta.strides = std::move(strides);
  meta.storage_offset = offset;
  return meta;
}

/// Every element's address, in row-major index order, by enumeration.
inline std::vector<int64_t> elementAddresses(const TensorMeta& meta) {
  std::vector<int64_t> out;
  if (meta.numel() == 0) return out;
  std::vector<int64_t> index(meta.sizes.size(), 0);
  while (true) {
    int64_t address = meta.storage_offset;
    for (size_t d = 0; d < index.size(); ++d) address += index[d] * meta.strides[d];
    out.push_back(address);
    size_t d = index.size();
    while (d > 0 && ++index[d - 1] == meta.sizes[d - 1]) index[--d] = 0;
    if (d == 0) return out;
  }
}

} // namespace reinplace::testing
