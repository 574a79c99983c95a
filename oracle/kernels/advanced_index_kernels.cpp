// index.Tensor after torch 1.13's cpu_index_kernel: each result element reads self at the
// restrided source's position plus, for each index, its value (negative ones counted from the
// end) times the indexed dim's stride. Values are checked as the iterator meets them, in the
// result's memory order, each element's indices in order: the first out of range raises
// "index 5 is out of bounds for dimension 0 with size 3", where the dimension is the index's
// position among the index tensors (as torch numbers it), not a dim of self.

#include "core/meta/advanced_indexing.h"
#include "core/meta/layout.h"
#include "oracle/kernels/index_walk.h"

#include <optional>
#include <string>

namespace reinplace::oracle {
namespace {

struct OutOfRange {
  int64_t result_offset;
  size_t index;
  int64_t value;
  int64_t size;
};

void indexTensorKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const std::vector<const RuntimeTensor*> given = call.tensorList("indices");
  std::vector<const TensorMeta*> layouts;
  for (const RuntimeTensor* index : given) layouts.push_back(index ? &index->layout : nullptr);
  const AdvancedIndexing indexing = advancedIndexing(self.layout, layouts);
  RuntimeTensor& result = call.result();
  const Shape& shape = result.layout.sizes;
  std::vector<TensorMeta> index_layouts;
  for (const TensorMeta& index : indexing.indices)
    index_layouts.push_back(broadcastLayout(index, shape));
  std::vector<std::pair<int64_t, int64_t>> copies; // (result offset, self offset)
  std::optional<OutOfRange> first_bad;
  forEachIndex(result.layout, [&](const Shape& at, int64_t result_offset) {
    int64_t from = offsetAt(indexing.source, at);
    for (size_t j = 0; j < index_layouts.size(); ++j) {
      const RuntimeTensor& index = *given[indexing.given_position[j]];
      int64_t value =
          loadElement<int64_t>(index.element(offsetAt(index_layouts[j], at)), index.layout.dtype);
      const int64_t size = indexing.indexed_sizes[j];
      if (value < -size || value >= size) {
        if (!first_bad || result_offset < first_bad->result_offset)
          first_bad = OutOfRange{result_offset, j, value, size};
        return;
      }
      if (value < 0) value += size;
      from += value * indexing.indexed_strides[j];
    }
    copies.emplace_back(result_offset, from);
  });
  if (first_bad)
    throw KernelError("index " + std::to_string(first_bad->value) +
                      " is out of bounds for dimension " + std::to_string(first_bad->index) +
                      " with size " + std::to_string(first_bad->size));
  for (const auto& [to, from] : copies) copyElement(result, to, self, from);
}

} // namespace

std::vector<KernelDefinition> advancedIndexKernels() {
  return {{"index.Tensor", indexTensorKernel}};
}

} // namespace reinplace::oracle
