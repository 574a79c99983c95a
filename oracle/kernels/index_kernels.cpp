// cat and index_put: element copies whose only arithmetic is index_put's accumulation, written
// after torch 1.13's cat_out_cpu and index_put_ (AdvancedIndex, cpu_index_kernel, and the
// masked_fill_ shortcut for a single mask with a one-element value).

#include "oracle/kernels/elementwise.h"

#include <algorithm>

namespace reinplace::oracle {
namespace {

// --- cat -----------------------------------------------------------------------------------

// 1-d empty tensors are skipped (a legacy allowance); each other input is copied, converted to
// the promoted dtype, into its slice of the result along `dim`.
void catKernel(KernelCall& call) {
  std::vector<const RuntimeTensor*> tensors = call.tensorList("tensors");
  RuntimeTensor& result = call.result();
  auto skipped = [](const RuntimeTensor* t) {
    return t->layout.dim() == 1 && t->layout.numel() == 0;
  };
  auto first = std::find_if_not(tensors.begin(), tensors.end(), skipped);
  if (first == tensors.end()) return;
  const size_t dim =
      static_cast<size_t>(wrapDim(call.args().intArg("dim"), (*first)->layout.dim()));
  int64_t offset = 0;
  for (const RuntimeTensor* tensor : tensors) {
    if (skipped(tensor)) continue;
    RuntimeTensor slice{result.storage, result.layout};
    slice.layout.sizes[dim] = tensor->layout.sizes[dim];
    slice.layout.storage_offset += offset * result.layout.strides[dim];
    copyElements(slice, *tensor);
    offset += tensor->layout.sizes[dim];
  }
}

// --- index_put -----------------------------------------------------------------------------

// One index tensor after masks are expanded (a k-dim mask becomes the k coordinate lists of its
// nonzero elements), its values read in row-major order.
struct IndexArray {
  Shape sizes;
  std::vector<int64_t> values;
  int64_t self_dim = 0;
};

bool isMask(const RuntimeTensor& index) {
  return index.layout.dtype == DType::b8 || index.layout.dtype == DType::u8;
}

std::vector<IndexArray> expandIndices(const std::vector<const RuntimeTensor*>& indices) {
  std::vector<IndexArray> arrays;
  int64_t dim = 0;
  for (const RuntimeTensor* index : indices) {
    if (!index) {
      ++dim;
      continue;
    }
    const TensorMeta& layout = index->layout;
    if (!isMask(*index)) {
      IndexArray array{layout.sizes, {}, dim++};
      forEachOffset(layout, [&](int64_t at) {
        array.values.push_back(loadElement<int64_t>(index->element(at), layout.dtype));
      });
      arrays.push_back(std::move(array));
      continue;
    }
    if (layout.dim() == 0) continue; // ATen drops a 0-dim mask, true or false: no dims, no index
    size_t first = arrays.size();
    for (int64_t j = 0; j < layout.dim(); ++j) arrays.push_back(IndexArray{{0}, {}, dim + j});
    std::vector<int64_t> position(static_cast<size_t>(layout.dim()), 0);
    forEachOffset(layout, [&](int64_t at) {
      if (loadElement<bool>(index->element(at), layout.dtype)) {
        for (size_t j = 0; j < position.size(); ++j) {
          arrays[first + j].values.push_back(position[j]);
          ++arrays[first + j].sizes[0];
        }
      }
      for (size_t d = position.size(); d-- > 0;) {
        if (++position[d] < layout.sizes[d]) break;
        position[d] = 0;
      }
    });
    dim += layout.dim();
  }
  return arrays;
}

// The strides that read `sizes` (row-major values) broadcast to `shape`.
Shape broadcastStrides(const Shape& sizes, const Shape& shape) {
  Shape strides(shape.size(), 0);
  Shape own = contiguousStrides(sizes);
  size_t lead = shape.size() - sizes.size();
  for (size_t d = 0; d < sizes.size(); ++d)
    if (sizes[d] != 1) strides[lead + d] = own[d];
  return strides;
}

bool expandableTo(const Shape& shape, const Shape& desired) {
  if (shape.size() > desired.size()) return false;
  for (size_t i = 0; i < shape.size(); ++i) {
    int64_t size = shape[shape.size() - 1 - i];
    if (size != 1 && size != desired[desired.size() - 1 - i]) return false;
  }
  return true;
}

// index_put_ becomes masked_fill_ without accumulate, for a one-element value and a single
// bool/byte mask among full slices; that kernel reads values.item() in self's dtype and insists
// a byte mask holds only 0 and 1. Returns the mask when the call takes that path, else null.
const RuntimeTensor* checkMaskedFillPath(const std::vector<const RuntimeTensor*>& indices,
                                         const RuntimeTensor& values, DType self_dtype,
                                         bool accumulate) {
  if (accumulate || values.layout.numel() != 1) return nullptr;
  const RuntimeTensor* mask = nullptr;
  for (const RuntimeTensor* index : indices) {
    if (!index) continue;
    if (!isMask(*index) || mask) return nullptr;
    mask = index;
  }
  if (!mask) return nullptr;
  checkItemConverts(values, self_dtype);
  if (mask->layout.dtype != DType::u8) return mask;
  forEachOffset(mask->layout, [&](int64_t at) {
    if (loadElement<int64_t>(mask->element(at), DType::u8) > 1)
      throw KernelError("Mask tensor can take 0 and 1 values only");
  });
  return mask;
}

// masked_fill_ with a 0-dim mask, which broadcasts over all of self: every element becomes
// values.item() when the mask is true. (A mask of more dims selects the same elements as the
// indices its nonzero positions give, which the general path computes.)
void fillWhereScalarMask(RuntimeTensor& result, const RuntimeTensor& mask,
                         const RuntimeTensor& values) {
  if (!loadElement<bool>(mask.element(mask.layout.storage_offset), mask.layout.dtype)) return;
  const DType dtype = result.layout.dtype;
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    const T fill =
        elementAs<T>(values.element(values.layout.storage_offset), values.layout.dtype, dtype);
    forEachOffset(result.layout,
                  [&](int64_t offset) { storeElement<T>(result.element(offset), dtype, fill); });
  });
}

