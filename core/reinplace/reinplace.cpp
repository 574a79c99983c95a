#include "core/reinplace/reinplace.h"

#include "core/fx/printer.h"
#include "core/kernel_facts/inplace_variant_layout.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"
#include "core/reinplace/memory_accounting.h"
#include "core/reinplace/pass_run.h"
#include "core/reinplace/upstream_alias_sets.h"

#include <algorithm>

namespace reinplace {
namespace {

bool firstArgumentIsTensor(const OpInfo& op) {
  if (op.schema.arguments.empty()) return false;
  const SchemaType& type = op.schema.arguments[0].type;
  return type.base == BaseType::Tensor && !type.optional && !type.list;
}

} // namespace

PassRun::PassRun(Graph& graph, const ReinplaceOptions& options, const PlanExclusions* excluded)
    : graph_(graph), options_(options), excluded_(excluded), enabled_(enabledChecks(options)),
      classes_(graph), inputs_(graph.placeholders(), classes_),
      real_layouts_(graph.idBound(), replayer_), writes_(graph, classes_, deleted_) {
  report_.policy = options.policy;
  if (options.policy == Policy::PyTorch)
    classes_.keepUpstreamSets(options.upstream_alias_sets
                                  ? options.upstream_alias_sets(graph, classes_)
                                  : makePersistentAliasSets(graph, classes_));
  report_.decisions.reserve(graph.size());
  deleted_.assign(graph.idBound(), false);
  if (const Node* output = graph_.output(); output && !output->args.empty())
    output->args[0].forEachNode([&](const Node* value) {
      if (value->hasTensorMeta() && returned_set_.insert(value).second) returned_.push_back(value);
    });
  returned_index_.emplace(returned_, classes_, kViewDepth);
}

ReinplaceReport PassRun::run() {
  // Rewrites only insert nodes before the one being decided and erase at the end, so
  // following next pointers visits exactly the original nodes.
  for (Node *node = graph_.first(), *next = nullptr; node; node = next) {
    next = node->next;
    if (node->kind != NodeKind::Call || node->op->is_view || !firstArgumentIsTensor(*node->op))
      continue;
    if (isDeleted(node)) continue; // reported when it was found redundant
    forcing_ = nullptr;
    for (const ForcedRewrite& forced : options_.forced)
      if (forced.node == node->name) forcing_ = &forced;
    decide(node);
  }
  forcing_ = nullptr;
  std::vector<Node*> unused;
  for (Node* scatter : delete_order_) {
    if (scatter->users.empty())
      unused.push_back(scatter);
    else
      keep(scatter, std::nullopt, "still used after the rewrite; left in place");
  }
  graph_.eraseAll(unused);
  return std::move(report_);
}

// Which checks run under this policy and these options: decided once, asked per decision.
std::vector<bool> PassRun::enabledChecks(const ReinplaceOptions& options) {
  std::vector<bool> enabled;
  for (const auto& info : allSafetyChecks()) {
    size_t index = static_cast<size_t>(info.check);
    if (enabled.size() <= index) enabled.resize(index + 1, false);
    bool skipped = std::find(options.skipped_checks.begin(), options.skipped_checks.end(),
                             info.check) != options.skipped_checks.end();
    enabled[index] = !skipped && (!info.sound_only || options.policy == Policy::Sound);
  }
  return enabled;
}

// Whether the node being decided is forced past `check` (a testing hook, ForcedRewrite).
bool PassRun::forcedPast(SafetyCheck check) const {
  const std::vector<SafetyCheck>& checks = forcing_->checks;
  return checks.empty() || std::find(checks.begin(), checks.end(), check) != checks.end();
}

// A node kept by a check is a candidate: it misses its result's bytes.
void PassRun::keep(Node* node, std::optional<SafetyCheck> check, std::string reason) {
  report_.decisions.push_back(Decision::kept(node->name, check, std::move(reason))
                                  .withBytes(check ? freshResultBytes(*node) : 0));
  kept_upstream_candidate_ =
      kept_upstream_candidate_ ||
      (node->kind == NodeKind::Call && (node->op->inplace_variant || node->op->scattered_view));
  if (isDeleted(node)) withdrawRemoval(report_.decisions, node->name);
}

bool PassRun::sameRealStorage(const TensorMeta& a, const TensorMeta& b) const {
  return classes_.find(a.storage) == classes_.find(b.storage);
}

bool PassRun::isInputStorage(StorageId storage) const {
  return inputs_.isInputStorage(storage) ||
         (sound() && inputs_.classHoldsInput(classes_.find(storage)));
}

std::string PassRun::inputAliasName(StorageId storage) const {
  return inputs_.firstInputName(classes_.find(storage));
}

bool PassRun::sitsWhereWritten(const TensorMeta& source, const TensorMeta& target) const {
  return target.numel() == 0 || (sameRealStorage(source, target) && sameElements(source, target));
}

void PassRun::decide(Node* node) {
  if (!relaid_by_decision_.empty()) relaid_by_decision_.clear();
  if (!removals_of_own_.empty()) removals_of_own_.clear();
  beyond_upstream_ = false;
  if (node->args.empty() || !node->args[0].isNode() || !node->args[0].node()->hasTensorMeta()) {
    keep(node, std::nullopt, "self is not a single tensor value");
    return;
  }
  Node* self = node->args[0].node();
  const OpInfo& op = *node->op;
  bool is_scatter = op.scattered_view != nullptr;
  if (!is_scatter && op.inplace_variant == nullptr) {
    keep(node, std::nullopt,
         op.is_inplace ? "already in place" : "no in-place variant of " + op.qualified_name);
    return;
  }
  // Where self really is after earlier rewrites; worked out once for every check that asks.
  LayoutRef self_real = sound() ? realLayout(self) : LayoutRef(&self->tensorMeta());
  if (CheckResult why = checkMetadata(node, self, self_real)) return keep(node, std::move(*why));
  CopyBack copy_back;
  if (CheckResult why = checkInputAlias(node, self, self_real, copy_back))
    return keep(node, std::move(*why));
  const Node* source_in_place =
      sound() && is_scatter && self_real ? scatterSourceInPlace(node, self_real) : nullptr;
  // Sound: self passed again is exactly self's memory, which an elementwise op reads element by
  // element before writing it (add_(a, a)); a scatter of self onto all of itself writes
  // nothing. Other ops (index_add_(a, 0, i, a)) read what they already wrote.
  bool repeat_is_harmless = sound() && (op.elementwise || source_in_place == self);
  if (CheckResult why = checkRepeatedSelf(node, self, repeat_is_harmless))
    return keep(node, std::move(*why));
  if (sound())
    if (CheckResult why = checkArgumentOverlap(node, self, self_real, source_in_place))
      return keep(node, std::move(*why));
  std::vector<Node*> inverse_scatters;
  // A scatter that writes nothing new: the later reads of self see what they saw before.
  const bool writes_nothing =
      source_in_place != nullptr || (sound() && is_scatter && writesWhatItsBaseWrote(node));
  if (CheckResult why = checkLaterUses(node, self, copy_back, writes_nothing, inverse_scatters))
    return keep(node, std::move(*why));
  if (copy_back.copy)
    if (CheckResult why = checkCopyBack(node, self, inverse_scatters, copy_back))
      return keep(node, std::move(*why));
  if (sound()) {
    CheckResult why = checkMovedValuesUnwritten(node, self, inverse_scatters, copy_back);
    if (!why) why = checkLayout(node, self, inverse_scatters);
    if (!why) why = checkDistinctOutputs(node, self, inverse_scatters);
    if (why) return keep(node, std::move(*why));
  }
  if (sound())
    if (CheckResult why = checkWhatTheVariantComputes(node, self, self_real))
      return keep(node, std::move(*why));
  if (excluded_) {
    if (auto it = excluded_->find(node->name); it != excluded_->end()) {
      keep(node, std::nullopt, it->second);
      return;
    }
  }
  rewrite(node, self, inverse_scatters, copy_back, source_in_place);
}

// Self aliases a program input: upstream's 1.13 pass never writes into one; the sound policy
// does when a later copy_ overwrites all of it anyway (functionalization's epilogue), and
// records that copy_ in `copy_back`.
CheckResult PassRun::checkInputAlias(Node* node, Node* self, const LayoutRef& self_real,
                                     CopyBack& copy_back) {
  StorageId self_storage = self->tensorMeta().storage;
  if (!enabled(SafetyCheck::InputAlias) || !isInputStorage(self_storage)) return std::nullopt;
  if (sound() && self_real) copy_back.copy = findCopyBack(node, self_real);
  if (copy_back.copy) return std::nullopt;
  return KeepReason{SafetyCheck::InputAlias,
                    "self " + self->name + " aliases input " + inputAliasName(self_storage) +
                        (sound() ? ", and no later copy_ overwrites all of it" : "")};
}

// Self passed again, unless that is harmless (`repeat_is_harmless`).
CheckResult PassRun::checkRepeatedSelf(Node* node, Node* self, bool repeat_is_harmless) {
  if (!enabled(SafetyCheck::RepeatedSelf)) return std::nullopt;
  size_t repeats = std::count_if(node->args.begin(), node->args.end(), [&](const Arg& arg) {
    return arg.isNode() && arg.node() == self;
  });
  if (repeats > 1 && !repeat_is_harmless)
    return KeepReason{SafetyCheck::RepeatedSelf, "self " + self->name + " is passed twice"};
  beyond_upstream_ = beyond_upstream_ || repeats > 1;
  return std::nullopt;
}

// The sound policy's last rules: a scatter's as_strided view addresses on self what it
// addressed on the fresh copy, and the in-place variant reads no more of self than the op and
// computes as it does on self's layout. Last, so that a named check that also keeps the node is
// the one reported.
CheckResult PassRun::checkWhatTheVariantComputes(Node* node, Node* self,
                                                 const LayoutRef& self_real) {
  const OpInfo& op = *node->op;
  if (op.scattered_view && enabled(SafetyCheck::LayoutPreserved) &&
      !(self_real && asStridedAddressesAlike(op, *self_real)))
    return KeepReason{SafetyCheck::LayoutPreserved,
                      "as_strided on self " + self->name + " " +
                          formatMeta(self->tensorMeta(), true) +
                          " would address other elements than on the scatter's fresh copy"};
  if (inplaceVariantReadsSelfMore(*node))
    return KeepReason{std::nullopt, "with beta = 0 " + op.inplace_variant->qualified_name +
                                        " reads self, which " + op.qualified_name +
                                        " does not: inf and NaN there would reach the result"};
  if (enabled(SafetyCheck::LayoutPreserved) && self_real &&
      inplaceVariantComputesOtherwise(*node, *self_real))
    return KeepReason{SafetyCheck::LayoutPreserved,
                      op.inplace_variant->qualified_name + " on self " + self->name + " " +
                          formatMeta(*self_real, true) + " computes otherwise than " +
                          op.qualified_name +
                          ": torch's kernel walks the tensor it writes by its layout"};
  return std::nullopt;
}

// Steps 3 and 4.
const Node* PassRun::scatterSourceInPlace(const Node* scatter, const LayoutRef& self_real) {
  if (scatter->args.size() < 2 || !scatter->args[1].isNode()) return nullptr;
  const Node* source = scatter->args[1].node();
  const OpInfo& op = *scatter->op;
  if (!source->hasTensorMeta() || !asStridedAddressesAlike(op, *self_real)) return nullptr;
  LayoutRef source_real = realLayout(source);
  std::optional<TensorMeta> target =
      replayer_.replay(*op.scattered_view, *self_real,
                       std::span<const Arg>(scatter->args).subspan(2), scatter->kwargs);
  bool there = source_real && target && source_real->dtype == target->dtype &&
               sitsWhereWritten(*source_real, *target);
  return there ? source : nullptr;
}

ReinplaceReport reinplace(Graph& graph, const ReinplaceOptions& options) {
  int64_t allocated_before = allocatedBytes(graph);
  bool plan = options.policy == Policy::Sound && options.choose_plan &&
              options.skipped_checks.empty() && options.forced.empty();
  ReinplaceReport report = plan ? chooseSoundPlan(graph, options) : PassRun(graph, options).run();
  report.memory = tallyMemory(report.decisions, allocated_before);
  return report;
}

} // namespace reinplace
