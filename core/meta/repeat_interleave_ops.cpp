// repeat_interleave, as torch 1.13 computes it:
// - repeat_interleave.Tensor (repeat_interleave_cpu, repeat_interleave_common): i for each i,
//   repeats[i] times, in repeats' dtype (int32 or int64, checked by the dispatch before the
//   1-D check), contiguous; empty repeats give an empty result whatever output_size says;
// - self_int and self_Tensor (composite: self flattened when dim is None, repeats expanded to
//   self.size(dim) when it holds one value, then index_select with the indices
//   repeat_interleave.Tensor gives): a contiguous result of self's dtype whose size along dim is
//   the sum of the repeats.
// The sum of a repeats tensor is data: without output_size the rule takes the result's size from
// the node's annotation, which a bare graph gets from ATen when the repeats come from constants
// (aten/aten_meta.cpp, mvit_v1_b's positional encoding). self_int's sum is size * repeats.

#include "core/meta/checked_arithmetic.h"
#include "core/meta/dim_args.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"

namespace reinplace {
namespace {

const char* const kSizeMismatch = "allocated size does not match required size";

void checkRepeatsDType(DType dtype) {
  if (dtype != DType::i64 && dtype != DType::i32)
    throw MetaError("\"repeat_interleave_cpu\" not implemented for '" +
                    std::string(scalarTypeName(dtype)) + "'");
}

// at::empty({total}): torch's message for a negative size.
int64_t allocatedSize(int64_t total) {
  checkedNumel({total});
  return total;
}

// The length of the index vector repeat_interleave.Tensor gives for repeats of `count` values:
// output_size if given, else the sum, which only the node's annotation can tell (its dim
// `along`).
int64_t indexLength(const MetaContext& ctx, int64_t count, int64_t along) {
  if (count == 0) return 0;
  if (auto output_size = ctx.optionalInt("output_size")) return allocatedSize(*output_size);
  const Node& node = ctx.node();
  if (!node.annotation || node.annotation->meta.dim() <= along)
    throw MetaError("the size of repeat_interleave's result depends on the values of repeats: "
                    "give output_size, or annotate the result with the sizes to assume, e.g. " +
                    node.name + ": \"i64[6]\" = ...");
  return allocatedSize(node.annotation->meta.sizes[static_cast<size_t>(along)]);
}

void repeatInterleaveRule(MetaContext& ctx) {
  const TensorMeta& repeats = ctx.tensor("repeats");
  checkRepeatsDType(repeats.dtype);
  if (repeats.dim() != 1) throw MetaError("repeat_interleave only accept 1D vector as repeat");
  ctx.setResult(contiguousMeta(repeats.dtype, {indexLength(ctx, repeats.sizes[0], 0)}));
}

// self flattened when dim is None: the dim the repeats apply along and the sizes it applies to.
std::pair<int64_t, Shape> repeatedInput(const MetaContext& ctx, const TensorMeta& self) {
  std::optional<int64_t> dim = ctx.optionalInt("dim");
  if (!dim) return {0, Shape{checkedNumel(self.sizes)}};
  return {maybeWrapDim(*dim, self.dim(), /*wrap_scalar=*/false), self.sizes};
}

void repeatInterleaveSelfIntRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  auto [dim, sizes] = repeatedInput(ctx, self);
  const int64_t count = sizes[static_cast<size_t>(dim)];
  const int64_t repeats = ctx.intArg("repeats");
  if (count > 0) {
    std::optional<int64_t> output_size = ctx.optionalInt("output_size");
    if (!output_size && repeats < 0) throw MetaError("repeats can not be negative");
    const int64_t total = checkedMul(count, repeats);
    if (output_size && allocatedSize(*output_size) != total) throw MetaError(kSizeMismatch);
    if (repeats < 0) throw MetaError("repeats can not be negative");
    sizes[static_cast<size_t>(dim)] = total;
  }
  ctx.setResult(contiguousMeta(self.dtype, sizes));
}

void repeatInterleaveSelfTensorRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& repeats = ctx.tensor("repeats");
  auto [dim, sizes] = repeatedInput(ctx, self);
  const int64_t count = sizes[static_cast<size_t>(dim)];
  if (repeats.dim() > 1) throw MetaError("repeats must be 0-dim or 1-dim tensor");
  if (repeats.dim() == 1 && repeats.sizes[0] != 1 && repeats.sizes[0] != count)
    throw MetaError("repeats must have the same size as input along dim");
  checkRepeatsDType(repeats.dtype);
  sizes[static_cast<size_t>(dim)] = indexLength(ctx, count, dim);
  ctx.setResult(contiguousMeta(self.dtype, sizes));
}

} // namespace

std::vector<OpDefinition> repeatInterleaveOpDefinitions() {
  return {
      {"repeat_interleave.Tensor(Tensor repeats, *, int? output_size=None) -> Tensor",
       repeatInterleaveRule},
      {"repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? "
       "output_size=None) -> Tensor",
       repeatInterleaveSelfTensorRule},
      {"repeat_interleave.self_int(Tensor self, int repeats, int? dim=None, *, int? "
       "output_size=None) -> Tensor",
       repeatInterleaveSelfIntRule},
  };
}

} // namespace reinplace
