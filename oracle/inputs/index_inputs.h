#pragma once
// Integer inputs that index another tensor: embedding's indices, nll_loss's class targets,
// gather's and scatter's index, index.Tensor's indices, ... Seeded at random, such values mostly
// fall outside the indexed dimension, and torch rejects the graph for those inputs; a check would
// then judge nothing. Where every use of an integer input says how far its values may reach, the
// oracle draws them from that range instead.

#include "core/ir/graph.h"

#include <cstdint>
#include <optional>

namespace reinplace::oracle {

/// The exclusive upper bound of the values `input` may hold (from 0), the smallest over its
/// uses as an index; nullopt when some use (other than being returned) is not a known index
/// position, or it has none.
std::optional<int64_t> indexBound(const Node& input);

/// The dim of `input` along which its values must differ for the program to be deterministic:
/// scatter (without a reduction) and index_copy write one destination per index value, and
/// torch 1.13 leaves the winner of two writes to one element unspecified. OpInfo draws such
/// indices unique along the scattered dim, and so does the oracle. Nullopt when no use asks it,
/// or two ask it along different dims.
std::optional<int64_t> uniqueIndexDim(const Node& input);

/// Whether every element of `input` must differ from the others: put without accumulate writes
/// one element of self per index value, and torch 1.13 leaves the winner of two writes to one
/// element unspecified (it flags put_ as nondeterministic then). OpInfo draws such indices as a
/// part of a permutation, and so does the oracle.
bool uniqueIndexOverall(const Node& input);

} // namespace reinplace::oracle
