#pragma once
// The reinplace pass: turns out-of-place ATen ops of a functional graph into in-place ones
// (`b = add(a, 1)` -> `add_(a, 1)`) when nothing reads `a` or its aliases afterwards, and removes
// {select,slice,diagonal,as_strided}_scatter ops by writing through a view
// (`select(a, ...).copy_(src)`), following torch/fx/passes/reinplace.py step by step.
//
// Policies:
// - Sound (default): upstream's algorithm plus the checks upstream lacks (exact internal
//   overlap, arguments overlapping self, scatters whose source or base cannot be shown right,
//   layouts that later ops depend on). Never unsound. It also takes rewrites upstream never
//   takes (into inputs the copy_ epilogue overwrites, beside disjoint views); so that none of
//   them costs a rewrite upstream takes, it compares plans: its own rewrites join upstream's
//   choices only where they keep none of those (plan_choice.cpp).
// - PyTorch: upstream torch 1.13 decision for decision, bugs included.
//
// Analysis (alias classes, later uses, view-inverse matching) is in AliasClasses; this file is
// the decision procedure and the rewrite. Each decision is reported with its reason.

#include "core/ir/graph.h"
#include "core/reinplace/report.h"
#include "core/reinplace/safety_checks.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace reinplace {

class AliasClasses;
class UpstreamAliasSets;

/// A testing hook (`--unsafe-force-rewrite`, `reinplace campaign --find=forced`): a node, by
/// name, whose safety checks count as passing, the listed ones or every one when `checks` is
/// empty, as if --unsafe-skip-check switched them off while this node alone is decided. It asks
/// whether rewriting a node the pass keeps would have been right. Unsafe.
struct ForcedRewrite {
  std::string node;
  std::vector<SafetyCheck> checks;
};

struct ReinplaceOptions {
  Policy policy = Policy::Sound;
  /// Checks switched off, to show that the harness catches what they prevent. Unsafe.
  std::vector<SafetyCheck> skipped_checks;
  /// Checks switched off for single nodes (see ForcedRewrite). Unsafe. Its initializer keeps
  /// `ReinplaceOptions{policy, checks}` complete under -Wmissing-field-initializers.
  std::vector<ForcedRewrite> forced = {};
  /// Sound: compare plans (above). False decides node by node, as upstream does; so do the
  /// testing hooks above, so that what changes is the check they switch off.
  bool choose_plan = true;
  /// A testing hook: the pytorch policy's alias sets that lag their class answered another way
  /// (upstream_alias_sets.h; tests plug in upstream's quadratic rebuild and compare decisions).
  /// Empty: the persistent sets.
  std::function<std::unique_ptr<UpstreamAliasSets>(const Graph&, const AliasClasses&)>
      upstream_alias_sets = {};
  /// A testing hook: false has the sound later-use filter ask every later use at every
  /// decision, as it did before classes remembered uses known apart (alias_classes.h); tests
  /// compare the decisions.
  bool remember_apart_uses = true;
};

/// Rewrites `graph` in place. Meta must have been propagated; afterwards node meta describes
/// the functional program (as upstream's fake results do), so re-run propagateMeta to annotate
/// the rewritten graph.
ReinplaceReport reinplace(Graph& graph, const ReinplaceOptions& options = {});

} // namespace reinplace
