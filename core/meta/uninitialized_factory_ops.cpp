// Factories whose values are uninitialized or come from a fill, and whose layout is given
// explicitly or taken from another tensor: empty (memory_format), empty_like, empty_strided, the
// new_* methods (contiguous, in self's dtype unless one is given) and full_like (empty_like,
// then fill_, which reads the value in the result's dtype with c10's checked conversion).
// The oracle fills uninitialized results with a fixed poison pattern.

#include "core/meta/aten_conventions.h"
#include "core/meta/memory_format.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"

namespace reinplace {
namespace {

void emptyRule(MetaContext& ctx) {
  checkCpuDevice(ctx);
  const Shape size = sizeParam(ctx, "size");
  const DType dtype = ctx.optionalDType("dtype").value_or(kDefaultFloat);
  const MemoryFormat format =
      ctx.optionalMemoryFormat("memory_format").value_or(MemoryFormat::contiguous_format);
  if (format == MemoryFormat::preserve_format)
    throw MetaError("unsupported memory format Preserve");
  TensorMeta out;
  out.dtype = dtype;
  out.strides =
      stridesInFormat(size, format == MemoryFormat::channels_last ? StrideFormat::channels_last
                                                                  : StrideFormat::contiguous);
  out.sizes = size;
  ctx.setResult(std::move(out));
}

void emptyLikeRule(MetaContext& ctx) {
  checkCpuDevice(ctx);
  const TensorMeta& self = ctx.tensor("self");
  const DType dtype = ctx.optionalDType("dtype").value_or(self.dtype);
  ctx.setResult(layoutLike(self, dtype, ctx.optionalMemoryFormat("memory_format")));
}

// at::empty_strided: sizes checked, then the storage size computed in uint64 as
// computeStorageNbytes does (a size-0 dim ends it: nothing is stored), then
// set_sizes_and_strides, which replaces negative strides (only reachable where the storage
// computation did not overflow, i.e. for dims of size 1) as for _reshape_alias.
void emptyStridedRule(MetaContext& ctx) {
  checkCpuDevice(ctx);
  const Shape size = sizeParam(ctx, "size");
  const Shape stride = ctx.intList("stride");
  const DType dtype = ctx.optionalDType("dtype").value_or(kDefaultFloat);
  if (size.size() != stride.size())
    throw MetaError("dimensionality of sizes (" + std::to_string(size.size()) +
                    ") must match dimensionality of strides (" + std::to_string(stride.size()) +
                    ")");
  uint64_t bytes = 1;
  bool overflowed = false;
  bool empty = false;
  for (size_t d = 0; d < size.size() && !empty; ++d) {
    if (size[d] == 0) {
      empty = true;
      break;
    }
    uint64_t extent = 0;
    overflowed |= __builtin_mul_overflow(stride[d], size[d] - 1, &extent);
    overflowed |= __builtin_add_overflow(bytes, extent, &bytes);
  }
  if (!empty) overflowed |= __builtin_mul_overflow(bytes, uint64_t(itemSize(dtype)), &bytes);
  if (overflowed)
    throw MetaError("Storage size calculation overflowed with sizes=" + formatShape(size) +
                    " and strides=" + formatShape(stride));
  TensorMeta out;
  out.dtype = dtype;
  out.sizes = size;
  out.strides = stride;
  for (size_t d = size.size(); d-- > 0;) {
    if (stride[d] >= 0) continue;
    // Wrapping as torch's int64 product does: only an empty tensor has such sizes, and torch
    // reports the wrapped stride.
    out.strides[d] = d + 1 == size.size()
                         ? 1
                         : static_cast<int64_t>(uint64_t(std::max<int64_t>(out.sizes[d + 1], 1)) *
                                                uint64_t(out.strides[d + 1]));
  }
  ctx.setResult(std::move(out));
}

// new_empty, new_zeros, new_ones: at::empty(size, self.options().merge_in(dtype...)).
void newConstantRule(MetaContext& ctx) {
  checkCpuDevice(ctx);
  const TensorMeta& self = ctx.tensor("self");
  const Shape size = sizeParam(ctx, "size");
  ctx.setResult(contiguousMeta(ctx.optionalDType("dtype").value_or(self.dtype), size));
}

// new_full takes self's dtype (not the fill value's) unless one is given.
void newFullRule(MetaContext& ctx) {
  checkCpuDevice(ctx);
  const TensorMeta& self = ctx.tensor("self");
  const Shape size = sizeParam(ctx, "size");
  const DType dtype = ctx.optionalDType("dtype").value_or(self.dtype);
  checkScalarConverts(scalarParam(ctx, "fill_value"), dtype);
  ctx.setResult(contiguousMeta(dtype, size));
}

void fullLikeRule(MetaContext& ctx) {
  checkCpuDevice(ctx);
  const TensorMeta& self = ctx.tensor("self");
  const DType dtype = ctx.optionalDType("dtype").value_or(self.dtype);
  TensorMeta out = layoutLike(self, dtype, ctx.optionalMemoryFormat("memory_format"));
  checkScalarConverts(scalarParam(ctx, "fill_value"), dtype);
  ctx.setResult(std::move(out));
}

} // namespace

std::vector<OpDefinition> uninitializedFactoryOpDefinitions() {
  return {
      {"empty.memory_format(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? "
       "device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
       emptyRule},
      {"empty_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? "
       "device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
       emptyLikeRule},
      {"empty_strided(SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? "
       "layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
       emptyStridedRule},
      {"new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, "
       "Device? device=None, bool? pin_memory=None) -> Tensor",
       newConstantRule},
      {"new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, "
       "Device? device=None, bool? pin_memory=None) -> Tensor",
       newConstantRule},
      {"new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, "
       "Device? device=None, bool? pin_memory=None) -> Tensor",
       newConstantRule},
      {"new_full(Tensor self, SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? "
       "layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
       newFullRule},
      {"full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, "
       "Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
       fullLikeRule},
  };
}

} // namespace reinplace
