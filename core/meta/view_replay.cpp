#include "core/meta/view_replay.h"

#include "core/meta/meta_context.h"

namespace reinplace {

ViewReplayer::ViewReplayer() {
  base_node_.kind = NodeKind::Placeholder;
  base_node_.name = "base";
  base_node_.meta.resize(1);
  call_.kind = NodeKind::Call;
}

std::optional<TensorMeta>
ViewReplayer::replay(const OpInfo& view_op, const TensorMeta& base, std::span<const Arg> extra_args,
                     const std::vector<std::pair<std::string, Arg>>& kwargs) {
  return run(view_op, base, extra_args, kwargs, std::nullopt);
}

std::optional<TensorMeta>
ViewReplayer::replayElement(const OpInfo& view_op, const TensorMeta& base,
                            std::span<const Arg> extra_args,
                            const std::vector<std::pair<std::string, Arg>>& kwargs, size_t index) {
  return run(view_op, base, extra_args, kwargs, index);
}

std::optional<TensorMeta> ViewReplayer::run(const OpInfo& view_op, const TensorMeta& base,
                                            std::span<const Arg> extra_args,
                                            const std::vector<std::pair<std::string, Arg>>& kwargs,
                                            std::optional<size_t> element) {
  if (!view_op.meta_rule) return std::nullopt; // a view known only by its schema: no replay
  base_node_.meta[0] = base; // copy-assignment reuses the scratch vectors' capacity
  call_.op = &view_op;
  call_.args.clear();
  call_.args.push_back(Arg::ofNode(&base_node_));
  call_.args.insert(call_.args.end(), extra_args.begin(), extra_args.end());
  call_.kwargs = kwargs;
  try {
    MetaContext context(view_op, call_);
    view_op.meta_rule(context);
    size_t index = element.value_or(0);
    if (element ? index >= context.results().size()
                : context.isListResult() || context.results().size() != 1)
      return std::nullopt;
    TensorMeta result = std::move(context.results()[index]);
    result.storage = base.storage;
    return result;
  } catch (const MetaError&) {
    return std::nullopt;
  } catch (const BindError&) {
    return std::nullopt;
  }
}

bool sameViewMetadata(const TensorMeta& a, const TensorMeta& b) {
  return a.sizes == b.sizes && a.strides == b.strides && a.storage_offset == b.storage_offset;
}

bool sameElements(const TensorMeta& a, const TensorMeta& b) {
  if (a.sizes != b.sizes) return false;
  if (a.numel() == 0) return true;
  if (a.storage_offset != b.storage_offset || a.strides.size() != b.strides.size()) return false;
  for (size_t d = 0; d < a.sizes.size(); ++d)
    if (a.sizes[d] != 1 && a.strides[d] != b.strides[d]) return false;
  return true;
}

} // namespace reinplace
