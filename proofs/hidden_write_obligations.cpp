#include "proofs/hidden_write_obligations.h"

#include "core/kernel_facts/layout_sensitivity.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"
#include "proofs/data_flow.h"
#include "proofs/obligation_support.h"
#include "proofs/rewrite_correspondence.h"

#include <unordered_map>

namespace reinplace::proofs {
namespace {

// Whether the first result of `op` (batch norm's output) is seen: a live getitem of index 0, or a
// live reader of the call itself.
bool firstResultShown(const Node* op, const std::unordered_set<const Node*>& live) {
  for (const Node* user : op->users) {
    if (!live.count(user) && user->kind != NodeKind::Output) continue;
    if (user->kind != NodeKind::GetItem) return true;
    if (user->args.size() > 1 && user->args[1].isInt() &&
        std::get<int64_t>(user->args[1].value) == 0)
      return true;
  }
  return false;
}

class HiddenWriteObligations {
public:
  HiddenWriteObligations(ViewSolver& solver, const Graph& original, const ReinplaceReport& report,
                         const std::unordered_set<const Node*>& live, std::vector<Obligation>& out)
      : solver_(solver), live_(live), rewrites_(rewritesOf(report)), out_(out) {
    for (const Node* node : original) original_by_name_[node->name] = node;
  }

  void run(const Graph& rewritten) {
    for (const Node* op : rewritten) {
      if (op->kind != NodeKind::Call || op->op->hidden_writes.empty()) continue;
      auto found = original_by_name_.find(op->name);
      if (found == original_by_name_.end() || !live_.count(found->second)) continue;
      const Node* was = found->second;
      if (was->args.size() != op->args.size()) continue;
      try {
        BoundArgs now(*op->op, op->args, op->kwargs), then(*was->op, was->args, was->kwargs);
        for (const HiddenWrite& write : op->op->hidden_writes)
          if (writesArgument(*op->op, now, write.argument))
            statistic(*op, *was, now, then, write.argument);
      } catch (const BindError&) {
      }
    }
  }

private:
  // Each other argument of `op` in the memory the rewrite put statistic `index` in.
  void statistic(const Node& op, const Node& was, const BoundArgs& now, const BoundArgs& then,
                 int index) {
    const Arg& stat_arg = now.at(index);
    const Arg& stat_then_arg = then.at(index);
    if (!stat_arg.isNode() || !stat_then_arg.isNode() || !stat_arg.node()->hasTensorMeta() ||
        !stat_then_arg.node()->hasTensorMeta())
      return;
    const Node* stat = stat_arg.node();
    const Node* stat_then = stat_then_arg.node();
    for (size_t i = 0; i < now.size(); ++i) {
      const int other_index = static_cast<int>(i);
      if (other_index == index) continue;
      const Arg& other_arg = now.at(other_index);
      const Arg& other_then_arg = then.at(other_index);
      if (!other_arg.isNode() || !other_then_arg.isNode()) continue;
      const Node* other = other_arg.node();
      const Node* other_then = other_then_arg.node();
      if (!other->hasTensorMeta() || !other_then->hasTensorMeta() ||
          other->tensorMeta().storage != stat->tensorMeta().storage ||
          other_then->tensorMeta().storage == stat_then->tensorMeta().storage)
        continue; // apart, or together in the program too
      const Decision* decision = nearestRewrite(stat_then, rewrites_);
      if (!decision) decision = nearestRewrite(other_then, rewrites_);
      if (!decision) continue;
      prove(*decision, [&]() -> Verdict {
        const std::string& argument = op.op->schema.arguments[i].name;
        std::string subject = op.name + " (" + op.op->qualified_name + ") writes " +
                              op.op->schema.arguments[static_cast<size_t>(index)].name + " " +
                              valueText(stat) + " in the memory of its " + argument + " " +
                              valueText(other);
        ViewAnswer apart = solver_.disjoint(stat->tensorMeta(), other->tensorMeta());
        if (apart.status == ProofStatus::Unknown) return unknownBecause(subject, apart);
        if (apart.status == ProofStatus::Proved)
          return {ProofStatus::Proved, subject + ", and the two share no element"};
        if (op.op->qualified_name != "native_batch_norm.default")
          return {ProofStatus::Refuted, subject + ", and the two share elements"};
        const bool output_shown = firstResultShown(&was, live_);
        if ((argument == "weight" || argument == "bias") && !output_shown)
          return {ProofStatus::Proved, subject + ", read only for the output, which nobody reads"};
        if (argument == "input" && !output_shown &&
            statWriteReadByNoChannel(other->tensorMeta(), stat->tensorMeta()))
          return {ProofStatus::Proved, subject + ", where no channel is read after the write, "
                                                 "and nobody reads the output"};
        return {ProofStatus::Refuted,
                subject + ", and the kernel reads the elements they share after writing them" +
                    (output_shown ? " (for its output, which is read)" : " (a later channel)")};
      });
    }
  }

  template <typename Query> void prove(const Decision& decision, Query&& query) {
    proveObligation(out_, "hidden-write", decision, std::forward<Query>(query));
  }

  ViewSolver& solver_;
  const std::unordered_set<const Node*>& live_;
  RewritesByNode rewrites_;
  std::unordered_map<std::string, const Node*> original_by_name_;
  std::vector<Obligation>& out_;
};

} // namespace

void proveHiddenWriteObligations(ViewSolver& solver, const Graph& original, const Graph& rewritten,
                                 const ReinplaceReport& report,
                                 const std::unordered_set<const Node*>& live,
                                 std::vector<Obligation>& out) {
  HiddenWriteObligations(solver, original, report, live, out).run(rewritten);
}

} // namespace reinplace::proofs
