#include "proofs/certificate.h"

#include "core/ir/overlap.h"
#include "core/kernel_facts/inplace_variant_layout.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/meta/meta_propagation.h"
#include "core/meta/view_replay.h"
#include "core/ops/op_registry.h"
#include "proofs/data_flow.h"
#include "proofs/hidden_write_obligations.h"
#include "proofs/layout_obligations.h"
#include "proofs/obligation_support.h"
#include "proofs/rewrite_correspondence.h"
#include "proofs/view_solver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <span>
#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace reinplace::proofs {
namespace {

std::string millisecondsText(double ms) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f ms", ms);
  return buffer;
}

// The obligations of one certificate, read off a copy of the rewritten graph whose meta is the
// rewritten program's own.
class CertificateBuilder {
public:
  CertificateBuilder(ViewSolver& solver, const Graph& original, const Graph& rewritten)
      : solver_(solver), original_(original), rewritten_(rewritten.clone()) {
    for (const Node* node : original) original_by_name_[node->name] = node;
  }

  CertificateReport run(const ReinplaceReport& report) {
    Clock::time_point start = Clock::now();
    for (const Decision& decision : report.decisions)
      out_.rewrites += decision.kind != DecisionKind::Kept;
    if (out_.rewrites > 0 && propagateRewrittenMeta()) {
      names_.emplace(rewritten_);
      for (const Decision& decision : report.decisions) certify(decision);
      keptInPlaceOps(report);
      const std::unordered_set<const Node*> live = liveNodes(original_);
      proveLayoutObligations(solver_, original_, rewritten_, report, live, out_.obligations);
      proveHiddenWriteObligations(solver_, original_, rewritten_, report, live, out_.obligations);
      dataFlow(report, live);
    }
    out_.milliseconds = millisecondsSince(start);
    return std::move(out_);
  }

private:
  // Annotations of statements describe the functional program, so they would reject the very
  // layouts in-place results really have; only the parameters' annotations are kept, and those
  // that are the meta of an op without a meta rule (on its call, or on its getitems).
  bool propagateRewrittenMeta() {
    Clock::time_point start = Clock::now();
    for (Node* node : rewritten_) {
      bool meta_source =
          node->kind == NodeKind::Placeholder || node->meta_from_annotation ||
          (node->kind == NodeKind::GetItem && node->args[0].node()->meta_from_annotation);
      if (!meta_source) node->annotation.reset();
    }
    try {
      propagateMeta(rewritten_);
      return true;
    } catch (const std::exception& error) {
      out_.obligations.push_back(
          {"rewritten-meta", "graph", DecisionKind::Kept, ProofStatus::Refuted,
           std::string("the rewritten graph does not type-check: ") + error.what(),
           millisecondsSince(start)});
      return false;
    }
  }

  void certify(const Decision& decision) {
    switch (decision.kind) {
    case DecisionKind::Inplaced:
      inplaceOp(decision, rewrittenNode(decision.node));
      break;
    case DecisionKind::ScatterRewritten:
      rewrittenScatter(decision);
      break;
    case DecisionKind::ScatterRemoved:
      removedScatter(decision);
      break;
    case DecisionKind::CopyRemoved:
      removedCopy(decision);
      break;
    case DecisionKind::Kept:
      break;
    }
  }

  template <typename Query>
  void prove(const std::string& name, const Decision& decision, Query&& query) {
    proveObligation(out_.obligations, name, decision, std::forward<Query>(query));
  }

  void missing(const std::string& name, const Decision& decision, const std::string& why) {
    prove(name, decision, [&] { return Verdict{ProofStatus::Unknown, why}; });
  }

  const Node* rewrittenNode(std::string_view name) const { return names_->find(name); }
  const Node* resolve(const Node* original) const { return names_->resolve(original); }

