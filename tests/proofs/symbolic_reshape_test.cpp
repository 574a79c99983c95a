// The symbolic view and squeeze rules on symbolic layouts: facts that hold for every size
// within the bounds, proved by Z3 (the numeral cases are the meta_rules_agree lemma's).
#include "proofs/symbolic_reshape.h"

#include <gtest/gtest.h>

namespace reinplace::proofs {
namespace {

// True when `claim` holds for every assignment satisfying `premise`.
bool holdsUnder(z3::context& ctx, const z3::expr& premise, const z3::expr& claim) {
  z3::solver solver(ctx);
  solver.add(premise && !claim);
  return solver.check() == z3::unsat;
}

SymbolicView contiguous2d(z3::context& ctx) {
  SymbolicView view = freshView(ctx, "self", 2);
  view.strides[1] = num(ctx, 1);
  view.strides[0] = view.sizes[1];
  return view;
}

z3::expr smallSizes(z3::context& ctx, const SymbolicView& view) {
  return withinBounds(view, ViewBounds{}) && view.offset == num(ctx, 0);
}

// Flattening a contiguous matrix is always a valid view with stride 1, and element k of the
// flat view is element (k / n, k % n) of the matrix.
TEST(SymbolicReshape, FlatteningAContiguousMatrixKeepsEveryAddress) {
  z3::context ctx;
  SymbolicView self = contiguous2d(ctx);
  SymbolicResult flat = viewSym(self, {num(ctx, -1)});
  const z3::expr n = self.sizes[1];
  const z3::expr k = numVar(ctx, "k");
  const z3::expr premise = smallSizes(ctx, self) && n > 0;
  EXPECT_TRUE(holdsUnder(ctx, premise, flat.valid));
  EXPECT_TRUE(holdsUnder(ctx, premise, flat.view.sizes[0] == self.sizes[0] * n));
  EXPECT_TRUE(holdsUnder(ctx, premise, flat.view.strides[0] == 1));
  EXPECT_TRUE(holdsUnder(ctx, premise && k >= 0 && k < flat.view.sizes[0],
                         flat.view.address({k}) == self.address({k / n, k % n})));
}

// A transposed matrix can be flattened only when one of its dims has at most one element; the
// rule must refuse every other case (torch's "use .reshape(...) instead").
TEST(SymbolicReshape, FlatteningATransposedMatrixNeedsADegenerateDim) {
  z3::context ctx;
  SymbolicView self = contiguous2d(ctx);
  std::swap(self.sizes[0], self.sizes[1]);
  std::swap(self.strides[0], self.strides[1]);
  SymbolicResult flat = viewSym(self, {num(ctx, -1)});
  const z3::expr premise = smallSizes(ctx, self);
  EXPECT_TRUE(holdsUnder(ctx, premise && self.sizes[0] >= 2 && self.sizes[1] >= 2, !flat.valid));
  EXPECT_TRUE(holdsUnder(ctx, premise && self.sizes[0] == 1, flat.valid));
  EXPECT_FALSE(holdsUnder(ctx, premise, flat.valid));
}

// Two -1s, or a count that does not divide, are refused whatever self's sizes are.
TEST(SymbolicReshape, InferenceRefusesAmbiguousAndIndivisibleSizes) {
  z3::context ctx;
  SymbolicView self = contiguous2d(ctx);
  const z3::expr premise = smallSizes(ctx, self);
  EXPECT_TRUE(holdsUnder(ctx, premise, !viewSym(self, {num(ctx, -1), num(ctx, -1)}).valid));
  EXPECT_TRUE(holdsUnder(ctx, premise && self.sizes[0] * self.sizes[1] == 3,
                         !viewSym(self, {num(ctx, 2), num(ctx, -1)}).valid));
  EXPECT_TRUE(holdsUnder(ctx, premise, !viewSym(self, {num(ctx, 0), num(ctx, -1)}).valid));
}

// squeeze.dim with a symbolic size: exactly one case is the result, and only the size-1 case
// drops the dim.
TEST(SymbolicReshape, SqueezeHasExactlyOneCaseForEverySize) {
  z3::context ctx;
  SymbolicView self = freshView(ctx, "self", 3);
  std::vector<SymbolicResult> cases = squeezeDimCases(self, -2);
  ASSERT_EQ(cases.size(), 2u);
  const z3::expr premise = withinBounds(self, ViewBounds{});
  EXPECT_TRUE(holdsUnder(ctx, premise, cases[0].valid != cases[1].valid));
  EXPECT_TRUE(holdsUnder(ctx, premise, cases[0].valid == (self.sizes[1] == 1)));
  EXPECT_EQ(cases[0].view.rank(), 2);
  EXPECT_EQ(cases[1].view.rank(), 3);
  EXPECT_TRUE(squeezeDimCases(self, 3).empty());
  EXPECT_EQ(squeezeDimCases(freshView(ctx, "scalar", 0), -1).size(), 1u);
}

} // namespace
} // namespace reinplace::proofs
