#pragma once
// One run of the reinplace pass over a graph: its state and its phases (private to
// core/reinplace/; the entry point is reinplace.h). The phases live by concept:
// - reinplace.cpp: the entry point and the walk, one decision per candidate (upstream's steps
//   1-2), in upstream's order of checks;
// - decision_checks.cpp: the checks of a decision (metadata, later uses, arguments, scatters,
//   outputs); layout_walk.cpp: the layout check (layout_walk.h); copy_back.cpp: writing into a
//   program input that functionalization's copy_ epilogue overwrites anyway;
//   hidden_write_reads.cpp: whether a hidden write into moved memory is read;
// - the analyses the checks ask: alias classes (alias_classes.h), where values really are after
//   earlier rewrites (real_layouts.h), the program's writes (write_index.h);
// - rewrite.cpp: the rewrite of a decision that passed (upstream's steps 3-4);
// - plan_choice.cpp: the sound policy's choice among its rewrites, so that none it takes beyond
//   upstream's costs one upstream's takes; the report is report.h.

#include "core/ir/graph.h"
#include "core/ir/overlap.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/meta/view_replay.h"
#include "core/reinplace/alias_classes.h"
#include "core/reinplace/check_result.h"
#include "core/reinplace/class_indexes.h"
#include "core/reinplace/layout_ref.h"
#include "core/reinplace/real_layouts.h"
#include "core/reinplace/reinplace.h"
#include "core/reinplace/write_index.h"

#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace reinplace {

/// Nodes, by name, that the pass keeps although every check lets them through, each with the
/// reason: rewrites left out of the sound policy's plan (plan_choice.cpp).
using PlanExclusions = std::unordered_map<std::string, std::string>;

/// The sound policy's plan: its rewrites, less those that would cost one the pytorch policy
/// takes (see reinplace.h). Rewrites `graph`.
ReinplaceReport chooseSoundPlan(Graph& graph, const ReinplaceOptions& options);

class PassRun {
  friend class LayoutWalk;

public:
  PassRun(Graph& graph, const ReinplaceOptions& options, const PlanExclusions* excluded = nullptr);
  ReinplaceReport run();
  /// Whether a rewrite it made took a liberty upstream's rules never take (writing into an
  /// input, a disjoint later use, a scatter that writes nothing, self passed twice): only then
  /// can a plan trade an upstream rewrite away.
  bool tookRewritesBeyondUpstream() const { return took_beyond_upstream_; }
  /// Whether some decision kept a node upstream's pass could rewrite at all (one with an
  /// in-place variant, or a scatter). When none did, none of upstream's rewrites was kept.
  bool keptAnUpstreamCandidate() const { return kept_upstream_candidate_; }

private:
  // A later copy_ that overwrites every element a candidate would write into a program input
  // (functionalization's epilogue, `copy_(x, new_x)`), and whether the rewrite leaves it
  // copying a value onto itself, so that it can go.
  struct CopyBack {
    Node* copy = nullptr;
    bool removable = false;
  };

  // --- the walk (reinplace.cpp) and the rewrite (rewrite.cpp)
  static std::vector<bool> enabledChecks(const ReinplaceOptions& options);
  bool enabled(SafetyCheck check) const {
    return enabled_[static_cast<size_t>(check)] && !(forcing_ && forcedPast(check));
  }
  bool forcedPast(SafetyCheck check) const;
  bool sound() const { return options_.policy == Policy::Sound; }
  void keep(Node* node, std::optional<SafetyCheck> check, std::string reason);
  void keep(Node* node, KeepReason why) { keep(node, why.check, std::move(why.text)); }
  void decide(Node* node);
  void rewrite(Node* node, Node* self, const std::vector<Node*>& inverse_scatters,
               const CopyBack& copy_back, const Node* source_in_place);
  void redirectLaterUsers(Node* old, int64_t after_index);
  /// How far up view_source the distinct-outputs check looks for a removed scatter.
  static constexpr int kViewDepth = 64;
  /// classes_.merge, keeping the per-class indexes (class_indexes.h) in step.
  void mergeClasses(StorageId a, StorageId b);
  /// `value` (and so its views) now lives elsewhere: the alias classes forget what they knew
  /// of where its class's uses read.
  void layoutChanged(const Node* value);
  void markDeleted(Node* node);
  const OpInfo* copyOp() const;

