#include "core/reinplace/reinplace.h"

#include "core/fx/printer.h"
#include "core/ir/overlap.h"
#include "core/ops/op_registry.h"
#include "core/ops/view_replay.h"
#include "core/reinplace/alias_classes.h"
#include "core/reinplace/layout_sensitivity.h"

#include <algorithm>

namespace reinplace {
namespace {

bool firstArgumentIsTensor(const OpInfo& op) {
  if (op.schema.arguments.empty()) return false;
  const SchemaType& type = op.schema.arguments[0].type;
  return type.base == BaseType::Tensor && !type.optional && !type.list;
}

class Reinplacer {
public:
  Reinplacer(Graph& graph, const ReinplaceOptions& options)
      : graph_(graph), options_(options), enabled_(enabledChecks(options)), classes_(graph) {
    report_.policy = options.policy;
    report_.decisions.reserve(graph.size());
    deleted_.assign(graph.idBound(), false);
    lives_in_.assign(graph.idBound(), nullptr);
    for (Node* node : graph_.placeholders())
      for (const auto& meta : node->meta) input_storages_.push_back(meta.storage);
    if (const Node* output = graph_.output(); output && !output->args.empty())
      output->args[0].forEachNode([&](const Node* value) {
        if (value->hasTensorMeta() &&
            std::find(returned_.begin(), returned_.end(), value) == returned_.end())
          returned_.push_back(value);
      });
  }

