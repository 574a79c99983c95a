#include "core/reinplace/real_layouts.h"

#include <span>

namespace reinplace {

namespace {

// The argument a result is (conj_physical of a real tensor, copy of a src of self's dtype): the
// one in the result's storage with its layout.
const Node* argumentItIs(const Node* value) {
  const Node* found = nullptr;
  auto visit = [&](const Node* argument) {
    if (!found && argument->hasTensorMeta() &&
        argument->tensorMeta().storage == value->tensorMeta().storage &&
        argument->tensorMeta().sameLayout(value->tensorMeta()))
      found = argument;
  };
  for (const Arg& arg : value->args) arg.forEachNode(visit);
  for (const auto& kwarg : value->kwargs) kwarg.second.forEachNode(visit);
  return found;
}

} // namespace

LayoutRef RealLayouts::of(const Node* value, int depth) const {
  if (depth > 64 || !value->hasTensorMeta()) return LayoutRef();
  if (const Node* home = livesIn(value)) return of(home, depth + 1);
  if (const ValueMeta* layouts = relaid(value))
    return layouts->size() == 1 ? LayoutRef(&(*layouts)[0]) : LayoutRef();
  // A result that is its argument itself is wherever that argument really is (a removed scatter
  // moves conj_physical's result with it).
  if (value->result_is_argument)
    if (const Node* argument = argumentItIs(value)) return of(argument, depth + 1);
  const Node* source = value->view_source;
  if (!source) return LayoutRef(&value->tensorMeta());
  LayoutRef base = of(source, depth + 1);
  if (!base) return LayoutRef();
  if (&*base == &source->tensorMeta()) return LayoutRef(&value->tensorMeta()); // nothing moved
  // Moved, but laid out as before (a rewrite into a self of the same layout, the common case):
  // the view's rule on that base gives the view's own meta, in the storage its source moved to.
  // A replay would run the rule again, for every check that asks.
  if (value->kind == NodeKind::Call && value->op->meta_rule && !value->meta_from_aten &&
      base->sameLayout(source->tensorMeta())) {
    if (base->storage == source->tensorMeta().storage) return LayoutRef(&value->tensorMeta());
    TensorMeta moved = value->tensorMeta();
    moved.storage = base->storage;
    return LayoutRef(std::optional<TensorMeta>(std::move(moved)));
  }
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

void RealLayouts::relay(const Node* value, ValueMeta layouts) {
  if (value->id >= relaid_slot_.size()) relaid_slot_.resize(value->id + 1, 0);
  uint32_t& slot = relaid_slot_[value->id];
  if (slot != 0) {
    relaid_[slot - 1] = std::move(layouts);
    return;
  }
  relaid_.push_back(std::move(layouts));
  slot = static_cast<uint32_t>(relaid_.size());
}

} // namespace reinplace
