#include "core/reinplace/reinplace.h"
#include "core/meta/builtin_registry.h"

#include "core/fx/printer.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"
#include "core/reinplace/memory_accounting.h"
#include "core/reinplace/reinplacer.h"

#include <algorithm>

namespace reinplace {
namespace {

bool firstArgumentIsTensor(const OpInfo& op) {
  if (op.schema.arguments.empty()) return false;
  const SchemaType& type = op.schema.arguments[0].type;
  return type.base == BaseType::Tensor && !type.optional && !type.list;
}

bool mayWriteArguments(const OpInfo& op) {
  if (op.is_inplace || op.is_out || !op.hidden_writes.empty()) return true;
  return std::any_of(op.schema.arguments.begin(), op.schema.arguments.end(),
                     [](const SchemaArgument& a) { return a.alias && a.alias->is_write; });
}

} // namespace

Reinplacer::Reinplacer(Graph& graph, const ReinplaceOptions& options,
                       const PlanExclusions* excluded)
    : graph_(graph), options_(options), excluded_(excluded), enabled_(enabledChecks(options)),
      classes_(graph) {
  report_.policy = options.policy;
  report_.decisions.reserve(graph.size());
  deleted_.assign(graph.idBound(), false);
  lives_in_.assign(graph.idBound(), nullptr);
  for (Node* node : graph_.placeholders())
    for (const auto& meta : node->meta) input_storages_.push_back(meta.storage);
  if (const Node* output = graph_.output(); output && !output->args.empty())
    output->args[0].forEachNode([&](const Node* value) {
      if (value->hasTensorMeta() && returned_set_.insert(value).second) returned_.push_back(value);
    });
  // Functional graphs write only in their copy_ epilogue and in ops whose kernels write an
  // argument regardless (bernoulli_ on a fresh tensor, batch norm's running stats).
  for (Node* node = graph_.first(); node; node = node->next) {
    if (node->kind != NodeKind::Call || !mayWriteArguments(*node->op)) continue;
    BoundArgs bound(*node->op, node->args, node->kwargs);
    for (size_t i = 0; i < bound.size(); ++i)
      if (writesArgument(*node->op, bound, static_cast<int>(i)))
        bound.at(static_cast<int>(i)).forEachNode([&](const Node* target) {
          if (target->hasTensorMeta()) writes_.push_back({classes_.index(node), node, target});
        });
  }
}

ReinplaceReport Reinplacer::run() {
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
std::vector<bool> Reinplacer::enabledChecks(const ReinplaceOptions& options) {
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
bool Reinplacer::forcedPast(SafetyCheck check) const {
  const std::vector<SafetyCheck>& checks = forcing_->checks;
  return checks.empty() || std::find(checks.begin(), checks.end(), check) != checks.end();
}

// A node kept by a check is a candidate: it misses its result's bytes.
void Reinplacer::keep(Node* node, std::optional<SafetyCheck> check, std::string reason) {
  report_.decisions.push_back(Decision::kept(node->name, check, std::move(reason))
                                  .withBytes(check ? freshResultBytes(*node) : 0));
  if (isDeleted(node)) withdrawRemoval(report_.decisions, node->name);
}

// Where a value's elements really are once earlier rewrites took effect: a reinplaced node
// lives in its self, a removed scatter in its base, and a view wherever its source really is.
// Node meta keeps describing the functional program (as upstream's fake results do), so the
// sound checks ask this instead. Empty when it cannot be worked out (then: keep).
LayoutRef Reinplacer::realLayout(const Node* value, int depth) const {
  if (depth > 64 || !value->hasTensorMeta()) return LayoutRef();
  if (const Node* home = livesIn(value)) return realLayout(home, depth + 1);
  if (!relaid_.empty())
    if (auto it = relaid_.find(value); it != relaid_.end())
      return it->second.size() == 1 ? LayoutRef(&it->second[0]) : LayoutRef();
  const Node* source = value->view_source;
  if (!source) return LayoutRef(&value->tensorMeta());
  LayoutRef base = realLayout(source, depth + 1);
  if (!base) return LayoutRef();
  if (&*base == &source->tensorMeta()) return LayoutRef(&value->tensorMeta()); // nothing moved
  // A piece of a multi-output view (split(s)[i]): the split replayed on where s really is.
  if (value->kind == NodeKind::GetItem) {
    const Node* split =
        value->args.size() == 2 && value->args[0].isNode() ? value->args[0].node() : nullptr;
    if (!split || split->kind != NodeKind::Call || !value->args[1].isInt()) return LayoutRef();
    int64_t index = std::get<int64_t>(value->args[1].value);
    if (index < 0) return LayoutRef();
    return LayoutRef(replayer_.replayElement(*split->op, *base,
                                             std::span<const Arg>(split->args).subspan(1),
                                             split->kwargs, static_cast<size_t>(index)));
  }
  if (value->kind != NodeKind::Call) return LayoutRef();
  return LayoutRef(replayer_.replay(*value->op, *base, std::span<const Arg>(value->args).subspan(1),
                                    value->kwargs));
}

bool Reinplacer::sameRealStorage(const TensorMeta& a, const TensorMeta& b) const {
  return classes_.find(a.storage) == classes_.find(b.storage);
}

bool Reinplacer::isInputStorage(StorageId storage) const {
  StorageId root = classes_.find(storage);
  for (StorageId input : input_storages_) {
    if (input == storage) return true;
    if (sound() && classes_.find(input) == root) return true;
  }
  return false;
}

std::string Reinplacer::inputAliasName(StorageId storage) const {
  for (Node* input : graph_.placeholders())
    for (const auto& meta : input->meta)
      if (classes_.find(meta.storage) == classes_.find(storage)) return input->name;
  return "?";
}

void Reinplacer::decide(Node* node) {
  if (!relaying_.empty()) relaying_.clear();
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
  if (!checkMetadata(node, self, self_real)) return;
  StorageId self_storage = self->tensorMeta().storage;
  CopyBack copy_back;
  if (enabled(SafetyCheck::InputAlias) && isInputStorage(self_storage)) {
    // The sound policy writes into an input that a later copy_ overwrites wholly anyway
    // (functionalization's epilogue); upstream's 1.13 pass never writes into an input.
    if (sound() && self_real) copy_back.copy = findCopyBack(node, self_real);
    if (!copy_back.copy) {
      keep(node, SafetyCheck::InputAlias,
           "self " + self->name + " aliases input " + inputAliasName(self_storage) +
               (sound() ? ", and no later copy_ overwrites all of it" : ""));
      return;
    }
  }
  const Node* source_in_place =
      sound() && is_scatter && self_real ? scatterSourceInPlace(node, self_real) : nullptr;
  // Sound: self passed again is exactly self's memory, which an elementwise op reads element by
  // element before writing it (add_(a, a)); a scatter of self onto all of itself writes
  // nothing. Other ops (index_add_(a, 0, i, a)) read what they already wrote.
  bool repeat_is_harmless = sound() && (op.elementwise || source_in_place == self);
  if (enabled(SafetyCheck::RepeatedSelf)) {
    size_t repeats = std::count_if(node->args.begin(), node->args.end(), [&](const Arg& arg) {
      return arg.isNode() && arg.node() == self;
    });
    if (repeats > 1 && !repeat_is_harmless) {
      keep(node, SafetyCheck::RepeatedSelf, "self " + self->name + " is passed twice");
      return;
    }
    beyond_upstream_ = beyond_upstream_ || repeats > 1;
  }
  if (sound() && !checkArgumentOverlap(node, self, self_real, source_in_place)) return;
  std::vector<Node*> inverse_scatters;
  // A scatter that writes nothing new: the later reads of self see what they saw before.
  const bool writes_nothing =
      source_in_place != nullptr || (sound() && is_scatter && writesWhatItsBaseWrote(node));
  if (!checkLaterUses(node, self, copy_back, writes_nothing, inverse_scatters)) return;
  if (copy_back.copy && !checkCopyBack(node, self, inverse_scatters, copy_back)) return;
  if (sound() && !checkMovedValuesUnwritten(node, self, inverse_scatters, copy_back)) return;
  if (sound() && !checkLayout(node, self, inverse_scatters)) return;
  if (sound() && !checkDistinctOutputs(node, self, inverse_scatters)) return;
  if (sound() && is_scatter && enabled(SafetyCheck::LayoutPreserved) &&
      !(self_real && asStridedAddressesAlike(op, *self_real))) {
    keep(node, SafetyCheck::LayoutPreserved,
         "as_strided on self " + self->name + " " + formatMeta(self->tensorMeta(), true) +
             " would address other elements than on the scatter's fresh copy");
    return;
  }
  // Last, so that a named check that also keeps the node is the one reported.
  if (sound() && inplaceVariantReadsSelfMore(*node)) {
    keep(node, std::nullopt,
         "with beta = 0 " + op.inplace_variant->qualified_name + " reads self, which " +
             op.qualified_name + " does not: inf and NaN there would reach the result");
    return;
  }
  if (excluded_) {
    if (auto it = excluded_->find(node->name); it != excluded_->end()) {
      keep(node, std::nullopt, it->second);
      return;
    }
  }
  rewrite(node, self, inverse_scatters, copy_back, source_in_place);
}

// Steps 3 and 4.
const Node* Reinplacer::scatterSourceInPlace(const Node* scatter, const LayoutRef& self_real) {
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

bool Reinplacer::sitsWhereWritten(const TensorMeta& source, const TensorMeta& target) const {
  return target.numel() == 0 || (sameRealStorage(source, target) && sameElements(source, target));
}

void Reinplacer::rewrite(Node* node, Node* self, const std::vector<Node*>& inverse_scatters,
                         const CopyBack& copy_back, const Node* source_in_place) {
  const OpInfo& op = *node->op;
  took_beyond_upstream_ =
      took_beyond_upstream_ || beyond_upstream_ || copy_back.copy || source_in_place;
  int64_t bytes = freshResultBytes(*node); // before the op becomes in place
  if (source_in_place) {
    // Its source already sits where it writes: nothing to copy.
    markDeleted(node);
    report_.decisions.push_back(
        Decision::scatterNoOp(node->name, source_in_place->name).withBytes(bytes));
  } else if (op.scattered_view) {
    // 3a: b = foo_scatter(a, src, args) -> foo(a, args).copy_(src)
    std::vector<Arg> view_args{Arg::ofNode(self)};
    view_args.insert(view_args.end(), node->args.begin() + 2, node->args.end());
    const OpInfo* view_op = op.scattered_view;
    Node* view =
        graph_.insertCallBefore(node, view_op, view_op->qualified_name, view_args, node->kwargs);
    Node* copy = graph_.insertCallBefore(node, copyOp(), copyOp()->qualified_name,
                                         {Arg::ofNode(view), node->args[1]}, {});
    markDeleted(node);
    report_.decisions.push_back(Decision::scatterRewritten(node->name,
                                                           op.scattered_view->qualified_name,
                                                           view->name, copy->name)
                                    .withBytes(bytes));
  } else {
    node->op = op.inplace_variant;
    report_.decisions.push_back(Decision::inplaced(node->name, op.inplace_variant->qualified_name,
                                                   copy_back.copy
                                                       ? inputAliasName(self->tensorMeta().storage)
                                                       : std::string())
                                    .withBytes(bytes));
  }

  for (auto& [relaid, layouts] : relaying_)
    if (!relaid->view_source && !relaid->list_view_source) relaid_[relaid] = std::move(layouts);
  StorageId self_storage = self->tensorMeta().storage;
  if (!node->meta.empty()) classes_.merge(self_storage, node->meta[0].storage);
  setLivesIn(node, self);
  for (Node* scatter : inverse_scatters) {
    if (isDeleted(scatter)) continue;
    markDeleted(scatter);
    setLivesIn(scatter, scatter->args[0].node());
    // Its memory is its base's from now on: a later write into it (batch norm's running stats)
    // writes the base, and every check that asks by alias class must see that.
    if (sound() && !scatter->meta.empty() && scatter->args[0].node()->hasTensorMeta())
      classes_.merge(scatter->args[0].node()->tensorMeta().storage, scatter->meta[0].storage);
    auto own = removals_of_own_.find(scatter);
    report_.decisions.push_back((own != removals_of_own_.end()
                                     ? std::move(own->second)
                                     : Decision::scatterRemoved(scatter->name, node->name))
                                    .withBytes(freshResultBytes(*scatter)));
  }
  int64_t node_index = classes_.index(node);
  redirectLaterUsers(node, node_index);
  for (Node* scatter : inverse_scatters) {
    readers_before_removal_.try_emplace(scatter, scatter->users.begin(), scatter->users.end());
    redirectLaterUsers(scatter, node_index);
  }
  if (copy_back.removable) {
    // It copies a value onto the memory that now holds it: readers of its result (the input it
    // wrote) read that memory directly. An in-place copy_ allocates nothing, so saves nothing.
    markDeleted(copy_back.copy);
    report_.decisions.push_back(Decision::copyRemoved(copy_back.copy->name, node->name));
    redirectLaterUsers(copy_back.copy, node_index);
  }
}

// Step 4: later readers of `old` read its self argument instead.
void Reinplacer::redirectLaterUsers(Node* old, int64_t after_index) {
  Node* replacement = old->args[0].node();
  // A copy, as redirecting edits old->users; kept in a reused buffer.
  std::vector<Node*>& users = users_scratch_;
  users.assign(old->users.begin(), old->users.end());
  for (Node* user : users) {
    if (classes_.index(user) <= after_index) continue;
    graph_.replaceInput(user, old, replacement);
    classes_.addUse(replacement, user);
    if (old->meta.size() == 1 && user->meta.size() >= 1 && !replacement->meta.empty()) {
      StorageId old_storage = old->meta[0].storage;
      bool user_single_storage =
          std::all_of(user->meta.begin(), user->meta.end(),
                      [&](const TensorMeta& m) { return m.storage == user->meta[0].storage; });
      if (user_single_storage && user->meta[0].storage == old_storage)
        classes_.merge(user->meta[0].storage, replacement->meta[0].storage);
    }
  }
}

void Reinplacer::markDeleted(Node* scatter) {
  if (isDeleted(scatter)) return;
  deleted_[scatter->id] = true;
  delete_order_.push_back(scatter);
}

const OpInfo* Reinplacer::copyOp() const {
  return builtinRegistry().find("copy_.default");
}

ReinplaceReport reinplace(Graph& graph, const ReinplaceOptions& options) {
  int64_t allocated_before = allocatedBytes(graph);
  bool plan = options.policy == Policy::Sound && options.choose_plan &&
              options.skipped_checks.empty() && options.forced.empty();
  ReinplaceReport report =
      plan ? chooseSoundPlan(graph, options) : Reinplacer(graph, options).run();
  report.memory = tallyMemory(report.decisions, allocated_before);
  return report;
}

} // namespace reinplace
