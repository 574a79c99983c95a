#include "core/view_replay.h"

#include "core/meta_context.h"

namespace reinplace {

std::optional<TensorMeta> replayView(const OpInfo& view_op, const TensorMeta& base,
                                     const std::vector<Arg>& extra_args,
                                     const std::vector<std::pair<std::string, Arg>>& kwargs) {
  Node base_node;
  base_node.kind = NodeKind::Placeholder;
  base_node.name = "base";
  base_node.meta = {base};
  Node call;
  call.op = &view_op;
  call.args.reserve(extra_args.size() + 1);
  call.args.push_back(Arg::ofNode(&base_node));
  call.args.insert(call.args.end(), extra_args.begin(), extra_args.end());
  call.kwargs = kwargs;
  try {
    MetaContext context(view_op, call);
    view_op.meta_rule(context);
    if (context.isListResult() || context.results().size() != 1) return std::nullopt;
    return context.results()[0];
  } catch (const MetaError&) {
    return std::nullopt;
  } catch (const BindError&) {
    return std::nullopt;
  }
}

bool sameViewMetadata(const TensorMeta& a, const TensorMeta& b) {
  return a.sizes == b.sizes && a.strides == b.strides && a.storage_offset == b.storage_offset;
}

} // namespace reinplace