  ReinplaceReport run() {
    // Rewrites only insert nodes before the one being decided and erase at the end, so
    // following next pointers visits exactly the original nodes.
    for (Node *node = graph_.first(), *next = nullptr; node; node = next) {
      next = node->next;
      if (node->kind != NodeKind::Call || node->op->is_view || !firstArgumentIsTensor(*node->op))
        continue;
      if (isDeleted(node)) continue; // reported when it was found redundant
      decide(node);
    }
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

private:
  bool enabled(SafetyCheck check) const { return enabled_[static_cast<size_t>(check)]; }

  // Which checks run under this policy and these options: decided once, asked per decision.
  static std::vector<bool> enabledChecks(const ReinplaceOptions& options) {
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
  bool sound() const { return options_.policy == Policy::Sound; }

  void keep(Node* node, std::optional<SafetyCheck> check, std::string reason) {
    report_.decisions.push_back(Decision::kept(node->name, check, std::move(reason)));
  }

  // Where a value's elements really are once earlier rewrites took effect: a reinplaced node
  // lives in its self, a removed scatter in its base, and a view wherever its source really is.
  // Node meta keeps describing the functional program (as upstream's fake results do), so the
  // sound checks ask this instead. Empty when it cannot be worked out (then: keep).
  LayoutRef realLayout(const Node* value, int depth = 0) const {
    if (depth > 64 || !value->hasTensorMeta()) return LayoutRef();
    if (const Node* home = livesIn(value)) return realLayout(home, depth + 1);
    const Node* source = value->view_source;
    if (!source) return LayoutRef(&value->tensorMeta());
    LayoutRef base = realLayout(source, depth + 1);
    if (!base) return LayoutRef();
    if (&*base == &source->tensorMeta()) return LayoutRef(&value->tensorMeta()); // nothing moved
    // A piece of a multi-output view cannot be replayed from its source alone: unknown.
    if (value->kind != NodeKind::Call) return LayoutRef();
    return LayoutRef(replayer_.replay(*value->op, *base,
                                      std::span<const Arg>(value->args).subspan(1), value->kwargs));
  }

  bool sameRealStorage(const TensorMeta& a, const TensorMeta& b) const {
    return classes_.find(a.storage) == classes_.find(b.storage);
  }

  bool isInputStorage(StorageId storage) const {
    StorageId root = classes_.find(storage);
    for (StorageId input : input_storages_) {
      if (input == storage) return true;
      if (sound() && classes_.find(input) == root) return true;
    }
    return false;
  }

  std::string inputAliasName(StorageId storage) const {
    for (Node* input : graph_.placeholders())
      for (const auto& meta : input->meta)
        if (classes_.find(meta.storage) == classes_.find(storage)) return input->name;
    return "?";
  }

  // Step 1a.
  bool checkMetadata(Node* node, Node* self, const LayoutRef& self_real) {
    const auto& self_metas = self->meta;
    const auto& node_metas = node->meta;
    bool is_resize = node->op->qualified_name == "resize.default";
    if (self_metas.size() != node_metas.size()) return true;
    for (size_t i = 0; i < self_metas.size(); ++i) {
      const TensorMeta& s = self_metas[i];
      const TensorMeta& r = node_metas[i];
      bool size_differs = sound() ? s.sizes != r.sizes : s.numel() != r.numel();
      if (enabled(SafetyCheck::DtypeSize) && (size_differs || s.dtype != r.dtype) &&
          (!is_resize || sound())) {
        keep(node, SafetyCheck::DtypeSize,
             "result " + formatMeta(r, false) + " does not fit in self " + self->name + " " +
                 formatMeta(s, false));
        return false;
      }
      Overlap overlap = !sound()     ? pytorchHasInternalOverlap(s)
                        : !self_real ? Overlap::TooHard
                                     : internalOverlap(*self_real);
      bool overlapping = sound() ? overlap != Overlap::No : overlap == Overlap::Yes;
      if (enabled(SafetyCheck::InternalOverlap) && overlapping && (!is_resize || sound())) {
        keep(node, SafetyCheck::InternalOverlap,
             "self " + self->name + " " + formatMeta(s, false) + " has internal overlap" +
                 (overlap == Overlap::TooHard ? " (could not be ruled out)" : ""));
        return false;
      }
    }
    return true;
  }

  // The sound policy's argument check: any other tensor argument sharing memory with self.
  bool checkArgumentOverlap(Node* node, Node* self, const LayoutRef& self_real) {
    if (!enabled(SafetyCheck::ArgumentOverlap)) return true;
    Node* culprit = nullptr;
    std::string how;
    auto visit = [&](const Node* value) {
      if (culprit || value == self || !value->hasTensorMeta()) return;
      LayoutRef real = realLayout(value);
      if (self_real && real && !sameRealStorage(*real, *self_real)) return;
      Overlap overlap = self_real && real ? sharesMemory(*real, *self_real) : Overlap::TooHard;
      if (overlap == Overlap::No) return;
      bool same_elements = self_real && real && sameViewMetadata(*real, *self_real) &&
                           real->dtype == self_real->dtype;
      // An elementwise op reads each element of self before writing it, so an argument that is
      // exactly self's memory (PyTorch's "full overlap") is safe; any other overlap is not.
      if (same_elements && node->op->elementwise) return;
      how = same_elements ? "is the same memory as self " + self->name
                          : "overlaps self " + self->name;
      culprit = const_cast<Node*>(value);
    };
    for (size_t i = 1; i < node->args.size(); ++i) node->args[i].forEachNode(visit);
    for (const auto& kwarg : node->kwargs) kwarg.second.forEachNode(visit);
    if (!culprit) return true;
    keep(node, SafetyCheck::ArgumentOverlap, "argument " + culprit->name + " " + how);
    return false;
  }

  // The sound policy's layout check: later readers of the result that depend on its strides.
  bool checkLayout(Node* node, Node* self, const std::vector<Node*>& inverse_scatters) {
    if (!enabled(SafetyCheck::LayoutPreserved) || !node->hasTensorMeta()) return true;
    if (!layoutStaysPut(node, node, self)) return false;
    // A removed scatter's value now lives in its base, which may be laid out differently from
    // the fresh copy the scatter made (an offset, other strides).
    for (Node* scatter : inverse_scatters) {
      Node* base = scatter->args[0].node();
      if (scatter->hasTensorMeta() && base->hasTensorMeta() && !layoutStaysPut(node, scatter, base))
        return false;
    }
    return true;
  }

  // Whether readers of `value` (fresh in the functional program) are unaffected when it lives in
  // `home` instead; keeps `decided` if not.
  bool layoutStaysPut(Node* decided, Node* value, Node* home) {
    const TensorMeta& result = value->tensorMeta();
    // Where `home` really is: an earlier rewrite may have moved it (a view of a reinplaced value
    // has that value's self's offset, not its own fresh one).
    LayoutRef home_real = realLayout(home);
    if (!home_real) {
      keep(decided, SafetyCheck::LayoutPreserved,
           "where " + home->name + " lives after earlier rewrites is unknown");
      return false;
    }
    const TensorMeta& self_meta = *home_real;
    if (result.strides == self_meta.strides && result.storage_offset == self_meta.storage_offset)
      return true;
    // The layout travels. Views keep strides and offset; most other ops lay a fresh result out
    // after their inputs' strides (TensorIterator, clone with preserve_format, a scatter's copy
    // of its base), at offset 0. So an offset alone travels through views only; different
    // strides travel through every reader except a scatter's source, whose copy of its base does
    // not look at the source's strides. Past a bound the answer is "may depend".
    bool strides_differ = result.strides != self_meta.strides;
    auto carriesLayout = [&](const Node* source, const Node* user) {
      if (user->kind == NodeKind::GetItem) return true;
      if (user->kind != NodeKind::Call) return false;
      if (user->op->is_view) return true;
      if (!strides_differ) return false;
      if (user->op->scattered_view)
        return !user->args.empty() && user->args[0].isNode() && user->args[0].node() == source;
      return true;
    };
    constexpr size_t kMaxFollowed = 256;
    std::vector<Node*>& work = work_scratch_;
    work.assign(1, value);
    size_t followed = 0;
    auto keepFor = [&](const std::string& what) {
      std::string layout = strides_differ
                               ? "strides " + formatShape(self_meta.strides) + " instead of " +
                                     formatShape(result.strides)
                               : "offset " + std::to_string(self_meta.storage_offset) +
                                     " instead of " + std::to_string(result.storage_offset);
      keep(decided, SafetyCheck::LayoutPreserved,
           (value == decided ? std::string("in place the result") : "removed " + value->name) +
               " would have " + layout + ", which " + what);
      return false;
    };
    std::vector<const Node*> reached = {value};
    while (!work.empty()) {
      Node* at = work.back();
      work.pop_back();
      for (Node* user : at->users) {
        if (dependsOnLayout(user)) return keepFor(user->name + " depends on");
        if (!carriesLayout(at, user)) continue;
        if (++followed > kMaxFollowed) return keepFor("too many later ops may depend on");
        reached.push_back(user);
        work.push_back(user);
      }
    }
    // A later candidate reading two values laid out after this one (clone and clone.t()) would
    // decide its argument overlap from the old strides; PyTorch compares the new ones.
    std::sort(reached.begin(), reached.end());
    auto isReached = [&](const Node* value) {
      return std::binary_search(reached.begin(), reached.end(), value);
    };
    for (const Node* reader : reached) {
      if (reader->kind != NodeKind::Call || reader == value || !reader->op->inplace_variant)
        continue;
      int relaid = 0;
      for (const Arg& arg : reader->args)
        arg.forEachNode([&](const Node* a) { relaid += isReached(a); });
      if (relaid >= 2) return keepFor(reader->name + " reads twice and decides overlap by");
    }
    return true;
  }

  // Step 2: the later uses, all of which must be scatters that invert an alias.
  bool checkLaterUses(Node* node, Node* self, std::vector<Node*>& inverse_scatters) {
    StorageId storage = self->tensorMeta().storage;
    // The pytorch policy sees upstream's possibly-lagging alias sets; sound sees real aliasing.
    AliasClasses::AliasSet aliases = classes_.aliasSet(storage, !sound());
    auto later = classes_.laterUses(aliases, classes_.index(node), enabled(SafetyCheck::LaterUse));
    if (later.found_non_scatter && enabled(SafetyCheck::LaterUse)) {
      Node* via = later.via[0];
      std::string what = via == self ? "self " + self->name : "alias " + via->name;
      keep(node, SafetyCheck::LaterUse, what + " is used later by " + later.users[0]->name);
      return false;
    }
    std::vector<std::optional<TensorMeta>> replays;
    for (size_t i = 0; i < later.users.size(); ++i) {
      Node* scatter = later.users[i];
      // Non-scatter users (the output node too) are here only when later-use is skipped.
      if (scatter->kind != NodeKind::Call || scatter->op->scattered_view == nullptr) continue;
      Node* base = scatter->args[0].isNode() ? scatter->args[0].node() : nullptr;
      Node* alias = nullptr;
      std::optional<TensorMeta> replayed;
      if (base && base->hasTensorMeta()) {
        replayed =
            replayer_.replay(*scatter->op->scattered_view, base->tensorMeta(),
                             std::span<const Arg>(scatter->args).subspan(2), scatter->kwargs);
        if (replayed) alias = classes_.viewWithLayouts(aliases, base->tensorMeta(), *replayed);
      }
      if (!alias && enabled(SafetyCheck::ViewInverseMetadata)) {
        if (!enabled(SafetyCheck::LaterUse)) continue;
        keep(node, SafetyCheck::ViewInverseMetadata,
             "later " + scatter->name + " writes " +
                 (replayed ? formatMeta(*replayed, true) : std::string("an invalid view")) +
                 " of " + (base ? base->name : "?") + ", which matches no alias of self " +
                 self->name);
        return false;
      }
      inverse_scatters.push_back(scatter);
      replays.push_back(replayed);
    }
    if (!sound()) return true;
    // Check each scatter as if the whole rewrite (node in place, every scatter gone) happened.
    std::vector<const Node*> pretended{node};
    setLivesIn(node, self);
    for (Node* scatter : inverse_scatters) {
      setLivesIn(scatter, scatter->args[0].node());
      pretended.push_back(scatter);
    }
    bool ok = true;
    for (size_t i = 0; i < inverse_scatters.size() && ok; ++i)
      ok = checkScatterSound(node, inverse_scatters[i], replays[i], inverse_scatters);
    for (const Node* value : pretended) setLivesIn(value, nullptr);
    return ok;
  }

  // The sound policy's scatter checks: the scatter's base has no internal overlap, and what the
  // scatter writes already sits exactly where it would write it once `node` writes into self.
  bool checkScatterSound(Node* node, Node* scatter, const std::optional<TensorMeta>& replayed,
                         const std::vector<Node*>& removed) {
    Node* base = scatter->args[0].node();
    LayoutRef base_real = realLayout(base);
    if (enabled(SafetyCheck::ScatterBaseOverlap) &&
        (!base_real || internalOverlap(*base_real) != Overlap::No)) {
      keep(node, SafetyCheck::ScatterBaseOverlap,
           "later " + scatter->name + " writes into " + base->name + " " +
               formatMeta(base->tensorMeta(), false) + ", which has internal overlap");
      return false;
    }
    if (!enabled(SafetyCheck::ScatterSource)) return true;
    if (base_real && !asStridedAddressesAlike(*scatter->op, *base_real)) {
      keep(node, SafetyCheck::ScatterSource,
           "later " + scatter->name + " applies its absolute offsets to a fresh copy of " +
               base->name + ", not to " + base->name + " itself");
      return false;
    }
    LayoutRef target;
    if (base_real && replayed) {
      if (&*base_real == &base->tensorMeta()) {
        target = LayoutRef(&*replayed); // the base did not move: the replay already made holds
      } else {
        target = LayoutRef(replayer_.replay(*scatter->op->scattered_view, *base_real,
                                            std::span<const Arg>(scatter->args).subspan(2),
                                            scatter->kwargs));
      }
    }
    LayoutRef source;
    if (scatter->args[1].isNode()) source = realLayout(scatter->args[1].node());
    bool lands =
        target && source && sameRealStorage(*target, *source) && sameViewMetadata(*target, *source);
    // Landing in the right place is not enough: an alias of self taken before `node` sits there
    // too, but in the functional program it holds the value from before the update. The value
    // written back must be the result itself or another removed scatter (both are the updated
    // memory), or a view of one of them.
    const Node* written = scatter->args[1].isNode() ? scatter->args[1].node() : nullptr;
    auto updated = [&](const Node* value) {
      return value == node || std::find(removed.begin(), removed.end(), value) != removed.end();
    };
    while (written && !updated(written)) written = written->view_source;
    if (!lands || !written) {
      keep(node, SafetyCheck::ScatterSource,
           "later " + scatter->name + " writes " + formatArg(scatter->args[1]) +
               (lands ? ", which holds the value from before " + node->name
                      : " somewhere other than where it lives after the rewrite"));
      return false;
    }
    // In place, `node` writes all of self, but the scatter puts back only its view: when that
    // is part of the update (a slice of the result), the base's elements beside it would come
    // out updated where the program keeps their old values. Upstream mis-compiles
    // slice_scatter(a, slice(op(a)), ...) so.
    LayoutRef self_real = realLayout(node->args[0].node());
    if (!self_real || covers(*target, *self_real) != Overlap::Yes) {
      keep(node, SafetyCheck::ScatterSource,
           "later " + scatter->name + " writes back " + formatArg(scatter->args[1]) +
               ", only part of what " + node->name + " would write into " +
               node->args[0].node()->name);
      return false;
    }
    return true;
  }

  void decide(Node* node) {
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
    if (enabled(SafetyCheck::InputAlias) && isInputStorage(self_storage)) {
      keep(node, SafetyCheck::InputAlias,
           "self " + self->name + " aliases input " + inputAliasName(self_storage));
      return;
    }
    if (enabled(SafetyCheck::RepeatedSelf)) {
      size_t repeats = std::count_if(node->args.begin(), node->args.end(), [&](const Arg& arg) {
        return arg.isNode() && arg.node() == self;
      });
      if (repeats > 1) {
        keep(node, SafetyCheck::RepeatedSelf, "self " + self->name + " is passed twice");
        return;
      }
    }
    if (sound() && !checkArgumentOverlap(node, self, self_real)) return;
    std::vector<Node*> inverse_scatters;
    if (!checkLaterUses(node, self, inverse_scatters)) return;
    if (sound() && !checkLayout(node, self, inverse_scatters)) return;
    if (sound() && !checkDistinctOutputs(node, self, inverse_scatters)) return;
    if (sound() && is_scatter && enabled(SafetyCheck::LayoutPreserved) &&
        !(self_real && asStridedAddressesAlike(op, *self_real))) {
      keep(node, SafetyCheck::LayoutPreserved,
           "as_strided on self " + self->name + " " + formatMeta(self->tensorMeta(), true) +
               " would address other elements than on the scatter's fresh copy");
      return;
    }
    rewrite(node, self, inverse_scatters);
  }

  // The sound policy's output check. A returned value that the rewrite moves into self's memory
  // (the result, or a removed scatter) must not come to share memory with another returned
  // value: callers could then see a write to one through the other.
  bool checkDistinctOutputs(Node* node, Node* self, const std::vector<Node*>& inverse_scatters) {
    if (!enabled(SafetyCheck::DistinctOutputs)) return true;
    // Returned values that move: the result, a removed scatter, or a view of either.
    auto moves = [&](const Node* value) {
      for (; value; value = value->view_source)
        if (value == node || std::find(inverse_scatters.begin(), inverse_scatters.end(), value) !=
                                 inverse_scatters.end())
          return true;
      return false;
    };
    std::vector<const Node*> movers;
    for (const Node* value : returned_)
      if (moves(value)) movers.push_back(value);
    if (movers.empty()) return true;
    setLivesIn(node, self);
    for (const Node* scatter : inverse_scatters) setLivesIn(scatter, scatter->args[0].node());
    std::string conflict;
    for (const Node* mover : movers) {
      for (const Node* other : returned_) {
        // Values that already shared a storage in the functional program may keep sharing it.
        if (other == mover || other->tensorMeta().storage == mover->tensorMeta().storage) continue;
        LayoutRef a = realLayout(mover);
        LayoutRef b = realLayout(other);
        if (a && b && (!sameRealStorage(*a, *b) || sharesMemory(*a, *b) == Overlap::No)) continue;
        conflict = "returned " + mover->name + " would share memory with returned " + other->name;
        break;
      }
      if (!conflict.empty()) break;
    }
    setLivesIn(node, nullptr);
    for (const Node* scatter : inverse_scatters) setLivesIn(scatter, nullptr);
    if (conflict.empty()) return true;
    keep(node, SafetyCheck::DistinctOutputs, conflict);
    return false;
  }

  // Steps 3 and 4.
  void rewrite(Node* node, Node* self, const std::vector<Node*>& inverse_scatters) {
    const OpInfo& op = *node->op;
    if (op.scattered_view) {
      // 3a: b = foo_scatter(a, src, args) -> foo(a, args).copy_(src)
      std::vector<Arg> view_args{Arg::ofNode(self)};
      view_args.insert(view_args.end(), node->args.begin() + 2, node->args.end());
      const OpInfo* view_op = op.scattered_view;
      Node* view =
          graph_.insertCallBefore(node, view_op, view_op->qualified_name, view_args, node->kwargs);
      Node* copy = graph_.insertCallBefore(node, copyOp(), copyOp()->qualified_name,
                                           {Arg::ofNode(view), node->args[1]}, {});
      markDeleted(node);
      report_.decisions.push_back(Decision::scatterRewritten(
          node->name, op.scattered_view->qualified_name, view->name, copy->name));
    } else {
      node->op = op.inplace_variant;
      report_.decisions.push_back(
          Decision::inplaced(node->name, op.inplace_variant->qualified_name));
    }

    StorageId self_storage = self->tensorMeta().storage;
    if (!node->meta.empty()) classes_.merge(self_storage, node->meta[0].storage);
    setLivesIn(node, self);
    for (Node* scatter : inverse_scatters) {
      if (isDeleted(scatter)) continue;
      markDeleted(scatter);
      setLivesIn(scatter, scatter->args[0].node());
      report_.decisions.push_back(Decision::scatterRemoved(scatter->name, node->name));
    }
    int64_t node_index = classes_.index(node);
    redirectLaterUsers(node, node_index);
    for (Node* scatter : inverse_scatters) redirectLaterUsers(scatter, node_index);
  }

  // Step 4: later readers of `old` read its self argument instead.
  void redirectLaterUsers(Node* old, int64_t after_index) {
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

  void markDeleted(Node* scatter) {
    if (isDeleted(scatter)) return;
    deleted_[scatter->id] = true;
    delete_order_.push_back(scatter);
  }

  const OpInfo* copyOp() const {
    const OpInfo* copy = OpRegistry::builtin().find("copy_.default");
    return copy;
  }

  Graph& graph_;
  const ReinplaceOptions& options_;
  std::vector<bool> enabled_; // per SafetyCheck
  AliasClasses classes_;
  std::vector<StorageId> input_storages_;
  // Per node id (ids of nodes the pass creates are past the end: never deleted or moved).
  bool isDeleted(const Node* node) const {
    return node->id < deleted_.size() && deleted_[node->id];
  }
  const Node* livesIn(const Node* node) const {
    return node->id < lives_in_.size() ? lives_in_[node->id] : nullptr;
  }
  void setLivesIn(const Node* node, const Node* home) { lives_in_[node->id] = home; }

  std::vector<bool> deleted_;
  mutable ViewReplayer replayer_;
  std::vector<Node*> work_scratch_;
  std::vector<Node*> users_scratch_;
  /// Rewritten nodes and the value whose memory now holds them.
  std::vector<const Node*> lives_in_;
  std::vector<Node*> delete_order_;
  /// The values the output returns, each once.
  std::vector<const Node*> returned_;
  ReinplaceReport report_;
};

} // namespace

ReinplaceReport reinplace(Graph& graph, const ReinplaceOptions& options) {
  return Reinplacer(graph, options).run();
}

} // namespace reinplace
