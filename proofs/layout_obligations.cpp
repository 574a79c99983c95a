// The layout obligations of a certificate (docs/proofs.md): layout-read, for views that read
// storage positions by strides they were given, and layout-kernel, for kernels that read their
// inputs' layouts.

#include "proofs/layout_obligations.h"

#include "core/ops/op_registry.h"
#include "core/reinplace/layout_reads.h"
#include "core/reinplace/layout_sensitivity.h"
#include "proofs/data_flow.h"
#include "proofs/obligation_support.h"
#include "proofs/rewrite_correspondence.h"

#include <algorithm>
#include <iterator>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace reinplace::proofs {
namespace {

class LayoutObligations {
public:
  LayoutObligations(ViewSolver& solver, const Graph& original, const Graph& rewritten,
                    const ReinplaceReport& report, const std::unordered_set<const Node*>& live,
                    std::vector<Obligation>& out)
      : solver_(solver), original_(original), names_(rewritten), live_(live), out_(out) {
    for (const Decision& decision : report.decisions)
      if (decision.kind != DecisionKind::Kept) rewrites_[decision.node] = &decision;
  }

  void run() {
    layoutReads();
    kernelLayouts();
  }

private:
  template <typename Query>
  void prove(const std::string& name, const Decision& decision, Query&& query) {
    Clock::time_point start = Clock::now();
    Verdict verdict = query();
    out_.push_back({name, decision.node, decision.kind, verdict.status, std::move(verdict.text),
                    millisecondsSince(start)});
  }

  const Node* rewrittenNode(std::string_view name) const { return names_.find(name); }
  const Node* resolve(const Node* original) const { return names_.resolve(original); }

  // Where a rewrite relaid a value (an in-place result in self's layout, a removed scatter's
  // value in its base, a fresh result laid out after a relaid input), a view that reads storage
  // positions by strides it was given must read, at each index, the element it read before.
  // Views that derive their strides from their input's (select, permute, expand, ...) follow
  // the new layout by construction, and view / _unsafe_view refuse one they cannot follow
  // (rewritten-meta).
  void layoutReads() {
    for (const Node* reader : original_) {
      if (!readsStoragePositionsAsView(reader) || !reader->hasTensorMeta() ||
          reader->args.empty() || !reader->args[0].isNode() || !readWhole(reader))
        continue;
      const Node* root = storageRoot(reader->args[0].node());
      const Node* root_now = resolve(root);
      const Node* reader_now = rewrittenNode(reader->name);
      if (!root->hasTensorMeta()) continue;
      const Decision* decision = relayingDecision(root);
      if (!decision) continue; // no rewrite before it: nothing it reads moved
      if (root_now && reader_now && root_now->hasTensorMeta() && reader_now->hasTensorMeta() &&
          root_now->tensorMeta().sameLayout(root->tensorMeta()) &&
          reader_now->tensorMeta().sameLayout(reader->tensorMeta()))
        continue;
      prove("layout-read", *decision, [&]() -> Verdict {
        if (!root_now || !reader_now || !root_now->hasTensorMeta() || !reader_now->hasTensorMeta())
          return {ProofStatus::Unknown,
                  "cannot tell where " + reader->name + " and " + root->name + " live"};
        return sameElementsRead(*reader, *reader_now, *root, *root_now);
      });
    }
  }

  // A kernel that reads layouts (a sum's order, BLAS's path, gelu's oneDNN path, softmax
  // backward's output) runs on its inputs as the rewritten program lays them out: it must compute
  // as in the program (layout_reads.h). Positional readers are layout-read's.
  void kernelLayouts() {
    for (const Node* user : original_) {
      if (user->kind != NodeKind::Call || user->view_source || user->list_view_source ||
          addressesStoragePositions(user) || !dependsOnLayout(user))
        continue;
      // What it computes is seen only if live; a kernel that misreads a layout faults anyway.
      if ((!live_.count(user) || showsNothing(user)) && !raisesOnValuesOrLayout(user)) continue;
      const Node* now = rewrittenNode(user->name);
      if (!now || now->args.size() != user->args.size()) continue;
      std::unordered_map<const Node*, const TensorMeta*> layouts;
      std::string changes;
      for (size_t i = 0; i < user->args.size(); ++i) {
        if (!user->args[i].isNode() || !now->args[i].isNode()) continue;
        const Node* input = user->args[i].node();
        const Node* input_now = now->args[i].node();
        if (!input->hasTensorMeta() || !input_now->hasTensorMeta()) continue;
        layouts[input] = &input_now->tensorMeta();
        if (!input_now->tensorMeta().sameLayout(input->tensorMeta()))
          changes += (changes.empty() ? "" : ", ") + input->name + " " +
                     layoutText(input->tensorMeta()) + " before, " +
                     layoutText(input_now->tensorMeta()) + " after";
      }
      const Decision* decision = relayingDecision(user);
      if (changes.empty() || !decision) continue;
      prove("layout-kernel", *decision, [&]() -> Verdict {
        LayoutOf layoutOf = [&](const Node& value) -> const TensorMeta* {
          auto it = layouts.find(&value);
          if (it != layouts.end()) return it->second;
          return value.hasTensorMeta() ? &value.tensorMeta() : nullptr;
        };
        const TensorMeta& result_now =
            now->hasTensorMeta() ? now->tensorMeta() : user->tensorMeta();
        std::string subject = user->name + " (" + user->op->qualified_name + ") on " + changes;
        if (readsLayoutsAlike(user, result_now, layoutOf))
          return {ProofStatus::Proved, subject + " computes as in the program"};
        return {ProofStatus::Refuted,
                subject + ": its kernel reads the part of a layout that changed"};
      });
    }
  }

