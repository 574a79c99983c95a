#pragma once
// What torch 1.13's index.Tensor (self[indices] with long indices) builds before its kernel runs
// (make_info, AdvancedIndex, restride_src, reshape_indexer in TensorAdvancedIndexing.cpp), with
// its checks and messages. Shared by the meta rule, which lays the result out as the
// TensorIterator over these operands does, and the oracle's kernel, which reads through them.

#include "core/ir/tensor_meta.h"

#include <vector>

namespace reinplace {

struct AdvancedIndexing {
  /// self as the iterator reads it: the indexed dims (moved to the front when they are not
  /// adjacent) replaced by the broadcast index shape, with stride 0.
  TensorMeta source;
  /// The index tensors, broadcast together and reshaped with size-1 dims for the dims of
  /// `source` they do not index; one per indexed dim, in the order of those dims.
  std::vector<TensorMeta> indices;
  /// Which of the given indices each of `indices` is.
  std::vector<size_t> given_position;
  /// Size and stride (elements) of each indexed dim of self, in the same order.
  Shape indexed_sizes;
  Shape indexed_strides;
};

/// self[indices] as ATen prepares it (nullptr entries are None). Throws MetaError where torch
/// raises before reading a value: too many indices, an index that is not long, byte or bool,
/// a mask of the wrong shape, indices that do not broadcast, no index tensor at all, an indexed
/// dim of size 0 with indices that are not empty. A bool or byte mask with dims makes the
/// result's size depend on its values (ATen replaces it by mask.nonzero()): MetaError.
AdvancedIndexing advancedIndexing(const TensorMeta& self,
                                  const std::vector<const TensorMeta*>& indices);

} // namespace reinplace
