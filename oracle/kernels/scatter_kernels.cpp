// The *_scatter ops: a copy of self with src written through the view the scatter inverts, the
// way ATen implements them (output = self.clone(); output.<view>(args).copy_(src)); and
// select_backward / slice_backward, which write grad (broadcast) through the view into zeros.

#include "core/meta/view_geometry.h"
#include "core/meta/view_replay.h"
#include "core/ops/op_registry.h"
#include "oracle/kernels/elementwise.h"

#include <cstring>

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

// Every dtype's zero is all bits clear.
void zeroElements(RuntimeTensor& result) {
  const size_t size = static_cast<size_t>(itemSize(result.layout.dtype));
  forEachOffset(result.layout, [&](int64_t at) { std::memset(result.element(at), 0, size); });
}

void selectBackwardKernel(KernelCall& call) {
  RuntimeTensor& result = call.result();
  zeroElements(result);
  RuntimeTensor target{result.storage, selectView(result.layout, call.args().intArg("dim"),
                                                  call.args().intArg("index"))};
  copyElements(target, call.tensor("grad_output"));
}

void sliceBackwardKernel(KernelCall& call) {
  RuntimeTensor& result = call.result();
  zeroElements(result);
  const MetaContext& args = call.args();
  RuntimeTensor target{result.storage,
                       sliceView(result.layout, args.intArg("dim"), args.intArg("start"),
                                 args.intArg("end"), args.intArg("step"))};
  copyElements(target, call.tensor("grad_output"));
}

} // namespace

std::vector<KernelDefinition> scatterKernels() {
  return {
      {"select_scatter", scatterKernel},         {"slice_scatter", scatterKernel},
      {"diagonal_scatter", scatterKernel},       {"as_strided_scatter", scatterKernel},
      {"select_backward", selectBackwardKernel}, {"slice_backward", sliceBackwardKernel},
  };
}

} // namespace reinplace::oracle
