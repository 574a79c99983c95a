// The sound policy's layout check (layout-preserved). A rewritten node's result lives in self,
// which may have another offset or strides than the fresh result had; a removed scatter's value
// lives in its base. The new layout travels: views keep it, and most other ops lay their fresh
// result out after their inputs (TensorIterator, clone with preserve_format). The check follows
// it exactly, in program order: each later op's layout is its meta rule run on the layouts its
// inputs now have, as the oracle runs it; where that is the layout the op had, the change stops.
// A reader whose result depends on the part of a layout that changed keeps the node.

#include "core/fx/printer.h"
#include "core/kernel_facts/layout_reads.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/kernel_facts/vectorized_loop.h"
#include "core/meta/layout.h"
#include "core/meta/meta_context.h"
#include "core/meta/view_replay.h"
#include "core/reinplace/reinplacer.h"

#include <algorithm>
#include <deque>
#include <functional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace reinplace {
namespace {

// A scatter reads of its base only the elements its view does not cover (by index in logical
// order); nullopt when it reads `value` otherwise (as its source too) or that is unknown.
std::optional<std::vector<int64_t>> baseElementsRead(const Node* scatter, const Node* value,
                                                     ViewReplayer& replayer) {
  constexpr int64_t kMaxElements = 4096;
  if (scatter->kind != NodeKind::Call || !scatter->op->scattered_view || scatter->args.size() < 2 ||
      !scatter->args[0].isNode() || scatter->args[0].node() != value ||
      (scatter->args[1].isNode() && scatter->args[1].node() == value) || !value->hasTensorMeta() ||
      value->tensorMeta().numel() > kMaxElements)
    return std::nullopt;
  const TensorMeta logical = contiguousMeta(value->tensorMeta().dtype, value->tensorMeta().sizes);
  std::optional<TensorMeta> view =
      replayer.replay(*scatter->op->scattered_view, logical,
                      std::span<const Arg>(scatter->args).subspan(2), scatter->kwargs);
  auto covered = view ? elementPositions(*view) : std::nullopt;
  if (!covered) return std::nullopt;
  std::vector<bool> written(static_cast<size_t>(logical.numel()), false);
  for (int64_t position : *covered) {
    if (position < 0 || position >= logical.numel()) return std::nullopt;
    written[static_cast<size_t>(position)] = true;
  }
  std::vector<int64_t> outside;
  for (size_t i = 0; i < written.size(); ++i)
    if (!written[i]) outside.push_back(static_cast<int64_t>(i));
  return outside;
}

class LayoutLookup final : public ValueLayouts {
public:
  explicit LayoutLookup(std::function<const TensorMeta*(const Node&)> find)
      : find_(std::move(find)) {}
  const TensorMeta* layoutOf(const Node& value) const override { return find_(value); }

private:
  std::function<const TensorMeta*(const Node&)> find_;
};

} // namespace

bool Reinplacer::checkLayout(Node* node, Node* self, const std::vector<Node*>& inverse_scatters) {
  if (!enabled(SafetyCheck::LayoutPreserved) || !node->hasTensorMeta()) return true;
  // The storages the rewrite makes one memory: the result's and self's, each removed scatter's
  // and its base's.
  std::vector<StorageId> joined = {node->tensorMeta().storage};
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
  if (!layoutStaysPut(node, node, self, joined)) return false;
  // A removed scatter's value now lives in its base, which may be laid out differently from
  // the fresh copy the scatter made (an offset, other strides).
  for (Node* scatter : inverse_scatters) {
    Node* base = scatter->args[0].node();
    if (scatter->hasTensorMeta() && base->hasTensorMeta() &&
        !layoutStaysPut(node, scatter, base, joined))
      return false;
  }
  return true;
}

