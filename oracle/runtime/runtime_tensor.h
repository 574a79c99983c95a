#pragma once
// Tensors at run time: a storage of typed elements shared by every view of it, and a layout
// (the TensorMeta of core: dtype, sizes, strides, storage offset) into it. Values are held by
// shared handles because an in-place view op (t_, squeeze_, as_strided_) changes the layout of
// the very tensor every later use of that value sees, as in PyTorch.

#include "core/ir/tensor_meta.h"
#include "core/meta/layout.h"
#include "oracle/runtime/element.h"

#include <cstddef>
#include <memory>
#include <stdexcept>
#include <vector>

namespace reinplace::oracle {

/// The byte fresh storage holds until something writes it: memory torch leaves uninitialized
/// reads the same in every run (and in both oracles, aten/aten_executor.h).
inline constexpr std::byte kPoison{0xa5};

class Storage {
public:
  Storage(DType dtype, int64_t elements);
  /// Elements that live in memory someone else owns (ATen's, aten/aten_executor.h), kept alive
  /// by `owner` as long as this storage is: a view of them without a copy.
  Storage(DType dtype, int64_t elements, std::byte* borrowed, std::shared_ptr<const void> owner);
  /// A copy owns its elements, whoever owned the original's.
  Storage(const Storage& other);
  Storage& operator=(const Storage&) = delete;

  DType dtype() const { return dtype_; }
  int64_t elements() const { return elements_; }
  std::byte* element(int64_t index) { return data_ + index * item_size_; }
  const std::byte* element(int64_t index) const { return data_ + index * item_size_; }
  /// Grows (never shrinks) to `elements`; new elements hold a fixed poison pattern, so reading
  /// memory PyTorch leaves uninitialized gives the same result on every run. Borrowed elements
  /// are copied into memory of its own first.
  void growTo(int64_t elements);
  /// Some element was computed by an op without a reference kernel
  /// (oracle/interpreter/uninterpreted.h), or from such a value: what the storage holds is not what
  /// torch would compute.
  bool uninterpreted() const { return uninterpreted_; }
  void markUninterpreted() { uninterpreted_ = true; }
  /// Some element depends on values a random op drew (oracle/interpreter/random_draws.h), or was
  /// computed from such a value: valid samples from a seeded stream, not torch's generator's
  /// numbers.
  bool random() const { return random_; }
  void markRandom() { random_ = true; }
  /// How many live values of a run hold this storage, for the run's memory figures
  /// (oracle/runtime/memory_use.h); -1 for a storage the run did not allocate (an input).
  int32_t liveValues() const { return live_values_; }
  void setLiveValues(int32_t count) { live_values_ = count; }

private:
  bool uninterpreted_ = false;
  bool random_ = false;
  int32_t live_values_ = -1;
  DType dtype_;
  int64_t item_size_;
  int64_t elements_;
  std::vector<std::byte> bytes_;
  std::shared_ptr<const void> owner_;
  std::byte* data_;
};

struct RuntimeTensor {
  std::shared_ptr<Storage> storage;
  TensorMeta layout;

  std::byte* element(int64_t offset) { return storage->element(offset); }
  const std::byte* element(int64_t offset) const { return storage->element(offset); }
};

using TensorHandle = std::shared_ptr<RuntimeTensor>;
/// The tensors of one graph value: one for a tensor result, one per element of a list result.
using ValueTensors = SmallVector<TensorHandle, 1>;

/// Visits the storage offset of every element of `layout` in logical row-major order.
template <typename Visit> void forEachOffset(const TensorMeta& layout, Visit&& visit) {
  int64_t numel = layout.numel();
  if (numel == 0) return;
  size_t rank = layout.sizes.size();
  Shape index(rank, 0);
  int64_t offset = layout.storage_offset;
  for (int64_t n = 0; n < numel; ++n) {
    visit(offset);
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < layout.sizes[d]) {
        offset += layout.strides[d];
        break;
      }
      offset -= layout.strides[d] * (layout.sizes[d] - 1);
      index[d] = 0;
    }
  }
}

/// The elements of `tensor` in logical row-major order, converted to T.
template <typename T> std::vector<T> loadLogical(const RuntimeTensor& tensor) {
  std::vector<T> values;
  values.reserve(static_cast<size_t>(tensor.layout.numel()));
  forEachOffset(tensor.layout, [&](int64_t offset) {
    values.push_back(loadElement<T>(tensor.element(offset), tensor.layout.dtype));
  });
  return values;
}

/// Writes `values` (logical row-major order) into `tensor`, converting each to its dtype.
template <typename T> void storeLogical(RuntimeTensor& tensor, const std::vector<T>& values) {
  size_t i = 0;
  forEachOffset(tensor.layout, [&](int64_t offset) {
    storeElement<T>(tensor.element(offset), tensor.layout.dtype, values[i++]);
  });
}

/// Visits the storage offsets of the elements at each logical index of two layouts of one shape,
/// in row-major order; stops early when `visit` returns false.
template <typename Visit>
void forEachOffsetPair(const TensorMeta& a, const TensorMeta& b, Visit&& visit) {
  int64_t numel = a.numel();
  if (numel == 0) return;
  size_t rank = a.sizes.size();
  Shape index(rank, 0);
  int64_t offset_a = a.storage_offset, offset_b = b.storage_offset;
  for (int64_t n = 0; n < numel; ++n) {
    if (!visit(offset_a, offset_b)) return;
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < a.sizes[d]) {
        offset_a += a.strides[d];
        offset_b += b.strides[d];
        break;
      }
      offset_a -= a.strides[d] * (a.sizes[d] - 1);
      offset_b -= b.strides[d] * (b.sizes[d] - 1);
      index[d] = 0;
    }
  }
}

/// Copies `from`'s elements into `to`, of the same dtype and sizes, byte for byte (poison and NaN
/// payloads too), index by logical index; one copy when both are contiguous. `to` must not reach
/// one element twice. (A kernel's copy converts values: oracle/kernels' copyElements.)
void copyElementBytes(RuntimeTensor& to, const RuntimeTensor& from);

/// Writes the poison pattern of fresh storage into every element of `tensor`: what the oracle
/// reads where torch reads uninitialized memory (empty, new_empty, ...), the same in every run.
void fillPoison(RuntimeTensor& tensor);

/// Storage offsets of every element, in logical row-major order.
std::vector<int64_t> elementOffsets(const TensorMeta& layout);

/// Do two tensors share at least one element (same storage, an address in common)? Exact.
bool sharesElements(const RuntimeTensor& a, const RuntimeTensor& b);
/// Do two distinct indices reach the same element? Exact.
bool hasInternalOverlap(const TensorMeta& layout);

} // namespace reinplace::oracle