  // An in-place op writes self while reading its other arguments: self must not write one
  // element twice, and no argument may see self's elements change mid-op, unless it is exactly
  // self and the op reads each element before writing it.
  void inplaceOp(const Decision& decision, const Node* op) {
    if (!op || op->kind != NodeKind::Call || !op->op->is_inplace || op->args.empty() ||
        !op->args[0].isNode() || !op->args[0].node()->hasTensorMeta()) {
      missing("internal-overlap", decision,
              "no in-place op with a tensor self in the rewritten graph");
      return;
    }
    const Node* self = op->args[0].node();
    const TensorMeta& self_meta = self->tensorMeta();
    std::string who = op->name == decision.node ? "" : op->name + " ";
    prove("internal-overlap", decision,
          [&] { return noInternalOverlap(who + "self " + valueText(self), self_meta); });
    std::vector<const Node*> others;
    auto collect = [&](const Node* value) {
      if (value->hasTensorMeta() && value->tensorMeta().storage == self_meta.storage &&
          std::find(others.begin(), others.end(), value) == others.end())
        others.push_back(value);
    };
    for (size_t i = 1; i < op->args.size(); ++i) op->args[i].forEachNode(collect);
    for (const auto& kwarg : op->kwargs) kwarg.second.forEachNode(collect);
    for (const Node* other : others) argumentOverlap(decision, *op, who, self, other);
    inplaceVariant(decision, *op);
  }

  // The in-place variant computes what the op computes (baddbmm_ with beta = 0 reads self,
  // which baddbmm ignores; masked_scatter_, addbmm_, addr_ and index_reduce_ walk self by its
  // layout).
  void inplaceVariant(const Decision& decision, const Node& op) {
    auto was = original_by_name_.find(op.name);
    if (was == original_by_name_.end()) return;
    const Node* self = !op.args.empty() && op.args[0].isNode() ? op.args[0].node() : nullptr;
    if (self && self->hasTensorMeta() &&
        inplaceVariantComputesOtherwise(*was->second, self->tensorMeta())) {
      prove("inplace-variant", decision, [&] {
        return Verdict{ProofStatus::Refuted, op.op->qualified_name + " on self " + valueText(self) +
                                                 " computes otherwise than " +
                                                 was->second->op->qualified_name +
                                                 ": its kernel walks self by its layout"};
      });
      return;
    }
    if (!inplaceVariantReadsSelfMore(*was->second)) return;
    prove("inplace-variant", decision, [&] {
      return Verdict{ProofStatus::Refuted,
                     op.op->qualified_name + " reads self, which " +
                         was->second->op->qualified_name +
                         " does not with these arguments: inf and NaN there would reach the "
                         "result"};
    });
  }

  // An in-place op the program had (the copy_ epilogue) whose other argument the rewrite moved
  // into self's memory: that argument must not see self change mid-op.
  void keptInPlaceOps(const ReinplaceReport& report) {
    std::unordered_set<std::string> certified;
    for (const Decision& decision : report.decisions) {
      if (decision.kind == DecisionKind::Kept) continue;
      certified.insert(decision.node);
      if (decision.kind == DecisionKind::ScatterRewritten)
        certified.insert(std::string(decision.secondRelated()));
    }
    for (const Node* op : rewritten_) {
      auto was = original_by_name_.find(op->name);
      if (op->kind != NodeKind::Call || !op->op->is_inplace || certified.count(op->name) ||
          was == original_by_name_.end() || op->args.empty() || !op->args[0].isNode() ||
          !op->args[0].node()->hasTensorMeta() || was->second->args.size() != op->args.size())
        continue;
      const Node* self = op->args[0].node();
      for (size_t i = 1; i < op->args.size(); ++i) {
        const Node* other = op->args[i].isNode() ? op->args[i].node() : nullptr;
        const Node* other_then =
            was->second->args[i].isNode() ? was->second->args[i].node() : nullptr;
        const Node* self_then =
            was->second->args[0].isNode() ? was->second->args[0].node() : nullptr;
        if (!other || !other_then || !self_then || !other->hasTensorMeta() ||
            other->tensorMeta().storage != self->tensorMeta().storage ||
            (other_then->hasTensorMeta() && self_then->hasTensorMeta() &&
             other_then->tensorMeta().storage == self_then->tensorMeta().storage))
          continue;
        argumentOverlap(Decision::kept(op->name, std::nullopt, ""), *op, "", self, other);
      }
    }
  }

