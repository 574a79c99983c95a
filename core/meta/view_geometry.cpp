#include "core/meta/view_geometry.h"

#include "core/meta/meta_context.h"

#include <algorithm>
#include <string>

namespace reinplace {
namespace {

std::string str(int64_t value) {
  return std::to_string(value);
}

int64_t checkedProduct(const Shape& sizes, const char* what) {
  int64_t product = 1;
  for (int64_t size : sizes)
    if (__builtin_mul_overflow(product, size, &product))
      throw MetaError(std::string(what) + " " + formatShape(sizes) +
                      " has more elements than fit in int64");
  return product;
}

// Strides come from the input's meta and may be huge (as_strided takes any); a product that
// leaves int64 is refused instead of wrapping as torch silently does.
int64_t strideProduct(int64_t a, int64_t b, const char* what) {
  int64_t product = 0;
  if (__builtin_mul_overflow(a, b, &product))
    throw MetaError(std::string(what) + " " + str(a) + " * " + str(b) + " overflows int64");
  return product;
}

// An offset moved `steps` strides along: refused when it leaves int64, as the strides of an
// empty tensor with huge sizes make it (torch wraps).
int64_t offsetBy(int64_t offset, int64_t steps, int64_t stride) {
  int64_t moved = 0;
  if (__builtin_add_overflow(offset, strideProduct(steps, stride, "index * stride:"), &moved))
    throw MetaError("storage offset " + str(offset) + " + " + str(steps) + " * " + str(stride) +
                    " overflows int64");
  return moved;
}

void eraseDim(TensorMeta& meta, int64_t dim) {
  meta.sizes.erase(meta.sizes.begin() + dim);
  meta.strides.erase(meta.strides.begin() + dim);
}

// Non-negative operands only; avoids the overflow of (a + b - 1) / b.
int64_t ceilDiv(int64_t a, int64_t b) {
  return a == 0 ? 0 : (a - 1) / b + 1;
}

// A multi-output view of an empty tensor can ask for any number of pieces (an empty dim of
// size 10^12 unbinds into 10^12 views); refuse rather than exhaust memory.
constexpr int64_t kMaxViewPieces = int64_t{1} << 20;

void checkPieceCount(int64_t pieces) {
  if (pieces > kMaxViewPieces)
    throw MetaError("the result would have " + str(pieces) + " views, more than the supported " +
                    str(kMaxViewPieces));
}

// aten::narrow as split and chunk use it: start and length are already known to fit.
TensorMeta narrowView(const TensorMeta& self, int64_t dim, int64_t start, int64_t length) {
  return sliceView(self, dim, start, start + length, 1);
}

} // namespace

Shape inferViewSizes(const Shape& size, int64_t numel) {
  Shape out = size;
  std::optional<size_t> infer_dim;
  int64_t known_product = 1;
  for (size_t d = 0; d < size.size(); ++d) {
    if (size[d] == -1) {
      if (infer_dim)
        throw MetaError("only one dimension can be inferred, but size " + formatShape(size) +
                        " has -1 at dims " + str(*infer_dim) + " and " + str(d));
      infer_dim = d;
    } else if (size[d] < 0) {
      throw MetaError("invalid shape dimension " + str(size[d]) + " at dim " + str(d) +
                      " of size " + formatShape(size));
    } else if (__builtin_mul_overflow(known_product, size[d], &known_product)) {
      throw MetaError("size " + formatShape(size) + " has more elements than fit in int64");
    }
  }
  if (numel == known_product || (infer_dim && known_product > 0 && numel % known_product == 0)) {
    if (infer_dim) {
      // Any size fits the -1 when the other dims already hold zero elements; torch refuses to
      // guess rather than pick one.
      if (known_product == 0)
        throw MetaError("cannot reshape tensor of 0 elements into shape " + formatShape(size) +
                        " because the unspecified dimension size -1 can be any value and is "
                        "ambiguous");
      out[*infer_dim] = numel / known_product;
    }
    return out;
  }
  throw MetaError("shape '" + formatShape(size) + "' is invalid for input of size " + str(numel));
}

std::optional<Shape> computeViewStrides(const Shape& old_sizes, const Shape& old_strides,
                                        const Shape& new_sizes) {
  const int64_t new_rank = static_cast<int64_t>(new_sizes.size());
  if (old_sizes.empty()) return Shape(new_rank, 1);
  const int64_t numel = numelOf(old_sizes);
  // An empty tensor viewed with its own sizes keeps its strides; any other view of an empty
  // tensor gets contiguous strides, since no element constrains them.
  if (numel == 0 && old_sizes == new_sizes) return old_strides;
  if (numel == 0) return contiguousStrides(new_sizes);
  Shape new_strides(new_rank);
  // Walk the old dims from the innermost, grouping runs of dims that are contiguous with each
  // other ("chunks"); each chunk must be covered exactly by a run of new dims.
  int64_t view_d = new_rank - 1;
  int64_t chunk_base_stride = old_strides.back();
  int64_t tensor_numel = 1;
  int64_t view_numel = 1;
  for (int64_t tensor_d = static_cast<int64_t>(old_sizes.size()) - 1; tensor_d >= 0; --tensor_d) {
    tensor_numel *= old_sizes[tensor_d];
    // In 128 bits: the product may leave int64 for an as_strided input with huge strides.
    bool chunk_ends = tensor_d == 0 || (old_sizes[tensor_d - 1] != 1 &&
                                        __int128{old_strides[tensor_d - 1]} !=
                                            __int128{tensor_numel} * chunk_base_stride);
    if (!chunk_ends) continue;
    while (view_d >= 0 && (view_numel < tensor_numel || new_sizes[view_d] == 1)) {
      new_strides[view_d] = strideProduct(view_numel, chunk_base_stride, "size * stride:");
      view_numel *= new_sizes[view_d];
      --view_d;
    }
    if (view_numel != tensor_numel) return std::nullopt;
    if (tensor_d > 0) {
      chunk_base_stride = old_strides[tensor_d - 1];
      tensor_numel = 1;
      view_numel = 1;
    }
  }
  if (view_d != -1) return std::nullopt;
  return new_strides;
}

TensorMeta viewWithSizes(const TensorMeta& self, const Shape& size) {
  Shape sizes = inferViewSizes(size, checkedProduct(self.sizes, "self size"));
  std::optional<Shape> strides = computeViewStrides(self.sizes, self.strides, sizes);
  if (!strides)
    throw MetaError("view size is not compatible with input tensor's size and stride (size " +
                    formatShape(size) + " requested of a tensor with sizes " +
                    formatShape(self.sizes) + " and strides " + formatShape(self.strides) +
                    "; at least one dimension spans across two contiguous subspaces). Use "
                    ".reshape(...) instead.");
  TensorMeta out = self;
  out.sizes = std::move(sizes);
  out.strides = std::move(*strides);
  return out;
}

TensorMeta transposeView(const TensorMeta& self, int64_t dim0, int64_t dim1) {
  dim0 = wrapDim(dim0, self.dim(), "dim0");
  dim1 = wrapDim(dim1, self.dim(), "dim1");
  TensorMeta out = self;
  if (self.dim() == 0) return out;
  std::swap(out.sizes[dim0], out.sizes[dim1]);
  std::swap(out.strides[dim0], out.strides[dim1]);
  return out;
}

TensorMeta matrixTransposeView(const TensorMeta& self) {
  if (self.dim() > 2)
    throw MetaError("t() expects a tensor with <= 2 dimensions, but self is " + str(self.dim()) +
                    "D (sizes " + formatShape(self.sizes) + ")");
  return transposeView(self, 0, self.dim() < 2 ? 0 : 1);
}

TensorMeta permuteView(const TensorMeta& self, const std::vector<int64_t>& dims) {
  const int64_t rank = self.dim();
  if (static_cast<int64_t>(dims.size()) != rank)
    throw MetaError("dims " + formatShape(dims) + " has " + str(dims.size()) +
                    " entries but the tensor has " + str(rank) + " dimensions");
  TensorMeta out = self;
  std::vector<bool> seen(rank, false);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t dim = wrapDim(dims[i], rank, "dims entry");
    if (seen[dim])
      throw MetaError("dims " + formatShape(dims) + " names dim " + str(dim) +
                      " twice; duplicate dims are not allowed");
    seen[dim] = true;
    out.sizes[i] = self.sizes[dim];
    out.strides[i] = self.strides[dim];
  }
  return out;
}

