#include "core/ir/overlap.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <vector>

namespace reinplace {
namespace {

struct Dim {
  int64_t size;
  int64_t stride;
};

// The dims that matter for addressing (size-1 dims reach no new element), sorted by stride, in
// a fixed buffer: this runs for every candidate the pass decides on, and must not allocate.
struct ActiveDims {
  static constexpr size_t kCapacity = 64;
  std::array<Dim, kCapacity> dims;
  size_t count = 0;
  bool overflow = false; // rank beyond kCapacity: callers answer TooHard
  const Dim* begin() const { return dims.data(); }
  const Dim* end() const { return dims.data() + count; }
  bool empty() const { return count == 0; }
};

ActiveDims activeDims(const TensorMeta& view) {
  ActiveDims out;
  for (size_t d = 0; d < view.sizes.size(); ++d) {
    if (view.sizes[d] <= 1) continue;
    if (out.count == ActiveDims::kCapacity) {
      out.overflow = true;
      return out;
    }
    out.dims[out.count++] = {view.sizes[d], view.strides[d]};
  }
  std::sort(out.dims.begin(), out.dims.begin() + out.count,
            [](const Dim& a, const Dim& b) { return a.stride < b.stride; });
  return out;
}

// The distance from the first to the last element reached.
int64_t span(const TensorMeta& view) {
  int64_t total = 0;
  for (size_t d = 0; d < view.sizes.size(); ++d)
    if (view.sizes[d] > 1) total += (view.sizes[d] - 1) * view.strides[d];
  return total;
}

// Calls visit(address) for every element; stops early when visit returns false.
template <typename Visit> void forEachAddress(const TensorMeta& view, Visit&& visit) {
  SmallVector<Dim, Shape::inlineCapacity()> dims;
  for (size_t d = 0; d < view.sizes.size(); ++d) dims.push_back({view.sizes[d], view.strides[d]});
  Shape index(dims.size(), 0);
  int64_t address = view.storage_offset;
  while (true) {
    if (!visit(address)) return;
    size_t d = dims.size();
    while (d > 0) {
      --d;
      if (++index[d] < dims[d].size) {
        address += dims[d].stride;
        break;
      }
      address -= (dims[d].size - 1) * dims[d].stride;
      index[d] = 0;
      if (d == 0) return;
    }
    if (dims.empty()) return;
  }
}

// Exact by enumeration into a bitmap over the address range; TooHard past the work limit.
Overlap enumerateInternal(const TensorMeta& view, int64_t extent, const OverlapLimits& limits) {
  if (view.numel() > limits.max_work || extent > limits.max_work) return Overlap::TooHard;
  std::vector<bool> seen(static_cast<size_t>(extent + 1), false);
  bool repeated = false;
  forEachAddress(view, [&](int64_t address) {
    size_t slot = static_cast<size_t>(address - view.storage_offset);
    if (seen[slot]) {
      repeated = true;
      return false;
    }
    seen[slot] = true;
    return true;
  });
  return repeated ? Overlap::Yes : Overlap::No;
}

// Which of the `range` addresses from `low` on the view reaches: the exact search of the
// two-view questions below.
std::vector<bool> addressBitmap(const TensorMeta& view, int64_t low, int64_t range) {
  std::vector<bool> reached(static_cast<size_t>(range), false);
  forEachAddress(view, [&](int64_t address) {
    reached[static_cast<size_t>(address - low)] = true;
    return true;
  });
  return reached;
}

} // namespace

std::string_view overlapName(Overlap overlap) {
  switch (overlap) {
  case Overlap::No:
    return "no";
  case Overlap::Yes:
    return "yes";
  case Overlap::TooHard:
    return "too hard";
  }
  return "?";
}

Overlap internalOverlap(const TensorMeta& view, const OverlapLimits& limits) {
  if (view.numel() == 0) return Overlap::No;
  ActiveDims dims = activeDims(view);
  if (dims.overflow) return Overlap::TooHard;
  if (!dims.empty() && dims.begin()->stride == 0) return Overlap::Yes;
  // Sorted by stride, each stride beyond the reach of all smaller dims: a mixed-radix layout, so
  // distinct indices give distinct addresses.
  int64_t reach = 0;
  bool mixed_radix = true;
  for (const Dim& d : dims) {
    if (d.stride <= reach) mixed_radix = false;
    reach += (d.size - 1) * d.stride;
  }
  if (mixed_radix) return Overlap::No;
  // More elements than addresses in range: pigeonhole.
  int64_t extent = span(view);
  if (view.numel() > extent + 1) return Overlap::Yes;
  return enumerateInternal(view, extent, limits);
}

Overlap sharesMemory(const TensorMeta& a, const TensorMeta& b, const OverlapLimits& limits) {
  if (a.numel() == 0 || b.numel() == 0) return Overlap::No;
  int64_t a_low = a.storage_offset, b_low = b.storage_offset;
  int64_t a_high = a_low + span(a);
  int64_t b_high = b_low + span(b);
  if (a_high < b_low || b_high < a_low) return Overlap::No;
  int64_t low = std::min(a_low, b_low);
  int64_t range = std::max(a_high, b_high) - low + 1;
  if (range > limits.max_work || a.numel() + b.numel() > limits.max_work) return Overlap::TooHard;
  std::vector<bool> in_a = addressBitmap(a, low, range);
  bool shared = false;
  forEachAddress(b, [&](int64_t address) {
    shared = in_a[static_cast<size_t>(address - low)];
    return !shared;
  });
  return shared ? Overlap::Yes : Overlap::No;
}

Overlap covers(const TensorMeta& outer, const TensorMeta& inner, const OverlapLimits& limits) {
  if (inner.numel() == 0) return Overlap::Yes;
  if (outer.numel() == 0) return Overlap::No;
  if (outer.sizes == inner.sizes && outer.strides == inner.strides &&
      outer.storage_offset == inner.storage_offset)
    return Overlap::Yes;
  int64_t outer_low = outer.storage_offset, inner_low = inner.storage_offset;
  int64_t outer_high = outer_low + span(outer), inner_high = inner_low + span(inner);
  if (inner_low < outer_low || inner_high > outer_high) return Overlap::No;
  int64_t range = outer_high - outer_low + 1;
  if (range > limits.max_work || outer.numel() + inner.numel() > limits.max_work)
    return Overlap::TooHard;
  std::vector<bool> in_outer = addressBitmap(outer, outer_low, range);
  bool all = true;
  forEachAddress(inner, [&](int64_t address) {
    all = in_outer[static_cast<size_t>(address - outer_low)];
    return all;
  });
  return all ? Overlap::Yes : Overlap::No;
}

Overlap pytorchHasInternalOverlap(const TensorMeta& view) {
  if (view.isNonOverlappingAndDense()) return Overlap::No;
  for (size_t d = 0; d < view.sizes.size(); ++d)
    if (view.strides[d] == 0 && view.sizes[d] > 1) return Overlap::Yes;
  return Overlap::TooHard;
}

} // namespace reinplace
