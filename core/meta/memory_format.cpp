#include "core/meta/memory_format.h"

#include "core/meta/layout.h"
#include "core/meta/meta_context.h"

#include <initializer_list>

namespace reinplace {
namespace {

// c10's is_channels_last_strides_2d_s4 / _3d_s5: the strides must grow along the channels-last
// dim order, with NCHW preferred for ambiguous size-1 cases.
bool stridesLikeChannelsLast(const TensorMeta& meta, std::initializer_list<int> order) {
  const Shape& sizes = meta.sizes;
  const Shape& strides = meta.strides;
  if (strides[1] == 0) return false;
  int64_t min = 0;
  for (int d : order) {
    if (sizes[d] == 0) return false;
    if (strides[d] < min) return false;
    if (d == 0 && min == strides[1]) return false;
    min = strides[d];
    // Saturates: a stride this far out orders after every other anyway.
    if (sizes[d] > 1 && __builtin_mul_overflow(min, sizes[d], &min)) min = INT64_MAX;
  }
  return true;
}

} // namespace

bool isChannelsLastContiguous(const TensorMeta& meta) {
  if (meta.dim() != 4) return false;
  int64_t expected = 1;
  for (int d : {1, 3, 2, 0}) {
    if (meta.sizes[d] == 1) continue;
    if (meta.strides[d] != expected) return false;
    if (__builtin_mul_overflow(expected, meta.sizes[d], &expected)) return false;
  }
  return true;
}

StrideFormat suggestMemoryFormat(const TensorMeta& meta) {
  if (meta.dim() == 4 && stridesLikeChannelsLast(meta, {1, 3, 2, 0}))
    return StrideFormat::channels_last;
  if (meta.dim() == 5 && stridesLikeChannelsLast(meta, {1, 4, 3, 2, 0}))
    return StrideFormat::channels_last_3d;
  return StrideFormat::contiguous;
}

Shape stridesInFormat(const Shape& sizes, StrideFormat format) {
  // c10's get_channels_last_strides_* multiply sizes as they are (a size-0 dim zeroes the
  // strides outside it), unlike contiguous strides, which treat size 0 as 1.
  switch (format) {
  case StrideFormat::contiguous:
    return contiguousStrides(sizes);
  case StrideFormat::channels_last: {
    if (sizes.size() != 4) throw MetaError("required rank 4 tensor to use channels_last format");
    Shape strides(4);
    strides[1] = 1;
    strides[3] = sizes[1];
    strides[2] = saturatingMul(strides[3], sizes[3]);
    strides[0] = saturatingMul(strides[2], sizes[2]);
    return strides;
  }
  case StrideFormat::channels_last_3d: {
    if (sizes.size() != 5) throw MetaError("required rank 5 tensor to use channels_last_3d format");
    Shape strides(5);
    strides[1] = 1;
    strides[4] = sizes[1];
    strides[3] = saturatingMul(strides[4], sizes[4]);
    strides[2] = saturatingMul(strides[3], sizes[3]);
    strides[0] = saturatingMul(strides[2], sizes[2]);
    return strides;
  }
  }
  return contiguousStrides(sizes);
}

TensorMeta layoutLike(const TensorMeta& self, DType dtype, std::optional<MemoryFormat> format) {
  if (format != MemoryFormat::channels_last) return emptyLike(self, dtype, format);
  TensorMeta out;
  out.dtype = dtype;
  out.sizes = self.sizes;
  out.strides = stridesInFormat(self.sizes, StrideFormat::channels_last);
  return out;
}

} // namespace reinplace