TensorMeta expandView(const TensorMeta& self, const Shape& size) {
  const int64_t rank = static_cast<int64_t>(size.size());
  const int64_t self_rank = self.dim();
  if (rank < self_rank)
    throw MetaError("the number of sizes provided (" + str(rank) + ", size " + formatShape(size) +
                    ") must be greater or equal to the number of dimensions in the tensor (" +
                    str(self_rank) + ")");
  TensorMeta out = self;
  out.sizes.assign(rank, 0);
  out.strides.assign(rank, 0);
  if (self_rank == 0) {
    // torch takes the sizes of an expanded 0-d tensor as given, every stride 0.
    for (int64_t i = 0; i < rank; ++i) {
      if (size[i] < 0)
        throw MetaError("size " + formatShape(size) + " has invalid entry " + str(size[i]) +
                        " at dim " + str(i) + "; a 0-d tensor expands only to known sizes");
      out.sizes[i] = size[i];
    }
    return out;
  }
  for (int64_t i = rank - 1; i >= 0; --i) {
    int64_t self_dim = self_rank - (rank - i);
    bool existing = self_dim >= 0;
    int64_t dim_size = existing ? self.sizes[self_dim] : 1;
    // A new leading dim of size 1 gets the stride a contiguous tensor would give it.
    int64_t stride = existing
                         ? self.strides[self_dim]
                         : strideProduct(out.sizes[i + 1], out.strides[i + 1], "size * stride:");
    int64_t target = size[i];
    if (target == -1) {
      if (!existing)
        throw MetaError("the expanded size of the tensor (-1) isn't allowed in a leading, "
                        "non-existing dimension " +
                        str(i) + " (size " + formatShape(size) + ")");
      target = dim_size;
    }
    if (target < 0)
      throw MetaError("size " + formatShape(size) + " has invalid entry " + str(target) +
                      " at dim " + str(i) + "; sizes must be non-negative or -1");
    if (dim_size != target) {
      if (dim_size != 1)
        throw MetaError("the expanded size of the tensor (" + str(target) +
                        ") must match the existing size (" + str(dim_size) +
                        ") at non-singleton dimension " + str(i) + ".  Target sizes: " +
                        formatShape(size) + ".  Tensor sizes: " + formatShape(self.sizes));
      dim_size = target;
      stride = 0;
    }
    out.sizes[i] = dim_size;
    out.strides[i] = stride;
  }
  return out;
}