  // "SUBJECT has no internal overlap", or the two indices that share an element.
  Verdict noInternalOverlap(const std::string& subject, const TensorMeta& layout) {
    ViewAnswer answer = solver_.noInternalOverlap(layout);
    if (answer.status == ProofStatus::Unknown) return unknownBecause(subject, answer);
    if (answer.status == ProofStatus::Proved)
      return Verdict{ProofStatus::Proved, subject + " has no internal overlap"};
    return Verdict{ProofStatus::Refuted, subject + " has internal overlap: indices " +
                                             indexText(answer.first_index) + " and " +
                                             indexText(answer.second_index) + " share element " +
                                             std::to_string(answer.first_element)};
  }

  void argumentOverlap(const Decision& decision, const Node& op, const std::string& who,
                       const Node* self, const Node* other) {
    prove("argument-overlap", decision, [&] {
      const TensorMeta& self_meta = self->tensorMeta();
      const TensorMeta& other_meta = other->tensorMeta();
      std::string subject = who + "argument " + valueText(other);
      if (other_meta.sameLayout(self_meta) && other_meta.numel() > 0) {
        if (op.op->elementwise)
          return Verdict{ProofStatus::Proved, subject + " is exactly the elements of self " +
                                                  self->name + ", and " + op.op->qualified_name +
                                                  " is elementwise"};
        return Verdict{ProofStatus::Refuted, subject + " is the elements of self " + self->name +
                                                 ", and " + op.op->qualified_name +
                                                 " is not elementwise"};
      }
      ViewAnswer answer = solver_.disjoint(self_meta, other_meta);
      std::string pair = subject + " and self " + valueText(self);
      if (answer.status == ProofStatus::Unknown) return unknownBecause(pair, answer);
      if (answer.status == ProofStatus::Proved)
        return Verdict{ProofStatus::Proved, pair + " are disjoint"};
      return Verdict{ProofStatus::Refuted, subject + " overlaps self " + valueText(self) +
                                               ": self index " + indexText(answer.first_index) +
                                               " and argument index " +
                                               indexText(answer.second_index) + " share element " +
                                               std::to_string(answer.first_element)};
    });
  }

  // A scatter done in memory writes its view of the base and leaves the rest; the functional
  // scatter leaves the rest of a fresh copy. The two agree only if writing the view changes no
  // other element of the base.
  void scatterBase(const Decision& decision, const Node* base) {
    prove("scatter-base-overlap", decision,
          [&] { return noInternalOverlap("base " + valueText(base), base->tensorMeta()); });
  }

  // as_strided's offsets are absolute: the functional scatter applies them to a fresh dense copy
  // of the base at offset 0, the rewrite to the base itself. The same elements only if the base
  // is laid out as that copy would be.
  void asStridedOffsets(const Decision& decision, const OpInfo& view_op, const Node* base) {
    if (view_op.packet_name != "as_strided") return;
    prove("as-strided-offsets", decision, [&] {
      const TensorMeta& meta = base->tensorMeta();
      std::string subject = "base " + valueText(base);
      if (meta.storage_offset == 0 && meta.isNonOverlappingAndDense())
        return Verdict{ProofStatus::Proved, subject + " is dense at offset 0"};
      return Verdict{ProofStatus::Refuted,
                     subject + " is not dense at offset 0: as_strided's absolute offsets reach "
                               "other elements than on the scatter's fresh copy"};
    });
  }

  void rewrittenScatter(const Decision& decision) {
    const Node* view = rewrittenNode(decision.related());
    const Node* copy = rewrittenNode(decision.secondRelated());
    if (!view || view->kind != NodeKind::Call || view->args.empty() || !view->args[0].isNode() ||
        !view->args[0].node()->hasTensorMeta()) {
      missing("scatter-base-overlap", decision, "no view of a base in the rewritten graph");
    } else {
      const Node* base = view->args[0].node();
      scatterBase(decision, base);
      asStridedOffsets(decision, *view->op, base);
    }
    inplaceOp(decision, copy);
  }

