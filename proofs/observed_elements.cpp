#include "proofs/observed_elements.h"

#include "core/kernel_facts/layout_reads.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/meta/view_replay.h"
#include "proofs/data_flow.h"

#include <memory>
#include <optional>
#include <span>
#include <unordered_map>

namespace reinplace::proofs {
namespace {

// Element by element, up to this many; a larger value counts as read whole where read at all.
constexpr int64_t kMaxElements = int64_t{1} << 20;
// Views and clones followed from one value; past that, the rest counts as read.
constexpr size_t kMaxFollowed = 4096;

// Positions of a clone's storage (or of a clone of a clone) by the position, in the storage of
// the value asked about, of the element each holds.
using PositionMap = std::unordered_map<int64_t, int64_t>;

// A value reached from the one asked about; `to_origin` null: in its storage.
struct Reached {
  const Node* value;
  std::shared_ptr<const PositionMap> to_origin;
};

// A view of `value`'s storage: a view op, a getitem of a multi-output view, or one of the ops ATen
// computes as views without saying so (_unsafe_view, unsafe_split and their getitems).
bool viewsStorageOf(const Node* user, const Node* value) {
  if (isViewOf(user, value)) return true;
  auto hiddenView = [](const Node* node) {
    return node->kind == NodeKind::Call && node->op->hidden_view;
  };
  if (hiddenView(user))
    return !user->args.empty() && user->args[0].isNode() && user->args[0].node() == value;
  return user->kind == NodeKind::GetItem && hiddenView(value);
}

} // namespace

ObservedElements observedElements(const Node* value, const std::unordered_set<const Node*>& live) {
  ObservedElements observed;
  auto everything = [&] {
    observed = ObservedElements{true, false, {}};
    return observed;
  };
  if (!value->hasTensorMeta() || value->tensorMeta().numel() > kMaxElements) return everything();
  std::optional<std::vector<int64_t>> value_at = elementPositions(value->tensorMeta());
  if (!value_at) return everything();
  // Storage positions of `value`'s elements that someone reads; elements at one position are
  // one element.
  std::unordered_set<int64_t> read;
  auto markPositions = [&](const Reached& at, const std::vector<int64_t>& positions) {
    for (int64_t position : positions) {
      if (!at.to_origin) {
        read.insert(position);
      } else if (auto it = at.to_origin->find(position); it != at.to_origin->end()) {
        read.insert(it->second);
      }
    }
  };
  auto positionsOf = [](const Node* of) -> std::optional<std::vector<int64_t>> {
    if (!of->hasTensorMeta() || of->tensorMeta().numel() > kMaxElements) return std::nullopt;
    return elementPositions(of->tensorMeta());
  };
  bool too_much = false;
  auto readAll = [&](const Reached& at) {
    if (auto positions = positionsOf(at.value)) return markPositions(at, *positions);
    too_much = true;
  };
  ViewReplayer replayer;
  std::vector<Reached> pending{{value, nullptr}};
  for (size_t followed = 0; !pending.empty() && !too_much; ++followed) {
    Reached at = std::move(pending.back());
    pending.pop_back();
    if (followed > kMaxFollowed) {
      too_much = true;
      break;
    }
    for (const Node* user : at.value->users) {
      if (viewsStorageOf(user, at.value)) {
        pending.push_back({user, at.to_origin}); // the same storage
        continue;
      }
      if (user->kind == NodeKind::Output) {
        readAll(at);
        continue;
      }
      if (!live.count(user) || showsNothing(user)) continue;
      if (cloneSource(user) == at.value) {
        // Index by index, the clone holds what its source holds.
        auto source_at = positionsOf(at.value), clone_at = positionsOf(user);
        if (!source_at || !clone_at || source_at->size() != clone_at->size()) {
          too_much = true;
          break;
        }
        auto map = std::make_shared<PositionMap>();
        for (size_t i = 0; i < clone_at->size(); ++i) {
          int64_t origin = (*source_at)[i];
          if (at.to_origin) {
            auto it = at.to_origin->find(origin);
            if (it == at.to_origin->end()) continue; // not an element of the value asked about
            origin = it->second;
          }
          map->emplace((*clone_at)[i], origin);
        }
        pending.push_back({user, std::move(map)});
        continue;
      }
      if (readsOnlyAsScatterBase(user, at.value) && at.value->hasTensorMeta()) {
        auto outside = elementsOutsideScatteredView(*user, at.value->tensorMeta(), replayer);
        auto base_at = positionsOf(at.value);
        if (outside && base_at) {
          std::vector<int64_t> positions;
          for (int64_t index : *outside)
            positions.push_back((*base_at)[static_cast<size_t>(index)]);
          markPositions(at, positions);
          continue;
        }
      }
      // Any other reader reads all it reaches: a running statistic too, which the update that
      // writes it reads first.
      readAll(at);
    }
  }
  if (too_much) return everything();
  for (size_t i = 0; i < value_at->size(); ++i)
    if (read.count((*value_at)[i])) observed.indices.push_back(static_cast<int64_t>(i));
  observed.all = observed.indices.size() == value_at->size() && !value_at->empty();
  if (observed.all) observed.indices.clear();
  return observed;
}

} // namespace reinplace::proofs
