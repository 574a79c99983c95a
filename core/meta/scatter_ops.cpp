// The *_scatter family: out = self.clone(); out.<view>(args).copy_(src); return out. The result
// is a fresh tensor laid out like clone(self) (preserve_format), in self's dtype; src must have
// exactly the shape of the view it is written to (no broadcasting) and may be of any dtype.
// select_backward and slice_backward are the same write into zeros(input_sizes) in grad's dtype
// (contiguous), through copy_, so there grad need only broadcast to the view.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/layout.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/view_geometry.h"

#include <string>

namespace reinplace {
namespace {

std::string str(int64_t value) {
  return std::to_string(value);
}

TensorMeta clonedSelf(const MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  return emptyLike(self, self.dtype);
}

void checkSrcFitsView(const MetaContext& ctx, const TensorMeta& view, const char* view_name,
                      const std::string& view_args) {
  const TensorMeta& src = ctx.tensor("src");
  if (src.sizes != view.sizes)
    throw MetaError("src has shape " + formatShape(src.sizes) + " but the " + view_name +
                    " view it is written to (" + view_args + ") has shape " +
                    formatShape(view.sizes));
}

std::string optionalText(std::optional<int64_t> value) {
  return value ? str(*value) : std::string("None");
}

void selectScatterRule(MetaContext& ctx) {
  TensorMeta out = clonedSelf(ctx);
  const int64_t dim = ctx.intArg("dim");
  const int64_t index = ctx.intArg("index");
  checkSrcFitsView(ctx, selectView(out, dim, index), "select",
                   "dim=" + str(dim) + ", index=" + str(index));
  ctx.setResult(std::move(out));
}

void sliceScatterRule(MetaContext& ctx) {
  TensorMeta out = clonedSelf(ctx);
  const int64_t dim = ctx.intArg("dim");
  const std::optional<int64_t> start = ctx.optionalInt("start");
  const std::optional<int64_t> end = ctx.optionalInt("end");
  const int64_t step = ctx.intArg("step");
  checkSrcFitsView(ctx, sliceView(out, dim, start, end, step), "slice",
                   "dim=" + str(dim) + ", start=" + optionalText(start) +
                       ", end=" + optionalText(end) + ", step=" + str(step));
  ctx.setResult(std::move(out));
}

void diagonalScatterRule(MetaContext& ctx) {
  TensorMeta out = clonedSelf(ctx);
  const int64_t offset = ctx.intArg("offset");
  const int64_t dim1 = ctx.intArg("dim1");
  const int64_t dim2 = ctx.intArg("dim2");
  checkSrcFitsView(ctx, diagonalView(out, offset, dim1, dim2), "diagonal",
                   "offset=" + str(offset) + ", dim1=" + str(dim1) + ", dim2=" + str(dim2));
  ctx.setResult(std::move(out));
}

// The furthest storage element a non-empty view touches, in 128 bits so that huge strides or
// offsets cannot overflow.
__int128 lastElement(const TensorMeta& view) {
  __int128 last = view.storage_offset;
  for (int64_t d = 0; d < view.dim(); ++d) last += __int128{view.sizes[d] - 1} * view.strides[d];
  return last;
}

// Only as_strided can describe a view that leaves the clone's storage or that writes one
// address twice; eager checks both (the clone's storage size is known exactly, unlike that of
// an arbitrary input).
void asStridedScatterRule(MetaContext& ctx) {
  TensorMeta out = clonedSelf(ctx);
  const Shape size = ctx.intList("size");
  const Shape stride = ctx.intList("stride");
  const std::optional<int64_t> storage_offset = ctx.optionalInt("storage_offset");
  const std::string view_args = "size=" + formatShape(size) + ", stride=" + formatShape(stride) +
                                ", storage_offset=" + optionalText(storage_offset);
  const TensorMeta view = asStridedView(out, size, stride, storage_offset);
  const __int128 last = view.numel() == 0 ? -1 : lastElement(view);
  if (last >= out.storageExtent())
    throw MetaError("the as_strided view (" + view_args + ") reaches storage element " +
                    (last <= INT64_MAX ? str(static_cast<int64_t>(last)) : "beyond int64") +
                    " but the clone of self holds only " + str(out.storageExtent()) + " elements");
  checkSrcFitsView(ctx, view, "as_strided", view_args);
  if (view.numel() > 0 && !view.isNonOverlappingAndDense()) {
    for (int64_t d = 0; d < view.dim(); ++d)
      if (view.strides[d] == 0 && view.sizes[d] > 1)
        throw MetaError("the as_strided view (" + view_args + ") has internal overlap (dim " +
                        str(d) + " has size " + str(view.sizes[d]) +
                        " and stride 0): more than one element of the written-to tensor refers "
                        "to a single memory location");
  }
  ctx.setResult(std::move(out));
}

// zeros(input_sizes, grad.options()); select() and slice() check their arguments with torch's
// messages, which the view helpers below do not use.
TensorMeta zerosForGrad(const MetaContext& ctx, const char* view) {
  TensorMeta out = contiguousMeta(ctx.tensor("grad_output").dtype, sizeParam(ctx, "input_sizes"));
  if (out.dim() == 0)
    throw MetaError(std::string(view) + "() cannot be applied to a 0-dim tensor.");
  maybeWrapDim(ctx.intArg("dim"), out.dim());
  return out;
}

void selectBackwardRule(MetaContext& ctx) {
  TensorMeta out = zerosForGrad(ctx, "select");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), out.dim());
  const int64_t index = ctx.intArg("index");
  const int64_t size = out.sizes[dim];
  if (index < -size || index >= size)
    throw MetaError("select(): index " + str(index) + " out of range for tensor of size " +
                    formatShape(out.sizes) + " at dimension " + str(dim));
  checkBroadcastsInto(selectView(out, dim, index).sizes, ctx.tensor("grad_output").sizes);
  ctx.setResult(std::move(out));
}

void sliceBackwardRule(MetaContext& ctx) {
  TensorMeta out = zerosForGrad(ctx, "slice");
  const int64_t step = ctx.intArg("step");
  if (step <= 0) throw MetaError("slice step must be positive");
  const TensorMeta view =
      sliceView(out, ctx.intArg("dim"), ctx.intArg("start"), ctx.intArg("end"), step);
  checkBroadcastsInto(view.sizes, ctx.tensor("grad_output").sizes);
  ctx.setResult(std::move(out));
}

} // namespace

std::vector<OpDefinition> scatterOpDefinitions() {
  return {
      {"select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor", selectScatterRule},
      {"slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, "
       "SymInt step=1) -> Tensor",
       sliceScatterRule},
      {"diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor",
       diagonalScatterRule},
      {"as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? "
       "storage_offset=None) -> Tensor",
       asStridedScatterRule},
      {"select_backward(Tensor grad_output, SymInt[] input_sizes, int dim, int index) -> Tensor",
       selectBackwardRule},
      {"slice_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt "
       "end, SymInt step) -> Tensor",
       sliceBackwardRule},
  };
}

} // namespace reinplace
