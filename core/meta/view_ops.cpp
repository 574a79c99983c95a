// The view family: ops whose result aliases self (schemas with Tensor(a) self), their in-place
// variants (which restride self and return it) and aten::_unsafe_view, which computes a view's
// layout but is declared as a fresh value. The layouts come from view_geometry.h.

#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/view_geometry.h"

namespace reinplace {
namespace {

void viewRule(MetaContext& ctx) {
  ctx.setResult(viewWithSizes(ctx.tensor("self"), ctx.intList("size")));
}

void aliasRule(MetaContext& ctx) {
  ctx.setResult(ctx.tensor("self"));
}

// Autograd refuses to detach a differentiable view in place. Only views created inside the
// graph are known to be views; a parameter is taken to be a plain tensor.
bool isDifferentiableView(const Node* value) {
  while (value && value->op && value->kind == NodeKind::Call) {
    // detach() makes a view autograd does not track, so detaching it again in place is fine.
    if (value->op->is_view) return value->op->packet_name != "detach";
    if (!value->op->is_inplace || value->args.empty() || !value->args[0].isNode()) return false;
    value = value->args[0].node(); // an in-place op returns its self
  }
  if (!value || value->kind != NodeKind::GetItem) return false;
  const Node* source = value->args[0].node();
  return source->op && source->op->is_multi_output_view;
}

void detachInplaceRule(MetaContext& ctx) {
  const Arg& self = ctx.arg("self");
  if (self.isNode() && isDifferentiableView(self.node()))
    throw MetaError("can't detach views in-place: self (" + self.node()->name +
                    ") is a view; use detach() instead");
  ctx.setResult(ctx.tensor("self"));
}

void tRule(MetaContext& ctx) {
  ctx.setResult(matrixTransposeView(ctx.tensor("self")));
}

void transposeRule(MetaContext& ctx) {
  ctx.setResult(transposeView(ctx.tensor("self"), ctx.intArg("dim0"), ctx.intArg("dim1")));
}

void permuteRule(MetaContext& ctx) {
  ctx.setResult(permuteView(ctx.tensor("self"), ctx.intList("dims")));
}

// `implicit` only marks broadcasts inserted by the tracer; the layout does not depend on it.
void expandRule(MetaContext& ctx) {
  ctx.setResult(expandView(ctx.tensor("self"), ctx.intList("size")));
}

void selectRule(MetaContext& ctx) {
  ctx.setResult(selectView(ctx.tensor("self"), ctx.intArg("dim"), ctx.intArg("index")));
}

void sliceRule(MetaContext& ctx) {
  ctx.setResult(sliceView(ctx.tensor("self"), ctx.intArg("dim"), ctx.optionalInt("start"),
                          ctx.optionalInt("end"), ctx.intArg("step")));
}

void diagonalRule(MetaContext& ctx) {
  ctx.setResult(diagonalView(ctx.tensor("self"), ctx.intArg("offset"), ctx.intArg("dim1"),
                             ctx.intArg("dim2")));
}

void asStridedRule(MetaContext& ctx) {
  ctx.setResult(asStridedView(ctx.tensor("self"), ctx.intList("size"), ctx.intList("stride"),
                              ctx.optionalInt("storage_offset")));
}

void unsqueezeRule(MetaContext& ctx) {
  ctx.setResult(unsqueezeView(ctx.tensor("self"), ctx.intArg("dim")));
}

void squeezeRule(MetaContext& ctx) {
  ctx.setResult(squeezeView(ctx.tensor("self")));
}

void squeezeDimRule(MetaContext& ctx) {
  ctx.setResult(squeezeDimView(ctx.tensor("self"), ctx.intArg("dim")));
}

void unfoldRule(MetaContext& ctx) {
  ctx.setResult(unfoldView(ctx.tensor("self"), ctx.intArg("dimension"), ctx.intArg("size"),
                           ctx.intArg("step")));
}

void splitRule(MetaContext& ctx) {
  ctx.setListResult(splitViews(ctx.tensor("self"), ctx.intArg("split_size"), ctx.intArg("dim")));
}

void splitWithSizesRule(MetaContext& ctx) {
  ctx.setListResult(
      splitWithSizesViews(ctx.tensor("self"), ctx.intList("split_sizes"), ctx.intArg("dim")));
}

void unbindRule(MetaContext& ctx) {
  ctx.setListResult(unbindViews(ctx.tensor("self"), ctx.intArg("dim")));
}

void chunkRule(MetaContext& ctx) {
  ctx.setListResult(chunkViews(ctx.tensor("self"), ctx.intArg("chunks"), ctx.intArg("dim")));
}

} // namespace

std::vector<OpDefinition> viewOpDefinitions() {
  return {
      {"view(Tensor(a) self, SymInt[] size) -> Tensor(a)", viewRule},
      // Eager computes _unsafe_view exactly like view (same strides and offset) but hands the
      // result out as a new value, so the schema carries no alias annotation.
      {"_unsafe_view(Tensor self, SymInt[] size) -> Tensor", viewRule},
      {"alias(Tensor(a) self) -> Tensor(a)", aliasRule},
      {"detach(Tensor(a) self) -> Tensor(a)", aliasRule},
      {"detach_(Tensor(a!) self) -> Tensor(a!)", detachInplaceRule},
      {"t(Tensor(a) self) -> Tensor(a)", tRule},
      {"t_(Tensor(a!) self) -> Tensor(a!)", tRule},
      {"transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)", transposeRule},
      {"transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)", transposeRule},
      {"permute(Tensor(a) self, int[] dims) -> Tensor(a)", permuteRule},
      {"expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)", expandRule},
      {"select.int(Tensor(a) self, int dim, int index) -> Tensor(a)", selectRule},
      {"slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt "
       "step=1) -> Tensor(a)",
       sliceRule},
      {"diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)", diagonalRule},
      {"as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) "
       "-> Tensor(a)",
       asStridedRule},
      {"as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? "
       "storage_offset=None) -> Tensor(a!)",
       asStridedRule},
      {"unsqueeze(Tensor(a) self, int dim) -> Tensor(a)", unsqueezeRule},
      {"unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)", unsqueezeRule},
      {"squeeze(Tensor(a) self) -> Tensor(a)", squeezeRule},
      {"squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)", squeezeDimRule},
      {"squeeze_(Tensor(a!) self) -> Tensor(a!)", squeezeRule},
      {"squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)", squeezeDimRule},
      {"unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)", unfoldRule},
      {"split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]", splitRule},
      {"split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[]",
       splitWithSizesRule},
      {"unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]", unbindRule},
      {"chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]", chunkRule},
      // ATen computes these exactly as split, split_with_sizes and chunk, views of self, but
      // the schemas hand the pieces out as new values (OpInfo::hidden_view).
      {"unsafe_split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]", splitRule},
      {"unsafe_split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]",
       splitWithSizesRule},
      {"unsafe_chunk(Tensor self, int chunks, int dim=0) -> Tensor[]", chunkRule},
  };
}

} // namespace reinplace
