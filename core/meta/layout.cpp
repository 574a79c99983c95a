#include "core/meta/layout.h"

#include <numeric>

namespace reinplace {

Shape inferDenseStrides(const Shape& sizes, const Shape& strides) {
  const int64_t rank = static_cast<int64_t>(sizes.size());
  std::vector<int64_t> perm(rank);
  // perm[0] is the innermost dim; start from the contiguous order.
  for (int64_t i = 0; i < rank; ++i) perm[i] = rank - 1 - i;
  auto should_swap = [&](int64_t dim0, int64_t dim1) {
    int64_t stride0 = strides[dim0];
    int64_t stride1 = strides[dim1];
    if (stride0 == 0 || stride1 == 0) return 0;
    if (stride0 < stride1) return -1;
    if (stride0 > stride1) return 1;
    return sizes[dim0] > sizes[dim1] ? 1 : 0;
  };
  insertionSortDims(perm, should_swap);
  Shape out(rank);
  int64_t current = 1;
  for (int64_t i = 0; i < rank; ++i) {
    out[perm[i]] = current;
    if (sizes[perm[i]] > 1) current = saturatingMul(current, sizes[perm[i]]);
  }
  return out;
}

TensorMeta emptyLike(const TensorMeta& self, DType dtype,
                     std::optional<MemoryFormat> memory_format) {
  TensorMeta out;
  out.dtype = dtype;
  out.sizes = self.sizes;
  MemoryFormat format = memory_format.value_or(MemoryFormat::preserve_format);
  if (format == MemoryFormat::contiguous_format)
    out.strides = contiguousStrides(self.sizes);
  else if (self.isNonOverlappingAndDense())
    out.strides = self.strides;
  else
    out.strides = inferDenseStrides(self.sizes, self.strides);
  return out;
}

TensorMeta broadcastLayout(const TensorMeta& meta, const Shape& shape) {
  TensorMeta out = meta;
  out.sizes = shape;
  out.strides.assign(shape.size(), 0);
  size_t lead = shape.size() - meta.sizes.size();
  for (size_t d = 0; d < meta.sizes.size(); ++d)
    if (meta.sizes[d] != 1 || shape[lead + d] == 1) out.strides[lead + d] = meta.strides[d];
  return out;
}

} // namespace reinplace
