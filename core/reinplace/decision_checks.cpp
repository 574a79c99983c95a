#include "core/fx/printer.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/meta/view_replay.h"
#include "core/reinplace/pass_run.h"

#include <algorithm>
#include <string_view>

namespace reinplace {
namespace {

// The same op with the same view arguments: both scatter the same view of their base.
bool sameScatteredView(const Node* a, const Node* b) {
  if (a->op != b->op || a->args.size() != b->args.size() || a->kwargs.size() != b->kwargs.size())
    return false;
  for (size_t i = 2; i < a->args.size(); ++i)
    if (a->args[i].isNode() || formatArg(a->args[i]) != formatArg(b->args[i])) return false;
  for (size_t i = 0; i < a->kwargs.size(); ++i)
    if (a->kwargs[i].first != b->kwargs[i].first ||
        formatArg(a->kwargs[i].second) != formatArg(b->kwargs[i].second))
      return false;
  return true;
}

// `scatter`'s only reader (`readers`: those it had before an earlier rewrite removed it and
// redirected them to its base), when that is a scatter that writes the same view of it. Being
// the only reader, it reads `scatter` only as its base, whose view it replaces entirely.
const Node* shadowedByNextScatter(const Node* scatter, const std::vector<Node*>& readers) {
  if (readers.size() != 1) return nullptr;
  const Node* next = readers.front();
  const Node* base = scatter->args[0].isNode() ? scatter->args[0].node() : nullptr;
  bool shadows = next->kind == NodeKind::Call && next->args.size() > 1 && next->args[0].isNode() &&
                 (next->args[0].node() == scatter || next->args[0].node() == base) &&
                 !(next->args[1].isNode() && next->args[1].node() == scatter) &&
                 sameScatteredView(next, scatter);
  return shadows ? next : nullptr;
}

} // namespace

// A scatter into a base that is itself a scatter of the same view with the same source, which
// nothing wrote since: the view already holds that value, so in place it writes nothing new.
bool PassRun::writesWhatItsBaseWrote(const Node* scatter) const {
  if (!isScatter(scatter) || scatter->args.size() < 2 || !scatter->args[0].isNode() ||
      !scatter->args[1].isNode())
    return false;
  const Node* base = scatter->args[0].node();
  const Node* source = scatter->args[1].node();
  if (!base->hasTensorMeta() || !source->hasTensorMeta()) return false;
  int64_t from = classes_.index(base);
  // A view addressing exactly its source's elements (transpose(a, 0, 0)) is that value, and so
  // is a clone of it, taken at a time from which on `from` watches its memory. Every value
  // passed on the way is watched too: earlier rewrites redirected readers, so a clone may now
  // read memory that holds another value than the one it cloned in the program.
  std::vector<const Node*> passed;
  auto value = [&](const Node* node) {
    for (;;) {
      passed.push_back(node);
      const Node* next = node->view_source;
      if (!next) {
        next = cloneSource(node);
        if (next) from = std::min(from, classes_.index(node));
      }
      if (!next || !node->hasTensorMeta() || !next->hasTensorMeta() ||
          node->tensorMeta().dtype != next->tensorMeta().dtype ||
          (next == node->view_source && !sameElements(node->tensorMeta(), next->tensorMeta())))
        return node;
      node = next;
    }
  };
  if (!isScatter(base) || base->args.size() < 2 || !base->args[1].isNode() ||
      !sameScatteredView(base, scatter))
    return false;
  const Node* written = value(source);
  if (value(base->args[1].node()) != written) return false;
  // The memories must hold the program's values: no write in the program between the two (from
  // the first clone on), and no rewrite that moved a value into any (which also redirects
  // readers, so that the scatter's base would not be the one it had).
  const int64_t to = classes_.index(scatter);
  auto unwritten = [&](const Node* node) {
    StorageId storage = node->tensorMeta().storage;
    return !writes_.laterWrite(storage, from, to, nullptr) && !holdsMovedValue(storage);
  };
  return from >= 0 && to > from && !isDeleted(base) && unwritten(base) &&
         std::all_of(passed.begin(), passed.end(),
                     [&](const Node* node) { return node->hasTensorMeta() && unwritten(node); });
}

// Whether an earlier rewrite moved a value into memory of this storage's alias class.
bool PassRun::holdsMovedValue(StorageId storage) const {
  const StorageId root = classes_.find(storage);
  for (const Node* home : real_layouts_.homes())
    if (home && home->hasTensorMeta() && classes_.find(home->tensorMeta().storage) == root)
      return true;
  return false;
}

// Step 1a.
CheckResult PassRun::checkMetadata(Node* node, Node* self, const LayoutRef& self_real) {
  const auto& self_metas = self->meta;
  const auto& node_metas = node->meta;
  bool is_resize = std::string_view(node->op->qualified_name) == "resize.default";
  if (self_metas.size() != node_metas.size()) return std::nullopt;
  for (size_t i = 0; i < self_metas.size(); ++i) {
    const TensorMeta& s = self_metas[i];
    const TensorMeta& r = node_metas[i];
    bool size_differs = sound() ? s.sizes != r.sizes : s.numel() != r.numel();
    if (enabled(SafetyCheck::DtypeSize) && (size_differs || s.dtype != r.dtype) &&
        (!is_resize || sound())) {
      return KeepReason{SafetyCheck::DtypeSize, "result " + formatMeta(r, false) +
                                                    " does not fit in self " + self->name + " " +
                                                    formatMeta(s, false)};
    }
    Overlap overlap = !sound()     ? pytorchHasInternalOverlap(s)
                      : !self_real ? Overlap::TooHard
                                   : internalOverlap(*self_real);
    bool overlapping = sound() ? overlap != Overlap::No : overlap == Overlap::Yes;
    if (enabled(SafetyCheck::InternalOverlap) && overlapping && (!is_resize || sound())) {
      return KeepReason{SafetyCheck::InternalOverlap,
                        "self " + self->name + " " + formatMeta(s, false) +
                            " has internal overlap" +
                            (overlap == Overlap::TooHard ? " (could not be ruled out)" : "")};
    }
  }
  return std::nullopt;
}

// What `node` writes, once in place: all of self, or for a scatter the view of self it writes
// (its scattered view replayed on where self really is). Empty when self's place is unknown.
LayoutRef PassRun::writtenRegion(const Node* node, const LayoutRef& self_real) const {
  if (!self_real) return LayoutRef();
  const OpInfo& op = *node->op;
  if (op.scattered_view && asStridedAddressesAlike(op, *self_real)) {
    std::optional<TensorMeta> target = replayer_.replay(
        *op.scattered_view, *self_real, std::span<const Arg>(node->args).subspan(2), node->kwargs);
    if (target) return LayoutRef(std::move(target));
  }
  return LayoutRef(&*self_real);
}

// The sound policy's argument check: any other tensor argument sharing memory with what the
// node writes: self for an in-place op; for a scatter, only the view of self it writes (its
// source may be another part of self: `select(x, 0, 0).copy_(select(x, 0, 1))` reads nothing
// it writes).
CheckResult PassRun::checkArgumentOverlap(Node* node, Node* self, const LayoutRef& self_real,
                                          const Node* exempt) {
  if (!enabled(SafetyCheck::ArgumentOverlap)) return std::nullopt;
  LayoutRef written = writtenRegion(node, self_real);
  std::string written_name =
      written && &*written != &*self_real
          ? "the part of self " + self->name + " that " + node->name + " writes"
          : "self " + self->name;
  Node* culprit = nullptr;
  std::string how;
  auto visit = [&](const Node* value) {
    if (culprit || value == self || value == exempt || !value->hasTensorMeta()) return;
    LayoutRef real = realLayout(value);
    if (written && real && !sameRealStorage(*real, *written)) return;
    Overlap overlap = written && real ? sharesMemory(*real, *written) : Overlap::TooHard;
    if (overlap == Overlap::No) return;
    bool same_elements =
        written && real && sameViewMetadata(*real, *written) && real->dtype == written->dtype;
    // An elementwise op reads each element of self before writing it, so an argument that is
    // exactly self's memory (PyTorch's "full overlap") is safe; any other overlap is not.
    if (same_elements && node->op->elementwise) return;
    how = same_elements ? "is the same memory as " + written_name
                        : "overlaps " + written_name +
                              (overlap == Overlap::TooHard ? " (could not be ruled out)" : "");
    culprit = const_cast<Node*>(value);
  };
  for (size_t i = 1; i < node->args.size(); ++i) node->args[i].forEachNode(visit);
  for (const auto& kwarg : node->kwargs) kwarg.second.forEachNode(visit);
  if (!culprit) return std::nullopt;
  return KeepReason{SafetyCheck::ArgumentOverlap, "argument " + culprit->name + " " + how};
}

// Removed, a scatter lives in its base. A base in an input's memory that is not self's (a scatter
// matched to self's view by its metadata alone, writing an empty view of the input) would hand
// out the input itself where the program made a copy of it: returned, the output aliases the
// input. Self's own class was judged by the input-alias check already.
CheckResult PassRun::checkScatterBaseNotAnInput(Node* node, Node* scatter,
                                                const LayoutRef& base_real) {
  if (!enabled(SafetyCheck::InputAlias) || !base_real || !isInputStorage(base_real->storage))
    return std::nullopt;
  LayoutRef self_real = realLayout(node->args[0].node());
  if (self_real && sameRealStorage(*base_real, *self_real)) return std::nullopt;
  return KeepReason{SafetyCheck::InputAlias, "later " + scatter->name + " would be input " +
                                                 inputAliasName(base_real->storage) +
                                                 " itself, not self's memory"};
}

// The sound policy's scatter checks: the scatter's base has no internal overlap, and what the
// scatter writes already sits exactly where it would write it once `node` writes into self.
CheckResult PassRun::checkScatterSound(Node* node, Node* scatter,
                                       const std::optional<TensorMeta>& replayed,
                                       const std::vector<Node*>& removed,
                                       bool node_writes_nothing) {
  Node* base = scatter->args[0].node();
  LayoutRef base_real = realLayout(base);
  Overlap base_overlap = base_real ? internalOverlap(*base_real) : Overlap::TooHard;
  if (enabled(SafetyCheck::ScatterBaseOverlap) && base_overlap != Overlap::No) {
    return KeepReason{SafetyCheck::ScatterBaseOverlap,
                      "later " + scatter->name + " writes into " + base->name + " " +
                          formatMeta(base->tensorMeta(), false) + ", which has internal overlap" +
                          (base_overlap == Overlap::TooHard ? " (could not be ruled out)" : "")};
  }
  if (CheckResult why = checkScatterBaseNotAnInput(node, scatter, base_real)) return why;
  if (!enabled(SafetyCheck::ScatterSource)) return std::nullopt;
  // Whatever it writes, nobody reads it. (Its base, free of overlap, has room for its views.)
  if (readOnlyThroughEmptyViews(scatter)) {
    removals_of_own_.insert_or_assign(scatter, Decision::scatterUnread(scatter->name));
    return std::nullopt;
  }
  if (base_real && !asStridedAddressesAlike(*scatter->op, *base_real)) {
    return KeepReason{SafetyCheck::ScatterSource,
                      "later " + scatter->name +
                          " applies its absolute offsets to a fresh copy of " + base->name +
                          ", not to " + base->name + " itself"};
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
  bool lands = target && source && sitsWhereWritten(*source, *target);
  // Landing in the right place is not enough: an alias of self taken before `node` sits there
  // too, but in the functional program it holds the value from before the update. The value
  // written back must be the result itself or another removed scatter (both are the updated
  // memory), or a view of one of them.
  const Node* written = scatter->args[1].isNode() ? scatter->args[1].node() : nullptr;
  auto updated = [&](const Node* value) {
    return value == node || std::find(removed.begin(), removed.end(), value) != removed.end();
  };
  while (written && !updated(written)) written = written->view_source;
  // In place, a scatter's result is all of self, not only the view it writes: a write into the
  // result before this scatter reads its base (batch norm's running stats) changes memory that
  // the reasons below take to hold what it held before `node`. Only a write-back of the update
  // itself reads what the program reads then.
  if (node->op->scattered_view && node->hasTensorMeta() && (node_writes_nothing || !written)) {
    if (const ProgramWrite* write = writes_.laterWrite(
            node->tensorMeta().storage, classes_.index(node), classes_.index(scatter), nullptr)) {
      return KeepReason{SafetyCheck::ScatterSource,
                        "later " + scatter->name + " reads " + base->name + " after " +
                            write->writer->name + " writes " + write->target->name +
                            ", which would be all of self " + node->args[0].node()->name};
    }
  }
  // A node that writes nothing leaves self as it was: a value from before it is the value after.
  if (lands && node_writes_nothing) return std::nullopt;
  if (!lands || !written)
    return scatterNotWritingTheUpdateBack(node, scatter, base_real, source, lands, written,
                                          removed);
  // In place, `node` writes all of self, but the scatter puts back only its view: when that
  // is part of the update (a slice of the result), the base's elements beside it would come
  // out updated where the program keeps their old values. Upstream mis-compiles
  // slice_scatter(a, slice(op(a)), ...) so.
  LayoutRef self_real = realLayout(node->args[0].node());
  if (!self_real || covers(*target, *self_real) != Overlap::Yes) {
    return KeepReason{SafetyCheck::ScatterSource,
                      "later " + scatter->name + " writes back " + formatArg(scatter->args[1]) +
                          ", only part of what " + node->name + " would write into " +
                          node->args[0].node()->name};
  }
  return std::nullopt;
}

// A scatter that does not put the update itself back where it lives after the rewrite: it can
// go only when what it writes changes nothing (its base holds the base's value and the source
// is untouched by `node`), or the next scatter of its view overwrites it at once.
CheckResult PassRun::scatterNotWritingTheUpdateBack(Node* node, Node* scatter,
                                                    const LayoutRef& base_real,
                                                    const LayoutRef& source, bool lands,
                                                    const Node* written,
                                                    const std::vector<Node*>& removed) {
  Node* base = scatter->args[0].node();
  auto updated = [&](const Node* value) {
    return value == node || std::find(removed.begin(), removed.end(), value) != removed.end();
  };
  // Removed, the scatter lives in its base. When that already holds the update (it is `node`
  // or a removed scatter), the scatter's result is self's memory, the update all over.
  LayoutRef node_self = realLayout(node->args[0].node());
  LayoutRef region = writtenRegion(node, node_self); // may borrow node_self
  auto untouched = [&](const LayoutRef& value) {
    return region &&
           (!sameRealStorage(*value, *region) || sharesMemory(*value, *region) == Overlap::No);
  };
  // The base's memory holds the base's value: it is the update itself (`node` or a removed
  // scatter), or memory the node's write leaves alone.
  const bool base_holds_base = updated(base) || (base_real && untouched(base_real));
  // Functionalization writes a view back after each of its mutations: a scatter whose result
  // only the next scatter reads, writing the same view, is overwritten there at once.
  auto recorded = readers_before_removal_.find(scatter);
  const Node* next = shadowedByNextScatter(
      scatter, recorded != readers_before_removal_.end()
                   ? recorded->second
                   : std::vector<Node*>(scatter->users.begin(), scatter->users.end()));
  if (lands) {
    // Only the view it writes back can differ from the base's value: not when an alias of
    // self beside what `node` writes holds the same value before and after it, nor when the
    // next scatter, removed too, makes the update its own result whatever this one's base.
    if (base_holds_base && untouched(source)) {
      if (!updated(base) && !written)
        removals_of_own_.insert_or_assign(
            scatter, Decision::scatterNoOp(scatter->name, formatArg(scatter->args[1])));
      return std::nullopt;
    }
    if (next && (updated(base) || std::find(removed.begin(), removed.end(), next) != removed.end()))
      return std::nullopt;
  }
  // Overwritten at once whatever it writes: the next scatter writes the same view of the base's
  // memory, all that the removed one would have changed. That memory must hold the base's
  // value then (a scatter into a value made after the node, say).
  if (next && base_real && base_holds_base) {
    removals_of_own_.insert_or_assign(scatter,
                                      Decision::scatterOverwritten(scatter->name, next->name));
    return std::nullopt;
  }
  return KeepReason{SafetyCheck::ScatterSource,
                    "later " + scatter->name + " writes " + formatArg(scatter->args[1]) +
                        (lands ? ", which holds the value from before " + node->name
                               : " somewhere other than where it lives after the rewrite")};
}

// The sound policy's output check. A returned value that the rewrite moves into self's memory
// (the result, or a removed scatter) must not come to share memory with another returned
// value: callers could then see a write to one through the other.
CheckResult PassRun::checkDistinctOutputs(Node* node, Node* self,
                                          const std::vector<Node*>& inverse_scatters) {
  if (!enabled(SafetyCheck::DistinctOutputs)) return std::nullopt;
  // Returned values that move: the result, a removed scatter, or a view of either. Found from
  // the moved side, so a decision costs what moves, not the number of returned values.
  MovedValues moved = movedValues(node, inverse_scatters);
  std::vector<const Node*> movers;
  for (const Node* value : moved)
    if (returned_set_.count(value)) movers.push_back(value);
  if (movers.empty()) return std::nullopt;
  std::string conflict;
  PretendRewritten rewritten(*this, node, self, inverse_scatters);
  // Outside the values pretending to have moved and their views, a value's real storage is in
  // the class of its own (rewrites merge a value's class with its home's), so a returned value of
  // another class shares nothing with the mover: one union-find lookup instead of a layout walk.
  // Removed scatters (whose classes join their bases') and their views are looked at in full
  // all the same.
  auto pretending = [&](const Node* value) {
    if (std::find(moved.begin(), moved.end(), value) != moved.end()) return true;
    for (int depth = 0; value && depth < kViewDepth; ++depth, value = value->view_source)
      if (isDeleted(value)) return true;
    return false;
  };
  for (const Node* mover : movers) {
    LayoutRef a = realLayout(mover);
    StorageId mover_class = a ? classes_.find(a->storage) : kNoStorage;
    // Only values of the mover's class, moved values and views of removed scatters can fail
    // the test below: the index lists those, in output order, so the first conflict is the same.
    std::vector<size_t> positions;
    if (a) positions = returned_index_->candidates(mover_class, moved);
    size_t count = a ? positions.size() : returned_.size();
    for (size_t i = 0; i < count; ++i) {
      const Node* other = returned_[a ? positions[i] : i];
      // Values that already shared a storage in the functional program may keep sharing it.
      if (other == mover || other->tensorMeta().storage == mover->tensorMeta().storage) continue;
      if (a && !pretending(other) && classes_.find(other->tensorMeta().storage) != mover_class)
        continue;
      LayoutRef b = realLayout(other);
      if (a && b && (!sameRealStorage(*a, *b) || sharesMemory(*a, *b) == Overlap::No)) continue;
      conflict = "returned " + mover->name + " would share memory with returned " + other->name;
      break;
    }
    if (!conflict.empty()) break;
  }
  if (conflict.empty()) return std::nullopt;
  return KeepReason{SafetyCheck::DistinctOutputs, conflict};
}

// In the program each value the rewrite moves into self's memory (the result, the removed
// scatters) is a tensor of its own. An op that writes one of them (native_batch_norm's running
// stats, which no schema marks written) after a removed scatter took its value, or after the
// copy_ epilogue filled the input with it, changes that scatter's result or the input in the
// rewrite and not in the program. Writes before the first of those land in both.
CheckResult PassRun::checkMovedValuesUnwritten(Node* node, Node* self,
                                               const std::vector<Node*>& inverse_scatters,
                                               const CopyBack& copy_back) {
  if (!enabled(SafetyCheck::LaterUse) || (inverse_scatters.empty() && !copy_back.copy))
    return std::nullopt;
  const Node* taken = copy_back.copy;
  for (const Node* scatter : inverse_scatters)
    if (!taken || classes_.index(scatter) < classes_.index(taken)) taken = scatter;
  MovedValues moved = movedValues(node, inverse_scatters);
  // Into a removed scatter's result a write matters only where it is read afterwards; what the
  // copy_ epilogue filled the input with is read by the caller.
  std::vector<StorageId> affected;
  if (!copy_back.copy && sound()) {
    affected.push_back(classes_.find(self->tensorMeta().storage));
    for (const Node* value : moved)
      if (value->hasTensorMeta()) affected.push_back(classes_.find(value->tensorMeta().storage));
  }
  // The rewrite's layouts: the moved values where they would live.
  PretendRewritten rewritten(*this, node, self, inverse_scatters);
  for (const Node* value : moved) {
    if (!value->hasTensorMeta()) continue;
    for (const ProgramWrite* write = nullptr;;) {
      write = writes_.laterWrite(value->tensorMeta().storage, classes_.index(taken), -1,
                                 copy_back.copy, write);
      if (!write) break;
      if (affected.empty() || writeObserved(*write, affected)) {
        return KeepReason{SafetyCheck::LaterUse,
                          write->target->name + " would live in the memory of self " + self->name +
                              ", where " + write->writer->name + " writes it after " + taken->name +
                              " took its value"};
      }
    }
  }
  return std::nullopt;
}

} // namespace reinplace
