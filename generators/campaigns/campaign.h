#pragma once
// Campaigns: generate -> rewrite -> check, on several threads, until the time or graph budget is
// spent. Every failure is counted by verdict kind; the first of each kind of failure (verdict
// kind and the safety check whose absence lets it through) is shrunk to a minimal graph. Also
// counts how often each pass decision and each reason for keeping a node comes up: the generator's
// coverage of the pass.

#include "core/ir/graph.h"
#include "core/reinplace/reinplace.h"
#include "generators/campaigns/graph_certifier.h"
#include "generators/campaigns/missed_rewrites.h"
#include "oracle/verdicts/verdict.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace reinplace::gen {

/// Judges a rewrite on one input set, as oracle::check does (the default). The command line
/// passes aten::checkWith for --oracle=aten|both: generators do not link ATen.
using RewriteJudge = std::function<oracle::Verdict(const Graph& original, const Graph& rewritten,
                                                   const std::vector<oracle::TensorHandle>& inputs,
                                                   uint64_t seed, bool special_values)>;

/// What a campaign looks for: wrong rewrites, or right ones the sound policy misses
/// (generators/campaigns/missed_rewrites.h).
enum class CampaignFind { Failures, Missed, Forced };

struct CampaignOptions {
  double seconds = 10;
  /// Graph k uses seed `seed + k`; workers take graphs in turn, so results do not depend on
  /// timing except through how many graphs fit in the time.
  uint64_t seed = 0;
  int jobs = 1;
  size_t nodes = 16;
  /// Stop after this many graphs (0: only the time bounds the campaign).
  int64_t max_graphs = 0;
  ReinplaceOptions pass;
  /// Shrink each new kind of failure (off: report the graph as generated).
  bool shrink = true;
  /// Certify every rewritten graph too; a failed certificate is a failure of kind "certificate",
  /// counted whatever the oracle says. Each worker makes its own certifier, since one may hold
  /// solver state that is not thread-safe.
  bool certify = false;
  std::function<GraphCertifier()> make_certifier;
  /// Missed and Forced judge every candidate rewrite with the oracle and, given
  /// make_certifier, a certificate; `pass` is not used (they run both policies themselves).
  CampaignFind find = CampaignFind::Failures;
  /// Forced: nodes forced per graph at most.
  size_t forced_per_graph = 4;
  /// Failures: who judges each rewrite (unset: the reference oracle).
  RewriteJudge judge;
};

/// Missed and Forced: the misses of one check, the first of them shrunk.
struct CampaignMiss {
  SafetyCheck check = SafetyCheck::LaterUse;
  uint64_t seed = 0;
  MissedRewrite example; // on the shrunk graph
  std::string graph_code;
  size_t ops_generated = 0;
  size_t ops_shrunk = 0;
  int64_t occurrences = 0;      // nodes
  int64_t graphs = 0;           // graphs with at least one
  int64_t pytorch_rewrites = 0; // Forced: of the nodes, those the pytorch policy rewrites
  /// Upstream: of the nodes, those after a rewrite only the sound policy takes.
  int64_t after_sound_only_rewrite = 0;
  /// Upstream: of the nodes, those in graphs whose sound rewrite saves fewer bytes than the
  /// pytorch policy's.
  int64_t sound_saves_less = 0;
};

struct CampaignFailure {
  std::string key; // "overlap-hazard [argument-overlap]"
  uint64_t seed = 0;
  oracle::Verdict verdict; // on the shrunk graph
  std::string graph_code;  // the shrunk graph, as FX code
  size_t ops_generated = 0;
  size_t ops_shrunk = 0;
  int64_t occurrences = 0;
  /// Kind "certificate": what failed to certify on the shrunk graph.
  std::string certificate;
};

struct CampaignProgress {
  int64_t graphs = 0;
  double seconds = 0;
  /// By verdict kind; Missed and Forced: misses by the check that keeps the node.
  std::map<std::string, int64_t> failures_by_kind;
};

/// How often the generated graphs call one op, and what the pass decided for those calls.
struct OpCounts {
  int64_t graphs = 0;    // graphs with at least one call
  int64_t calls = 0;     // calls over all graphs
  int64_t rewritten = 0; // made in place, or a scatter rewritten or removed
  int64_t kept = 0;
};

struct CampaignResult {
  CampaignProgress totals;
  std::vector<CampaignFailure> failures; // one per key, in the order found
  /// "inplaced", "scatter-rewritten", "removed", "kept" and the reasons for keeping: a check's
  /// name, "no-inplace-variant", "not-a-single-tensor", "still-used", "inplace-reads-self"
  /// (baddbmm with beta = 0).
  std::map<std::string, int64_t> decisions;
  std::map<std::string, int64_t> reasons;
  /// Missed and Forced: one entry per check, in the order found; graphs with a miss; what the
  /// search judged.
  std::vector<CampaignMiss> misses;
  int64_t graphs_with_misses = 0;
  MissedSearchStats missed_stats;
  /// The pass's memory figures summed over every graph (core/reinplace/memory_accounting.h).
  MemoryTotals memory;
  /// By the op's qualified name ("index_add.default").
  std::map<std::string, OpCounts> ops;
};

/// Runs the campaign; `progress` (if set) is called about twice a second from the calling
/// thread.
CampaignResult runCampaign(const CampaignOptions& options,
                           const std::function<void(const CampaignProgress&)>& progress = {});

/// The verdict of one generated graph under `pass` (plain inputs, then special values).
oracle::Verdict checkGenerated(const Graph& original, const ReinplaceOptions& pass,
                               ReinplaceReport* report = nullptr);

} // namespace reinplace::gen
