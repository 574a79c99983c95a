#pragma once
// Small strided views and the brute-force reference tests hold overlap answers against.

#include "core/ir/tensor_meta.h"

#include <rapidcheck.h>

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

/// Random views of rank 0-3 with sizes, strides and offset below the given bounds (exclusive):
/// small enough for enumeration to be the reference.
inline rc::Gen<TensorMeta> smallStridedView(int64_t size_bound, int64_t stride_bound,
                                            int64_t offset_bound) {
  return rc::gen::exec([=] {
    int rank = *rc::gen::inRange(0, 4);
    TensorMeta meta;
    for (int d = 0; d < rank; ++d) {
      meta.sizes.push_back(*rc::gen::inRange<int64_t>(0, size_bound));
      meta.strides.push_back(*rc::gen::inRange<int64_t>(0, stride_bound));
    }
    meta.storage_offset = *rc::gen::inRange<int64_t>(0, offset_bound);
    return meta;
  });
}

} // namespace reinplace::testing