  void removedScatter(const Decision& decision) {
    auto found = original_by_name_.find(decision.node);
    const Node* scatter = found == original_by_name_.end() ? nullptr : found->second;
    if (!scatter || scatter->kind != NodeKind::Call || !scatter->op->scattered_view ||
        scatter->args.size() < 2 || !scatter->args[0].isNode()) {
      missing("scatter-base-overlap", decision, "no such scatter in the original graph");
      return;
    }
    const OpInfo& view_op = *scatter->op->scattered_view;
    const Node* base = resolve(scatter->args[0].node());
    if (!base || !base->hasTensorMeta()) {
      missing("scatter-base-overlap", decision,
              "cannot tell where base " + scatter->args[0].node()->name +
                  " lives after the rewrite");
      return;
    }
    // Unread, it writes nothing anyone sees: where it would write does not matter.
    if (decision.unread()) {
      prove("scatter-unread", decision, [&]() -> Verdict {
        if (readOnlyThroughEmptyViews(scatter))
          return {ProofStatus::Proved,
                  scatter->name + " is read only through views without elements"};
        return {ProofStatus::Refuted, "an element of " + scatter->name + " is read"};
      });
      return;
    }
    scatterBase(decision, base);
    asStridedOffsets(decision, view_op, base);
    if (decision.overwrittenAtOnce()) {
      prove("scatter-overwritten", decision, [&] {
        return scatterOverwritten(*scatter, std::string(decision.related()), view_op, base);
      });
      return;
    }
    prove("scatter-write", decision, [&] { return scatterWrite(*scatter, view_op, base); });
  }

  // The deleted scatter's only reader, the next scatter, took it as its base and writes a view of
  // it: once the deleted one lives in its base, that view must be every element it would have
  // written, so nothing it wrote is read.
  Verdict scatterOverwritten(const Node& scatter, const std::string& next_name,
                             const OpInfo& view_op, const Node* base) {
    auto found = original_by_name_.find(next_name);
    const Node* next = found == original_by_name_.end() ? nullptr : found->second;
    if (!next || next->kind != NodeKind::Call || next->op->scattered_view != &view_op ||
        next->args.size() < 2 || !next->args[0].isNode() || next->args[0].node() != &scatter ||
        (next->args[1].isNode() && next->args[1].node() == &scatter))
      return {ProofStatus::Refuted,
              next_name + " does not scatter a " + view_op.qualified_name + " of " + scatter.name};
    if (scatter.users.size() != 1)
      return {ProofStatus::Refuted, scatter.name + " has readers beside " + next_name};
    std::optional<TensorMeta> written = replayer_.replay(
        view_op, base->tensorMeta(), std::span<const Arg>(scatter.args).subspan(2), scatter.kwargs);
    std::optional<TensorMeta> overwritten = replayer_.replay(
        view_op, base->tensorMeta(), std::span<const Arg>(next->args).subspan(2), next->kwargs);
    if (!written || !overwritten)
      return {ProofStatus::Refuted,
              view_op.qualified_name + " of base " + valueText(base) + " is not a valid view"};
    std::string subject = "what " + next_name + " writes (" + layoutText(*overwritten) + ")";
    std::string view = "what " + scatter.name + " writes (" + layoutText(*written) + ")";
    ViewAnswer answer = written->sizes == overwritten->sizes
                            ? solver_.sameAddresses(*overwritten, *written)
                            : solver_.sameImage(*overwritten, *written);
    if (answer.status == ProofStatus::Unknown) return unknownBecause(subject, answer);
    if (answer.status == ProofStatus::Proved)
      return {ProofStatus::Proved, subject + " is every element of " + view};
    return {ProofStatus::Refuted, subject + " is not the elements of " + view};
  }