// The elements a storage holds: the most any value of the functional program reaches in it
// (each is in bounds there, and a fresh value's own layout reaches all of its storage).
int64_t Reinplacer::storageSize(StorageId storage) const {
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
int64_t Reinplacer::programOrder(const Node* node) const {
  for (const Node* at = node; at; at = at->next)
    if (int64_t index = classes_.index(at); index >= 0) return index;
  return INT64_MAX;
}

// The layouts `node` has once this decision's rewrite is made, as far as worked out so far:
// what the walk relaid, else where it really is. Null when unknown.
const TensorMeta* Reinplacer::layoutDuringCheck(const Node& node,
                                                std::deque<LayoutRef>& held) const {
  if (auto it = relaying_.find(&node); it != relaying_.end())
    return it->second.size() == 1 ? &it->second[0] : nullptr;
  LayoutRef real = realLayout(&node);
  if (!real) return nullptr;
  held.push_back(std::move(real));
  return &*held.back();
}

// `user`'s layouts given what the walk relaid so far. Unknown (nullopt, `rejected` false) when
// an input's layout is unknown or the op has no meta rule; `rejected` when its meta rule
// refuses the new layouts, as torch would (a view that is no longer viewable).
std::optional<ValueMeta> Reinplacer::relaidLayouts(const Node* user, bool& rejected) const {
  rejected = false;
  if (user->kind == NodeKind::GetItem) {
    const Node* source =
        user->args.size() == 2 && user->args[0].isNode() ? user->args[0].node() : nullptr;
    auto it = source && user->args[1].isInt() ? relaying_.find(source) : relaying_.end();
    if (it == relaying_.end()) return std::nullopt;
    int64_t index = std::get<int64_t>(user->args[1].value);
    if (index < 0 || static_cast<size_t>(index) >= it->second.size()) return std::nullopt;
    return ValueMeta{it->second[static_cast<size_t>(index)]};
  }
  if (user->kind != NodeKind::Call || !user->op->meta_rule) return std::nullopt;
  std::deque<LayoutRef> held;
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

// Whether readers of `value` (fresh in the functional program) are unaffected when it lives in
// `home` instead; keeps `decided` if not.
bool Reinplacer::layoutStaysPut(Node* decided, Node* value, Node* home,
                                const std::vector<StorageId>& joined) {
  const TensorMeta& result = value->tensorMeta();
  // Where `home` really is: an earlier rewrite may have moved it (a view of a reinplaced value
  // has that value's self's offset, not its own fresh one).
  LayoutRef home_real = realLayout(home);
  if (!home_real) {
    keep(decided, SafetyCheck::LayoutPreserved,
         "where " + home->name +
             " lives after earlier rewrites is unknown, so a change of layout could not be "
             "ruled out");
    return false;
  }
  const TensorMeta& self_meta = *home_real;
  std::deque<LayoutRef> held;
  const TensorMeta* before = layoutDuringCheck(*value, held);
  if (before && sameViewMetadata(*before, self_meta)) return true;
  bool strides_differ = result.strides != self_meta.strides;
  auto keepFor = [&](const std::string& what, SafetyCheck check = SafetyCheck::LayoutPreserved) {
    std::string layout = strides_differ
                             ? "strides " + formatShape(self_meta.strides) + " instead of " +
                                   formatShape(result.strides)
                             : "offset " + std::to_string(self_meta.storage_offset) +
                                   " instead of " + std::to_string(result.storage_offset);
    keep(decided, check,
         (value == decided ? std::string("in place the result") : "removed " + value->name) +
             " would have " + layout + ", which " + what);
    return false;
  };
  relaying_[value] = ValueMeta{self_meta};
  const bool positional_readers = enabled(SafetyCheck::LayoutReaders);
  // Values whose storage positions hold the elements they hold in the functional program: the
  // moved value when only the strides of size-1 dimensions change, views of such, and fresh
  // results relaid only so. as_strided addresses positions, whatever its input's strides.
  std::unordered_set<const Node*> same_positions;
  if (samePositions(changeBetween(result, &self_meta))) same_positions.insert(value);
  constexpr size_t kMaxFollowed = 256;
  size_t followed = 0;
  std::set<std::pair<int64_t, Node*>> pending;
  auto scheduleUsers = [&](const Node* changed) {
    for (Node* user : changed->users) pending.emplace(programOrder(user), user);
  };
  scheduleUsers(value);
  // Results of as_strided or _reshape_alias that read other storage positions than before, and
  // views of them: what counts is whether the positions finally read (by an op that is no view,
  // or the caller) hold the same elements of the positional view's input as before.
  // A clone of such a value holds at each index the element the value holds there: a read
  // through views of the clone counts only for the elements it reaches.
  struct PositionalRead {
    const Node* input;            // whose elements the positions are
    const Node* positional_view;  // to name: as_strided or _reshape_alias
    const Node* copied = nullptr; // the value read through `copy`, when read through one
    const Node* copy = nullptr;
    bool reaches_by_view = true; // false past a view that addresses positions of the copy
  };
  std::unordered_map<const Node*, PositionalRead> positional;
  // `needed`: the elements of `read` (by index in logical order) that count; null: all.
  auto readsAlike = [&](const Node* read, const PositionalRead& how,
                        const std::vector<int64_t>* needed) {
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
    auto input_now = relaying_.find(how.input), read_now = relaying_.find(read);
    return input_now != relaying_.end() && read_now != relaying_.end() &&
           input_now->second.size() == 1 && read_now->second.size() == 1 && read->hasTensorMeta() &&
           firstIndexReadOtherwise(how.input->tensorMeta(), input_now->second[0],
                                   read->tensorMeta(), read_now->second[0],
                                   reached ? &*reached : nullptr) == -1;
  };
  // An op whose results nobody reads and whose writes nobody reads computes nothing anyone sees:
  // only whether its meta rule still accepts the new layout matters (torch would raise), and
  // an op without one may raise for all anyone knows. Nobody reads a value that has no elements,
  // or whose readers are ops nobody reads (followed a few levels; deeper counts as read).
  std::unordered_map<const Node*, bool> seen_read;
  // Whose values go unseen must not make it raise either (readsAnyValueOf).
  // A hidden write (batch norm's running stats) counts only where it can be read; asked last,
  // as it scans the program after the writer.
  auto writesUnseen = [&](const Node* op) {
    return !writesAnArgument(op) || hiddenWritesUnread(op, joined, [&](const Node& written) {
      return layoutDuringCheck(written, held);
    });
  };
  std::function<bool(const Node*, int)> valuesRead = [&](const Node* value, int depth) {
    if (auto it = seen_read.find(value); it != seen_read.end()) return it->second;
    bool read = value->meta.empty() ||
                std::any_of(value->meta.begin(), value->meta.end(),
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
    seen_read[value] = read;
    return read;
  };
  auto unread = [&](const Node* user) {
    auto relaid = [&](const Node* arg) { return relaying_.count(arg) > 0; };
    return user->kind == NodeKind::Call && readsAnyValueOf(user, relaid) && !valuesRead(user, 0) &&
           writesUnseen(user);
  };
  std::unordered_set<const Node*> visited;
  while (!pending.empty()) {
    Node* user = pending.begin()->second;
    pending.erase(pending.begin());
    if (!visited.insert(user).second) continue;
    if (++followed > kMaxFollowed)
      return keepFor("too many later ops may depend on (could not be ruled out)");
    // A scatter copies its base and lays the result out after it: a moved source alone changes
    // neither its values' order nor its layout (functionalization's write-backs, the common case).
    bool base_moved = user->kind != NodeKind::Call || !user->op->scattered_view ||
                      (user->args[0].isNode() && relaying_.count(user->args[0].node()));
    bool rejected = false;
    std::optional<ValueMeta> now =
        base_moved ? relaidLayouts(user, rejected) : std::optional<ValueMeta>();
    // Its values are seen by nobody; its meta rule still runs, and so do its readers' (a view of
    // it may refuse the new layout).
    const bool values_unseen = now && unread(user);
    bool is_view = user->view_source || user->list_view_source ||
                   (user->kind == NodeKind::GetItem && user->args[0].isNode() &&
                    user->args[0].node()->list_view_source);
    const Node* viewed = (is_view || (user->op && user->op->hidden_view)) && user->args[0].isNode()
                             ? user->args[0].node()
                             : nullptr;
    const Node* cloned = cloneSource(user);
    if (auto it = viewed ? positional.find(viewed) : positional.end(); it != positional.end()) {
      PositionalRead how = it->second;
      // A view that addresses positions of the copy reaches the copy's elements by the copy's
      // layout; that holds while the copy is laid out as before.
      auto copy_now = how.copy ? relaying_.find(how.copy) : relaying_.end();
      bool copy_moved = copy_now != relaying_.end() &&
                        (copy_now->second.size() != 1 ||
                         !sameViewMetadata(copy_now->second[0], how.copy->tensorMeta()));
      how.reaches_by_view = how.reaches_by_view && !(user->kind == NodeKind::Call &&
                                                     addressesStoragePositions(user) && copy_moved);
      positional.emplace(user, how);
    } else if (auto copied = cloned ? positional.find(cloned) : positional.end();
               copied != positional.end() && !copied->second.copy) {
      positional.emplace(
          user, PositionalRead{copied->second.input, copied->second.positional_view, cloned, user});
    } else if (!viewed && !values_unseen) {
      const Node* differing = nullptr;
      auto check = [&](const Node* read) {
        auto it = positional.find(read);
        if (differing || it == positional.end()) return;
        std::optional<std::vector<int64_t>> outside = baseElementsRead(user, read, replayer_);
        if (!readsAlike(read, it->second, outside ? &*outside : nullptr))
          differing = it->second.positional_view;
      };
      for (const Arg& arg : user->args) arg.forEachNode(check);
      for (const auto& kwarg : user->kwargs) kwarg.second.forEachNode(check);
      if (differing) return keepFor(differing->name + " depends on", SafetyCheck::LayoutReaders);
    }
    // (A scatter's source read through as_strided was judged above: other positions are other
    // values.)
    if (!base_moved) continue;
    if (user->kind == NodeKind::Call) {
      const bool computes_alike =
          now && now->size() == 1 && computesAlike(user, (*now)[0], [&](const Node& operand) {
            return layoutDuringCheck(operand, held);
          });
      bool depends = false, reaches_past_storage = false;
      auto visit = [&](const Node* input) {
        auto it = relaying_.find(input);
        if (it == relaying_.end() || !input->hasTensorMeta()) return;
        const TensorMeta* layout = it->second.size() == 1 ? &it->second[0] : nullptr;
        bool layout_alike =
            computes_alike || (addressesStoragePositions(user) && same_positions.count(input));
        // as_strided_scatter addresses positions in a clone of its base, laid out by
        // empty_like at offset 0: the base's offset never reaches it, its strides only so, and
        // strides of size-1 dimensions put no element elsewhere.
        if (user->op->qualified_name == "as_strided_scatter.default" && layout &&
            user->args[0].isNode() && user->args[0].node() == input) {
          const TensorMeta before = emptyLike(input->tensorMeta(), input->tensorMeta().dtype);
          const TensorMeta clone_now = emptyLike(*layout, layout->dtype);
          layout_alike = layout_alike || samePositions(changeBetween(before, &clone_now));
        }
        // Judged where its positions are read (above), once the walk has relaid the views.
        // Switched off (unsafe), a positional view is followed as any other view.
        if (!positional_readers && readsStoragePositionsAsView(user)) layout_alike = true;
        if (positional_readers && readsStoragePositionsAsView(user) && now && now->size() == 1 &&
            (*now)[0].storageExtent() > storageSize((*now)[0].storage)) {
          reaches_past_storage = true;
          return;
        }
        if (readsStoragePositionsAsView(user) && !layout_alike && layout && now &&
            now->size() == 1 && user->hasTensorMeta()) {
          positional.emplace(user, PositionalRead{input, user});
          layout_alike = true;
        }
        depends = depends || (!layout_alike && !readsInputAlike(user, input, layout));
      };
      for (const Arg& arg : user->args) arg.forEachNode(visit);
      for (const auto& kwarg : user->kwargs) kwarg.second.forEachNode(visit);
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
    }
    // Where the layout it had before the rewrite is the one it has now, the change stops. Not
    // for views: a view of the same layout may sit among other elements than before, which a
    // positional reader further on (as_strided, _reshape_alias) reads beside it.
    if (now && user->meta.size() == 1 && !positional.count(user) && !is_view) {
      const TensorMeta* had = layoutDuringCheck(*user, held);
      if (had && sameViewMetadata(*had, (*now)[0])) continue;
    }
    if (viewed ? same_positions.count(viewed) > 0
               : now && now->size() == 1 && samePositions(changeBetween(user->meta[0], &(*now)[0])))
      same_positions.insert(user);
    relaying_[user] = now ? std::move(*now) : ValueMeta{};
    scheduleUsers(user);
  }
  return true;
}

} // namespace reinplace
