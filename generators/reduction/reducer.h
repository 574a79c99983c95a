#pragma once
// The reducer: shrinks a graph while a predicate ("it still fails the same way") holds, the way
// llvm-reduce shrinks a module. Every candidate is a mutated clone that is printed, parsed and
// meta-propagated again, so what the predicate sees is always a graph that loads from its own
// text; candidates that do not type-check are rejected without running the predicate.
//
// Passes, each repeated until it makes no progress, all repeated until none does:
//  1. delete call nodes (in chunks, then one by one): uses go to the node's first tensor
//     argument of the same dtype and sizes, else to a new input with the node's meta; and
//     fold view(clone(x)) into clone(y) for a new input y;
//  2. drop returned values (at least one stays), returned inputs, unused inputs, dead nodes;
//  3. shrink input shapes (to 1, halved, minus one), scaling literal size lists along;
//  4. simplify literals: schema defaults, ints toward 0 and 1, floats to 0, 1 or 2; then
//     stop writing arguments that equal their defaults;
//  5. make input layouts contiguous and drop their storage offsets.
// A candidate is kept only when it is strictly smaller (see ReduceSize) and never larger than the
// starting graph in ops plus input elements, so the result is never larger than the input.

#include "core/ir/graph.h"
#include "core/reinplace/reinplace.h"
#include "oracle/verdicts/verdict.h"

#include <cstdint>
#include <functional>
#include <string>

namespace reinplace {

/// Whether a candidate (meta propagated) still shows the failure being reduced.
using ReducePredicate = std::function<bool(const Graph&)>;

/// How big a graph is, compared lexicographically in this field order. `ops` and
/// `input_elements` are what is reported; the later fields only order candidates that leave
/// those alone, so that every accepted step makes progress and the reduction terminates.
struct ReduceSize {
  int64_t ops = 0;            // call and getitem nodes
  int64_t input_elements = 0; // sum of the inputs' numel
  int64_t outputs = 0;        // returned values, plus one for a tuple
  int64_t inputs = 0;         // placeholders
  int64_t layout = 0;         // non-contiguous inputs and inputs with a storage offset
  int64_t literals = 0;       // how far literal arguments are from their simplest values
  int64_t arguments = 0;      // arguments written out

  int64_t total() const { return ops + input_elements; }
  auto operator<=>(const ReduceSize&) const = default;
};

ReduceSize reduceSize(const Graph& graph);

struct ReduceOptions {
  /// Predicate evaluations allowed; past it the best graph so far is returned.
  int64_t max_checks = 2000;
};

struct ReduceStats {
  ReduceSize before;
  ReduceSize after;
  int64_t checks = 0;     // predicate evaluations
  int64_t candidates = 0; // candidates built, including those rejected before the predicate
  int64_t rounds = 0;     // times all passes ran
  bool hit_check_limit = false;
  /// Accepted steps per pass: delete-nodes, drop-unused, shrink-shapes, simplify-literals,
  /// contiguous-inputs.
  int64_t accepted[5] = {0, 0, 0, 0, 0};
};

/// Reduces `failing` while `still_fails` holds. Throws std::invalid_argument when the predicate
/// does not hold for `failing` itself (after a print and parse round trip). Deterministic: the
/// same graph and predicate give the same result.
Graph reduceGraph(const Graph& failing, const ReducePredicate& still_fails,
                  const ReduceOptions& options = {}, ReduceStats* stats = nullptr);

/// What "fails" means for the default predicate: the pass under `pass`, then the oracle on
/// `trials` input sets (trial k uses seed `seed + k`), as `reinplace check` runs them.
struct VerdictOptions {
  ReinplaceOptions pass;
  int64_t trials = 10;
  uint64_t seed = 0;
  bool special_values = false;
};

/// The first verdict other than equivalent over the trials, or an equivalent one.
oracle::Verdict firstVerdict(const Graph& original, const VerdictOptions& options);

/// The predicate "gives a verdict of `kind`, blaming the original graph exactly when `verdict`
/// does" (a candidate whose original graph faults by itself is not the same failure).
ReducePredicate sameVerdictKind(const oracle::Verdict& verdict, const VerdictOptions& options);

/// "23 ops, 96 input elements"
std::string describeSize(const ReduceSize& size);

} // namespace reinplace