  // --- where values really are (real_layouts.cpp)
  // Where a value's elements really are once earlier rewrites took effect: a reinplaced node
  // lives in its self, a removed scatter in its base, and a view wherever its source really is.
  // Node meta keeps describing the functional program (as upstream's fake results do), so the
  // sound checks ask this instead. Empty when it cannot be worked out (then: keep).
  LayoutRef realLayout(const Node* value) const { return real_layouts_.of(value); }
  bool sameRealStorage(const TensorMeta& a, const TensorMeta& b) const;
  /// A scatter's source already holds what the scatter writes at `target`: it sits exactly
  /// there, or the target is empty and the scatter writes nothing.
  bool sitsWhereWritten(const TensorMeta& source, const TensorMeta& target) const;
  bool isInputStorage(StorageId storage) const;
  std::string inputAliasName(StorageId storage) const;

  // --- the checks of a decision (decision_checks.cpp); each returns why the node is kept, or
  // nothing when it passes (check_result.h); decide() records it.
  CheckResult checkInputAlias(Node* node, Node* self, const LayoutRef& self_real,
                              CopyBack& copy_back);
  CheckResult checkRepeatedSelf(Node* node, Node* self, bool repeat_is_harmless);
  CheckResult checkWhatTheVariantComputes(Node* node, Node* self, const LayoutRef& self_real);
  CheckResult checkMetadata(Node* node, Node* self, const LayoutRef& self_real);
  /// `exempt`: a scatter's source that already sits exactly where the scatter writes.
  LayoutRef writtenRegion(const Node* node, const LayoutRef& self_real) const;
  bool writesWhatItsBaseWrote(const Node* scatter) const;
  bool holdsMovedValue(StorageId storage) const;
  CheckResult checkArgumentOverlap(Node* node, Node* self, const LayoutRef& self_real,
                                   const Node* exempt);
  /// Sound: the scatter's source already sits exactly in the view of self it would write, so
  /// the scatter changes nothing and can simply go. Returns that source, or nullptr.
  const Node* scatterSourceInPlace(const Node* scatter, const LayoutRef& self_real);
  template <typename Apart>
  bool filterLaterUses(AliasClasses::LaterUses& later, int64_t horizon, const Apart& apart,
                       AliasClasses::LaterUses& apart_uses) const;
  CheckResult checkLaterUses(Node* node, Node* self, const CopyBack& copy_back, bool writes_nothing,
                             std::vector<Node*>& inverse_scatters);
  KeepReason laterUseReason(const Node* self, const Node* via, const Node* user,
                            const LayoutRef& self_real);
  CheckResult checkLaterWrites(Node* node, Node* self, int64_t horizon, const CopyBack& copy_back,
                               bool read_beside);
  CheckResult collectInverseScatters(const Node* self, const AliasClasses::AliasSet& aliases,
                                     const std::vector<Node*>& later_users,
                                     std::vector<Node*>& inverse_scatters,
                                     std::vector<std::optional<TensorMeta>>& replays);
  CheckResult checkScatterBaseNotAnInput(Node* node, Node* scatter, const LayoutRef& base_real);
  CheckResult checkScatterSound(Node* node, Node* scatter,
                                const std::optional<TensorMeta>& replayed,
                                const std::vector<Node*>& removed, bool node_writes_nothing);
  CheckResult scatterNotWritingTheUpdateBack(Node* node, Node* scatter, const LayoutRef& base_real,
                                             const LayoutRef& source, bool lands,
                                             const Node* written,
                                             const std::vector<Node*>& removed);
  CheckResult checkDistinctOutputs(Node* node, Node* self,
                                   const std::vector<Node*>& inverse_scatters);
  CheckResult checkMovedValuesUnwritten(Node* node, Node* self,
                                        const std::vector<Node*>& inverse_scatters,
                                        const CopyBack& copy_back);

  // --- the layout check (layout_walk.cpp)
  CheckResult checkLayout(Node* node, Node* self, const std::vector<Node*>& inverse_scatters);
  int64_t programOrder(const Node* node) const;
  int64_t storageSize(StorageId storage) const;
  const TensorMeta* layoutDuringCheck(const Node& node, HeldLayouts& held) const;
  std::optional<ValueMeta> relaidLayouts(const Node* user, bool& rejected) const;

