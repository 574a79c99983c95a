#pragma once
// Precision findings: rewrites the sound policy misses. The campaign's `--find=missed` and
// `--find=forced` modes run this on every generated graph.
//
// - Upstream (--find=missed): a node the pytorch policy rewrites (in place, or a scatter
//   rewritten or removed) while the sound policy keeps it by a safety check, in a graph whose
//   pytorch rewrite is right. A wrong pytorch rewrite is no miss: keeping the node is the sound
//   policy's job.
// - Forced (--find=forced): a node the sound policy keeps by a safety check whose rewrite, forced
//   with the pass's testing hook (ForcedRewrite), is right. The node is forced past the check
//   that kept it, and past each further check that then keeps it, until it is rewritten or only
//   a reason that is no safety check is left. At most `max_forced` nodes per graph are forced,
//   each costing a pass, the oracle and a certificate.
//
// "Right" means, in this order:
// 1. the oracle finds the rewrite equivalent on the input sets `reinplace check` and the files'
//    `# oracle:` lines use (seeds 0-4 plain, 5-9 with special values; 0 and 5 first, which
//    settle most wrong rewrites);
// 2. it is equivalent on the same inputs with every arithmetic op uninterpreted
//    (oracle/interpreter/arithmetic_blind.h): right because of where it reads and writes, not
//    because relu(relu(a)) is relu(a) or a multiplication by 1 changes nothing;
// 3. the certifier proves every obligation of `check --certify` (without a certifier: skipped).
// Graphs are searched without their dead code (what no output and no write depends on): a
// rewrite of a dead node is trivially right, and a dead later use keeps a node for nothing that
// a pass would not remove first. Nor is a node a candidate when none of its elements can be seen:
// when it holds none, or reaches the output and the writes only through empty values (an empty
// slice returned).

#include "core/ir/graph.h"
#include "core/reinplace/reinplace.h"
#include "generators/campaigns/graph_certifier.h"
#include "generators/reduction/reducer.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace reinplace::gen {

enum class MissedSearch {
  Upstream, // rewrites the pytorch policy takes and the sound policy does not
  Forced,   // rewrites no policy takes, found by forcing kept nodes
};

struct MissedSearchOptions {
  MissedSearch search = MissedSearch::Upstream;
  /// The sound policy compares plans (the default), or decides node by node as
  /// `opt --node-by-node` does, missing the rewrites only a plan takes.
  bool sound_chooses_plan = true;
  /// Forced: nodes forced per graph at most; when the sound policy keeps more by safety checks,
  /// these are drawn deterministically from `sample_seed`.
  size_t max_forced = 4;
  uint64_t sample_seed = 0;
  /// Only nodes the sound policy keeps by this check (a shrinking predicate's class); then the
  /// forced nodes are the first `max_forced` in program order.
  std::optional<SafetyCheck> only_check;
};

/// One node the sound policy keeps although rewriting it is right.
struct MissedRewrite {
  std::string node;
  /// The check that keeps it under the sound policy: the miss's class.
  SafetyCheck check = SafetyCheck::LaterUse;
  std::string kept_reason; // the sound policy's decision, as --explain prints it
  std::string rewrite;     // the right rewrite's decision for the node, as --explain prints it
  /// Forced: every check the node was forced past, the class's check first.
  std::vector<SafetyCheck> forced_checks;
  /// Forced: the pytorch policy rewrites the node too.
  bool pytorch_rewrites = false;
  /// Upstream: the sound policy rewrote an earlier node that the pytorch policy keeps (mostly
  /// writing into an input): the miss may be the price of that rewrite, not a check too strict.
  bool after_sound_only_rewrite = false;
  /// Upstream: the sound policy's rewrite of the whole graph saves fewer bytes than the pytorch
  /// policy's (the memory report's "saved"): a loss against upstream, traded or not.
  bool sound_saves_less = false;
};

/// What the search looked at: nodes judged and why those that are no miss are not.
struct MissedSearchStats {
  int64_t candidates = 0;    // Upstream: rewritten by pytorch, kept by sound; Forced: forced
  int64_t not_rewritten = 0; // Forced: kept even past every safety check
  int64_t wrong_by_oracle = 0;
  int64_t right_by_coincidence = 0; // equivalent, but not whatever the arithmetic computes
  int64_t wrong_by_certificate = 0;
  int64_t right = 0;

  MissedSearchStats& operator+=(const MissedSearchStats& other);
};

enum class Judgement { Right, WrongByOracle, RightByCoincidence, WrongByCertificate };

/// Whether `rewritten` (the pass's rewrite of `original`, with its report) is right, as above;
/// `detail` (if given) gets the verdict or the failed certificate that says it is not.
Judgement judgeRewrite(const Graph& original, const Graph& rewritten, const ReinplaceReport& report,
                       const GraphCertifier& certifier, std::string* detail = nullptr);

/// The graph without its dead code, as the search sees it (node names unchanged).
Graph withoutDeadCode(const Graph& graph);

/// The misses in withoutDeadCode(`graph`) (meta propagated), in program order. `certifier` may
/// be empty.
std::vector<MissedRewrite> findMissedRewrites(const Graph& graph,
                                              const MissedSearchOptions& options,
                                              const GraphCertifier& certifier,
                                              MissedSearchStats* stats = nullptr);

/// The shrinking predicate of a class: the graph still has a miss kept by `check`, found as
/// `options` finds them (its only_check is set to `check`). Holds a reference to `certifier`.
ReducePredicate stillMissed(SafetyCheck check, MissedSearchOptions options,
                            const GraphCertifier& certifier);

/// The flag that replays a forced rewrite: "--unsafe-force-rewrite=add:later-use,layout-preserved".
std::string forceRewriteFlag(const MissedRewrite& miss);

} // namespace reinplace::gen
