#include "generators/campaigns/campaign.h"

#include "core/fx/printer.h"
#include "core/ops/op_registry.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_decoder.h"
#include "generators/reduction/recipe_shrinker.h"
#include "generators/reduction/reducer.h"
#include "oracle/inputs/inputs.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>
#include <unordered_map>

namespace reinplace::gen {
namespace {

using Clock = std::chrono::steady_clock;

size_t callCount(const Graph& graph) {
  size_t calls = 0;
  for (const Node* node : graph) calls += node->kind == NodeKind::Call;
  return calls;
}

struct Outcome {
  oracle::Verdict verdict;
  std::string key;
  ReinplaceReport report;
  /// With a certifier: what failed to certify, and its failure key (empty when certified).
  std::string certificate;
  std::string certificate_key;
};

// The check that tells this failure apart: the first node the failing run rewrote where the
// sound policy, with every check on, keeps it, and the check it keeps it for. Failures that
// show at different ops but go back to one missing check are one failure.
std::string responsibleCheck(const Graph& original, const ReinplaceReport& failing) {
  Graph sound = original.clone();
  ReinplaceReport reference = reinplace(sound, ReinplaceOptions{});
  std::map<std::string, const Decision*> kept;
  for (const Decision& decision : reference.decisions)
    if (decision.kind == DecisionKind::Kept && decision.check) kept[decision.node] = &decision;
  for (const Decision& decision : failing.decisions) {
    if (decision.kind == DecisionKind::Kept) continue;
    auto it = kept.find(decision.node);
    if (it != kept.end()) return std::string(checkName(*it->second->check));
  }
  return "";
}

std::string keyWithCheck(const Graph& original, const ReinplaceReport& report, std::string key) {
  std::string check = responsibleCheck(original, report);
  return key + (check.empty() ? " (no check of the sound policy prevents it)" : " [" + check + "]");
}

std::string failureKey(const Graph& original, const ReinplaceReport& report,
                       const oracle::Verdict& verdict) {
  std::string key(oracle::verdictName(verdict.kind));
  if (verdict.in_original) return key + " in the original";
  return keyWithCheck(original, report, key);
}

constexpr const char* kCertificateKind = "certificate";

Outcome evaluate(const Graph& original, const ReinplaceOptions& pass,
                 const GraphCertifier* certifier = nullptr, const RewriteJudge& judge = {}) {
  Outcome outcome;
  Graph rewritten = original.clone();
  outcome.report = reinplace(rewritten, pass);
  for (uint64_t seed : {0, 1}) {
    auto inputs = oracle::makeInputs(original, {seed, seed == 1});
    outcome.verdict = judge ? judge(original, rewritten, inputs, seed, seed == 1)
                            : oracle::check(original, rewritten, inputs, {}, seed);
    if (!outcome.verdict.equivalent()) {
      outcome.key = failureKey(original, outcome.report, outcome.verdict);
      break;
    }
  }
  if (certifier && *certifier) {
    if (auto failed = (*certifier)(original, rewritten, outcome.report)) {
      outcome.certificate = *failed;
      outcome.certificate_key = keyWithCheck(original, outcome.report, kCertificateKind);
    }
  }
  return outcome;
}

// The reason a node was kept, as a short stable name.
std::string reasonName(const Decision& decision) {
  if (decision.check) return std::string(checkName(*decision.check));
  std::string_view reason = decision.reason();
  if (reason.starts_with("no in-place variant")) return "no-inplace-variant";
  if (reason.starts_with("already in place")) return "already-in-place";
  if (reason.starts_with("self is not a single tensor")) return "not-a-single-tensor";
  if (reason.starts_with("still used")) return "still-used";
  if (reason.starts_with("with beta = 0")) return "inplace-reads-self";
  return "other";
}

class Campaign {
public:
  explicit Campaign(const CampaignOptions& options) : options_(options) {}

  CampaignResult run(const std::function<void(const CampaignProgress&)>& progress) {
    start_ = Clock::now();
    std::vector<std::thread> workers;
    for (int j = 0; j < std::max(options_.jobs, 1); ++j) workers.emplace_back([this] { work(); });
    while (!done_.load()) {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      if (progress && ++ticks_ % 5 == 0) progress(snapshot());
      if (finished_workers_.load() == std::max(options_.jobs, 1)) break;
    }
    for (std::thread& worker : workers) worker.join();
    result_.totals = snapshot();
    if (progress) progress(result_.totals);
    return std::move(result_);
  }

private:
  bool budgetLeft(int64_t index) const {
    if (options_.max_graphs > 0) return index < options_.max_graphs;
    return std::chrono::duration<double>(Clock::now() - start_).count() < options_.seconds;
  }

  bool findsMisses() const { return options_.find != CampaignFind::Failures; }

  MissedSearchOptions missedOptions(uint64_t seed) const {
    MissedSearchOptions search;
    search.search =
        options_.find == CampaignFind::Missed ? MissedSearch::Upstream : MissedSearch::Forced;
    search.max_forced = options_.forced_per_graph;
    search.sample_seed = seed;
    search.sound_chooses_plan = options_.pass.choose_plan;
    return search;
  }