  // The deleted copy_ back into an input would have copied its source onto its target; the
  // rewrite relies on the source already being there, each element where the copy_ puts it.
  void removedCopy(const Decision& decision) {
    prove("copy-back-write", decision, [&]() -> Verdict {
      auto found = original_by_name_.find(decision.node);
      const Node* copy = found == original_by_name_.end() ? nullptr : found->second;
      if (!copy || copy->kind != NodeKind::Call || copy->args.size() < 2 ||
          !copy->args[0].isNode() || !copy->args[1].isNode())
        return {ProofStatus::Unknown, "no such copy_ in the original graph"};
      const Node* target = resolve(copy->args[0].node());
      const Node* source = resolve(copy->args[1].node());
      if (!target || !source || !target->hasTensorMeta() || !source->hasTensorMeta())
        return {ProofStatus::Unknown, "cannot tell where the copy_'s source and target live"};
      const TensorMeta& held = source->tensorMeta();
      const TensorMeta& written = target->tensorMeta();
      std::string subject = "source " + valueText(source);
      if (held.storage != written.storage || held.dtype != written.dtype ||
          held.sizes != written.sizes)
        return {ProofStatus::Refuted, subject + " is not laid over target " + valueText(target) +
                                          ", which " + copy->name + " writes"};
      ViewAnswer answer = solver_.sameAddresses(held, written);
      if (answer.status == ProofStatus::Unknown) return unknownBecause(subject, answer);
      if (answer.status == ProofStatus::Proved)
        return {ProofStatus::Proved,
                subject + " is at every index the element of target " + target->name};
      return {ProofStatus::Refuted, subject + " holds index " + indexText(answer.first_index) +
                                        " at element " + std::to_string(answer.first_element) +
                                        ", but " + copy->name + " writes it to element " +
                                        std::to_string(answer.second_element)};
    });
  }

  // The deleted scatter would have written its source into its view of the base; the rewrite
  // relies on the source already being there, each element at the index the scatter puts it.
  Verdict scatterWrite(const Node& scatter, const OpInfo& view_op, const Node* base) {
    if (!scatter.args[1].isNode()) return {ProofStatus::Unknown, "the source is not a value"};
    const Node* source = resolve(scatter.args[1].node());
    if (!source || !source->hasTensorMeta())
      return {ProofStatus::Unknown,
              "cannot tell where source " + scatter.args[1].node()->name + " lives"};
    std::optional<TensorMeta> target = replayer_.replay(
        view_op, base->tensorMeta(), std::span<const Arg>(scatter.args).subspan(2), scatter.kwargs);
    std::string what = view_op.qualified_name + " of base " + valueText(base);
    if (!target) return {ProofStatus::Refuted, what + " is not a valid view"};
    const TensorMeta& held = source->tensorMeta();
    std::string subject = "source " + valueText(source);
    std::string view = what + " (" + layoutText(*target) + ")";
    if (target->numel() == 0)
      return {ProofStatus::Proved, view + " has no element: " + scatter.name + " writes nothing"};
    if (held.storage != target->storage)
      return {ProofStatus::Refuted, subject + " is in another storage than " + base->name +
                                        ", which " + scatter.name + " writes"};
    if (held.sizes == target->sizes) {
      ViewAnswer answer = solver_.sameAddresses(held, *target);
      if (answer.status == ProofStatus::Unknown) return unknownBecause(subject, answer);
      if (answer.status == ProofStatus::Proved)
        return {ProofStatus::Proved,
                subject + " is at every index the element " + view + " reaches"};
      return {ProofStatus::Refuted, subject + " holds index " + indexText(answer.first_index) +
                                        " at element " + std::to_string(answer.first_element) +
                                        ", but " + scatter.name + " writes it to element " +
                                        std::to_string(answer.second_element) + " of " + view};
    }
    ViewAnswer answer = solver_.sameImage(held, *target);
    if (answer.status == ProofStatus::Unknown) return unknownBecause(subject, answer);
    if (answer.status == ProofStatus::Proved)
      return {ProofStatus::Proved, subject + " covers the same elements as " + view};
    if (answer.witness_in_second)
      return {ProofStatus::Refuted, scatter.name + " writes element " +
                                        std::to_string(answer.second_element) + " (index " +
                                        indexText(answer.second_index) + " of " + view +
                                        "), which " + subject + " does not hold"};
    return {ProofStatus::Refuted,
            subject + " holds element " + std::to_string(answer.first_element) + " (index " +
                indexText(answer.first_index) + "), which " + view + " does not reach"};
  }

