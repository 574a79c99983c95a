#pragma once
// Integer inputs that index another tensor: embedding's indices, nll_loss's class targets,
// gather's and scatter's index, ... Seeded at random, such values mostly fall outside the
// indexed dimension, and torch rejects the graph for those inputs; a check would then judge
// nothing. Where every use of an integer input says how far its values may reach, the oracle
// draws them from that range instead.

#include "core/ir/graph.h"

#include <cstdint>
#include <optional>

namespace reinplace::oracle {

/// The exclusive upper bound of the values `input` may hold (from 0), the smallest over its
/// uses as an index; nullopt when some use (other than being returned) is not a known index
/// position, or it has none.
std::optional<int64_t> indexBound(const Node& input);

} // namespace reinplace::oracle
