// index.Tensor (self[indices] with long indices, None entries, broadcast indices), after
// torch 1.13's meta function: the checks of make_info (advanced_indexing.h), then a
// TensorIterator over self restrided (the indexed dims replaced by the index shape, stride 0)
// and the reshaped indices, whose output layout the result takes. So the result follows self's
// dim order where the indices do not decide it. An index out of range raises in the kernel.

#include "core/meta/advanced_indexing.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/tensor_iterator_layout.h"

namespace reinplace {
namespace {

void indexTensorRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const AdvancedIndexing indexing = advancedIndexing(self, ctx.optionalTensorList("indices"));
  std::vector<const TensorMeta*> operands{&indexing.source};
  for (const TensorMeta& index : indexing.indices) operands.push_back(&index);
  ctx.setResult(iteratorOutputLayout(operands, self.dtype));
}

} // namespace

std::vector<OpDefinition> advancedIndexOpDefinitions() {
  return {
      {"index.Tensor(Tensor self, Tensor?[] indices) -> Tensor", indexTensorRule},
  };
}

} // namespace reinplace