  // The calls of one graph and the pass's decision on each, into `ops`.
  // Per worker, by op: keyed by the op itself, named when the workers' counts are merged.
  using OpTally = std::unordered_map<const OpInfo*, OpCounts>;

  static void countOps(const Graph& graph, const ReinplaceReport& report, OpTally& ops) {
    std::unordered_map<std::string_view, OpCounts*> by_node;
    std::vector<const OpCounts*> seen;
    for (const Node* node : graph) {
      if (node->kind != NodeKind::Call) continue;
      OpCounts& counts = ops[node->op];
      ++counts.calls;
      if (std::find(seen.begin(), seen.end(), &counts) == seen.end()) {
        seen.push_back(&counts);
        ++counts.graphs;
      }
      by_node.emplace(node->name, &counts);
    }
    for (const Decision& decision : report.decisions) {
      auto it = by_node.find(decision.node);
      if (it == by_node.end()) continue;
      ++(decision.kind == DecisionKind::Kept ? it->second->kept : it->second->rewritten);
    }
  }

  void work() {
    std::map<std::string, int64_t> decisions, reasons;
    MissedSearchStats missed_stats;
    MemoryTotals memory;
    OpTally ops;
    GraphCertifier certifier;
    if ((options_.certify || findsMisses()) && options_.make_certifier)
      certifier = options_.make_certifier();
    for (;;) {
      int64_t index = next_.fetch_add(1);
      if (!budgetLeft(index)) break;
      uint64_t seed = options_.seed + static_cast<uint64_t>(index);
      Recipe recipe = randomRecipe(seed, options_.nodes);
      if (findsMisses()) {
        std::vector<MissedRewrite> misses =
            findMissedRewrites(materialize(recipe), missedOptions(seed), certifier, &missed_stats);
        graphs_.fetch_add(1);
        if (!misses.empty()) recordMisses(seed, recipe, misses, certifier);
        continue;
      }
      Graph graph = materialize(recipe);
      Outcome outcome = evaluate(graph, options_.pass, &certifier, options_.judge);
      for (const Decision& decision : outcome.report.decisions) {
        ++decisions[std::string(decisionCoverageName(decision.kind))];
        if (decision.kind == DecisionKind::Kept) ++reasons[reasonName(decision)];
      }
      memory += outcome.report.memory;
      countOps(graph, outcome.report, ops);
      graphs_.fetch_add(1);
      if (!outcome.verdict.equivalent()) recordFailure(seed, recipe, outcome, false, certifier);
      if (!outcome.certificate_key.empty()) recordFailure(seed, recipe, outcome, true, certifier);
    }
    std::lock_guard lock(mutex_);
    for (const auto& [name, count] : decisions) result_.decisions[name] += count;
    for (const auto& [name, count] : reasons) result_.reasons[name] += count;
    result_.missed_stats += missed_stats;
    result_.memory += memory;
    for (const auto& [op, counts] : ops) {
      OpCounts& total = result_.ops[op->qualified_name];
      total.graphs += counts.graphs;
      total.calls += counts.calls;
      total.rewritten += counts.rewritten;
      total.kept += counts.kept;
    }
    if (finished_workers_.fetch_add(1) + 1 == std::max(options_.jobs, 1)) done_ = true;
  }

  // A failed certificate is recorded and shrunk like a verdict, under its own key: shrinking
  // keeps the certificate failing, whatever the oracle says of the smaller graph.
  void recordFailure(uint64_t seed, const Recipe& recipe, const Outcome& outcome, bool certificate,
                     const GraphCertifier& certifier) {
    const GraphCertifier* certify = certificate ? &certifier : nullptr;
    auto keyOf = [&](const Outcome& o) { return certificate ? o.certificate_key : o.key; };
    const std::string key = keyOf(outcome);
    size_t slot;
    {
      std::lock_guard lock(mutex_);
      ++failures_by_kind_[certificate ? kCertificateKind
                                      : std::string(oracle::verdictName(outcome.verdict.kind))];
      for (CampaignFailure& known : result_.failures) {
        if (known.key == key) {
          ++known.occurrences;
          return;
        }
      }
      CampaignFailure failure;
      failure.key = key;
      failure.seed = seed;
      failure.occurrences = 1;
      result_.failures.push_back(failure);
      slot = result_.failures.size() - 1;
    }
    // Shrink outside the lock: other workers keep generating meanwhile.
    Recipe smallest = recipe;
    if (options_.shrink) {
      smallest = shrinkRecipe(recipe, [&](const Recipe& candidate) {
        return keyOf(evaluate(materialize(candidate), options_.pass, certify, options_.judge)) ==
               key;
      });
    }
    Graph generated = materialize(recipe);
    Graph shrunk = materialize(smallest);
    if (options_.shrink) {
      // Recipes shrink only within what the generator makes; the graph reducer goes further
      // (smaller shapes, simpler literals, values replaced by new inputs).
      try {
        shrunk = reduceGraph(shrunk, [&](const Graph& candidate) {
          return keyOf(evaluate(candidate, options_.pass, certify, options_.judge)) == key;
        });
      } catch (const std::invalid_argument&) {
        // The shrunk recipe's graph did not survive printing and parsing unchanged; keep it.
      }
    }
    Outcome final_outcome = evaluate(shrunk, options_.pass, certify, options_.judge);
    std::lock_guard lock(mutex_);
    CampaignFailure& failure = result_.failures[slot];
    failure.verdict = final_outcome.verdict;
    failure.graph_code = printFxCode(shrunk);
    failure.ops_generated = callCount(generated);
    failure.ops_shrunk = callCount(shrunk);
    failure.certificate = final_outcome.certificate;
  }

