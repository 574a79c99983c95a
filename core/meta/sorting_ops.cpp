// The sorting family as torch 1.13's structured metas and CPU wrappers check and allocate it:
// - topk: dim wrapped (a 0-d self counts as 1-d), k in [0, size(dim)] (1 for a 0-d self),
//   values and int64 indices fresh and contiguous with size k along dim;
// - sort / argsort: outputs laid out as empty_like(self) (self's strides when non-overlapping
//   and dense, else infer_dense_strides), argsort being sort's indices;
// - kthvalue: a reduction along dim (keepdim or not), outputs contiguous.
// topk and kthvalue dispatch without Half and Bool except for a 0-d self, which they copy.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/layout.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"

#include <string>

namespace reinplace {
namespace {

void topkRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), self.dim());
  const int64_t k = ctx.intArg("k");
  const int64_t slice = self.dim() > 0 ? self.sizes[static_cast<size_t>(dim)] : 1;
  if (k < 0 || k > slice) throw MetaError("selected index k out of range");
  if (self.dim() > 0) checkKernel("topk_cpu", self.dtype, kNoHalfNoBool);
  Shape sizes = self.sizes;
  if (self.dim() > 0) sizes[static_cast<size_t>(dim)] = k;
  ctx.setListResult({contiguousMeta(self.dtype, sizes), contiguousMeta(DType::i64, sizes)});
}

// sort.stable asserts its optional `stable` was given (the message is torch's internal-assert
// text, word for word); sort.default and argsort.default pass false, argsort.stable's is not
// optional.
void checkSortArgs(const MetaContext& ctx) {
  if (ctx.declares("stable") && !ctx.optionalInt("stable"))
    throw MetaError("stable.has_value() INTERNAL ASSERT FAILED at "
                    "\"./aten/src/ATen/native/Sorting.cpp\":42, please report a bug to PyTorch. "
                    "sort(): c10::optional<bool> for stable has to have value.");
  maybeWrapDim(ctx.intArg("dim"), ctx.tensor("self").dim());
  ctx.boolArg("descending");
}

void sortRule(MetaContext& ctx) {
  checkSortArgs(ctx);
  const TensorMeta& self = ctx.tensor("self");
  ctx.setListResult({emptyLike(self, self.dtype), emptyLike(self, DType::i64)});
}

void argsortRule(MetaContext& ctx) {
  checkSortArgs(ctx);
  ctx.setResult(emptyLike(ctx.tensor("self"), DType::i64));
}

void kthvalueRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), self.dim());
  const int64_t k = ctx.intArg("k");
  const bool keepdim = ctx.boolArg("keepdim");
  const int64_t slice = self.dim() > 0 ? self.sizes[static_cast<size_t>(dim)] : 1;
  if (slice == 0)
    throw MetaError("kthvalue(): Expected reduction dim " + std::to_string(dim) +
                    " to have non-zero size.");
  if (k < 1 || k > slice)
    throw MetaError("kthvalue(): selected number k out of range for dimension " +
                    std::to_string(dim));
  if (self.dim() > 0) checkKernel("kthvalue_cpu", self.dtype, kNoHalfNoBool);
  Shape sizes = self.sizes;
  if (self.dim() > 0 && keepdim)
    sizes[static_cast<size_t>(dim)] = 1;
  else if (self.dim() > 0)
    sizes.erase(sizes.begin() + dim);
  ctx.setListResult({contiguousMeta(self.dtype, sizes), contiguousMeta(DType::i64, sizes)});
}

} // namespace

std::vector<OpDefinition> sortingOpDefinitions() {
  return {
      {"topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor "
       "values, Tensor indices)",
       topkRule},
      {"sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)",
       sortRule},
      {"sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor "
       "values, Tensor indices)",
       sortRule},
      {"argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor", argsortRule},
      {"argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor",
       argsortRule},
      {"kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor "
       "indices)",
       kthvalueRule},
  };
}

} // namespace reinplace
