#pragma once
// A recipe is what a random graph is made from: input specs, a vector of abstract steps that
// each pick an op family and refer to earlier values by how recent they are, and which values
// to return. Every field is a small number read modulo what fits, so any recipe materializes
// (generators/generation/materializer.h) into a valid, well-typed functional graph, and removing a
// step or shrinking a number gives another valid recipe: RapidCheck shrinks recipes, never graphs.

#include <cstdint>
#include <iosfwd>
#include <vector>

namespace reinplace::gen {

/// What a step does; the materializer picks the op within the family from Step::op.
enum class StepKind : uint8_t {
  Unary,        // relu, neg, clone, sigmoid, exp, abs, zero, fill, clamp
  BinaryScalar, // add/sub/mul/div/pow/eq with a Python number: promotion, dtype changes
  Binary,       // add/sub/mul/div/maximum/lt of two values: broadcasting, overlap, repeated self
  View,         // select, slice, diagonal, transpose, t, permute, expand, unsqueeze, squeeze,
                // as_strided (mirrors and self-overlapping), view, alias, unfold
  MultiView,    // split / unbind / chunk, then getitem
  Scatter,      // the functionalization idiom: a view's *_scatter back into its base
  Convert,      // _to_copy to another dtype, clone with a memory format
  Other,        // sum, cumsum, mm, cat: ops without an in-place variant or not elementwise
  Idiom,        // several ops at once, each a shape upstream's pass gets wrong: a scatter into an
                // expand, add(a, a.t()), a relaid result under view(), an unrelated or mismatched
                // scatter, a self-overlapping as_strided, addmm(a, a, a)
  InputUpdate,  // functionalization's mutated input: an update of input x (of x itself, of a row
                // scattered back, of x.t(), or an unrelated value) and copy_(x, new) at the end
  Activation,   // gelu, silu, elu, hardtanh, leaky_relu, threshold, ..., sign, erf, log1p, ... with
                // their scalar arguments; softmax, log_softmax and backward ops
  Math,         // addcmul, addcdiv, lerp, remainder, floor_divide, minimum, clamp with tensor
                // bounds, masked_fill, where, pow, rsub, comparisons: two or three operands;
                // the unary and binary math (acos, floor, logit, fmod, xlogy, bitwise_and...)
  Index,        // index_select / add / reduce / copy / fill, gather, scatter (src, value, reduce),
                // scatter_add, index_put (accumulating or not, with a mask), masked_scatter,
                // put: valid int64 indices
  Norm,         // native_batch_norm (training: running stats written in the kernel), layer norm,
                // group norm, baddbmm, addbmm, addmv, addr
  Model,        // view shapes of real models: attention's q/k/v split by view -> permute ->
                // select, pointwise on one piece, expand -> _reshape_alias with traced strides ->
                // bmm; reshapes traced as torch 1.13 traces them
};
inline constexpr int kStepKinds = 15;

struct InputSpec {
  uint8_t dtype = 0;          // index into the generator's dtype table (0 = f32)
  std::vector<uint8_t> sizes; // rank <= 3, each size 0..4
  uint8_t layout = 0;         // contiguous, transposed, offset, gapped
};

struct Step {
  StepKind kind = StepKind::Unary;
  uint8_t a = 0;               // operand: 0 = the newest value, 1 = the one before, ...
  uint8_t b = 0;               // second operand, same convention
  uint8_t op = 0;              // which op of the family, or a variant of the idiom
  uint8_t x = 0, y = 0, z = 0; // family arguments: dims, indices, scalars, sizes
  /// Odd: the value this step makes is returned too. A flag on the step, not an index, so that
  /// removing another step while shrinking does not change what is returned.
  uint8_t returned = 0;
};

struct Recipe {
  std::vector<InputSpec> inputs; // at least one is used
  /// The newest value is always returned, besides those of steps marked `returned`.
  std::vector<Step> steps;
};

/// Shows the materialized graph as FX code (RapidCheck prints counterexamples with it).
void showValue(const Recipe& recipe, std::ostream& out);

} // namespace reinplace::gen
