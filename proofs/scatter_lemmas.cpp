// The scatter lemmas: deleting `out = X_scatter(base, mutated, args)` in favour of writing
// `mutated` through an alias of base and reading base is exact when the pass's checks hold.
//
// Encoding. Write j of the rewrite (mutated[j] through the alias A, on base's own storage) lands
// on element i of base iff addr_A(j) == addr_B(i). Write j of the scatter lands on element i of
// its result iff i is where the view puts j: embed(j) for select / slice / diagonal, whose
// positions are logical, and addr_V(j) == addr_C(i) on the clone C for as_strided, whose
// offsets are absolute. Both sides write the same values in the same order and otherwise keep
// base's values, so they agree everywhere iff these two "lands on" relations are equal. The
// negated claim is one existential query: some (i, j) in bounds on which they differ.
//
// The no-internal-overlap premise is a universal statement; it is instantiated at the one
// pair of base indices a counterexample needs, (i, embed(j)). A weaker premise can only make
// proving harder, so "proved" stays sound; a model that breaks the full premise is reported
// Unknown, never Refuted.

#include "core/ir/diagnostics.h"
#include "core/meta/meta_context.h"
#include "core/meta/view_geometry.h"
#include "proofs/lemma_support.h"
#include "proofs/symbolic_view.h"

#include <functional>