int64_t rollStart(int64_t shift, int64_t size) {
  const int64_t rest = shift % size; // in (-size, size)
  return rest <= 0 ? -rest : size - rest;
}

TensorMeta selectView(const TensorMeta& self, int64_t dim, int64_t index) {
  if (self.dim() == 0) throw MetaError("select() cannot be applied to a 0-dim tensor");
  dim = wrapDim(dim, self.dim(), "dim");
  const int64_t size = self.sizes[dim];
  if (index < -size || index >= size)
    throw MetaError("index " + str(index) + " is out of range for dim " + str(dim) + " of size " +
                    str(size) + " (tensor sizes " + formatShape(self.sizes) + ")");
  if (index < 0) index += size;
  TensorMeta out = self;
  out.storage_offset = offsetBy(self.storage_offset, index, self.strides[dim]);
  eraseDim(out, dim);
  return out;
}

TensorMeta sliceView(const TensorMeta& self, int64_t dim, std::optional<int64_t> start,
                     std::optional<int64_t> end, int64_t step) {
  if (self.dim() == 0) throw MetaError("slice() cannot be applied to a 0-dim tensor");
  dim = wrapDim(dim, self.dim(), "dim");
  if (step <= 0) throw MetaError("slice step must be positive, got step=" + str(step));
  const int64_t size = self.sizes[dim];
  int64_t first = start.value_or(0);
  int64_t last = end.value_or(INT64_MAX);
  // Python slicing: negative bounds count from the end, then both clamp into [0, size] and an
  // end before the start gives an empty slice that starts at `start`.
  if (first < 0) first += size;
  if (last < 0) last += size;
  first = std::clamp<int64_t>(first, 0, size);
  last = std::clamp<int64_t>(last, first, size);
  const int64_t length = last - first;
  TensorMeta out = self;
  out.storage_offset = offsetBy(self.storage_offset, first, self.strides[dim]);
  out.sizes[dim] = length == 0 ? 0 : (length - 1) / step + 1;
  out.strides[dim] = strideProduct(self.strides[dim], step, "stride * step:");
  return out;
}

