// The sound policy's plan. Node by node, the sound policy takes rewrites upstream's pass never
// takes: writes into a program input that the copy_ epilogue overwrites anyway, views shown
// disjoint, scatters that write nothing. Each is right, but it can cost a later rewrite that
// upstream takes: once `add` lives in input x, the `mul` after it writes into x too, and x is
// returned. So the sound policy compares plans: its full run when that keeps none of the
// rewrites it would take making upstream's choices; otherwise upstream's choices, to which its
// own rewrites are added one at a time, in program order, each only if it costs none of them.

#include "core/ir/graph_journal.h"
#include "core/reinplace/pass_run.h"

#include <string_view>
#include <unordered_set>

namespace reinplace {
namespace {

// The search tries at most this many of the sound policy's own rewrites one by one, each a run
// of the pass; the rest stay out of the plan. A graph needs the search only when such a rewrite
// costs an upstream one, and then rarely has more than a few.
constexpr size_t kMaxPlanTrials = 32;

constexpr const char* kOutsideUpstreamPlan =
    "left out of the plan: a rewrite upstream's pass does not take, not among those tried";

ReinplaceReport runOnCopy(const Graph& graph, const ReinplaceOptions& options,
                          const PlanExclusions* excluded) {
  Graph copy = graph.clone();
  return PassRun(copy, options, excluded).run();
}

// Each node's last decision (a scatter removed early and kept later is kept), in report order.
std::vector<const Decision*> lastDecisions(const ReinplaceReport& report) {
  std::unordered_set<std::string_view> seen;
  std::vector<const Decision*> last;
  for (auto it = report.decisions.rbegin(); it != report.decisions.rend(); ++it)
    if (seen.insert(it->node).second) last.push_back(&*it);
  return {last.rbegin(), last.rend()};
}

std::vector<std::string> rewrittenNodes(const ReinplaceReport& report) {
  std::vector<std::string> names;
  for (const Decision* decision : lastDecisions(report))
    if (decision->kind != DecisionKind::Kept && decision->kind != DecisionKind::CopyRemoved)
      names.push_back(decision->node);
  return names;
}

// The decision of `report` that keeps the first of `required`, or nullptr when it rewrites all.
const Decision* firstLost(const std::vector<std::string>& required, const ReinplaceReport& report) {
  std::unordered_map<std::string_view, const Decision*> by_node;
  for (const Decision* decision : lastDecisions(report)) by_node[decision->node] = decision;
  for (const std::string& node : required) {
    auto it = by_node.find(node);
    if (it != by_node.end() && it->second->kind == DecisionKind::Kept) return it->second;
  }
  return nullptr;
}

} // namespace

ReinplaceReport chooseSoundPlan(Graph& graph, const ReinplaceOptions& options) {
  // Every run below is linear in the graph, upstream's included (its lagging alias sets are
  // persistent sets, upstream_alias_sets.h), so graphs of any size get the same plans.
  // The full run goes first, on the graph itself: it is almost always the plan, and undoing it
  // the rare time it is not costs less than copying the graph every time.
  GraphJournal journal(graph);
  ReinplaceReport full;
  try {
    PassRun reinplacer(graph, options);
    full = reinplacer.run();
    // Node by node, every rewrite upstream's rules would also allow: no liberty to trade; or
    // nothing upstream could rewrite is kept: nothing was traded.
    if (!reinplacer.tookRewritesBeyondUpstream() || !reinplacer.keptAnUpstreamCandidate())
      return full;
  } catch (...) {
    journal.rollBack(); // a run that fails leaves the graph as it was, as it left the copy's
    throw;
  }
  Graph full_graph = graph.clone();
  journal.rollBack();
  ReinplaceOptions upstream_options = options;
  upstream_options.policy = Policy::PyTorch;
  std::vector<std::string> upstream = rewrittenNodes(runOnCopy(graph, upstream_options, nullptr));
  if (!firstLost(upstream, full)) {
    graph = std::move(full_graph);
    return full;
  }
  // Upstream's choices, each taken when the sound checks let it through.
  std::unordered_set<std::string_view> upstream_set(upstream.begin(), upstream.end());
  PlanExclusions excluded;
  for (const Node* node = graph.first(); node; node = node->next)
    if (node->kind == NodeKind::Call && !upstream_set.count(node->name))
      excluded.emplace(node->name, kOutsideUpstreamPlan);
  std::vector<std::string> required = rewrittenNodes(runOnCopy(graph, options, &excluded));
  if (!firstLost(required, full)) {
    graph = std::move(full_graph);
    return full;
  }
  size_t trials = 0;
  for (const std::string& candidate : rewrittenNodes(full)) {
    auto it = excluded.find(candidate);
    if (it == excluded.end()) continue;
    if (trials++ == kMaxPlanTrials) break;
    excluded.erase(it);
    ReinplaceReport trial = runOnCopy(graph, options, &excluded);
    if (const Decision* lost = firstLost(required, trial))
      excluded.emplace(candidate, "left out of the plan: rewriting it as well keeps " + lost->node +
                                      ", which upstream's pass rewrites (" + lost->reasonText() +
                                      ")");
  }
  // The last accepted trial again, now with the reasons of those left out.
  return PassRun(graph, options, &excluded).run();
}

} // namespace reinplace
