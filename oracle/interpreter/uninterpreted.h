#pragma once
// Ops without a reference kernel run as uninterpreted functions: each element of each result is
// a deterministic value mixed from the op, every literal argument, and every element of every
// tensor the op reads, and the result's position and the element's index. Equal inputs give
// equal results in both runs of a check, and a rewrite that changes what such an op reads
// changes what it computes, which is all a verdict on a rewrite needs: whether it is right
// depends on what is read and written, not on the arithmetic. The numbers are not torch's, and
// every value they flow into is marked (Storage::uninterpreted) so no one mistakes them.

#include "core/ir/graph.h"
#include "core/ops/op_registry.h"
#include "oracle/runtime/runtime_tensor.h"

#include <cstdint>
#include <functional>

namespace reinplace::oracle {

/// The tensors a graph value holds at run time.
using ValueLookup = std::function<const ValueTensors&(const Node*)>;

/// What the call `node` reads, mixed into one seed. An in-place op mixes in its functional
/// op's name, so foo_ computes into self what foo computes into a fresh tensor; the out=
/// arguments an op only writes are not read.
uint64_t uninterpretedSeed(const Node& node, const ValueLookup& values);

/// Writes result `position`'s values into `target`, through its layout, in logical order.
void writeUninterpreted(RuntimeTensor& target, uint64_t seed, uint64_t position);

/// A hidden writer that walks channels (batch norm on a non-contiguous input) writes each
/// channel's element of `target` from `seed` (what it read before any write) and the elements
/// of channel `channel` of `input` (dim 1) as they are when it gets to the channel.
void writeUninterpretedChannel(RuntimeTensor& target, uint64_t seed, uint64_t position,
                               const RuntimeTensor& input, int64_t channel);

} // namespace reinplace::oracle
