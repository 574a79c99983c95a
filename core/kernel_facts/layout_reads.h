#pragma once
// How a reader's result depends on the layouts of what it reads, judged for one reader of values
// a rewrite relaid: the pass's layout walk (layout_walk.cpp) asks it at every op the new layout
// reaches, and a certificate asks it of the rewritten program's kernels (proofs/). Facts about
// torch 1.13's CPU kernels (which read strides, offsets, size-1 strides, contiguity) are in
// layout_sensitivity.h; this file turns them into a verdict on two layouts.

#include "core/ir/graph.h"
#include "core/meta/view_replay.h"

#include <functional>
#include <optional>
#include <vector>

namespace reinplace {

// How a value's layout differs from the one it has in the functional program; each reader
// depends on some of these (layout_sensitivity.h). Unknown counts as the worst. Strides that
// differ only on size-1 dimensions address the same elements (sameElements).
enum class LayoutChange { None, Offset, SizeOneStrides, OffsetAndSizeOneStrides, Strides };

/// The change from a value's layout in the functional program to `now` (null: unknown).
LayoutChange changeBetween(const TensorMeta& functional, const TensorMeta* now);

/// Whether the change leaves every element at its storage position (none, or only size-1
/// strides).
bool samePositions(LayoutChange change);

/// Whether `user`'s result depends on that part of its input's layout.
bool dependsOn(LayoutChange change, const Node* user);

/// Where a value is laid out now; null when unknown.
using LayoutOf = std::function<const TensorMeta*(const Node&)>;

/// Readers whose dependence on layouts is worked out exactly: on the layouts `now` gives their
/// inputs, with their result laid out as `result_now`, they compute as in the functional program
/// (cpu_kernel_vec's ops take the same elements through the vectorized loop; addmm's reference
/// BLAS takes the same path, or paths that agree).
bool computesAlike(const Node* user, const TensorMeta& result_now, const LayoutOf& now);

/// Whether `user` computes as before when `input`, one of the tensors it reads, is laid out as
/// `now` (null: unknown), by the kernel facts alone: a scatter reads its source in logical order,
/// some kernels read only some arguments' layouts or only their contiguity, and the rest depend
/// on the parts of a layout that dependsOn names. (computesAlike works out more for a few.)
bool readsInputAlike(const Node* user, const Node* input, const TensorMeta* now);

/// Whether `user`, a call that is no view, computes as in the functional program when each tensor
/// it reads is laid out as `now` says and its result as `result_now`: it reads none of the
/// layouts that changed, or reads them only so far as nothing it computes changes. A scatter
/// reads its source in logical order; only its base's layout can matter. as_strided_scatter,
/// which addresses positions, is judged by the pass's own walk and counts as depending here.
bool readsLayoutsAlike(const Node* user, const TensorMeta& result_now, const LayoutOf& now);

/// A positional reader (as_strided, _reshape_alias) `read` of `input`, both relaid (`*_now`):
/// the first of the indices `only` (by logical order; all when null) at which it reads another
/// element of `input` than before, or a position of no element of it; -1 when it reads the
/// same element at each. Nullopt when that is not worked out (more than 4096 elements, other
/// sizes).
std::optional<int64_t> firstIndexReadOtherwise(const TensorMeta& input_before,
                                               const TensorMeta& input_now,
                                               const TensorMeta& read_before,
                                               const TensorMeta& read_now,
                                               const std::vector<int64_t>* only = nullptr);

/// The elements of `whole` (by index in logical order) that `part`, a view in its storage,
/// reaches, in `part`'s logical order; nullopt when that cannot be worked out (two elements of
/// `whole` at one position, a position outside it, more than 4096 elements).
std::optional<std::vector<int64_t>> elementsReached(const TensorMeta& whole,
                                                    const TensorMeta& part);

/// Whether `user` is a scatter that reads `value` only as its base (not as its source too): it
/// then reads only the base's elements outside its view (elementsOutsideScatteredView).
bool readsOnlyAsScatterBase(const Node* user, const Node* value);

/// The elements of `base` (by index in logical order) that scatter `scatter` copies from its
/// base: those its view does not cover. Nullopt when not worked out (the view does not replay,
/// or reaches outside the base).
std::optional<std::vector<int64_t>>
elementsOutsideScatteredView(const Node& scatter, const TensorMeta& base, ViewReplayer& replayer);

} // namespace reinplace
