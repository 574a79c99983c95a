// topk, as torch 1.13's structured meta computes it: dim wrapped (a 0-d self counts as 1-d),
// k in [0, size(dim)] (1 for a 0-d self), values and int64 indices fresh and contiguous with
// size k along dim.

#include "core/meta/dim_args.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"

namespace reinplace {
namespace {

void topkRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), self.dim());
  const int64_t k = ctx.intArg("k");
  const int64_t slice = self.dim() > 0 ? self.sizes[static_cast<size_t>(dim)] : 1;
  if (k < 0 || k > slice) throw MetaError("selected index k out of range");
  Shape sizes = self.sizes;
  if (self.dim() > 0) sizes[static_cast<size_t>(dim)] = k;
  ctx.setListResult({contiguousMeta(self.dtype, sizes), contiguousMeta(DType::i64, sizes)});
}

} // namespace

std::vector<OpDefinition> sortingOpDefinitions() {
  return {
      {"topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor "
       "values, Tensor indices)",
       topkRule},
  };
}

} // namespace reinplace