TensorMeta diagonalView(const TensorMeta& self, int64_t offset, int64_t dim1, int64_t dim2) {
  const int64_t wrapped1 = wrapDim(dim1, self.dim(), "dim1");
  const int64_t wrapped2 = wrapDim(dim2, self.dim(), "dim2");
  if (wrapped1 == wrapped2)
    throw MetaError("diagonal dimensions cannot be identical: dim1=" + str(dim1) +
                    " and dim2=" + str(dim2) + " both name dim " + str(wrapped1));
  const int64_t size1 = self.sizes[wrapped1];
  const int64_t size2 = self.sizes[wrapped2];
  const int64_t diag_size = std::max<int64_t>(
      offset >= 0 ? std::min(size1, size2 - offset) : std::min(size1 + offset, size2), 0);
  TensorMeta out = self;
  // torch leaves the offset alone when the diagonal is empty, so that an offset "off the end"
  // does not produce an absurd storage offset.
  if (diag_size > 0) {
    out.storage_offset = offset >= 0
                             ? offsetBy(self.storage_offset, offset, self.strides[wrapped2])
                             : offsetBy(self.storage_offset, -offset, self.strides[wrapped1]);
  }
  eraseDim(out, std::max(wrapped1, wrapped2));
  eraseDim(out, std::min(wrapped1, wrapped2));
  out.sizes.push_back(diag_size);
  int64_t stride = 0;
  if (__builtin_add_overflow(self.strides[wrapped1], self.strides[wrapped2], &stride))
    throw MetaError("diagonal stride " + str(self.strides[wrapped1]) + " + " +
                    str(self.strides[wrapped2]) + " overflows int64");
  out.strides.push_back(stride);
  return out;
}

TensorMeta asStridedView(const TensorMeta& self, const Shape& size, const Shape& stride,
                         std::optional<int64_t> storage_offset) {
  if (size.size() != stride.size())
    throw MetaError("mismatch in length of strides and shape: size " + formatShape(size) + " has " +
                    str(size.size()) + " entries but stride " + formatShape(stride) + " has " +
                    str(stride.size()));
  for (int64_t value : stride)
    if (value < 0)
      throw MetaError("negative strides are not supported, got stride " + formatShape(stride));
  for (int64_t value : size)
    if (value < 0) throw MetaError("negative sizes are not allowed, got size " + formatShape(size));
  checkedProduct(size, "size");
  TensorMeta out = self;
  out.sizes = size;
  out.strides = stride;
  out.storage_offset = storage_offset.value_or(self.storage_offset);
  if (out.storage_offset < 0)
    throw MetaError("invalid storage offset " + str(out.storage_offset) +
                    "; storage_offset must be non-negative");
  return out;
}

TensorMeta unsqueezeView(const TensorMeta& self, int64_t dim) {
  dim = wrapDim(dim, self.dim() + 1, "dim");
  // The new size-1 dim gets the stride it would have if it were a real dim of extent 1.
  const int64_t stride =
      dim >= self.dim() ? 1 : strideProduct(self.sizes[dim], self.strides[dim], "size * stride:");
  TensorMeta out = self;
  out.sizes.insert(out.sizes.begin() + dim, 1);
  out.strides.insert(out.strides.begin() + dim, stride);
  return out;
}

TensorMeta squeezeView(const TensorMeta& self) {
  TensorMeta out = self;
  out.sizes.clear();
  out.strides.clear();
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (self.sizes[d] == 1) continue;
    out.sizes.push_back(self.sizes[d]);
    out.strides.push_back(self.strides[d]);
  }
  return out;
}

TensorMeta squeezeDimView(const TensorMeta& self, int64_t dim) {
  dim = wrapDim(dim, self.dim(), "dim");
  TensorMeta out = self;
  if (self.dim() > 0 && self.sizes[dim] == 1) eraseDim(out, dim);
  return out;
}

TensorMeta unfoldView(const TensorMeta& self, int64_t dimension, int64_t size, int64_t step) {
  const int64_t rank = self.dim();
  const int64_t dim = wrapDim(dimension, rank, "dimension");
  // A 0-d tensor unfolds as if it were a 1-element vector.
  const int64_t max_size = rank == 0 ? 1 : self.sizes[dim];
  if (size > max_size)
    throw MetaError("maximum size for tensor at dimension " + str(dim) + " is " + str(max_size) +
                    " but size is " + str(size));
  if (size < 0) throw MetaError("size is " + str(size) + " but must be >= 0");
  if (step <= 0) throw MetaError("step is " + str(step) + " but must be > 0");
  TensorMeta out = self;
  out.sizes.push_back(size);
  out.strides.push_back(rank == 0 ? 1 : self.strides[dim]);
  if (rank > 0) {
    out.sizes[dim] = (self.sizes[dim] - size) / step + 1;
    out.strides[dim] = strideProduct(step, self.strides[dim], "step * stride:");
  }
  return out;
}

