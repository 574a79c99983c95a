#include "core/reinplace/real_layouts.h"

#include <span>

namespace reinplace {

LayoutRef RealLayouts::of(const Node* value, int depth) const {
  if (depth > 64 || !value->hasTensorMeta()) return LayoutRef();
  if (const Node* home = livesIn(value)) return of(home, depth + 1);
  if (!relaid_.empty())
    if (auto it = relaid_.find(value); it != relaid_.end())
      return it->second.size() == 1 ? LayoutRef(&it->second[0]) : LayoutRef();
  const Node* source = value->view_source;
  if (!source) return LayoutRef(&value->tensorMeta());
  LayoutRef base = of(source, depth + 1);
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

} // namespace reinplace