// result = self with values written (or added) at self[indices]. The indexed positions are
// visited in row-major order of the indexing result, where an index out of range raises
// PyTorch's IndexError naming the index tensor's position among the (expanded) index tensors.
void indexPutKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor& values = call.tensor("values");
  RuntimeTensor& result = call.result();
  const bool accumulate = call.args().boolArg("accumulate");
  copyElements(result, self);
  std::vector<const RuntimeTensor*> indices = call.tensorList("indices");
  const RuntimeTensor* mask = checkMaskedFillPath(indices, values, result.layout.dtype, accumulate);
  if (mask && mask->layout.dim() == 0) return fillWhereScalarMask(result, *mask, values);
  std::vector<IndexArray> arrays = expandIndices(indices);
  if (arrays.empty()) throw MetaError("index_put needs at least one index tensor");

  Shape broadcast = arrays[0].sizes;
  try {
    for (const IndexArray& array : arrays) broadcast = broadcastShapes(broadcast, array.sizes);
  } catch (const MetaError&) {
    std::string shapes;
    for (const IndexArray& a : arrays)
      shapes += (shapes.empty() ? "" : ", ") + formatShape(a.sizes);
    throw KernelError("shape mismatch: indexing tensors could not be broadcast together with "
                      "shapes " +
                      shapes);
  }
  const TensorMeta& out = result.layout;
  const int64_t rank = out.dim();
  std::vector<bool> indexed(static_cast<size_t>(rank), false);
  for (const IndexArray& array : arrays) indexed[static_cast<size_t>(array.self_dim)] = true;
  const bool adjacent =
      arrays.back().self_dim - arrays.front().self_dim + 1 == static_cast<int64_t>(arrays.size());
  const int64_t before = adjacent ? arrays.front().self_dim : 0;
  // The indexing result's dims: which self dim each plain dim walks (-1 for the index dims).
  Shape shape;
  std::vector<int64_t> walks;
  for (int64_t d = 0; d < before; ++d) {
    shape.push_back(out.sizes[static_cast<size_t>(d)]);
    walks.push_back(d);
  }
  const size_t index_begin = shape.size();
  for (int64_t size : broadcast) {
    shape.push_back(size);
    walks.push_back(-1);
  }
  for (int64_t d = before; d < rank; ++d) {
    if (indexed[static_cast<size_t>(d)]) continue;
    shape.push_back(out.sizes[static_cast<size_t>(d)]);
    walks.push_back(d);
  }
  if (!expandableTo(values.layout.sizes, shape))
    throw KernelError("shape mismatch: value tensor of shape " + formatShape(values.layout.sizes) +
                      " cannot be broadcast to indexing result of shape " + formatShape(shape));
  TensorMeta value_layout = broadcastLayout(values.layout, shape);
  std::vector<Shape> array_strides;
  for (const IndexArray& array : arrays)
    array_strides.push_back(broadcastStrides(array.sizes, broadcast));

  const int64_t numel = numelOf(shape);
  DType dtype = out.dtype;
  withComputeType(dtype, [&](auto type_tag) {
    using T = decltype(type_tag);
    std::vector<int64_t> position(shape.size(), 0);
    for (int64_t n = 0; n < numel; ++n) {
      int64_t target = out.storage_offset, source = value_layout.storage_offset;
      for (size_t d = 0; d < shape.size(); ++d) {
        source += position[d] * value_layout.strides[d];
        if (walks[d] >= 0) target += position[d] * out.strides[static_cast<size_t>(walks[d])];
      }
      for (size_t j = 0; j < arrays.size(); ++j) {
        int64_t at = 0;
        for (size_t d = 0; d < broadcast.size(); ++d)
          at += position[index_begin + d] * array_strides[j][d];
        int64_t value = arrays[j].values[static_cast<size_t>(at)];
        int64_t size = out.sizes[static_cast<size_t>(arrays[j].self_dim)];
        if (value < -size || value >= size)
          throw KernelError("index " + std::to_string(value) + " is out of bounds for dimension " +
                            std::to_string(j) + " with size " + std::to_string(size));
        if (value < 0) value += size;
        target += value * out.strides[static_cast<size_t>(arrays[j].self_dim)];
      }
      // values has self's dtype except on the masked_fill_ path, which converts value.item().
      T value = elementAs<T>(values.element(source), values.layout.dtype, dtype);
      std::byte* slot = result.element(target);
      storeElement<T>(slot, dtype,
                      accumulate ? wrapAdd(loadElement<T>(slot, dtype), value) : value);
      for (size_t d = shape.size(); d-- > 0;) {
        if (++position[d] < shape[d]) break;
        position[d] = 0;
      }
    }
  });
}

} // namespace

std::vector<KernelDefinition> indexKernels() {
  return {
      {"cat", catKernel},
      {"index_put", indexPutKernel},
  };
}

} // namespace reinplace::oracle
