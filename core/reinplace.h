#pragma once
// The reinplace pass: turns out-of-place ATen ops of a functional graph into in-place ones
// (`b = add(a, 1)` -> `add_(a, 1)`) when nothing reads `a` or its aliases afterwards, and removes
// {select,slice,diagonal,as_strided}_scatter ops by writing through a view
// (`select(a, ...).copy_(src)`), following torch/fx/passes/reinplace.py step by step.
//
// Policies:
// - Sound (default): upstream's algorithm plus the checks upstream lacks (exact internal
//   overlap, arguments overlapping self, scatters whose source or base cannot be shown right,
//   layouts that later ops depend on). Never unsound.
// - PyTorch: upstream torch 1.13 decision for decision, bugs included.
//
// Analysis (alias classes, later uses, view-inverse matching) is in AliasClasses; this file is
// the decision procedure and the rewrite. Each decision is reported with its reason.

#include "core/graph.h"
#include "core/reinplace_checks.h"

#include <optional>
#include <string>
#include <vector>

namespace reinplace {

enum class Policy { Sound, PyTorch };

struct ReinplaceOptions {
  Policy policy = Policy::Sound;
  /// Checks switched off, to show that the harness catches what they prevent. Unsafe.
  std::vector<SafetyCheck> skipped_checks;
};

enum class DecisionKind {
  Inplaced,         // b = foo(a) became foo_(a)
  ScatterRewritten, // b = foo_scatter(a, src) became foo(a).copy_(src)
  ScatterRemoved,   // a later scatter became redundant and was deleted
  Kept,             // left as it was
};

struct Decision {
  std::string node;
  DecisionKind kind = DecisionKind::Kept;
  /// The check that kept the node, if one did.
  std::optional<SafetyCheck> check;
  /// Why a node was kept ("self aliases input x"); empty for rewrites, whose text is made
  /// from the fields below when asked for (millions of rewrites need no strings).
  std::string reason;
  /// The op after the rewrite (in-place op, or the view op of a rewritten scatter).
  std::string new_target;
  /// ScatterRemoved: the node whose in-place write made it redundant. ScatterRewritten: the
  /// new view node; second_related: the new copy_ node.
  std::string related;
  std::string second_related;

  /// "inplaced add -> add_.Tensor", "removed s: ...", "scatter s -> ...", or the kept reason.
  std::string reasonText() const;
};

struct ReinplaceReport {
  Policy policy = Policy::Sound;
  std::vector<Decision> decisions;

  size_t count(DecisionKind kind) const;
  /// One line per decision: "inplaced add -> add_.Tensor", "kept mul: ... [later-use]".
  std::string text() const;
  std::string json() const;
};

std::string_view policyName(Policy policy);
std::optional<Policy> policyFromName(std::string_view name);

/// Rewrites `graph` in place. Meta must have been propagated; afterwards node meta describes
/// the functional program (as upstream's fake results do), so re-run propagateMeta to annotate
/// the rewritten graph.
ReinplaceReport reinplace(Graph& graph, const ReinplaceOptions& options = {});

} // namespace reinplace
