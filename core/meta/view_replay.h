#pragma once
// Replaying a view op on given metadata: "what would select(base, 0, 1) look like if base had
// this layout?" Upstream's view-inverse matching asks exactly this of fake tensors.

#include "core/ir/graph.h"
#include "core/ops/op_registry.h"

#include <optional>
#include <span>

namespace reinplace {

/// Replays views through two scratch nodes it keeps, so a pass that replays once per decision
/// does not allocate a node, an argument list and a meta list each time.
class ViewReplayer {
public:
  ViewReplayer();
  ViewReplayer(const ViewReplayer&) = delete;
  ViewReplayer& operator=(const ViewReplayer&) = delete;

  /// The result meta of `view_op(base, extra_args..., **kwargs)`, or nullopt if the op rejects
  /// the arguments (upstream treats a replay that raises as "no match"). The result's storage
  /// is `base`'s.
  std::optional<TensorMeta> replay(const OpInfo& view_op, const TensorMeta& base,
                                   std::span<const Arg> extra_args,
                                   const std::vector<std::pair<std::string, Arg>>& kwargs);

  /// Element `index` of a multi-output view (`split(base, ...)[index]`), or nullopt.
  std::optional<TensorMeta> replayElement(const OpInfo& view_op, const TensorMeta& base,
                                          std::span<const Arg> extra_args,
                                          const std::vector<std::pair<std::string, Arg>>& kwargs,
                                          size_t index);

private:
  std::optional<TensorMeta> run(const OpInfo& view_op, const TensorMeta& base,
                                std::span<const Arg> extra_args,
                                const std::vector<std::pair<std::string, Arg>>& kwargs,
                                std::optional<size_t> element);

  Node base_node_;
  Node call_;
};

/// Same size, stride and storage offset (upstream's matching_view_metadata).
bool sameViewMetadata(const TensorMeta& a, const TensorMeta& b);

/// The same elements at the same indices: same sizes, and where an element is addressed at all,
/// the same offset and the same strides along dims longer than 1 (a size-1 dim's stride
/// addresses nothing). Not what torch's overlap test calls full overlap, which compares every
/// stride: only for reasoning about values, never to license a copy_ between the two.
bool sameElements(const TensorMeta& a, const TensorMeta& b);

} // namespace reinplace
