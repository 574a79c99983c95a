#pragma once
// The layout walk of one decision (private to core/reinplace/): from the value a rewrite moves,
// in program order, each later op's layouts worked out by its meta rule on the layouts its
// inputs now have, until the change stops or a reader that depends on it keeps the decision.

#include "core/ir/graph.h"
#include "core/reinplace/check_result.h"
#include "core/reinplace/layout_ref.h"
#include "core/reinplace/safety_checks.h"

#include <cstdint>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace reinplace {

class PassRun;

class LayoutWalk {
public:
  /// The walk of `value` (the decided node's result, or a scatter it removes) for `decided`,
  /// with the storages the rewrite makes one memory.
  LayoutWalk(PassRun& pass, Node* decided, Node* value, std::span<const StorageId> joined);
  /// Nothing when readers of `value` are unaffected when it lives in `home`; else why they are
  /// not. What it relays is left in the pass's relaid_by_decision_.
  CheckResult run(Node* home);

private:
  // Results of as_strided or _reshape_alias that read other storage positions than before, and
  // views of them: what counts is whether the positions finally read (by an op that is no view,
  // or the caller) hold the same elements of the positional view's input as before. A clone of
  // such a value holds at each index the element the value holds there: a read through views
  // of the clone counts only for the elements it reaches.
  struct PositionalRead {
    const Node* input;            // whose elements the positions are
    const Node* positional_view;  // to name: as_strided or _reshape_alias
    const Node* copied = nullptr; // the value read through `copy`, when read through one
    const Node* copy = nullptr;
    bool reaches_by_view = true; // false past a view that addresses positions of the copy
  };

  KeepReason keepFor(const std::string& what, SafetyCheck check = SafetyCheck::LayoutPreserved);
  void scheduleUsers(const Node* changed);
  /// One later op; why it keeps the decision, if it does.
  CheckResult visit(Node* user);
  /// Follows positional reads into views and clones of them, and judges the elements an op that
  /// is no view reads through them.
  CheckResult followPositionalReads(const Node* user, const Node* viewed, bool values_unseen);
  /// Whether a call computes as before on its inputs' new layouts.
  CheckResult judgeCall(Node* user, const std::optional<ValueMeta>& now, bool rejected,
                        bool values_unseen);
  /// Records `user`'s new layouts and schedules its users, unless the change stops there.
  void relay(Node* user, std::optional<ValueMeta> now, const Node* viewed, bool is_view);
  /// `needed`: the elements of `read` (by index in logical order) that count; null: all.
  bool readsAlike(const Node* read, const PositionalRead& how,
                  const std::vector<int64_t>* needed) const;
  // An op whose results nobody reads and whose writes nobody reads computes nothing anyone sees:
  // only whether its meta rule still accepts the new layout matters (torch would raise), and an
  // op without one may raise for all anyone knows.
  bool unread(const Node* user);
  /// Nobody reads a value that has no elements, or whose readers are ops nobody reads (followed
  /// a few levels; deeper counts as read).
  bool valuesRead(const Node* value, int depth);
  /// Whose values go unseen must not make it raise either (readsAnyValueOf). A hidden write
  /// (batch norm's running stats) counts only where it can be read; asked last, as it scans the
  /// program after the writer.
  bool writesUnseen(const Node* op);

  PassRun& pass_;
  Node* decided_;
  Node* value_;
  std::span<const StorageId> joined_;
  const bool positional_readers_;
  LayoutRef home_real_;
  bool strides_differ_ = false;
  HeldLayouts held_;
  // Values whose storage positions hold the elements they hold in the functional program: the
  // moved value when only the strides of size-1 dimensions change, views of such, and fresh
  // results relaid only so. as_strided addresses positions, whatever its input's strides.
  std::unordered_set<const Node*> same_positions_;
  std::set<std::pair<int64_t, Node*>> pending_;
  std::unordered_set<const Node*> visited_;
  size_t followed_ = 0;
  std::unordered_map<const Node*, PositionalRead> positional_;
  std::unordered_map<const Node*, bool> seen_read_;
};

} // namespace reinplace