  // --- writing into a program input (copy_back.cpp)
  /// The first later copy_ that overwrites all of self's memory, or nullptr.
  Node* findCopyBack(const Node* node, const LayoutRef& self_real) const;
  /// The sound checks of a rewrite into input memory that `copy_back` overwrites later; sets
  /// copy_back.removable.
  CheckResult checkCopyBack(Node* node, Node* self, const std::vector<Node*>& inverse_scatters,
                            CopyBack& copy_back);
  /// Whether what `write` changes in the memory of the alias classes `affected` can be read
  /// afterwards: by a later node (the output included) or by the writer itself after it writes
  /// (hidden_write_reads.cpp).
  bool writeObserved(const ProgramWrite& write, const std::vector<StorageId>& affected) const;
  bool seesWrite(const Node* value, const ProgramWrite& write, const LayoutRef& written,
                 const std::vector<StorageId>& affected) const;
  /// Whether every hidden write of `writer` (batch norm's running stats), into the memory its
  /// stats have by `layoutOf`, lands where nothing reads afterwards and no input lives, once
  /// the storages `joined` by the decision being checked share memory (hidden_write_reads.cpp).
  bool hiddenWritesUnread(const Node* writer, std::span<const StorageId> joined,
                          const std::function<const TensorMeta*(const Node&)>& layoutOf) const;
  /// The values the rewrite moves into self's memory (the result, the removed scatters) and
  /// every view of them.
  /// A handful as a rule: inline, no heap block per check.
  using MovedValues = SmallVector<const Node*, 8>;
  MovedValues movedValues(Node* node, const std::vector<Node*>& inverse_scatters);

  // Per node id (ids of nodes the pass creates are past the end: never deleted or moved).
  bool isDeleted(const Node* node) const {
    return node->id < deleted_.size() && deleted_[node->id];
  }
  /// While alive, `node` lives in `self` and each removed scatter in its base, as once the
  /// rewrite is made, so realLayout answers with the rewrite's layouts. Ending, it puts back
  /// what it found: a scatter an earlier rewrite removed is a later use again (it stays in the
  /// graph until the end) and must go on living in its base for every later decision.
  class PretendRewritten {
  public:
    PretendRewritten(PassRun& pass, const Node* node, const Node* self,
                     const std::vector<Node*>& inverse_scatters)
        : pass_(pass) {
      pretend(node, self);
      for (const Node* scatter : inverse_scatters) pretend(scatter, scatter->args[0].node());
    }
    ~PretendRewritten() {
      for (auto it = found_.rbegin(); it != found_.rend(); ++it) {
        pass_.real_layouts_.restoreLivesIn(it->first, it->second);
        pass_.layoutChanged(it->first);
      }
    }
    PretendRewritten(const PretendRewritten&) = delete;
    PretendRewritten& operator=(const PretendRewritten&) = delete;

  private:
    void pretend(const Node* value, const Node* home) {
      found_.emplace_back(value, pass_.real_layouts_.livesIn(value));
      pass_.real_layouts_.setLivesIn(value, home);
      pass_.layoutChanged(value);
    }
    PassRun& pass_;
    SmallVector<std::pair<const Node*, const Node*>, 4> found_;
  };

  Graph& graph_;
  const ReinplaceOptions& options_;
  const PlanExclusions* excluded_;
  std::vector<bool> enabled_; // per SafetyCheck
  /// The entry of options_.forced for the node being decided, if it has one.
  const ForcedRewrite* forcing_ = nullptr;
  AliasClasses classes_;
  InputIndex inputs_;
  std::vector<bool> deleted_;
  /// The readers a removed scatter had before they were redirected to its base.
  std::map<const Node*, std::vector<Node*>> readers_before_removal_;
  mutable ViewReplayer replayer_;
  /// Where values really are after the rewrites made so far (real_layouts.h).
  RealLayouts real_layouts_;
  std::vector<Node*> work_scratch_;
  std::vector<Node*> users_scratch_;
  std::vector<Node*> delete_order_;
  /// The values the output returns, each once.
  std::vector<const Node*> returned_;
  std::unordered_set<const Node*> returned_set_;
  /// returned_ by alias class (built once returned_ is known).
  std::optional<ReturnedIndex> returned_index_;
  /// The program's writes (write_index.h).
  WriteIndex writes_;
  /// Elements per storage, worked out once (layout_walk.cpp).
  mutable std::unordered_map<StorageId, int64_t> storage_sizes_;
  /// What the decision being checked would relay, views included (layout_walk.cpp);
  /// rewrite() keeps the fresh results in real_layouts_.
  std::unordered_map<const Node*, ValueMeta> relaid_by_decision_;
  /// Scatters the decision being checked removes for a reason other than writing back the
  /// node's update (checkScatterSound): the next scatter of their view overwrites them at once,
  /// or their source, untouched by the node, already sits where they write.
  std::unordered_map<const Node*, Decision> removals_of_own_;
  /// The decision being made took such a liberty; and some rewrite made did.
  bool beyond_upstream_ = false;
  bool took_beyond_upstream_ = false;
  bool kept_upstream_candidate_ = false;
  ReinplaceReport report_;
};

} // namespace reinplace
