// The *_scatter ops: a copy of self with src written through the view the scatter inverts, the
// way ATen implements them (output = self.clone(); output.<view>(args).copy_(src)).

#include "core/meta/view_replay.h"
#include "core/ops/op_registry.h"
#include "oracle/kernels/elementwise.h"

namespace reinplace::oracle {

namespace {

void scatterKernel(KernelCall& call) {
  const Node& node = call.args().node();
  const OpInfo& view_op = *call.args().op().scattered_view;
  RuntimeTensor& result = call.result();
  copyElements(result, call.tensor("self"));
  // The view's own arguments follow self and src, positionally or by keyword.
  std::span<const Arg> view_args;
  if (node.args.size() > 2) view_args = std::span<const Arg>(node.args).subspan(2);
  std::vector<std::pair<std::string, Arg>> view_kwargs;
  for (const auto& [name, arg] : node.kwargs)
    if (name != "self" && name != "src") view_kwargs.emplace_back(name, arg);
  ViewReplayer replayer;
  std::optional<TensorMeta> view = replayer.replay(view_op, result.layout, view_args, view_kwargs);
  if (!view) throw MetaError(view_op.qualified_name + " rejects the scatter's view arguments");
  RuntimeTensor target{result.storage, *view};
  if (target.layout.numel() > 1 && hasInternalOverlap(target.layout))
    throw OverlapHazardError(call.args().op().qualified_name + " writes " +
                             formatMeta(*view, true) +
                             ", whose elements overlap: which write lands is up to the loop order");
  copyElements(target, call.tensor("src"));
}

} // namespace

std::vector<KernelDefinition> scatterKernels() {
  return {
      {"select_scatter", scatterKernel},
      {"slice_scatter", scatterKernel},
      {"diagonal_scatter", scatterKernel},
      {"as_strided_scatter", scatterKernel},
  };
}

} // namespace reinplace::oracle
