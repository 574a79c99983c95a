#pragma once
// Replaying a view op on given metadata: "what would select(base, 0, 1) look like if base had
// this layout?" Upstream's view-inverse matching asks exactly this of fake tensors.

#include "core/graph.h"
#include "core/op_registry.h"

#include <optional>

namespace reinplace {

/// The result meta of `view_op(base, extra_args..., **kwargs)`, or nullopt if the op rejects
/// the arguments (upstream treats a replay that raises as "no match").
std::optional<TensorMeta> replayView(const OpInfo& view_op, const TensorMeta& base,
                                     const std::vector<Arg>& extra_args,
                                     const std::vector<std::pair<std::string, Arg>>& kwargs);

/// Same size, stride and storage offset (upstream's matching_view_metadata).
bool sameViewMetadata(const TensorMeta& a, const TensorMeta& b);

} // namespace reinplace
