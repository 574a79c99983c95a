// aten::_reshape_alias: the view `reshape` returns when `view` would do, with sizes and strides
// the caller computed (torch 1.13 traces record it where reshape did not copy). ATen builds the
// alias directly (alias_with_sizes_and_strides): self's storage and offset with the given sizes
// and strides, checked only by TensorImpl::set_sizes_and_strides, which
// - requires as many strides as sizes;
// - replaces a negative stride by the stride a contiguous tensor would have there (1 in the
//   last dim, size * stride of the next dim otherwise), a legacy allowance;
// - computes numel in uint64 (c10::safe_multiplies_u64), so a negative size overflows unless a
//   0 comes before it.
// Nothing checks the view against the storage: the oracle reports a view that reaches past it
// as an invalid graph when it runs, as it does for as_strided.

#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"

namespace reinplace {
namespace {

void reshapeAliasRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const Shape size = ctx.intList("size");
  const Shape stride = ctx.intList("stride");
  if (size.size() != stride.size())
    throw MetaError("dimensionality of sizes (" + std::to_string(size.size()) +
                    ") must match dimensionality of strides (" + std::to_string(stride.size()) +
                    ")");
  uint64_t numel = 1;
  bool overflows = false;
  for (int64_t s : size) overflows |= __builtin_mul_overflow(numel, s, &numel);
  if (overflows || numel > static_cast<uint64_t>(INT64_MAX))
    throw MetaError("numel: integer multiplication overflow");
  for (int64_t s : size)
    if (s < 0) // reachable after a 0: torch then makes a tensor of negative size
      throw MetaError("_reshape_alias: size " + formatShape(size) +
                      " has a negative entry, which torch accepts after a 0 but no tensor "
                      "here can have");
  TensorMeta out = self;
  out.sizes = size;
  out.strides = stride;
  for (size_t d = size.size(); d-- > 0;) {
    if (stride[d] >= 0) continue;
    if (d + 1 == size.size()) {
      out.strides[d] = 1;
    } else if (__builtin_mul_overflow(std::max<int64_t>(out.sizes[d + 1], 1), out.strides[d + 1],
                                      &out.strides[d])) {
      throw MetaError("_reshape_alias: the stride replacing " + std::to_string(stride[d]) +
                      " overflows int64");
    }
  }
  ctx.setResult(std::move(out));
}

} // namespace

std::vector<OpDefinition> stridedAliasOpDefinitions() {
  return {
      {"_reshape_alias(Tensor(a) self, SymInt[] size, SymInt[] stride) -> Tensor(a)",
       reshapeAliasRule},
  };
}

} // namespace reinplace
