#pragma once
// Comparing a rewritten graph with its original on the same inputs: the first difference, of
// the kinds DESIGN.md names, with the node where it shows and a short explanation.

#include "core/ir/graph.h"
#include "oracle/interpreter/interpreter.h"
#include "oracle/verdicts/verdict_kind.h"

#include <string>
#include <vector>

namespace reinplace::oracle {

struct Verdict {
  VerdictKind kind = VerdictKind::Equivalent;
  /// The node where the difference shows (in the rewritten graph unless `in_original`).
  std::string node;
  uint32_t line = 0;
  std::string explanation;
  /// The original graph itself faults on these inputs (and the rewrite does not fault the same
  /// way): the difference is not the rewrite's doing.
  bool in_original = false;
  /// The floating elements the original returned, and how many of them were finite: when none
  /// is, both runs returned NaN or infinities and comparing them judged no arithmetic.
  int64_t returned_float_elements = 0;
  int64_t returned_finite_elements = 0;
  /// What each run allocated and held at most (oracle/runtime/memory_use.h).
  MemoryUse original_memory;
  MemoryUse rewritten_memory;

  bool equivalent() const { return kind == VerdictKind::Equivalent; }
  /// "overlap-hazard at add_1 (line 5): ..."
  std::string text() const;
};

/// Runs both graphs on copies of `inputs` and compares: faults of the run first, then inputs
/// left different, returned values (bitwise, NaN equal to NaN; shapes and dtypes), then outputs
/// that alias each other or an input where the original's did not, then the inputs' storages
/// outside every input's view (gaps, and storage shared between inputs). Random ops of both
/// graphs draw from `random_seed` (see execute). Throws InputError when a graph exceeds `limits`.
Verdict check(const Graph& original, const Graph& rewritten,
              const std::vector<TensorHandle>& inputs, const ExecutionLimits& limits = {},
              uint64_t random_seed = 0);

/// The comparison `check` makes, of runs already made: `before` of the original, `after` of
/// `rewritten`, both given copies of `inputs`. For runs made by another executor with execute's
/// contract (aten/aten_executor.h).
Verdict compareRuns(const Graph& rewritten, const std::vector<TensorHandle>& inputs,
                    const Execution& before, const Execution& after);

} // namespace reinplace::oracle
