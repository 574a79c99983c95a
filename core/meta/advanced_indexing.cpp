#include "core/meta/advanced_indexing.h"

#include "core/meta/meta_context.h"
#include "core/meta/view_geometry.h"

#include <algorithm>
#include <string>

namespace reinplace {
namespace {

bool isMask(const TensorMeta& index) {
  return index.dtype == DType::b8 || index.dtype == DType::u8;
}

// checkIndexTensorTypes, then expandTensors: a 0-dim mask is dropped (it indexes no dim); a mask
// with dims would become mask.nonzero(), whose length only its values give. The position of the
// given index that indexes each dim of self, -1 for None.
std::vector<int64_t> expandMasks(const TensorMeta& self,
                                 const std::vector<const TensorMeta*>& indices) {
  for (const TensorMeta* index : indices)
    if (index && index->dtype != DType::i64 && !isMask(*index))
      throw MetaError("tensors used as indices must be long, byte or bool tensors");
  std::vector<int64_t> out;
  for (size_t position = 0; position < indices.size(); ++position) {
    const TensorMeta* index = indices[position];
    if (!index || !isMask(*index)) {
      out.push_back(index ? static_cast<int64_t>(position) : -1);
      continue;
    }
    if (index->dim() == 0) continue;
    const int64_t first = static_cast<int64_t>(out.size());
    for (int64_t j = 0; j < index->dim(); ++j)
      if (first + j >= self.dim() || index->sizes[j] != self.sizes[first + j])
        throw MetaError("The shape of the mask " + formatShape(index->sizes) + " at index " +
                        std::to_string(j) + " does not match the shape of the indexed tensor " +
                        formatShape(self.sizes) + " at index " + std::to_string(first + j));
    throw MetaError("index.Tensor with a " +
                    std::string(index->dtype == DType::b8 ? "bool" : "byte") +
                    " mask: the result's size depends on the mask's values (how many are "
                    "true), which meta propagation does not know; index with long indices");
  }
  return out;
}

// expand_outplace: every index broadcast to their common shape (an index of that shape kept).
Shape broadcastIndices(std::vector<TensorMeta>& defined) {
  Shape shape = defined.front().sizes;
  try {
    for (const TensorMeta& index : defined) shape = broadcastShapes(shape, index.sizes);
  } catch (const MetaError&) {
    std::string shapes;
    for (const TensorMeta& index : defined)
      shapes += (shapes.empty() ? "" : ", ") + formatShape(index.sizes);
    throw MetaError("shape mismatch: indexing tensors could not be broadcast together with "
                    "shapes " +
                    shapes);
  }
  for (TensorMeta& index : defined)
    if (index.sizes != shape) index = expandView(index, shape);
  return shape;
}

bool defined(int64_t position) {
  return position >= 0;
}

// hasContiguousSubspace: the indexed dims form one run.
bool adjacent(const std::vector<int64_t>& indices) {
  auto first = std::find_if(indices.begin(), indices.end(), defined);
  auto last = std::find_if(indices.rbegin(), indices.rend(), defined);
  return std::all_of(first, last.base(), defined);
}

} // namespace

AdvancedIndexing advancedIndexing(const TensorMeta& self,
                                  const std::vector<const TensorMeta*>& given) {
  if (static_cast<int64_t>(given.size()) > self.dim())
    throw MetaError("too many indices for tensor of dimension " + std::to_string(self.dim()) +
                    " (got " + std::to_string(given.size()) + ")");
  std::vector<int64_t> indices = expandMasks(self, given);
  indices.resize(static_cast<size_t>(self.dim()), -1);
  if (std::none_of(indices.begin(), indices.end(), defined))
    throw MetaError("ntensor >= 3 INTERNAL ASSERT FAILED: index.Tensor needs at least one index "
                    "tensor (None entries and 0-dim masks index nothing)");
  // transposeToFront: non-adjacent indexed dims move to the front, in order.
  std::vector<int64_t> order;
  for (int64_t d = 0; d < self.dim(); ++d)
    if (defined(indices[d])) order.push_back(d);
  const int64_t indexed = static_cast<int64_t>(order.size());
  const bool in_place = adjacent(indices);
  for (int64_t d = 0; d < self.dim(); ++d)
    if (!defined(indices[d])) order.push_back(d);
  const TensorMeta src = in_place ? self : permuteView(self, order);
  const int64_t before = in_place ? order.front() : 0;
  const int64_t after = self.dim() - before - indexed;

  AdvancedIndexing out;
  for (int64_t k = 0; k < indexed; ++k) {
    const int64_t d = before + k;
    const int64_t position = indices[in_place ? d : order[k]];
    out.given_position.push_back(static_cast<size_t>(position));
    out.indices.push_back(*given[position]);
    out.indexed_sizes.push_back(src.sizes[d]);
    out.indexed_strides.push_back(src.strides[d]);
  }
  const Shape shape = broadcastIndices(out.indices);
  if (std::count(out.indexed_sizes.begin(), out.indexed_sizes.end(), 0) > 0 &&
      std::count(shape.begin(), shape.end(), 0) == 0)
    throw MetaError("index is out of bounds for dimension with size 0");
  // restride_src and reshape_indexer (a view: only size-1 dims are added).
  out.source = src;
  out.source.sizes.erase(out.source.sizes.begin() + before,
                         out.source.sizes.begin() + before + indexed);
  out.source.strides.erase(out.source.strides.begin() + before,
                           out.source.strides.begin() + before + indexed);
  out.source.sizes.insert(out.source.sizes.begin() + before, shape.begin(), shape.end());
  out.source.strides.insert(out.source.strides.begin() + before, shape.size(), 0);
  Shape reshaped(static_cast<size_t>(before), 1);
  reshaped.insert(reshaped.end(), shape.begin(), shape.end());
  reshaped.resize(reshaped.size() + static_cast<size_t>(after), 1);
  for (TensorMeta& index : out.indices) index = viewWithSizes(index, reshaped);
  return out;
}

} // namespace reinplace
