#pragma once
// The symbolic rule of aten::view (and of _unsafe_view, which has view's geometry), mirroring
// core/meta/view_geometry.cpp's inferViewSizes and computeViewStrides.
//
// view's stride computation walks the old dims and, inside each run of mergeable dims
// ("chunk"), consumes new dims while a loop condition on the sizes holds. With symbolic sizes
// that loop has no fixed trip count, so the walk is unrolled over the concrete ranks with the
// position in the new dims as a solver term: every step is guarded by the loop condition, and
// a step whose guard is false leaves the state as it was.

#include "proofs/symbolic_view.h"

#include <vector>

namespace reinplace::proofs {

/// aten::view(self, size): at most one -1 in `size` is inferred from self's element count; the
/// result is valid when the element counts agree and every new dim lies within one chunk.
/// Products stay within kBits for the bounds the lemmas use (sizes <= 4, rank <= 3).
SymbolicResult viewSym(const SymbolicView& self, const std::vector<z3::expr>& size);

} // namespace reinplace::proofs
