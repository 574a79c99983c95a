#include "oracle/runtime/runtime_tensor.h"

#include "core/ir/overlap.h"

#include <algorithm>
#include <cstring>

namespace reinplace::oracle {

Storage::Storage(DType dtype, int64_t elements)
    : dtype_(dtype), item_size_(itemSize(dtype)), elements_(elements),
      bytes_(static_cast<size_t>(elements * item_size_), kPoison), data_(bytes_.data()) {}

Storage::Storage(DType dtype, int64_t elements, std::byte* borrowed,
                 std::shared_ptr<const void> owner)
    : dtype_(dtype), item_size_(itemSize(dtype)), elements_(elements), owner_(std::move(owner)),
      data_(borrowed) {}

Storage::Storage(const Storage& other)
    : uninterpreted_(other.uninterpreted_), random_(other.random_),
      live_values_(other.live_values_), dtype_(other.dtype_), item_size_(other.item_size_),
      elements_(other.elements_),
      bytes_(other.data_, other.data_ + static_cast<size_t>(other.elements_ * item_size_)),
      data_(bytes_.data()) {}

void Storage::growTo(int64_t elements) {
  if (elements <= elements_) return;
  if (owner_) {
    bytes_.assign(data_, data_ + static_cast<size_t>(elements_ * item_size_));
    owner_.reset();
  }
  bytes_.resize(static_cast<size_t>(elements * item_size_), kPoison);
  data_ = bytes_.data();
  elements_ = elements;
}

void copyElementBytes(RuntimeTensor& to, const RuntimeTensor& from) {
  const size_t item = static_cast<size_t>(itemSize(from.layout.dtype));
  const int64_t numel = from.layout.numel();
  if (numel == 0) return;
  if (to.layout.isContiguous() && from.layout.isContiguous()) {
    std::memcpy(to.element(to.layout.storage_offset), from.element(from.layout.storage_offset),
                item * static_cast<size_t>(numel));
    return;
  }
  forEachOffsetPair(to.layout, from.layout, [&](int64_t at, int64_t source) {
    std::memcpy(to.element(at), from.element(source), item);
    return true;
  });
}

void fillPoison(RuntimeTensor& tensor) {
  const size_t item = static_cast<size_t>(itemSize(tensor.layout.dtype));
  forEachOffset(tensor.layout,
                [&](int64_t offset) { std::fill_n(tensor.element(offset), item, kPoison); });
}

std::vector<int64_t> elementOffsets(const TensorMeta& layout) {
  std::vector<int64_t> offsets;
  offsets.reserve(static_cast<size_t>(layout.numel()));
  forEachOffset(layout, [&](int64_t offset) { offsets.push_back(offset); });
  return offsets;
}

bool hasInternalOverlap(const TensorMeta& layout) {
  // The fast checker is exact whenever it answers Yes or No; only TooHard needs the count.
  Overlap fast = internalOverlap(layout);
  if (fast != Overlap::TooHard) return fast == Overlap::Yes;
  std::vector<int64_t> offsets = elementOffsets(layout);
  std::sort(offsets.begin(), offsets.end());
  return std::adjacent_find(offsets.begin(), offsets.end()) != offsets.end();
}

bool sharesElements(const RuntimeTensor& a, const RuntimeTensor& b) {
  if (a.storage != b.storage) return false;
  if (a.layout.numel() == 0 || b.layout.numel() == 0) return false;
  Overlap fast = sharesMemory(a.layout, b.layout);
  if (fast != Overlap::TooHard) return fast == Overlap::Yes;
  std::vector<int64_t> left = elementOffsets(a.layout);
  std::vector<int64_t> right = elementOffsets(b.layout);
  std::sort(left.begin(), left.end());
  std::sort(right.begin(), right.end());
  auto l = left.begin();
  auto r = right.begin();
  while (l != left.end() && r != right.end()) {
    if (*l == *r) return true;
    if (*l < *r)
      ++l;
    else
      ++r;
  }
  return false;
}

} // namespace reinplace::oracle
