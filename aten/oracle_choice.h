#pragma once
// Which oracle judges a run: the reference interpreter (oracle/), ATen (aten/aten_executor.h),
// or both, each run on the same seeded inputs and compared value by value: where the two compute
// different things for one graph, the verdict is oracle-disagreement, with both sides printed,
// whatever the rewrite did.

#include "core/ir/graph.h"
#include "oracle/interpreter/interpreter.h"
#include "oracle/verdicts/verdict.h"

#include <optional>
#include <string_view>

namespace reinplace::aten {

enum class OracleChoice { Reference, Aten, Both };

/// "reference", "aten", "both"
std::string_view oracleChoiceName(OracleChoice choice);
std::optional<OracleChoice> oracleChoiceFromName(std::string_view name);

/// Floats agree when |reference - aten| <= kValueTolerance * max(1, |aten|), as the conformance
/// scripts compare the reference with torch (tools/models_vs_eager.py); NaN agrees with NaN,
/// integers and bools must be equal.
inline constexpr double kValueTolerance = 1e-3;

/// Where two runs of `graph` on the same inputs, one by the reference interpreter and one by
/// ATen, first differ: a value's dtype, sizes, strides or offset, its elements beyond the
/// tolerance (values of random ops and of ops the reference runs uninterpreted are compared by
/// layout only), or one run raising where the other does not. An overlap hazard the reference
/// finds where ATen computes without a check is no disagreement: the reference is the stricter
/// judge there, and values after it are not compared. nullopt when they agree.
///
/// With an anchored ATen run (runWith), each node's values are compared as computed from the
/// reference's own inputs, so the first disagreement is the op that makes it.
///
/// `compare_values` false: layouts and raising only. For inputs with special values (±inf, NaN,
/// huge): where a sum overflows, whether it ends inf, NaN or finite depends on the order of
/// accumulation, which the reference follows for torch's own loops but not for oneDNN's
/// convolutions or the normalizations' statistics.
std::optional<oracle::Verdict> compareOracles(const Graph& graph,
                                              const oracle::Execution& reference,
                                              const oracle::Execution& aten,
                                              bool compare_values = true);

/// One graph run by the chosen oracle; with Both, the reference's run, ATen's (anchored to the
/// reference's values node by node where they agree: aten/aten_executor.h's Anchoring), and the
/// disagreement of the two if any. ATen's run is compared with the reference's as it goes
/// (aten/aten_executor.h's StreamedValues): it reports its inputs, its returned tensors, and the
/// values of the nodes whose storages some node writes, which are compared at the end.
struct JudgedRun {
  oracle::Execution execution;
  std::optional<oracle::Execution> aten;
  std::optional<oracle::Verdict> disagreement;
};
/// `inputs_have_special_values`: see compareOracles.
JudgedRun runWith(OracleChoice choice, const Graph& graph,
                  const std::vector<oracle::TensorHandle>& inputs,
                  const oracle::ExecutionLimits& limits = {}, uint64_t random_seed = 0,
                  bool inputs_have_special_values = false);

/// oracle::check under the chosen oracle. Both: both graphs run in both oracles; a disagreement
/// of the two runs of either graph is the verdict (in_original for the original's); otherwise
/// the reference's verdict, unless ATen's verdict is of another kind (and the reference's is no
/// overlap hazard ATen does not check): then an oracle-disagreement naming both verdicts.
oracle::Verdict checkWith(OracleChoice choice, const Graph& original, const Graph& rewritten,
                          const std::vector<oracle::TensorHandle>& inputs,
                          const oracle::ExecutionLimits& limits = {}, uint64_t random_seed = 0,
                          bool inputs_have_special_values = false);

} // namespace reinplace::aten
