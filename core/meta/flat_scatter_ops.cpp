// The scatters that address self by position in its element order rather than along a dim:
// masked_scatter (the k-th masked element takes source's k-th element) and put (source's
// elements to flat indices of self as if it were contiguous), with torch 1.13's checks:
// - masked_scatter (Tensor masked_scatter): self and mask broadcast (at::infer_size's message),
//   the result is a contiguous clone of self expanded to that shape; masked_scatter_ expands the
//   mask to self (expand_inplace's messages, the tensor named as "CPUBoolType"). Source must
//   have self's dtype. Any mask dtype is taken: a mask other than bool is read by its first
//   byte, which must be 0 or 1 (a run-time error otherwise, as is a source with too few elements);
// - put (put_ on self.clone(preserve_format)): a long index with as many elements as source,
//   source of self's dtype, no index into an empty self. Indices out of range are a run-time error.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/layout.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"

namespace reinplace {
namespace {

std::string name(DType dtype) {
  return std::string(scalarTypeName(dtype));
}

void maskedScatterRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& mask = ctx.tensor("mask");
  const TensorMeta& source = ctx.tensor("source");
  // The functional op broadcasts first, masked_scatter_ checks the dtype first.
  const Shape sizes = ctx.op().is_inplace ? self.sizes : inferSize(mask.sizes, self.sizes);
  if (self.dtype != source.dtype)
    throw MetaError("masked_scatter: expected self and source to have same dtypes but got" +
                    name(self.dtype) + " and " + name(source.dtype));
  if (ctx.op().is_inplace && mask.dim() > self.dim())
    throw MetaError("expand(CPU" + name(mask.dtype) + "Type{" + formatShape(mask.sizes) +
                    "}, size=" + formatShape(self.sizes) + "): the number of sizes provided (" +
                    std::to_string(self.dim()) +
                    ") must be greater or equal to the number of dimensions in the tensor (" +
                    std::to_string(mask.dim()) + ")");
  checkExpandsTo(mask, sizes);
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(self.dtype, sizes));
}

void putRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& index = ctx.tensor("index");
  const TensorMeta& source = ctx.tensor("source");
  if (index.dtype != DType::i64)
    throw MetaError("put_(): Expected a long tensor for index, but got " + name(index.dtype));
  if (self.dtype != source.dtype)
    throw MetaError("put_(): self and source expected to have the same dtype, but got self.dtype "
                    "= " +
                    name(self.dtype) + " and source.dtype = " + name(source.dtype));
  if (source.numel() != index.numel())
    throw MetaError("put_(): Expected source and index to have the same number of elements, but "
                    "got source.numel() = " +
                    std::to_string(source.numel()) +
                    ", index.numel() = " + std::to_string(index.numel()));
  if (self.numel() == 0 && index.numel() != 0)
    throw MetaError("put_(): Tried to put elements into an empty tensor");
  ctx.setResult(ctx.op().is_inplace ? self : emptyLike(self, self.dtype));
}

} // namespace

std::vector<OpDefinition> flatScatterOpDefinitions() {
  return {
      {"masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor", maskedScatterRule},
      {"masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -> Tensor(a!)",
       maskedScatterRule},
      {"put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor", putRule},
      {"put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -> Tensor(a!)",
       putRule},
  };
}

} // namespace reinplace
