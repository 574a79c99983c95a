#pragma once
// TensorMeta: what PyTorch's meta tensors know about a value (dtype, sizes, strides, storage
// offset) plus which storage it lives in, so aliasing can be reasoned about without data.

#include "core/ir/dtype.h"
#include "core/ir/small_vector.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace reinplace {

/// Sizes, strides or an index into a tensor. Up to 5 dims inline, as PyTorch keeps them
/// (TensorImpl's sizes and strides): rank 5 is common enough (an unsqueezed 4-d tensor, 3-d
/// convolutions) that its copies were a tenth of the fuzzed pipeline's allocations. Every dim
/// more inline adds 16 bytes to each TensorMeta a graph holds; above 5 they live on the heap.
using Shape = SmallVector<int64_t, 5>;

/// Identity of an allocation. Views share the storage of their base; every fresh result gets a
/// new id. kNoStorage marks metadata that is not tied to a graph value (e.g. a parsed annotation).
using StorageId = uint32_t;
inline constexpr StorageId kNoStorage = 0xffffffffu;

// `storage` sits next to `dtype` so the two share a word: 112 bytes rather than 120.
struct TensorMeta {
  DType dtype = DType::f32;
  StorageId storage = kNoStorage;
  Shape sizes;
  Shape strides;
  int64_t storage_offset = 0;

  int64_t dim() const { return static_cast<int64_t>(sizes.size()); }
  /// numelOf(sizes).
  int64_t numel() const;
  bool isContiguous() const;
  /// True when the elements exactly tile a contiguous block in some dim order (PyTorch's
  /// is_non_overlapping_and_dense).
  bool isNonOverlappingAndDense() const;
  /// One past the furthest element reachable, in elements; 0 for an empty tensor.
  int64_t storageExtent() const;

  /// Same dtype, sizes, strides and offset (storage identity not compared).
  bool sameLayout(const TensorMeta& other) const;
};

/// The storage position of each element of `layout`, in logical (row-major) order; nullopt when
/// one does not fit in int64. Costs numel: for small tensors.
std::optional<std::vector<int64_t>> elementPositions(const TensorMeta& layout);

/// The meta of one graph value: one entry for a tensor result, one per element of a list result.
/// Inline for the common single tensor.
using ValueMeta = SmallVector<TensorMeta, 1>;

/// A parameter's " in NAME[ELEMENTS]": the named storage it shares with every parameter naming
/// the same NAME, and that storage's size in elements when written (input_storage.h resolves
/// the size when it is not).
struct StorageName {
  std::string name;
  std::optional<int64_t> elements;
};

/// Meta as written in a file. Sizes and dtype are always written; strides and storage offset
/// may be left out (then they default to contiguous / 0 and are not checked on statements).
struct MetaAnnotation {
  TensorMeta meta;
  bool has_strides = false;
  bool has_offset = false;
  /// Parameters only; null for a parameter with a storage of its own. Behind a pointer so the
  /// annotations of a large annotated graph, which have none, stay small.
  std::shared_ptr<const StorageName> shared_storage = nullptr;
};

/// The element count of a shape: 0 when any size is 0, whatever the others; INT64_MAX when the
/// product does not fit (only a layout the meta checks refuse has such sizes).
int64_t numelOf(std::span<const int64_t> sizes);

/// a * b, or INT64_MAX where that overflows. Stride computations saturate rather than wrap:
/// only an empty tensor has sizes whose product leaves int64, its strides address nothing, and
/// computing them must not be undefined behaviour (the meta checks refuse the rest).
inline int64_t saturatingMul(int64_t a, int64_t b) {
  int64_t product = 0;
  return __builtin_mul_overflow(a, b, &product) ? INT64_MAX : product;
}

Shape contiguousStrides(const Shape& sizes);
TensorMeta contiguousMeta(DType dtype, Shape sizes);

/// "f32[4, 4]" (contiguous) or "f32[4, 4][1, 4]" or "f32[4][1]@2" (storage offset 2).
std::string formatMeta(const TensorMeta& meta, bool always_show_strides);
std::string formatShape(const Shape& shape);

} // namespace reinplace