  // Every read current, inputs left as the program leaves them, returned memories apart
  // (data_flow.h): one obligation for the whole rewrite, named after the decision that breaks it.
  void dataFlow(const ReinplaceReport& report, const std::unordered_set<const Node*>& live) {
    Clock::time_point start = Clock::now();
    DataFlowAnswer answer = checkDataFlow(
        original_, rewritten_, report, live, [&](const TensorMeta& a, const TensorMeta& b) {
          Overlap shared = sharesMemory(a, b);
          if (shared != Overlap::TooHard)
            return shared == Overlap::No ? ProofStatus::Proved : ProofStatus::Refuted;
          return solver_.disjoint(a, b).status;
        });
    DecisionKind kind = DecisionKind::Kept;
    for (const Decision& decision : report.decisions)
      if (decision.node == answer.decision) kind = decision.kind;
    out_.obligations.push_back({"data-flow", answer.decision, kind, answer.status,
                                std::move(answer.text), millisecondsSince(start)});
  }

  ViewSolver& solver_;
  const Graph& original_;
  Graph rewritten_;
  ViewReplayer replayer_;
  std::unordered_map<std::string, const Node*> original_by_name_;
  std::optional<RewriteCorrespondence> names_; // of the rewritten graph, once its meta is known
  CertificateReport out_;
};

} // namespace

std::string Obligation::describe() const {
  return decision + ": " + text;
}

size_t CertificateReport::count(ProofStatus status) const {
  return static_cast<size_t>(
      std::count_if(obligations.begin(), obligations.end(),
                    [&](const Obligation& o) { return o.status == status; }));
}

std::vector<const Obligation*> CertificateReport::failures() const {
  std::vector<const Obligation*> out;
  for (const Obligation& obligation : obligations)
    if (obligation.status != ProofStatus::Proved) out.push_back(&obligation);
  return out;
}

double CertificateReport::medianMilliseconds() const {
  if (obligations.empty()) return 0;
  std::vector<double> times;
  for (const Obligation& obligation : obligations) times.push_back(obligation.milliseconds);
  std::sort(times.begin(), times.end());
  size_t mid = times.size() / 2;
  return times.size() % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
}

double CertificateReport::maxMilliseconds() const {
  double most = 0;
  for (const Obligation& obligation : obligations) most = std::max(most, obligation.milliseconds);
  return most;
}

std::string CertificateReport::summary() const {
  std::string counts = std::to_string(rewrites) + " rewrite" + (rewrites == 1 ? "" : "s") + " (" +
                       std::to_string(obligations.size()) + " obligation" +
                       (obligations.size() == 1 ? "" : "s") + ")";
  if (certified())
    return "certified " + counts + " in " + millisecondsText(milliseconds) + ", median " +
           millisecondsText(medianMilliseconds()) + " per obligation\n";
  std::string out = "certificate failed for " + counts + ": " +
                    std::to_string(count(ProofStatus::Refuted)) + " refuted, " +
                    std::to_string(count(ProofStatus::Unknown)) + " unknown, in " +
                    millisecondsText(milliseconds) + "\n";
  for (const Obligation* failure : failures())
    out += "  " + std::string(statusName(failure->status)) + " " + failure->name + ": " +
           failure->describe() + "\n";
  return out;
}

Certifier::Certifier(const QueryLimits& limits) : solver_(std::make_unique<ViewSolver>(limits)) {}
Certifier::~Certifier() = default;
Certifier::Certifier(Certifier&&) noexcept = default;
Certifier& Certifier::operator=(Certifier&&) noexcept = default;

CertificateReport Certifier::certify(const Graph& original, const Graph& rewritten,
                                     const ReinplaceReport& report) {
  return CertificateBuilder(*solver_, original, rewritten).run(report);
}

CertificateReport certifyPass(const Graph& original, const ReinplaceOptions& options,
                              const QueryLimits& limits) {
  Graph rewritten = original.clone();
  ReinplaceReport report = reinplace(rewritten, options);
  return Certifier(limits).certify(original, rewritten, report);
}

} // namespace reinplace::proofs