std::vector<TensorMeta> splitViews(const TensorMeta& self, int64_t split_size, int64_t dim) {
  if (self.dim() == 0) throw MetaError("split expects at least a 1-dimensional tensor");
  if (split_size < 0)
    throw MetaError("split expects split_size be non-negative, but got split_size=" +
                    str(split_size));
  dim = wrapDim(dim, self.dim(), "dim");
  const int64_t dim_size = self.sizes[dim];
  if (split_size == 0 && dim_size != 0)
    throw MetaError("split_size can only be 0 if dimension size is 0, but got dimension size of " +
                    str(dim_size));
  // A split size larger than the dim (or a zero split of an empty dim) still gives one piece.
  const int64_t num_splits =
      split_size == 0 ? 1 : std::max<int64_t>(ceilDiv(dim_size, split_size), 1);
  checkPieceCount(num_splits);
  // dim_size - (num_splits - 1) * split_size, which stays within int64 (split_size *
  // num_splits need not: a 2^61 split of a 2^63 - 1 dim).
  const int64_t last_split_size = dim_size - (num_splits - 1) * split_size;
  std::vector<TensorMeta> out;
  out.reserve(num_splits);
  for (int64_t i = 0; i < num_splits; ++i)
    out.push_back(
        narrowView(self, dim, i * split_size, i < num_splits - 1 ? split_size : last_split_size));
  return out;
}

std::vector<TensorMeta> splitWithSizesViews(const TensorMeta& self,
                                            const std::vector<int64_t>& split_sizes, int64_t dim) {
  if (self.dim() == 0) throw MetaError("split expects at least a 1-dimensional tensor");
  dim = wrapDim(dim, self.dim(), "dim");
  const int64_t dim_size = self.sizes[dim];
  int64_t total = 0;
  for (int64_t length : split_sizes) {
    if (length < 0)
      throw MetaError("split_with_sizes expects split_sizes have only non-negative entries, but "
                      "got split_sizes=" +
                      formatShape(split_sizes));
    if (__builtin_add_overflow(total, length, &total))
      throw MetaError("split_sizes " + formatShape(split_sizes) + " sum beyond int64");
  }
  if (total != dim_size)
    throw MetaError("split_with_sizes expects split_sizes to sum exactly to " + str(dim_size) +
                    " (input tensor's size at dimension " + str(dim) +
                    "), but got split_sizes=" + formatShape(split_sizes));
  std::vector<TensorMeta> out;
  out.reserve(split_sizes.size());
  int64_t start = 0;
  for (int64_t length : split_sizes) {
    out.push_back(narrowView(self, dim, start, length));
    start += length;
  }
  return out;
}

std::vector<TensorMeta> unbindViews(const TensorMeta& self, int64_t dim) {
  dim = wrapDim(dim, self.dim(), "dim");
  if (self.dim() == 0)
    throw MetaError("dimension specified as " + str(dim) + " but tensor has no dimensions");
  checkPieceCount(self.sizes[dim]);
  std::vector<TensorMeta> out;
  out.reserve(self.sizes[dim]);
  for (int64_t i = 0; i < self.sizes[dim]; ++i) out.push_back(selectView(self, dim, i));
  return out;
}

std::vector<TensorMeta> chunkViews(const TensorMeta& self, int64_t chunks, int64_t dim) {
  if (self.dim() == 0) throw MetaError("chunk expects at least a 1-dimensional tensor");
  if (chunks <= 0)
    throw MetaError("chunk expects `chunks` to be greater than 0, got: " + str(chunks));
  dim = wrapDim(dim, self.dim(), "dim");
  const int64_t dim_size = self.sizes[dim];
  // ATen's (dim_size + chunks - 1) / chunks in int64: past INT64_MAX the sum wraps, and split
  // refuses the negative size it gets.
  int64_t rounded_up = 0;
  if (__builtin_add_overflow(dim_size, chunks - 1, &rounded_up))
    throw MetaError("split expects split_size be non-negative, but got split_size=" +
                    str(static_cast<int64_t>(uint64_t(dim_size) + uint64_t(chunks - 1)) / chunks));
  const int64_t split_size = ceilDiv(dim_size, chunks);
  // split() would fold an empty dim into a single piece; torch keeps the requested number of
  // empty chunks instead.
  if (split_size == 0 && dim_size == 0) {
    checkPieceCount(chunks);
    return splitWithSizesViews(self, std::vector<int64_t>(chunks, 0), dim);
  }
  return splitViews(self, split_size, dim);
}

} // namespace reinplace