  // Counts the misses of one graph by check; the first miss of each check is shrunk, while the
  // graph keeps a miss of that check, and kept as its class's example.
  void recordMisses(uint64_t seed, const Recipe& recipe, const std::vector<MissedRewrite>& misses,
                    const GraphCertifier& certifier) {
    std::vector<std::pair<size_t, const MissedRewrite*>> new_classes;
    {
      std::lock_guard lock(mutex_);
      ++result_.graphs_with_misses;
      std::vector<SafetyCheck> counted;
      for (const MissedRewrite& miss : misses) {
        ++failures_by_kind_[std::string(checkName(miss.check))];
        auto known = std::find_if(result_.misses.begin(), result_.misses.end(),
                                  [&](const CampaignMiss& m) { return m.check == miss.check; });
        if (known == result_.misses.end()) {
          CampaignMiss entry;
          entry.check = miss.check;
          entry.seed = seed;
          entry.example = miss;
          result_.misses.push_back(entry);
          new_classes.emplace_back(result_.misses.size() - 1, &miss);
          known = result_.misses.end() - 1;
        }
        ++known->occurrences;
        known->pytorch_rewrites += miss.pytorch_rewrites;
        known->after_sound_only_rewrite += miss.after_sound_only_rewrite;
        known->sound_saves_less += miss.sound_saves_less;
        if (std::find(counted.begin(), counted.end(), miss.check) == counted.end()) {
          ++known->graphs;
          counted.push_back(miss.check);
        }
      }
    }
    // Shrink outside the lock: other workers keep searching meanwhile.
    for (const auto& [slot, miss] : new_classes) {
      Graph generated = withoutDeadCode(materialize(recipe));
      Graph shrunk = generated.clone();
      MissedRewrite example = *miss;
      if (options_.shrink) {
        MissedSearchOptions search = missedOptions(seed);
        ReducePredicate still_missed = stillMissed(miss->check, search, certifier);
        Recipe smallest = shrinkRecipe(
            recipe, [&](const Recipe& candidate) { return still_missed(materialize(candidate)); });
        shrunk = withoutDeadCode(materialize(smallest));
        try {
          shrunk = withoutDeadCode(reduceGraph(shrunk, still_missed));
        } catch (const std::invalid_argument&) {
          // Not a miss of this check after printing and parsing (or, forced, not among the
          // first nodes the predicate forces): keep the recipe's graph.
        }
        search.only_check = miss->check;
        std::vector<MissedRewrite> found = findMissedRewrites(shrunk, search, certifier);
        if (found.empty()) {
          shrunk = generated.clone();
        } else {
          example = found.front();
        }
      }
      std::lock_guard lock(mutex_);
      CampaignMiss& entry = result_.misses[slot];
      entry.example = example;
      entry.graph_code = printFxCode(shrunk);
      entry.ops_generated = callCount(generated);
      entry.ops_shrunk = callCount(shrunk);
    }
  }

  CampaignProgress snapshot() {
    CampaignProgress progress;
    progress.graphs = graphs_.load();
    progress.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    std::lock_guard lock(mutex_);
    progress.failures_by_kind = failures_by_kind_;
    return progress;
  }

  const CampaignOptions& options_;
  Clock::time_point start_;
  std::atomic<int64_t> next_{0};
  std::atomic<int64_t> graphs_{0};
  std::atomic<int> finished_workers_{0};
  std::atomic<bool> done_{false};
  int64_t ticks_ = 0;
  std::mutex mutex_;
  std::map<std::string, int64_t> failures_by_kind_;
  CampaignResult result_;
};

} // namespace

oracle::Verdict checkGenerated(const Graph& original, const ReinplaceOptions& pass,
                               ReinplaceReport* report) {
  Outcome outcome = evaluate(original, pass);
  if (report) *report = std::move(outcome.report);
  return outcome.verdict;
}

CampaignResult runCampaign(const CampaignOptions& options,
                           const std::function<void(const CampaignProgress&)>& progress) {
  return Campaign(options).run(progress);
}

} // namespace reinplace::gen
