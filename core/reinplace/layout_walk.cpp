// The sound policy's layout check (layout-preserved). A rewritten node's result lives in self,
// which may have another offset or strides than the fresh result had; a removed scatter's value
// lives in its base. The new layout travels: views keep it, and most other ops lay their fresh
// result out after their inputs (TensorIterator, clone with preserve_format). The check follows
// it exactly, in program order: each later op's layout is its meta rule run on the layouts its
// inputs now have, as the oracle runs it; where that is the layout the op had, the change stops.
// A reader whose result depends on the part of a layout that changed keeps the node.

#include "core/reinplace/layout_walk.h"

#include "core/fx/printer.h"
#include "core/kernel_facts/layout_reads.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/kernel_facts/vectorized_loop.h"
#include "core/meta/layout.h"
#include "core/meta/meta_context.h"
#include "core/meta/view_replay.h"
#include "core/reinplace/pass_run.h"

#include <algorithm>
#include <functional>
#include <set>
#include <span>
#include <unordered_map>
#include <unordered_set>

namespace reinplace {
namespace {

class LayoutLookup final : public ValueLayouts {
public:
  explicit LayoutLookup(std::function<const TensorMeta*(const Node&)> find)
      : find_(std::move(find)) {}
  const TensorMeta* layoutOf(const Node& value) const override { return find_(value); }

private:
  std::function<const TensorMeta*(const Node&)> find_;
};

} // namespace

CheckResult PassRun::checkLayout(Node* node, Node* self,
                                 const std::vector<Node*>& inverse_scatters) {
  if (!enabled(SafetyCheck::LayoutPreserved) || !node->hasTensorMeta()) return std::nullopt;
  // The storages the rewrite makes one memory: the result's and self's, each removed scatter's
  // and its base's.
  // A handful: inline, not a heap block grown per decision.
  SmallVector<StorageId, 8> joined = {node->tensorMeta().storage};
  auto join = [&](const Node* home) {
    if (LayoutRef real = home->hasTensorMeta() ? realLayout(home) : LayoutRef(); real)
      joined.push_back(real->storage);
    for (const TensorMeta& meta : home->meta) joined.push_back(meta.storage);
  };
  join(self);
  for (Node* scatter : inverse_scatters) {
    join(scatter);
    join(scatter->args[0].node());
  }
  if (CheckResult why = LayoutWalk(*this, node, node, joined).run(self)) return why;
  // A removed scatter's value now lives in its base, which may be laid out differently from
  // the fresh copy the scatter made (an offset, other strides).
  for (Node* scatter : inverse_scatters) {
    Node* base = scatter->args[0].node();
    if (!scatter->hasTensorMeta() || !base->hasTensorMeta()) continue;
    if (CheckResult why = LayoutWalk(*this, node, scatter, joined).run(base)) return why;
  }
  return std::nullopt;
}

// The elements a storage holds: the most any value of the functional program reaches in it
// (each is in bounds there, and a fresh value's own layout reaches all of its storage).
int64_t PassRun::storageSize(StorageId storage) const {
  if (storage_sizes_.empty())
    for (const Node* node : graph_)
      for (const TensorMeta& meta : node->meta) {
        int64_t& size = storage_sizes_[meta.storage];
        size = std::max(size, meta.storageExtent());
      }
  auto it = storage_sizes_.find(storage);
  return it == storage_sizes_.end() ? 0 : it->second;
}

// Program order for the walk; a node a rewrite inserted takes the place of the original node
// it was inserted before.
int64_t PassRun::programOrder(const Node* node) const {
  for (const Node* at = node; at; at = at->next)
    if (int64_t index = classes_.index(at); index >= 0) return index;
  return INT64_MAX;
}

// The layouts `node` has once this decision's rewrite is made, as far as worked out so far:
// what the walk relaid, else where it really is. Null when unknown.
const TensorMeta* PassRun::layoutDuringCheck(const Node& node, HeldLayouts& held) const {
  if (auto it = relaid_by_decision_.find(&node); it != relaid_by_decision_.end())
    return it->second.size() == 1 ? &it->second[0] : nullptr;
  LayoutRef real = realLayout(&node);
  if (!real) return nullptr;
  if (!real.owned()) return &*real; // a node's own meta: it stays where it is
  held.push_front(std::move(real));
  return &*held.front();
}

// `user`'s layouts given what the walk relaid so far. Unknown (nullopt, `rejected` false) when
// an input's layout is unknown or the op has no meta rule; `rejected` when its meta rule
// refuses the new layouts, as torch would (a view that is no longer viewable).
std::optional<ValueMeta> PassRun::relaidLayouts(const Node* user, bool& rejected) const {
  rejected = false;
  if (user->kind == NodeKind::GetItem) {
    const Node* source =
        user->args.size() == 2 && user->args[0].isNode() ? user->args[0].node() : nullptr;
    auto it = source && user->args[1].isInt() ? relaid_by_decision_.find(source)
                                              : relaid_by_decision_.end();
    if (it == relaid_by_decision_.end()) return std::nullopt;
    int64_t index = std::get<int64_t>(user->args[1].value);
    if (index < 0 || static_cast<size_t>(index) >= it->second.size()) return std::nullopt;
    return ValueMeta{it->second[static_cast<size_t>(index)]};
  }
  if (user->kind != NodeKind::Call || !user->op->meta_rule) return std::nullopt;
  HeldLayouts held;
  bool unknown_input = false;
  LayoutLookup lookup([&](const Node& value) -> const TensorMeta* {
    const TensorMeta* layout = layoutDuringCheck(value, held);
    unknown_input = unknown_input || !layout;
    return layout;
  });
  try {
    MetaContext context(*user->op, *user, &lookup);
    user->op->meta_rule(context);
    ValueMeta& results = context.results();
    if (results.size() != user->meta.size()) return std::nullopt;
    // A view's result is in its input's storage, wherever that now is; a fresh result is its own.
    const Node* viewed =
        user->op->is_view || user->op->hidden_view ? user->args[0].node() : nullptr;
    const TensorMeta* viewed_layout = viewed ? layoutDuringCheck(*viewed, held) : nullptr;
    for (size_t i = 0; i < results.size(); ++i)
      results[i].storage = viewed_layout ? viewed_layout->storage : user->meta[i].storage;
    return std::move(results);
  } catch (const MetaError&) {
    rejected = !unknown_input;
  } catch (const BindError&) {
    rejected = !unknown_input;
  }
  return std::nullopt;
}

namespace {

constexpr size_t kMaxFollowed = 256;

// A scatter reads of its base only the elements its view does not cover (by index in logical
// order); nullopt when it reads `value` otherwise (as its source too) or that is unknown.
std::optional<std::vector<int64_t>> baseElementsRead(const Node* scatter, const Node* value,
                                                     ViewReplayer& replayer) {
  constexpr int64_t kMaxElements = 4096;
  if (!readsOnlyAsScatterBase(scatter, value) || !value->hasTensorMeta() ||
      value->tensorMeta().numel() > kMaxElements)
    return std::nullopt;
  return elementsOutsideScatteredView(*scatter, value->tensorMeta(), replayer);
}

} // namespace

LayoutWalk::LayoutWalk(PassRun& pass, Node* decided, Node* value, std::span<const StorageId> joined)
    : pass_(pass), decided_(decided), value_(value), joined_(joined),
      positional_readers_(pass.enabled(SafetyCheck::LayoutReaders)) {}

CheckResult LayoutWalk::run(Node* home) {
  const TensorMeta& result = value_->tensorMeta();
  // Where `home` really is: an earlier rewrite may have moved it (a view of a reinplaced value
  // has that value's self's offset, not its own fresh one).
  home_real_ = pass_.realLayout(home);
  if (!home_real_) {
    return KeepReason{
        SafetyCheck::LayoutPreserved,
        "where " + home->name +
            " lives after earlier rewrites is unknown, so a change of layout could not be "
            "ruled out"};
  }
  const TensorMeta& self_meta = *home_real_;
  const TensorMeta* before = pass_.layoutDuringCheck(*value_, held_);
  if (before && sameViewMetadata(*before, self_meta)) return std::nullopt;
  strides_differ_ = result.strides != self_meta.strides;
  pass_.relaid_by_decision_[value_] = ValueMeta{self_meta};
  if (samePositions(changeBetween(result, &self_meta))) same_positions_.insert(value_);
  scheduleUsers(value_);
  while (!pending_.empty()) {
    Node* user = pending_.begin()->second;
    pending_.erase(pending_.begin());
    if (CheckResult why = visit(user)) return why;
  }
  return std::nullopt;
}

KeepReason LayoutWalk::keepFor(const std::string& what, SafetyCheck check) {
  const TensorMeta& result = value_->tensorMeta();
  const TensorMeta& self_meta = *home_real_;
  std::string layout = strides_differ_ ? "strides " + formatShape(self_meta.strides) +
                                             " instead of " + formatShape(result.strides)
                                       : "offset " + std::to_string(self_meta.storage_offset) +
                                             " instead of " + std::to_string(result.storage_offset);
  return KeepReason{
      check, (value_ == decided_ ? std::string("in place the result") : "removed " + value_->name) +
                 " would have " + layout + ", which " + what};
}

void LayoutWalk::scheduleUsers(const Node* changed) {
  for (Node* user : changed->users) pending_.emplace(pass_.programOrder(user), user);
}

CheckResult LayoutWalk::visit(Node* user) {
  if (!visited_.insert(user).second) return std::nullopt;
  if (++followed_ > kMaxFollowed)
    return keepFor("too many later ops may depend on (could not be ruled out)");
  // A scatter copies its base and lays the result out after it: a moved source alone changes
  // neither its values' order nor its layout (functionalization's write-backs, the common case).
  bool base_moved =
      user->kind != NodeKind::Call || !user->op->scattered_view ||
      (user->args[0].isNode() && pass_.relaid_by_decision_.count(user->args[0].node()));
  bool rejected = false;
  std::optional<ValueMeta> now =
      base_moved ? pass_.relaidLayouts(user, rejected) : std::optional<ValueMeta>();
  // Its values are seen by nobody; its meta rule still runs, and so do its readers' (a view of
  // it may refuse the new layout).
  const bool values_unseen = now && unread(user);
  bool is_view = user->view_source || user->list_view_source ||
                 (user->kind == NodeKind::GetItem && user->args[0].isNode() &&
                  user->args[0].node()->list_view_source);
  const Node* viewed = (is_view || (user->op && user->op->hidden_view)) && user->args[0].isNode()
                           ? user->args[0].node()
                           : nullptr;
  if (CheckResult why = followPositionalReads(user, viewed, values_unseen)) return why;
  // (A scatter's source read through as_strided was judged above: other positions are other
  // values.)
  if (!base_moved) return std::nullopt;
  if (user->kind == NodeKind::Call)
    if (CheckResult why = judgeCall(user, now, rejected, values_unseen)) return why;
  relay(user, std::move(now), viewed, is_view);
  return std::nullopt;
}

CheckResult LayoutWalk::followPositionalReads(const Node* user, const Node* viewed,
                                              bool values_unseen) {
  const Node* cloned = cloneSource(user);
  if (auto it = viewed ? positional_.find(viewed) : positional_.end(); it != positional_.end()) {
    PositionalRead how = it->second;
    // A view that addresses positions of the copy reaches the copy's elements by the copy's
    // layout; that holds while the copy is laid out as before.
    auto copy_now =
        how.copy ? pass_.relaid_by_decision_.find(how.copy) : pass_.relaid_by_decision_.end();
    bool copy_moved = copy_now != pass_.relaid_by_decision_.end() &&
                      (copy_now->second.size() != 1 ||
                       !sameViewMetadata(copy_now->second[0], how.copy->tensorMeta()));
    how.reaches_by_view = how.reaches_by_view && !(user->kind == NodeKind::Call &&
                                                   addressesStoragePositions(user) && copy_moved);
    positional_.emplace(user, how);
  } else if (auto copied = cloned ? positional_.find(cloned) : positional_.end();
             copied != positional_.end() && !copied->second.copy) {
    positional_.emplace(
        user, PositionalRead{copied->second.input, copied->second.positional_view, cloned, user});
  } else if (!viewed && !values_unseen) {
    const Node* differing = nullptr;
    auto check = [&](const Node* read) {
      auto it = positional_.find(read);
      if (differing || it == positional_.end()) return;
      std::optional<std::vector<int64_t>> outside = baseElementsRead(user, read, pass_.replayer_);
      if (!readsAlike(read, it->second, outside ? &*outside : nullptr))
        differing = it->second.positional_view;
    };
    for (const Arg& arg : user->args) arg.forEachNode(check);
    for (const auto& kwarg : user->kwargs) kwarg.second.forEachNode(check);
    if (differing) return keepFor(differing->name + " depends on", SafetyCheck::LayoutReaders);
  }
  return std::nullopt;
}

CheckResult LayoutWalk::judgeCall(Node* user, const std::optional<ValueMeta>& now, bool rejected,
                                  bool values_unseen) {
  const bool computes_alike =
      now && now->size() == 1 && computesAlike(user, (*now)[0], [&](const Node& operand) {
        return pass_.layoutDuringCheck(operand, held_);
      });
  bool depends = false, reaches_past_storage = false;
  auto visitInput = [&](const Node* input) {
    auto it = pass_.relaid_by_decision_.find(input);
    if (it == pass_.relaid_by_decision_.end() || !input->hasTensorMeta()) return;
    const TensorMeta* layout = it->second.size() == 1 ? &it->second[0] : nullptr;
    bool layout_alike =
        computes_alike || (addressesStoragePositions(user) && same_positions_.count(input));
    // as_strided_scatter addresses positions in a clone of its base, laid out by empty_like at
    // offset 0: the base's offset never reaches it, its strides only so, and strides of size-1
    // dimensions put no element elsewhere.
    if (user->op->qualified_name == "as_strided_scatter.default" && layout &&
        user->args[0].isNode() && user->args[0].node() == input) {
      const TensorMeta before = emptyLike(input->tensorMeta(), input->tensorMeta().dtype);
      const TensorMeta clone_now = emptyLike(*layout, layout->dtype);
      layout_alike = layout_alike || samePositions(changeBetween(before, &clone_now));
    }
    // Judged where its positions are read (followPositionalReads), once the walk has relaid the
    // views. Switched off (unsafe), a positional view is followed as any other view.
    if (!positional_readers_ && readsStoragePositionsAsView(user)) layout_alike = true;
    if (positional_readers_ && readsStoragePositionsAsView(user) && now && now->size() == 1 &&
        (*now)[0].storageExtent() > pass_.storageSize((*now)[0].storage)) {
      reaches_past_storage = true;
      return;
    }
    if (readsStoragePositionsAsView(user) && !layout_alike && layout && now && now->size() == 1 &&
        user->hasTensorMeta()) {
      positional_.emplace(user, PositionalRead{input, user});
      layout_alike = true;
    }
    depends = depends || (!layout_alike && !readsInputAlike(user, input, layout));
  };
  for (const Arg& arg : user->args) arg.forEachNode(visitInput);
  for (const auto& kwarg : user->kwargs) kwarg.second.forEachNode(visitInput);
  if (reaches_past_storage)
    return keepFor("makes " + user->name + " reach past the end of its storage",
                   SafetyCheck::LayoutReaders);
  bool reads_alike = readsInLogicalOrder(user) && now && now->size() == user->meta.size() &&
                     (*now)[0].sizes == user->meta[0].sizes;
  if (depends && !reads_alike && !values_unseen)
    return keepFor(user->name + " depends on", addressesStoragePositions(user)
                                                   ? SafetyCheck::LayoutReaders
                                                   : SafetyCheck::LayoutPreserved);
  if (rejected) return keepFor(user->name + " rejects");
  return std::nullopt;
}

void LayoutWalk::relay(Node* user, std::optional<ValueMeta> now, const Node* viewed, bool is_view) {
  // Where the layout it had before the rewrite is the one it has now, the change stops. Not for
  // views: a view of the same layout may sit among other elements than before, which a
  // positional reader further on (as_strided, _reshape_alias) reads beside it.
  if (now && user->meta.size() == 1 && !positional_.count(user) && !is_view) {
    const TensorMeta* had = pass_.layoutDuringCheck(*user, held_);
    if (had && sameViewMetadata(*had, (*now)[0])) return;
  }
  if (viewed ? same_positions_.count(viewed) > 0
             : now && now->size() == 1 && samePositions(changeBetween(user->meta[0], &(*now)[0])))
    same_positions_.insert(user);
  pass_.relaid_by_decision_[user] = now ? std::move(*now) : ValueMeta{};
  scheduleUsers(user);
}

bool LayoutWalk::readsAlike(const Node* read, const PositionalRead& how,
                            const std::vector<int64_t>* needed) const {
  std::optional<std::vector<int64_t>> reached;
  if (how.copy) {
    if (!how.reaches_by_view || !read->hasTensorMeta()) return false;
    reached = elementsReached(how.copy->tensorMeta(), read->tensorMeta());
    if (!reached) return false;
    if (needed) {
      std::vector<int64_t> of_needed;
      for (int64_t index : *needed) of_needed.push_back((*reached)[static_cast<size_t>(index)]);
      reached = std::move(of_needed);
    }
    read = how.copied;
  } else if (needed) {
    reached = *needed;
  }
  auto input_now = pass_.relaid_by_decision_.find(how.input),
       read_now = pass_.relaid_by_decision_.find(read);
  return input_now != pass_.relaid_by_decision_.end() &&
         read_now != pass_.relaid_by_decision_.end() && input_now->second.size() == 1 &&
         read_now->second.size() == 1 && read->hasTensorMeta() &&
         firstIndexReadOtherwise(how.input->tensorMeta(), input_now->second[0], read->tensorMeta(),
                                 read_now->second[0], reached ? &*reached : nullptr) == -1;
}

bool LayoutWalk::unread(const Node* user) {
  auto relaid = [&](const Node* arg) { return pass_.relaid_by_decision_.count(arg) > 0; };
  return user->kind == NodeKind::Call && readsAnyValueOf(user, relaid) && !valuesRead(user, 0) &&
         writesUnseen(user);
}

bool LayoutWalk::valuesRead(const Node* value, int depth) {
  if (auto it = seen_read_.find(value); it != seen_read_.end()) return it->second;
  bool read =
      value->meta.empty() || std::any_of(value->meta.begin(), value->meta.end(),
                                         [](const TensorMeta& meta) { return meta.numel() != 0; });
  if (read && depth < 8) {
    read = false;
    for (const Node* reader : value->users) {
      if (!readsAnyValueOf(reader, [value](const Node* arg) { return arg == value; }) ||
          valuesRead(reader, depth + 1) || !writesUnseen(reader)) {
        read = true;
        break;
      }
    }
  }
  seen_read_[value] = read;
  return read;
}

bool LayoutWalk::writesUnseen(const Node* op) {
  return !pass_.writes_.writesAnArgument(op) ||
         pass_.hiddenWritesUnread(op, joined_, [&](const Node& written) {
           return pass_.layoutDuringCheck(written, held_);
         });
}

} // namespace reinplace