  // Whether some live op reads every element of `reader`, directly or through views, or the
  // program returns it. Reads of part of it (through a clone whose views reach some elements,
  // as a scatter's base outside the scattered view, as a running statistic written in place)
  // and reads nobody sees are the oracle's to judge: there the pass weighs only the elements
  // read, which this obligation does not follow.
  bool readWhole(const Node* reader) const {
    std::vector<const Node*> pending{reader};
    for (size_t next = 0; next < pending.size() && next < 4096; ++next) {
      const Node* at = pending[next];
      for (const Node* user : at->users) {
        if (isViewOf(user, at)) {
          if (reachesEveryElement(user, at)) pending.push_back(user);
          continue;
        }
        if (user->kind == NodeKind::Output) return true;
        if (!live_.count(user) || cloneSource(user) == at || showsNothing(user)) continue;
        if (user->kind != NodeKind::Call) return true;
        if (user->op->scattered_view && user->args[0].isNode() && user->args[0].node() == at &&
            !(user->args.size() > 1 && user->args[1].isNode() && user->args[1].node() == at))
          continue;
        bool statistic = false;
        for (const HiddenWrite& write : user->op->hidden_writes) {
          size_t index = static_cast<size_t>(write.argument);
          statistic = statistic || (index < user->args.size() && user->args[index].isNode() &&
                                    user->args[index].node() == at);
        }
        if (!statistic) return true;
      }
    }
    return false;
  }

  // Views that rearrange or repeat their source's elements and drop none.
  static bool reachesEveryElement(const Node* view, const Node* source) {
    static constexpr std::string_view kWhole[] = {
        "permute",   "transpose", "t",      "view",  "reshape", "_reshape_alias", "_unsafe_view",
        "unsqueeze", "squeeze",   "expand", "alias", "detach",  "flatten",        "unflatten"};
    return view->kind == NodeKind::Call && view->hasTensorMeta() && source->hasTensorMeta() &&
           view->tensorMeta().numel() >= source->tensorMeta().numel() &&
           view->tensorMeta().numel() > 0 &&
           std::find(std::begin(kWhole), std::end(kWhole), view->op->packet_name) !=
               std::end(kWhole);
  }

  // The rewrite that moved `root`: itself, or the nearest rewritten node it is computed from
  // (a fresh result laid out after a relaid input). Null when nothing before it was rewritten.
  const Decision* relayingDecision(const Node* root) const {
    std::vector<const Node*> pending{root};
    std::unordered_set<const Node*> seen{root};
    for (size_t next = 0; next < pending.size() && next < 4096; ++next) {
      const Node* at = pending[next];
      if (auto it = rewrites_.find(at->name); it != rewrites_.end()) return it->second;
      auto visit = [&](const Node* arg) {
        if (seen.insert(arg).second) pending.push_back(arg);
      };
      for (const Arg& arg : at->args) arg.forEachNode(visit);
      for (const auto& kwarg : at->kwargs) kwarg.second.forEachNode(visit);
    }
    return nullptr;
  }

  Verdict sameElementsRead(const Node& reader, const Node& reader_now, const Node& root,
                           const Node& root_now) {
    const TensorMeta& read_before = reader.tensorMeta();
    const TensorMeta& read_now = reader_now.tensorMeta();
    ViewAnswer answer =
        solver_.sameElementsRead(read_before, root.tensorMeta(), read_now, root_now.tensorMeta());
    std::string subject = reader.name + " (" + reader.op->qualified_name + ", " +
                          layoutText(read_before) + " before, " + layoutText(read_now) +
                          " after) of " + root.name + " (" + layoutText(root.tensorMeta()) +
                          " before, " + layoutText(root_now.tensorMeta()) + " after)";
    if (answer.status == ProofStatus::Unknown) return unknownBecause(subject, answer);
    if (answer.status == ProofStatus::Proved)
      return {ProofStatus::Proved, subject + " reads at every index the element it read before"};
    if (answer.first_index.empty() && answer.second_index.empty() && !answer.reason.empty())
      return {ProofStatus::Refuted, subject + ": " + answer.reason};
    return {ProofStatus::Refuted, subject + ": index " + indexText(answer.first_index) +
                                      " read element " + indexText(answer.second_index) + " of " +
                                      root.name + " before; after the rewrite it reads position " +
                                      std::to_string(answer.first_element) +
                                      ", but that element is at position " +
                                      std::to_string(answer.second_element)};
  }

  ViewSolver& solver_;
  const Graph& original_;
  RewriteCorrespondence names_;
  const std::unordered_set<const Node*>& live_;
  std::unordered_map<std::string, const Decision*> rewrites_; // decisions that rewrote, by node
  std::vector<Obligation>& out_;
};

} // namespace

void proveLayoutObligations(ViewSolver& solver, const Graph& original, const Graph& rewritten,
                            const ReinplaceReport& report,
                            const std::unordered_set<const Node*>& live,
                            std::vector<Obligation>& out) {
  LayoutObligations(solver, original, rewritten, report, live, out).run();
}

} // namespace reinplace::proofs