namespace reinplace::proofs {
namespace {

enum class ScatterOp { Select, Slice, Diagonal, AsStrided };
/// AliasWrite: the write goes through an existing alias whose metadata the pass matched.
/// ViewCopy: the pass materializes view(base, args) and copy_'s mutated into it.
enum class Form { AliasWrite, ViewCopy };

const ViewBounds kBaseBounds{4, 6, 6};

// One concrete choice of rank and dims, with the op's symbolic arguments.
struct Instance {
  std::string name;
  SymbolicResult view;
  z3::expr arg_bounds;
  /// Base index that view index j comes from (select / slice / diagonal).
  std::function<SymIndex(const SymIndex&)> embed;
  /// The op's arguments under a model, as text, and core's rule applied to a concrete layout.
  std::function<std::string(const z3::model&)> args;
  std::function<TensorMeta(const TensorMeta&, const z3::model&)> concrete;
};

z3::expr between(const z3::expr& e, int64_t low, int64_t high) {
  return e >= num(e.ctx(), low) && e <= num(e.ctx(), high);
}

std::string text(const z3::model& model, const z3::expr& e) {
  return std::to_string(evaluateNum(e, model));
}

std::vector<Instance> instances(z3::context& ctx, ScatterOp op, const SymbolicView& base) {
  std::vector<Instance> out;
  const int64_t rank = base.rank();
  const int64_t max_size = kBaseBounds.max_size;
  switch (op) {
  case ScatterOp::Select:
    for (int64_t dim = 0; dim < rank; ++dim) {
      z3::expr index = numVar(ctx, "index");
      auto view = selectSym(base, dim, index);
      z3::expr normalized = normalizedSelectIndex(base, dim, index);
      out.push_back(
          {"dim " + std::to_string(dim), *view, between(index, -max_size - 1, max_size + 1),
           [=](const SymIndex& j) {
             SymIndex i = j;
             i.insert(i.begin() + dim, normalized);
             return i;
           },
           [=](const z3::model& m) {
             return "select(dim=" + std::to_string(dim) + ", index=" + text(m, index) + ")";
           },
           [=](const TensorMeta& self, const z3::model& m) {
             return selectView(self, dim, evaluateNum(index, m));
           }});
    }
    break;
  case ScatterOp::Slice:
    for (int64_t dim = 0; dim < rank; ++dim) {
      z3::expr start = numVar(ctx, "start"), end = numVar(ctx, "end"), step = numVar(ctx, "step");
      auto view = sliceSym(base, dim, start, end, step);
      SliceRange range = sliceRange(base, dim, start, end, step);
      out.push_back({"dim " + std::to_string(dim), *view,
                     between(start, -max_size - 2, max_size + 2) &&
                         between(end, -max_size - 2, max_size + 2) && between(step, 1, 3),
                     [=](const SymIndex& j) {
                       SymIndex i = j;
                       i[dim] = range.first + j[dim] * step;
                       return i;
                     },
                     [=](const z3::model& m) {
                       return "slice(dim=" + std::to_string(dim) + ", start=" + text(m, start) +
                              ", end=" + text(m, end) + ", step=" + text(m, step) + ")";
                     },
                     [=](const TensorMeta& self, const z3::model& m) {
                       return sliceView(self, dim, evaluateNum(start, m), evaluateNum(end, m),
                                        evaluateNum(step, m));
                     }});
    }
    break;
  case ScatterOp::Diagonal:
    for (int64_t dim1 = 0; dim1 < rank; ++dim1) {
      for (int64_t dim2 = 0; dim2 < rank; ++dim2) {
        if (dim1 == dim2) continue;
        z3::expr offset = numVar(ctx, "offset");
        auto view = diagonalSym(base, offset, dim1, dim2);
        z3::expr zero = num(ctx, 0);
        out.push_back({"dims " + std::to_string(dim1) + "," + std::to_string(dim2), *view,
                       between(offset, -max_size - 1, max_size + 1),
                       [=](const SymIndex& j) {
                         // The view's dims are base's minus dim1 and dim2, in order, then the
                         // diagonal.
                         SymIndex i;
                         size_t next = 0;
                         const z3::expr& k = j.back();
                         for (int64_t d = 0; d < rank; ++d) {
                           if (d == dim1)
                             i.push_back(k + smax(-offset, zero));
                           else if (d == dim2)
                             i.push_back(k + smax(offset, zero));
                           else
                             i.push_back(j[next++]);
                         }
                         return i;
                       },
                       [=](const z3::model& m) {
                         return "diagonal(offset=" + text(m, offset) +
                                ", dim1=" + std::to_string(dim1) +
                                ", dim2=" + std::to_string(dim2) + ")";
                       },
                       [=](const TensorMeta& self, const z3::model& m) {
                         return diagonalView(self, evaluateNum(offset, m), dim1, dim2);
                       }});
      }
    }
    break;
  case ScatterOp::AsStrided: {
    SymbolicView args = freshView(ctx, "as_strided", rank);
    SymbolicResult view = asStridedSym(base, args.sizes, args.strides, args.offset);
    out.push_back({"view rank " + std::to_string(rank), view, withinBounds(args, kBaseBounds),
                   nullptr,
                   [=](const z3::model& m) {
                     auto meta = evaluate(args, &m);
                     return "as_strided(size=" + formatShape(meta->sizes) +
                            ", stride=" + formatShape(meta->strides) +
                            ", storage_offset=" + std::to_string(meta->storage_offset) + ")";
                   },
                   [=](const TensorMeta& self, const z3::model& m) {
                     auto meta = evaluate(args, &m);
                     return asStridedView(self, meta->sizes, meta->strides, meta->storage_offset);
                   }});
    break;
  }
  }
  return out;
}

// The layout of the scatter's `self.clone()`: base's own when the as_strided premise holds
// (offset 0, non-overlapping and dense: preserve_format keeps it), contiguous otherwise.
SymbolicView cloneLayout(z3::context& ctx, const SymbolicView& base, bool keeps_layout) {
  if (keeps_layout) return base;
  SymbolicView clone = base;
  clone.offset = num(ctx, 0);
  for (int64_t d = base.rank() - 1; d >= 0; --d)
    clone.strides[d] =
        d == base.rank() - 1 ? num(ctx, 1) : clone.strides[d + 1] * base.sizes[d + 1];
  return clone;
}

// A non-empty `view` reaches no element past the last one `storage` does.
z3::expr withinStorage(z3::context& ctx, const SymbolicView& view, const SymbolicView& storage) {
  z3::expr view_empty = ctx.bool_val(false), storage_empty = ctx.bool_val(false);
  z3::expr view_last = view.offset, storage_last = storage.offset;
  for (int64_t d = 0; d < view.rank(); ++d) {
    view_empty = view_empty || view.sizes[d] == 0;
    view_last = view_last + (view.sizes[d] - 1) * view.strides[d];
  }
  for (int64_t d = 0; d < storage.rank(); ++d) {
    storage_empty = storage_empty || storage.sizes[d] == 0;
    storage_last = storage_last + (storage.sizes[d] - 1) * storage.strides[d];
  }
  return view_empty || (!storage_empty && view_last <= storage_last);
}

TensorMeta concreteClone(const TensorMeta& base, bool keeps_layout) {
  if (keeps_layout) return base;
  return contiguousMeta(base.dtype, base.sizes);
}

ProofResult checkInstance(z3::context& ctx, const Instance& instance, ScatterOp op, Form form,
                          bool premise, const SymbolicView& base, const LemmaOptions& options) {
  z3::solver solver(ctx);
  setTimeout(ctx, solver, options.timeout_ms);
  const SymbolicView& view = instance.view.view;
  SymbolicView alias = form == Form::ViewCopy ? view : freshView(ctx, "alias", view.rank());
  solver.add(withinBounds(base, kBaseBounds) && instance.arg_bounds && instance.view.valid);
  if (form == Form::AliasWrite) solver.add(sameMeta(alias, view));

  SymIndex i = freshIndex(ctx, "i", base.rank());
  SymIndex j = freshIndex(ctx, "j", view.rank());
  solver.add(base.contains(i) && alias.contains(j));
  const bool as_strided = op == ScatterOp::AsStrided;
  // The as_strided premise is what makes the clone keep base's layout; dropping it leaves a
  // contiguous clone, which for rank 1 is what torch makes of any layout.
  SymbolicView clone = cloneLayout(ctx, base, premise);
  if (as_strided && premise) solver.add(base.offset == 0);
  // as_strided_scatter raises when the view leaves the clone's storage (core's rule too).
  if (as_strided) solver.add(withinStorage(ctx, view, clone));
  z3::expr lands_scatter =
      as_strided ? view.address(j) == clone.address(i) : sameIndex(ctx, i, instance.embed(j));
  z3::expr lands_inplace = alias.address(j) == base.address(i);
  solver.add(lands_scatter != lands_inplace);
  if (premise && !as_strided) {
    SymIndex e = instance.embed(j);
    solver.add(
        z3::implies(base.contains(e) && base.address(e) == base.address(i), sameIndex(ctx, e, i)));
  }

  bool breaks_premise = false;
  ProofResult result = decide(solver, [&](const z3::model& m) {
    TensorMeta b = *evaluate(base, &m);
    TensorMeta a = *evaluate(alias, &m);
    std::vector<int64_t> element = evaluateIndex(i, m);
    breaks_premise = premise && !as_strided && hasInternalOverlap(b);
    std::string out = "base f32 " + describeLayout(b) + "; " + instance.args(m) + "; alias " +
                      describeLayout(a) + "; element " + formatShape(element) + " of the result: ";
    const int64_t original = addressOf(b, element);
    try {
      TensorMeta clone = concreteClone(b, as_strided && premise);
      const int64_t scatter =
          valueAfterWrite(instance.concrete(clone, m), clone, element, original);
      const int64_t inplace = valueAfterWrite(a, b, element, original);
      out += "scatter gives " + std::to_string(scatter) + ", in-place gives " +
             std::to_string(inplace);
    } catch (const MetaError& error) {
      out += std::string("core rejects the concrete view: ") + error.what();
    }
    return out + " (storage holds each element's address, mutated[k] = 100 + k row-major)";
  });
  if (result.status == ProofStatus::Refuted && breaks_premise)
    return {ProofStatus::Unknown, "the model breaks the full no-overlap premise: " + result.detail};
  return result;
}

template <ScatterOp op, Form form, bool premise>
ProofResult checkScatter(const LemmaOptions& options) {
  CaseVerdicts verdicts;
  // Without the as_strided premise only rank 1 is asked: there every clone is contiguous.
  const int64_t max_rank = op == ScatterOp::AsStrided && !premise ? 1 : options.max_rank;
  for (int64_t rank = 1; rank <= max_rank; ++rank) {
    z3::context ctx;
    SymbolicView base = freshView(ctx, "base", rank);
    for (const Instance& instance : instances(ctx, op, base)) {
      ProofResult result = checkInstance(ctx, instance, op, form, premise, base, options);
      if (!verdicts.add("rank " + std::to_string(rank) + ", " + instance.name, result))
        return verdicts.result();
    }
  }
  return verdicts.result();
}

ProofResult checkViewCopy(const LemmaOptions& options) {
  CaseVerdicts verdicts;
  for (auto check : {checkScatter<ScatterOp::Select, Form::ViewCopy, true>,
                     checkScatter<ScatterOp::Slice, Form::ViewCopy, true>,
                     checkScatter<ScatterOp::Diagonal, Form::ViewCopy, true>,
                     checkScatter<ScatterOp::AsStrided, Form::ViewCopy, true>})
    if (!verdicts.add("", check(options))) break;
  return verdicts.result();
}

const char* kBoundsText = "base rank 1..R, sizes 0..4, strides 0..6, offset 0..6";

} // namespace

std::vector<Lemma> scatterLemmas() {
  const std::string bounds = kBoundsText;
  return {
      {"select_scatter",
       "base without internal overlap, alias with the metadata of select(base, dim, index): "
       "writing mutated through the alias and reading base equals select_scatter; " +
           bounds + ", index -5..5",
       true, checkScatter<ScatterOp::Select, Form::AliasWrite, true>},
      {"slice_scatter",
       "same for slice(base, dim, start, end, step); " + bounds +
           ", start/end -6..6 (clamped), step 1..3",
       true, checkScatter<ScatterOp::Slice, Form::AliasWrite, true>},
      {"diagonal_scatter",
       "same for diagonal(base, offset, dim1, dim2); " + bounds + ", offset -5..5, every dim pair",
       true, checkScatter<ScatterOp::Diagonal, Form::AliasWrite, true>},
      {"as_strided_scatter",
       "same for as_strided(base, size, stride, storage_offset) when base has offset 0 and the "
       "clone keeps its layout (non-overlapping and dense); " +
           bounds + ", view sizes 0..4, strides 0..6, offset 0..6",
       true, checkScatter<ScatterOp::AsStrided, Form::AliasWrite, true>},
      {"scatter_view_copy",
       "view(base, args).copy_(mutated), then reading base, equals the scatter for select, "
       "slice, diagonal and as_strided under the same premises; " +
           bounds,
       true, checkViewCopy},
      {"select_scatter_overlapping_base",
       "select_scatter without the no-overlap premise: refuted (upstream's expand bug)", false,
       checkScatter<ScatterOp::Select, Form::AliasWrite, false>},
      {"slice_scatter_overlapping_base", "slice_scatter without the no-overlap premise: refuted",
       false, checkScatter<ScatterOp::Slice, Form::AliasWrite, false>},
      {"diagonal_scatter_overlapping_base",
       "diagonal_scatter without the no-overlap premise: refuted", false,
       checkScatter<ScatterOp::Diagonal, Form::AliasWrite, false>},
      {"as_strided_scatter_relaid_clone",
       "as_strided_scatter when the clone does not keep base's layout (rank 1, any offset): "
       "refuted, the absolute offset lands elsewhere",
       false, checkScatter<ScatterOp::AsStrided, Form::AliasWrite, false>},
  };
}

} // namespace reinplace::proofs
