#pragma once
// What torch 1.13's CPU kernels read of their inputs' layouts, for the pass, the oracle and the
// proofs: which ops read strides, offsets, size-1 strides or contiguity (so a value that changes
// layout when it lives in self must not reach them), which read storage positions, which raise
// on values, and the order training batch norm writes its running stats in.

#include "core/ir/graph.h"
#include "core/meta/memory_format.h"
#include "core/ops/op_registry.h"

#include <functional>
#include <optional>

namespace reinplace {

/// Ops whose result depends on the strides and offset of their input, not only its values:
/// redirecting them from a fresh result to self would change what they compute or make them
/// fail.
bool dependsOnLayout(const Node* user);

/// The ops of dependsOnLayout whose result also depends on where their input starts in its
/// storage, not only on its strides: a value that moves to another offset with the same strides
/// changes nothing for the others.
bool dependsOnOffset(const Node* user);

/// The ops of dependsOnLayout whose result also depends on the strides of size-1 dimensions
/// (which address no other element): a value whose strides change only there reads the same
/// elements in the same order for the others.
bool dependsOnSizeOneStrides(const Node* user);

/// The ops of dependsOnLayout that run cpu_kernel_vec, whose vectorized and scalar loops disagree
/// on special values (signed zeros in minimum, maximum and the one-bound clamps, NaN in the fmod
/// of fmod, remainder and floor_divide, the blends of two backward ops): a layout matters to them
/// only through which elements take the vectorized loop (core/kernel_facts/vectorized_loop.h).
/// Their first two arguments are the loop's operands (clamp.Tensor's: self and its one bound).
bool picksLoopByStrides(const Node* user);

/// Whether `user` (of dependsOnLayout) reads `input`'s layout at all: _softmax_backward_data
/// and native_layer_norm_backward make their gradient, input and weight contiguous first and
/// misread only `output`, `mean` and `rstd` (torch 1.13 gives bitwise alike results on permuted
/// and offset copies of the others); native_batch_norm reads its arguments' contiguity where
/// its output is read (the transform's path) or the order of its running stats' writes shows.
bool readsLayoutOf(const Node* user, const Node* input);

/// view and _unsafe_view: when they still succeed on a new layout, they read the same elements
/// in the same order; only their own result's layout changes.
bool readsInLogicalOrder(const Node* user);

/// Ops that read their input at storage positions given by strides they take as an argument,
/// whatever the input's own strides: as_strided (from an absolute offset, or self's),
/// _reshape_alias (from self's offset, with the strides reshape computed when it was traced),
/// their _copy forms, as_strided_scatter's view. Derived from the schemas: a tensor `self` and
/// a `SymInt[] stride` argument. A rewrite that relays their input makes them read other
/// elements unless each position they read holds the element it held before.
bool addressesStoragePositions(const OpInfo& op);
bool addressesStoragePositions(const Node* user);

/// The views of addressesStoragePositions (as_strided, _reshape_alias): what counts is which
/// elements are read through them at last, by an op that is no view or by the caller.
bool readsStoragePositionsAsView(const Node* user);

/// The ops of dependsOnLayout that read no more of `input`'s layout than whether it is
/// contiguous (torch 1.13 hands only a contiguous f32 gelu to oneDNN; training batch norm walks
/// the channels of a contiguous input in order, and writes running stats that share an element
/// in that order). Not training batch norm's input when that is neither contiguous nor
/// channels-last: its statistics are then summed in an order its strides set.
bool readsContiguityOnly(const Node* user, const Node* input);

/// Ops whose kernel may raise on what it reads (an index out of range, a probability outside
/// [0, 1]) or misread memory of a layout it does not expect (gelu_backward's oneDNN path,
/// _softmax_backward_data, native_layer_norm_backward): they must run on what they ran on, even
/// when nobody reads their results.
bool raisesOnValuesOrLayout(const Node* user);

/// Ops whose kernels raise on no value of any argument, integer or not: views, copies, additive
/// and multiplicative arithmetic, comparisons, selections. (An index out of range, an integer
/// divisor of zero, a negative integer exponent make others raise.)
bool takesAnyValue(const Node* op);

/// Whether `user` is a view of `value` (a getitem of a multi-output view included).
bool isViewOf(const Node* user, const Node* value);

/// What `node` clones (clone.default's self), or null.
const Node* cloneSource(const Node* node);

/// Whether nothing reads an element of `value`: it has none, or its only readers are views of
/// it of which the same holds.
bool readOnlyThroughEmptyViews(const Node* value);

/// Whether `op` runs without raising whatever the values of the arguments `changed` picks: it
/// raises on no value and misreads no layout, and each changed argument is floating (no index,
/// mask or integer divisor) or it takes any value alike. A getitem qualifies.
bool readsAnyValueOf(const Node* op, const std::function<bool(const Node*)>& changed);

/// Whether a scatter's view, replayed on its base itself, addresses the elements it addresses
/// on the scatter's fresh copy of the base (only as_strided, whose offset is absolute, can
/// differ).
bool asStridedAddressesAlike(const OpInfo& scatter, const TensorMeta& base);

/// Whether training batch norm takes torch 1.13's path for an input neither contiguous nor a 4-d
/// channels-last one, whatever its channel count (5-d channels-last inputs take it: measured
/// against torch): the means from at::mean, the squared deviations in at::acc_type, the running
/// stats updated in double.
inline bool batchNormTakesAtMeanPath(const TensorMeta& input) {
  return !input.isContiguous() && !isChannelsLastContiguous(input); // 4-d only
}

/// Whether a training batch norm on `input` walks the channels one by one, each read just before
/// its running stats are written, in an order of its threads' choosing (the oracle draws
/// it): the at::mean path with several channels. Otherwise it reads every channel before it
/// writes.
inline bool batchNormWalksChannels(const TensorMeta& input) {
  return input.dim() >= 2 && input.sizes[1] > 1 && batchNormTakesAtMeanPath(input);
}

/// Whether `op`'s in-place variant reads self where `op` does not: baddbmm with beta = 0
/// ignores self, while baddbmm_ computes self * 0 first (torch 1.13's small-matrix loop), NaN
/// where self holds inf or NaN (docs/nn-index-ops.md).
bool inplaceVariantReadsSelfMore(const Node& op);

/// Whether training batch norm writes running stat `stat`, laid out in the memory of its
/// `input`, only where no channel reads it later: torch 1.13 reads every channel before it
/// writes any stat when the input is contiguous or has one channel, and otherwise walks the
/// channels in parallel, each read just before its own stats are written (stat element k then
/// may share positions with channel k alone). Worked out for small inputs only; false beyond.
/// The input is read again for the output after the writes: that is the caller's to weigh.
bool statWriteReadByNoChannel(const TensorMeta& input, const TensorMeta& stat);

/// Whether `user` reads argument `input` as contiguous memory from its first element whatever
/// its strides (numel elements on from the data pointer; a strided one is misread):
/// native_group_norm's weight and bias, native_layer_norm_backward's mean and rstd,
/// _softmax_backward_data's output.
bool readsThroughDataPointer(const Node* user, const Node* input);

/// The memory such a read covers: `layout`'s numel elements, contiguous from its offset.
TensorMeta dataPointerRead(const TensorMeta& layout);

/// Whether `op` reads the values of its index even when its result has no elements:
/// index_select checks every index against the selected dim (torch 1.13 raises for one out of
/// range whatever the result's size), so its index is shown by an empty result too.
inline bool checksIndexWithoutResult(const OpInfo& op) {
  return op.packet_name == "index_select";
}

} // namespace reinplace
