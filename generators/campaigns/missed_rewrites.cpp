#include "generators/campaigns/missed_rewrites.h"

#include "core/ops/op_registry.h"

#include "generators/reduction/reduction_edits.h"
#include "oracle/inputs/inputs.h"
#include "oracle/inputs/split_mix64.h"
#include "oracle/interpreter/arithmetic_blind.h"
#include "oracle/verdicts/verdict.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <numeric>

namespace reinplace::gen {
namespace {

// A node's decisions in one report, matched by name. A scatter can be reported twice (removed
// by an earlier rewrite, then left in place because it is still used).
struct NodeOutcome {
  const Decision* rewrite = nullptr;       // the first decision that rewrote it
  const Decision* kept_by_check = nullptr; // the first that kept it by a safety check
  bool rewritten() const { return rewrite != nullptr; }
  /// Kept, and by a safety check (not "no in-place variant").
  bool keptByCheck() const { return !rewrite && kept_by_check; }
};

std::map<std::string, NodeOutcome> outcomesByNode(const ReinplaceReport& report) {
  std::map<std::string, NodeOutcome> outcomes;
  for (const Decision& decision : report.decisions) {
    NodeOutcome& outcome = outcomes[decision.node];
    if (decision.kind == DecisionKind::Kept) {
      if (decision.check && !outcome.kept_by_check) outcome.kept_by_check = &decision;
    } else if (!outcome.rewrite) {
      outcome.rewrite = &decision;
    }
  }
  return outcomes;
}

bool holdsElements(const Node& node) {
  for (const TensorMeta& meta : node.meta)
    if (meta.numel() > 0) return true;
  return false;
}

bool writesAnArgument(const OpInfo& op) {
  if (op.is_inplace || op.is_out || !op.hidden_writes.empty()) return true;
  for (const SchemaArgument& argument : op.schema.arguments)
    if (argument.alias && argument.alias->is_write) return true;
  return false;
}

// Whether any element of `node`'s value can be seen: through values that hold elements, it
// reaches the output or an op that writes an argument (the copy_ epilogue). An empty value passes
// on its shape, never its elements, so a rewrite of a node seen only through empty values (an
// empty slice returned) is trivially right.
bool observable(const Node& node, size_t id_bound) {
  if (!holdsElements(node)) return false;
  std::vector<const Node*> work{&node};
  std::vector<bool> seen(id_bound, false);
  while (!work.empty()) {
    const Node* at = work.back();
    work.pop_back();
    for (const Node* user : at->users) {
      if (user->kind == NodeKind::Output) return true;
      if (seen[user->id] || !holdsElements(*user)) continue;
      if (user->kind == NodeKind::Call && writesAnArgument(*user->op)) return true;
      seen[user->id] = true;
      work.push_back(user);
    }
  }
  return false;
}

// The nodes the sound policy keeps by a safety check and whose value can be seen, in decision
// (program) order.
std::vector<const Decision*> keptByCheck(const Graph& original, const ReinplaceReport& report,
                                         std::optional<SafetyCheck> only_check) {
  std::map<std::string, const Node*> nodes;
  for (const Node* node : original) nodes[node->name] = node;
  std::map<std::string, NodeOutcome> outcomes = outcomesByNode(report);
  std::vector<const Decision*> kept;
  for (const Decision& decision : report.decisions) {
    const NodeOutcome& outcome = outcomes[decision.node];
    if (!outcome.keptByCheck() || outcome.kept_by_check != &decision) continue;
    if (only_check && *decision.check != *only_check) continue;
    auto node = nodes.find(decision.node);
    if (node == nodes.end() || !observable(*node->second, original.idBound())) continue;
    kept.push_back(&decision);
  }
  return kept;
}

// As --explain prints a kept node.
std::string keptText(const Decision& kept) {
  return "kept " + kept.node + ": " + std::string(kept.reason()) + " [" +
         std::string(checkName(*kept.check)) + "]";
}

ReinplaceReport runPass(const Graph& original, const ReinplaceOptions& options,
                        Graph* rewritten = nullptr) {
  Graph copy = original.clone();
  ReinplaceReport report = reinplace(copy, options);
  if (rewritten) *rewritten = std::move(copy);
  return report;
}

ReinplaceOptions policyOptions(Policy policy) {
  ReinplaceOptions options;
  options.policy = policy;
  return options;
}

ReinplaceOptions soundOptions(const MissedSearchOptions& search) {
  ReinplaceOptions options = policyOptions(Policy::Sound);
  options.choose_plan = search.sound_chooses_plan;
  return options;
}

void count(MissedSearchStats* stats, Judgement judgement, int64_t nodes) {
  if (!stats) return;
  switch (judgement) {
  case Judgement::Right:
    stats->right += nodes;
    break;
  case Judgement::WrongByOracle:
    stats->wrong_by_oracle += nodes;
    break;
  case Judgement::RightByCoincidence:
    stats->right_by_coincidence += nodes;
    break;
  case Judgement::WrongByCertificate:
    stats->wrong_by_certificate += nodes;
    break;
  }
}

std::vector<MissedRewrite> upstreamMisses(const Graph& original, const MissedSearchOptions& options,
                                          const GraphCertifier& certifier,
                                          MissedSearchStats* stats) {
  ReinplaceReport sound = runPass(original, soundOptions(options));
  Graph rewritten;
  ReinplaceReport pytorch = runPass(original, policyOptions(Policy::PyTorch), &rewritten);
  std::map<std::string, NodeOutcome> by_sound = outcomesByNode(sound);
  std::map<std::string, NodeOutcome> by_pytorch = outcomesByNode(pytorch);
  // Program positions of the nodes only the sound policy rewrites.
  std::vector<size_t> sound_only;
  std::map<std::string, size_t> position;
  for (const Node* node : original) {
    position[node->name] = position.size();
    if (by_sound[node->name].rewritten() && !by_pytorch[node->name].rewritten())
      sound_only.push_back(position[node->name]);
  }
  std::vector<MissedRewrite> misses;
  for (const Decision* kept : keptByCheck(original, sound, options.only_check)) {
    const NodeOutcome& upstream = by_pytorch[kept->node];
    if (!upstream.rewritten()) continue;
    MissedRewrite miss;
    miss.node = kept->node;
    miss.check = *kept->check;
    miss.kept_reason = keptText(*kept);
    miss.rewrite = upstream.rewrite->reasonText();
    miss.after_sound_only_rewrite =
        !sound_only.empty() && sound_only.front() < position[kept->node];
    miss.sound_saves_less = sound.memory.bytes_saved < pytorch.memory.bytes_saved;
    misses.push_back(std::move(miss));
  }
  if (misses.empty()) return misses;
  if (stats) stats->candidates += static_cast<int64_t>(misses.size());
  Judgement judgement = judgeRewrite(original, rewritten, pytorch, certifier);
  count(stats, judgement, static_cast<int64_t>(misses.size()));
  if (judgement != Judgement::Right) misses.clear();
  return misses;
}

// The nodes to force: all of them when few, else `max_forced` drawn by the seed (a partial
// Fisher-Yates shuffle), kept in program order.
std::vector<const Decision*> sampleForced(std::vector<const Decision*> kept,
                                          const MissedSearchOptions& options) {
  if (kept.size() <= options.max_forced) return kept;
  if (options.only_check) {
    kept.resize(options.max_forced);
    return kept;
  }
  std::vector<size_t> order(kept.size());
  std::iota(order.begin(), order.end(), 0);
  oracle::SplitMix64 random(options.sample_seed ^ 0x6d697373656421ull);
  for (size_t i = 0; i < options.max_forced; ++i)
    std::swap(order[i], order[i + random.below(order.size() - i)]);
  order.resize(options.max_forced);
  std::sort(order.begin(), order.end());
  std::vector<const Decision*> sample;
  for (size_t index : order) sample.push_back(kept[index]);
  return sample;
}

// Forces `node` past `first`, and past each further check that then keeps it, until the pass
// rewrites it. Returns the checks forced, or nothing when a reason that is no safety check
// keeps it.
std::optional<std::vector<SafetyCheck>> forceRewrite(const Graph& original, const std::string& node,
                                                     SafetyCheck first, Graph& rewritten,
                                                     ReinplaceReport& report,
                                                     const Decision*& decision) {
  ReinplaceOptions options;
  options.forced.push_back({node, {first}});
  std::vector<SafetyCheck>& checks = options.forced.back().checks;
  for (size_t round = 0; round <= allSafetyChecks().size(); ++round) {
    report = runPass(original, options, &rewritten);
    NodeOutcome outcome = outcomesByNode(report)[node];
    if (outcome.rewritten()) {
      decision = outcome.rewrite;
      return checks;
    }
    if (!outcome.kept_by_check) return std::nullopt;
    SafetyCheck next = *outcome.kept_by_check->check;
    if (std::find(checks.begin(), checks.end(), next) != checks.end()) return std::nullopt;
    checks.push_back(next);
  }
  return std::nullopt;
}

std::vector<MissedRewrite> forcedMisses(const Graph& original, const MissedSearchOptions& options,
                                        const GraphCertifier& certifier, MissedSearchStats* stats) {
  ReinplaceReport sound = runPass(original, soundOptions(options));
  std::vector<const Decision*> forced =
      sampleForced(keptByCheck(original, sound, options.only_check), options);
  if (forced.empty()) return {};
  std::map<std::string, NodeOutcome> by_pytorch =
      outcomesByNode(runPass(original, policyOptions(Policy::PyTorch)));
  std::vector<MissedRewrite> misses;
  for (const Decision* kept : forced) {
    if (stats) ++stats->candidates;
    Graph rewritten;
    ReinplaceReport report;
    const Decision* decision = nullptr;
    auto checks = forceRewrite(original, kept->node, *kept->check, rewritten, report, decision);
    if (!checks) {
      if (stats) ++stats->not_rewritten;
      continue;
    }
    Judgement judgement = judgeRewrite(original, rewritten, report, certifier);
    count(stats, judgement, 1);
    if (judgement != Judgement::Right) continue;
    MissedRewrite miss;
    miss.node = kept->node;
    miss.check = *kept->check;
    miss.kept_reason = keptText(*kept);
    miss.rewrite = decision->reasonText();
    miss.forced_checks = *checks;
    miss.pytorch_rewrites = by_pytorch[kept->node].rewritten();
    misses.push_back(std::move(miss));
  }
  return misses;
}

constexpr uint64_t kJudgeSeeds[] = {0, 5, 1, 2, 3, 4, 6, 7, 8, 9};
// Arithmetic-blind runs, each with other functions for the ops: a one-element bool result
// comes out equal by chance with probability 1/2 per run, and the reducer tries thousands of
// graphs.
constexpr uint64_t kBlindRuns = 40;

// Input sets drawn from a small dictionary after the usual ones: signed zeros and ones, and the
// numbers the graph itself holds with their negations. A rewrite that differs only where an
// input equals such a constant (add(y, -1.5) is +0 where y is 1.5, and a masked_fill then reads
// it) or where -0 sits beside +0 shows on them often and on random values never.
constexpr uint64_t kDictionaryRuns = 20;

// The first verdict other than equivalent on the input sets of `reinplace check`'s default
// and the `# oracle:` lines, seeds 0 and 5 (one plain, one special-valued) first, then on the
// dictionary's.
oracle::Verdict firstDifference(const Graph& original, const Graph& rewritten) {
  for (uint64_t seed : kJudgeSeeds) {
    oracle::Verdict verdict =
        oracle::check(original, rewritten, oracle::makeInputs(original, {seed, seed >= 5}));
    if (!verdict.equivalent()) return verdict;
  }
  oracle::InputOptions drawn;
  drawn.dictionary = oracle::graphDictionary(original);
  for (uint64_t seed = 0; seed < kDictionaryRuns; ++seed) {
    drawn.seed = seed;
    oracle::Verdict verdict =
        oracle::check(original, rewritten, oracle::makeInputs(original, drawn));
    if (!verdict.equivalent()) return verdict;
  }
  return oracle::Verdict{};
}

// The same inputs, in turn, with every arithmetic op another uninterpreted function each run.
oracle::Verdict firstBlindDifference(const Graph& original, const Graph& rewritten) {
  for (uint64_t run = 0; run < kBlindRuns; ++run) {
    uint64_t seed = kJudgeSeeds[run % std::size(kJudgeSeeds)];
    oracle::Verdict verdict = oracle::checkArithmeticBlind(
        original, rewritten, oracle::makeInputs(original, {seed, seed >= 5}), run);
    if (!verdict.equivalent()) return verdict;
  }
  return oracle::Verdict{};
}

} // namespace

MissedSearchStats& MissedSearchStats::operator+=(const MissedSearchStats& other) {
  candidates += other.candidates;
  not_rewritten += other.not_rewritten;
  wrong_by_oracle += other.wrong_by_oracle;
  right_by_coincidence += other.right_by_coincidence;
  wrong_by_certificate += other.wrong_by_certificate;
  right += other.right;
  return *this;
}

Judgement judgeRewrite(const Graph& original, const Graph& rewritten, const ReinplaceReport& report,
                       const GraphCertifier& certifier, std::string* detail) {
  if (oracle::Verdict verdict = firstDifference(original, rewritten); !verdict.equivalent()) {
    if (detail) *detail = verdict.text();
    return Judgement::WrongByOracle;
  }
  if (oracle::Verdict verdict = firstBlindDifference(original, rewritten); !verdict.equivalent()) {
    if (detail) *detail = "whatever the arithmetic: " + verdict.text();
    return Judgement::RightByCoincidence;
  }
  if (certifier) {
    if (std::optional<std::string> failed = certifier(original, rewritten, report)) {
      if (detail) *detail = *failed;
      return Judgement::WrongByCertificate;
    }
  }
  return Judgement::Right;
}

Graph withoutDeadCode(const Graph& graph) {
  Graph live = graph.clone();
  reduction::removeDeadNodes(live);
  return live;
}

std::vector<MissedRewrite> findMissedRewrites(const Graph& graph,
                                              const MissedSearchOptions& options,
                                              const GraphCertifier& certifier,
                                              MissedSearchStats* stats) {
  Graph live = withoutDeadCode(graph);
  return options.search == MissedSearch::Upstream ? upstreamMisses(live, options, certifier, stats)
                                                  : forcedMisses(live, options, certifier, stats);
}

ReducePredicate stillMissed(SafetyCheck check, MissedSearchOptions options,
                            const GraphCertifier& certifier) {
  options.only_check = check;
  return [options, &certifier](const Graph& candidate) {
    return !findMissedRewrites(candidate, options, certifier).empty();
  };
}

std::string forceRewriteFlag(const MissedRewrite& miss) {
  std::string flag = "--unsafe-force-rewrite=" + miss.node;
  for (size_t i = 0; i < miss.forced_checks.size(); ++i)
    flag += (i == 0 ? ":" : ",") + std::string(checkName(miss.forced_checks[i]));
  return flag;
}

} // namespace reinplace::gen
