#include "core/meta/dim_args.h"

#include "core/meta/aten_conventions.h"
#include "core/meta/meta_context.h"

namespace reinplace {

int64_t maybeWrapDim(int64_t dim, int64_t rank, bool wrap_scalar) {
  if (rank <= 0) {
    if (!wrap_scalar)
      throw MetaError("Dimension specified as " + std::to_string(dim) +
                      " but tensor has no dimensions");
    rank = 1;
  }
  const int64_t min = -rank, max = rank - 1;
  if (dim < min || dim > max)
    throw MetaError("Dimension out of range (expected to be in range of [" + std::to_string(min) +
                    ", " + std::to_string(max) + "], but got " + std::to_string(dim) + ")");
  return dim < 0 ? dim + rank : dim;
}

TensorMeta narrowView(const TensorMeta& self, int64_t dim, int64_t start, int64_t length) {
  if (self.dim() == 0) throw MetaError("narrow() cannot be applied to a 0-dim tensor.");
  dim = maybeWrapDim(dim, self.dim());
  const int64_t size = self.sizes[dim];
  // start == size is a valid empty narrow, though not a valid "dim" for the wrap.
  if (start != size) start = maybeWrapDim(start, size);
  if (length < 0 || start > size - length)
    throw MetaError("start (" + std::to_string(start) + ") + length (" + std::to_string(length) +
                    ") exceeds dimension size (" + std::to_string(size) + ").");
  TensorMeta out = self;
  int64_t offset = 0;
  if (__builtin_mul_overflow(start, self.strides[dim], &offset) ||
      __builtin_add_overflow(out.storage_offset, offset, &out.storage_offset))
    throw MetaError("narrow(): the storage offset overflows int64");
  out.sizes[dim] = length;
  return out;
}

void checkExpandsTo(const TensorMeta& self, const Shape& sizes) {
  const int64_t rank = static_cast<int64_t>(sizes.size());
  if (rank < self.dim())
    throw MetaError("expand(" + legacyTypeName(self.dtype) + "{" + formatShape(self.sizes) +
                    "}, size=" + formatShape(sizes) + "): the number of sizes provided (" +
                    std::to_string(rank) +
                    ") must be greater or equal to the number of dimensions in the tensor (" +
                    std::to_string(self.dim()) + ")");
  for (int64_t i = rank - 1; i >= 0; --i) {
    const int64_t self_dim = self.dim() - (rank - i);
    const int64_t size = self_dim >= 0 ? self.sizes[self_dim] : 1;
    const int64_t target = sizes[i];
    if (target == -1 && self_dim < 0)
      throw MetaError("The expanded size of the tensor (-1) isn't allowed in a leading, "
                      "non-existing dimension " +
                      std::to_string(i));
    if (target == -1 || size == target || size == 1) continue;
    throw MetaError("The expanded size of the tensor (" + std::to_string(target) +
                    ") must match the existing size (" + std::to_string(size) +
                    ") at non-singleton dimension " + std::to_string(i) + ".  Target sizes: " +
                    formatShape(sizes) + ".  Tensor sizes: " + formatShape(self.sizes));
  }
}

Shape inferSize(const Shape& a, const Shape& b) {
  const size_t rank = std::max(a.size(), b.size());
  Shape shape(rank);
  for (size_t i = rank; i-- > 0;) {
    const size_t from_end = rank - 1 - i;
    const int64_t size_a = from_end < a.size() ? a[a.size() - 1 - from_end] : 1;
    const int64_t size_b = from_end < b.size() ? b[b.size() - 1 - from_end] : 1;
    if (size_a != size_b && size_a != 1 && size_b != 1)
      throw MetaError("The size of tensor a (" + std::to_string(size_a) +
                      ") must match the size of tensor b (" + std::to_string(size_b) +
                      ") at non-singleton dimension " + std::to_string(i));
    shape[i] = size_a == 1 ? size_b : size_a;
  }
  return shape;
}

void checkBroadcastsInto(const Shape& target, const Shape& source) {
  const Shape shape = inferSize(target, source);
  if (shape != target)
    throw MetaError("output with shape " + formatShape(target) +
                    " doesn't match the broadcast shape " + formatShape(shape));
}

Reduction reduction(const TensorMeta& self, const std::vector<int64_t>& dims, bool keepdim) {
  Reduction r;
  r.reduced.assign(static_cast<size_t>(std::max<int64_t>(self.dim(), 1)), dims.empty());
  for (int64_t dim : dims) {
    const size_t wrapped = static_cast<size_t>(wrapDim(dim, self.dim()));
    if (r.reduced[wrapped])
      throw MetaError("dim " + std::to_string(wrapped) +
                      " appears multiple times in the list of dims");
    r.reduced[wrapped] = true;
  }
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (!r.reduced[static_cast<size_t>(d)])
      r.sizes.push_back(self.sizes[d]);
    else if (keepdim)
      r.sizes.push_back(1);
  }
  return r;
}

} // namespace reinplace
