// The layout obligations of a certificate (docs/proofs.md): layout-read, for views that read
// storage positions by strides they were given, and layout-kernel, for kernels that read their
// inputs' layouts.

#include "proofs/layout_obligations.h"

#include "core/kernel_facts/layout_reads.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/ops/op_registry.h"
#include "proofs/data_flow.h"
#include "proofs/obligation_support.h"
#include "proofs/observed_elements.h"
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
      : solver_(solver), original_(original), names_(rewritten), live_(live),
        rewrites_(rewritesOf(report)), out_(out) {}

  void run() {
    layoutReads();
    kernelLayouts();
  }

private:
  template <typename Query>
  void prove(const std::string& name, const Decision& decision, Query&& query) {
    proveObligation(out_, name, decision, std::forward<Query>(query));
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
          reader->args.empty() || !reader->args[0].isNode())
        continue;
      const Node* root = storageRoot(reader->args[0].node());
      const Node* root_now = resolve(root);
      const Node* reader_now = rewrittenNode(reader->name);
      if (!root->hasTensorMeta()) continue;
      const Decision* decision = nearestRewrite(root, rewrites_);
      if (!decision) continue; // no rewrite before it: nothing it reads moved
      if (root_now && reader_now && root_now->hasTensorMeta() && reader_now->hasTensorMeta() &&
          root_now->tensorMeta().sameLayout(root->tensorMeta()) &&
          reader_now->tensorMeta().sameLayout(reader->tensorMeta()))
        continue;
      ObservedElements observed = observedElements(reader, live_);
      if (observed.none()) continue; // nobody sees what it reads
      prove("layout-read", *decision, [&]() -> Verdict {
        if (!root_now || !reader_now || !root_now->hasTensorMeta() || !reader_now->hasTensorMeta())
          return {ProofStatus::Unknown,
                  "cannot tell where " + reader->name + " and " + root->name + " live"};
        Verdict verdict = observed.all ? sameElementsRead(*reader, *reader_now, *root, *root_now)
                                       : sameElementsReadAt(observed.indices, *reader, *reader_now,
                                                            *root, *root_now);
        if (verdict.status == ProofStatus::Refuted && !observed.exact)
          return {ProofStatus::Unknown,
                  verdict.text + " (whether anyone reads that index was not worked out)"};
        return verdict;
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
        // A kernel reads no element of an input without elements, in any layout; whether its
        // meta rule still accepts the new one is rewritten-meta's.
        const bool empty = input->tensorMeta().numel() == 0 && input_now->tensorMeta().numel() == 0;
        if (!empty && !input_now->tensorMeta().sameLayout(input->tensorMeta()))
          changes += (changes.empty() ? "" : ", ") + input->name + " " +
                     layoutText(input->tensorMeta()) + " before, " +
                     layoutText(input_now->tensorMeta()) + " after";
      }
      const Decision* decision = nearestRewrite(user, rewrites_);
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

  // "reader (op, LAYOUT before, LAYOUT after[EXTRA]) of root (LAYOUT before, LAYOUT after)".
  static std::string readSubject(const Node& reader, const Node& reader_now, const Node& root,
                                 const Node& root_now, const std::string& extra) {
    return reader.name + " (" + reader.op->qualified_name + ", " + layoutText(reader.tensorMeta()) +
           " before, " + layoutText(reader_now.tensorMeta()) + " after" + extra + ") of " +
           root.name + " (" + layoutText(root.tensorMeta()) + " before, " +
           layoutText(root_now.tensorMeta()) + " after)";
  }

  Verdict sameElementsRead(const Node& reader, const Node& reader_now, const Node& root,
                           const Node& root_now) {
    const TensorMeta& read_before = reader.tensorMeta();
    const TensorMeta& read_now = reader_now.tensorMeta();
    ViewAnswer answer =
        solver_.sameElementsRead(read_before, root.tensorMeta(), read_now, root_now.tensorMeta());
    std::string subject = readSubject(reader, reader_now, root, root_now, "");
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

  // As sameElementsRead, at the indices of `reader` someone reads (a piece of a split, a part
  // of a clone, a scatter's base outside its view), worked out element by element.
  Verdict sameElementsReadAt(const std::vector<int64_t>& indices, const Node& reader,
                             const Node& reader_now, const Node& root, const Node& root_now) {
    const TensorMeta& read_before = reader.tensorMeta();
    const TensorMeta& read_now = reader_now.tensorMeta();
    std::string subject = readSubject(reader, reader_now, root, root_now,
                                      ", " + std::to_string(indices.size()) + " of its " +
                                          std::to_string(read_before.numel()) + " elements read");
    std::optional<int64_t> differing = firstIndexReadOtherwise(
        root.tensorMeta(), root_now.tensorMeta(), read_before, read_now, &indices);
    if (!differing) {
      // Too large to go element by element: all of it read alike is enough.
      Verdict whole = sameElementsRead(reader, reader_now, root, root_now);
      if (whole.status == ProofStatus::Proved) return whole;
      return {ProofStatus::Unknown, subject + ": not worked out element by element"};
    }
    if (*differing < 0)
      return {ProofStatus::Proved,
              subject + " reads at every index read the element it read before"};
    return {ProofStatus::Refuted, subject + ": index " +
                                      indexText(unravelIndex(*differing, read_before.sizes)) +
                                      " is read, and there it reads another element of " +
                                      root.name + " than before (or memory of no element of it)"};
  }

  ViewSolver& solver_;
  const Graph& original_;
  RewriteCorrespondence names_;
  const std::unordered_set<const Node*>& live_;
  RewritesByNode rewrites_;
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
