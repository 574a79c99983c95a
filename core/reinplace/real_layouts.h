#pragma once
// Where a value of the functional program really lives once earlier rewrites took effect (the
// pass's real-layout analysis, private to core/reinplace/): a reinplaced node in its self, a
// removed scatter in its base, a fresh result relaid after a moved input where the layout walk
// put it, a view wherever its source really is. Node meta keeps describing the functional
// program (as upstream's fake results do), so the sound checks ask this instead.

#include "core/ir/graph.h"
#include "core/meta/view_replay.h"
#include "core/reinplace/layout_ref.h"

#include <utility>
#include <vector>

namespace reinplace {

class RealLayouts {
public:
  /// For a graph whose node ids are below `id_bound` (ids of nodes the pass creates are past
  /// it: never moved); views replayed with `replayer`, which outlives this.
  RealLayouts(size_t id_bound, ViewReplayer& replayer)
      : lives_in_(id_bound, nullptr), replayer_(replayer) {}

  /// Where `value`'s elements really are. Empty when it cannot be worked out (then: keep).
  LayoutRef of(const Node* value, int depth = 0) const;
  /// The value whose memory now holds `node`, or null.
  const Node* livesIn(const Node* node) const {
    return node->id < lives_in_.size() ? lives_in_[node->id] : nullptr;
  }
  /// `node` lives in `home` from now on. A home that lives elsewhere itself was rewritten
  /// earlier and for good, so the link goes straight to where it lives: a chain of rewrites is
  /// one step, not one per link.
  void setLivesIn(const Node* node, const Node* home) {
    while (home && livesIn(home)) home = livesIn(home);
    lives_in_[node->id] = home;
  }
  /// Puts back a link as it was (PretendRewritten's undo).
  void restoreLivesIn(const Node* node, const Node* home) { lives_in_[node->id] = home; }
  /// Every value some rewritten value lives in.
  const std::vector<const Node*>& homes() const { return lives_in_; }
  /// A fresh result laid out after a relaid input (the layout walk's finding, kept).
  void relay(const Node* value, ValueMeta layouts);
  /// Its layouts when `value` is such a result, else null.
  const ValueMeta* relaid(const Node* value) const {
    if (value->id >= relaid_slot_.size() || relaid_slot_[value->id] == 0) return nullptr;
    return &relaid_[relaid_slot_[value->id] - 1];
  }

private:
  std::vector<const Node*> lives_in_;
  /// Fresh results that rewrites relaid: laid out after an input that now lives elsewhere
  /// (TensorIterator follows its inputs' strides), by their meta rules; empty when unknown.
  /// Views are not here: they are replayed on where their source is. Found through a slot per
  /// node id (0: none, else the index in relaid_ plus one): every check asks, for every value
  /// it looks at, and a hash lookup was a third of that question's cost.
  std::vector<uint32_t> relaid_slot_;
  std::vector<ValueMeta> relaid_;
  ViewReplayer& replayer_;
};

} // namespace reinplace
