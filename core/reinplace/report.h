#pragma once
// What the reinplace pass reports: one decision per candidate node (rewritten, or kept and why),
// printable as text (--explain) or JSON.

#include "core/reinplace/memory_accounting.h"
#include "core/reinplace/safety_checks.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reinplace {

enum class Policy { Sound, PyTorch };

enum class DecisionKind : uint8_t {
  Inplaced,         // b = foo(a) became foo_(a)
  ScatterRewritten, // b = foo_scatter(a, src) became foo(a).copy_(src)
  ScatterRemoved,   // a later scatter became redundant and was deleted
  CopyRemoved,      // a later copy_ back into an input copied a value onto itself; deleted
  Kept,             // left as it was
};

/// A decision's kind as the report names it ("scatter" in `--format=json`), and as campaigns
/// count coverage ("scatter-rewritten"): one table of names (report.cpp).
std::string_view decisionKindName(DecisionKind kind);
std::string_view decisionCoverageName(DecisionKind kind);

// A graph of a million ops gets most of a million decisions, so a decision is kept to two
// strings: its node and one text whose meaning depends on the kind (a rewritten scatter, which
// names three things, packs them into it).
struct Decision {
  std::string node;
  DecisionKind kind = DecisionKind::Kept;
  /// The check that kept the node, if one did.
  std::optional<SafetyCheck> check;
  /// A rewrite: the bytes of the fresh result it removed. A node a check kept: the bytes it
  /// would have saved. Otherwise 0 (memory_accounting.h).
  int64_t bytes = 0;

  static Decision kept(std::string node, std::optional<SafetyCheck> check, std::string reason);
  /// `into_input`: the program input whose memory the in-place op writes (empty if none).
  static Decision inplaced(std::string node, const std::string& new_target,
                           const std::string& into_input = {});
  static Decision scatterRewritten(std::string node, const std::string& view_target,
                                   const std::string& view, const std::string& copy);
  static Decision scatterRemoved(std::string node, const std::string& by);
  static Decision copyRemoved(std::string node, const std::string& by);
  /// A scatter whose source already sits exactly where it writes (ScatterRemoved, related():
  /// the source).
  static Decision scatterNoOp(std::string node, const std::string& source);
  /// A scatter removed because `next`, the next scatter of its view, overwrites all it writes
  /// at once (ScatterRemoved, related(): next).
  static Decision scatterOverwritten(std::string node, const std::string& next);
  /// A scatter removed because nobody reads an element of it (ScatterRemoved).
  static Decision scatterUnread(std::string node);
  /// This decision with `bytes` set.
  Decision withBytes(int64_t bytes) &&;

  /// Why a node was kept ("self aliases input x"); empty for rewrites, whose text is made
  /// from the parts below when asked for (millions of rewrites need no sentences).
  std::string_view reason() const;
  /// Kept because a check could not rule the fault out ("could not be ruled out" in the
  /// reason), not because it found one: "not shown safe" rather than "unsafe".
  bool conservative() const;
  /// The op after the rewrite (in-place op, or the view op of a rewritten scatter).
  std::string_view newTarget() const;
  /// ScatterRemoved, CopyRemoved: the node whose in-place write made it redundant.
  /// ScatterRewritten: the new view node; secondRelated: the new copy_ node. Inplaced: the
  /// program input it writes into, if any.
  std::string_view related() const;
  std::string_view secondRelated() const;
  /// ScatterRemoved: removed because the next scatter overwrites it (scatterOverwritten).
  bool overwrittenAtOnce() const;
  /// ScatterRemoved: removed because nobody reads it (scatterUnread).
  bool unread() const;

  /// "inplaced add -> add_.Tensor", "removed s: ...", "scatter s -> ...", or the kept reason.
  std::string reasonText() const;
  /// reasonText() appended to `out`, which it returns.
  std::string& appendReasonText(std::string& out) const;

private:
  static Decision make(std::string node, DecisionKind kind, std::string text);
  std::string_view part(size_t index) const; // of a rewritten scatter's packed text
  std::string text_;
};

struct ReinplaceReport {
  Policy policy = Policy::Sound;
  std::vector<Decision> decisions;
  MemoryTotals memory;

  size_t count(DecisionKind kind) const;
  /// One line per decision: "inplaced add -> add_.Tensor (saves 64 bytes)", "kept mul: ...
  /// [later-use] (misses 64 bytes)", then the memory totals.
  std::string text() const;
  std::string json() const;
};

std::string_view policyName(Policy policy);
std::optional<Policy> policyFromName(std::string_view name);

} // namespace reinplace
