#pragma once
// Strided views over Z3 terms: sizes, strides and storage offset as solver terms, the element
// address of a symbolic index, and the metadata rule of each view op as a symbolic function
// mirroring core/meta/view_geometry.cpp (same clamping, wrapping and validity checks).
//
// Numbers are fixed-width bit-vectors compared as signed integers. Every lemma bounds its
// sizes, strides and offsets far below the width (see kBits), so no term can wrap and the
// arithmetic is that of the integers; bit-vectors keep the products of symbolic indices and
// symbolic strides decidable (bit-blasting) where nonlinear integer arithmetic is not.
// Dims, ranks and permutations stay concrete: lemmas enumerate them.

#include "core/ir/tensor_meta.h"

#include <z3++.h>

#include <optional>
#include <string>
#include <vector>

namespace reinplace::proofs {

/// Bit width of every symbolic number. Lemma bounds keep every term below 2^10.
inline constexpr unsigned kBits = 16;

z3::expr num(z3::context& ctx, int64_t value);
z3::expr numVar(z3::context& ctx, const std::string& name);
z3::expr smin(const z3::expr& a, const z3::expr& b);
z3::expr smax(const z3::expr& a, const z3::expr& b);

using SymIndex = std::vector<z3::expr>;

struct SymbolicView {
  std::vector<z3::expr> sizes;
  std::vector<z3::expr> strides;
  z3::expr offset;

  int64_t rank() const { return static_cast<int64_t>(sizes.size()); }
  /// offset + sum(index[d] * stride[d]).
  z3::expr address(const SymIndex& index) const;
  /// 0 <= index[d] < size[d] for every d.
  z3::expr contains(const SymIndex& index) const;
};

/// Bounds a lemma places on a fresh symbolic view (all inclusive; strides are non-negative as
/// torch's views of fresh tensors are).
struct ViewBounds {
  int64_t max_size = 4;
  int64_t max_stride = 8;
  int64_t max_offset = 8;
};

SymbolicView freshView(z3::context& ctx, const std::string& prefix, int64_t rank);
z3::expr withinBounds(const SymbolicView& view, const ViewBounds& bounds);
SymIndex freshIndex(z3::context& ctx, const std::string& prefix, int64_t rank);
SymbolicView constantView(z3::context& ctx, const TensorMeta& meta);
/// Same sizes, strides and offset (upstream's matching_view_metadata).
z3::expr sameMeta(const SymbolicView& a, const SymbolicView& b);
z3::expr sameIndex(z3::context& ctx, const SymIndex& a, const SymIndex& b);
/// Lexicographic a < b: the order in which an elementwise kernel visits indices.
z3::expr indexBefore(z3::context& ctx, const SymIndex& a, const SymIndex& b);

/// The view's layout under a model (or, with no model, after simplifying closed terms); nullopt
/// when some term is not a numeral.
std::optional<TensorMeta> evaluate(const SymbolicView& view, const z3::model* model);
std::vector<int64_t> evaluateIndex(const SymIndex& index, const z3::model& model);
int64_t evaluateNum(const z3::expr& e, const z3::model& model);

/// A view op applied symbolically: the result layout, and when the op accepts its arguments
/// (torch raises otherwise).
struct SymbolicResult {
  SymbolicView view;
  z3::expr valid;
};

/// Concrete dims are wrapped the way torch wraps them; nullopt where a concrete dim is out of
/// range (torch raises regardless of the symbolic values).
std::optional<SymbolicResult> selectSym(const SymbolicView& self, int64_t dim,
                                        const z3::expr& index);
/// `start`/`end` nullopt mean None. Python slicing: negative bounds count from the end, then
/// clamp; the length is ceil((end - start) / step).
std::optional<SymbolicResult> sliceSym(const SymbolicView& self, int64_t dim,
                                       const std::optional<z3::expr>& start,
                                       const std::optional<z3::expr>& end, const z3::expr& step);
std::optional<SymbolicResult> diagonalSym(const SymbolicView& self, const z3::expr& offset,
                                          int64_t dim1, int64_t dim2);
SymbolicResult asStridedSym(const SymbolicView& self, const std::vector<z3::expr>& size,
                            const std::vector<z3::expr>& stride,
                            const std::optional<z3::expr>& storage_offset);
std::optional<SymbolicResult> expandSym(const SymbolicView& self,
                                        const std::vector<z3::expr>& size);
std::optional<SymbolicResult> transposeSym(const SymbolicView& self, int64_t dim0, int64_t dim1);
std::optional<SymbolicResult> matrixTransposeSym(const SymbolicView& self);
std::optional<SymbolicResult> permuteSym(const SymbolicView& self,
                                         const std::vector<int64_t>& dims);
std::optional<SymbolicResult> unsqueezeSym(const SymbolicView& self, int64_t dim);
/// squeeze.dim drops `dim` when, and only when, its size is 1, so the result's rank depends on a
/// solver term: the rule gives two guarded cases, and `valid` of each says when it is the result
/// (exactly one holds). One case for a 0-d tensor; none when `dim` is out of range.
std::vector<SymbolicResult> squeezeDimCases(const SymbolicView& self, int64_t dim);

/// Where the pieces of a select / slice / diagonal view sit in the base's index space; the
/// scatter lemmas need them to say which base element a scatter writes.
z3::expr normalizedSelectIndex(const SymbolicView& self, int64_t dim, const z3::expr& index);
struct SliceRange {
  z3::expr first;
  z3::expr length; // size of the result dim
};
SliceRange sliceRange(const SymbolicView& self, int64_t dim, const std::optional<z3::expr>& start,
                      const std::optional<z3::expr>& end, const z3::expr& step);
/// Concrete dim wrapping as torch does; nullopt when out of range.
std::optional<int64_t> wrapDimConcrete(int64_t dim, int64_t rank);

} // namespace reinplace::proofs
