// Where a value of the functional program really lives once earlier rewrites took effect (the
// pass's real-layout analysis): a reinplaced node in its self, a removed scatter in its base, a
// fresh result relaid after a moved input where the layout walk put it, a view wherever its
// source really is.

#include "core/reinplace/pass_run.h"

namespace reinplace {

// Where a value's elements really are once earlier rewrites took effect: a reinplaced node
// lives in its self, a removed scatter in its base, and a view wherever its source really is.
// Node meta keeps describing the functional program (as upstream's fake results do), so the
// sound checks ask this instead. Empty when it cannot be worked out (then: keep).
LayoutRef PassRun::realLayout(const Node* value, int depth) const {
  if (depth > 64 || !value->hasTensorMeta()) return LayoutRef();
  if (const Node* home = livesIn(value)) return realLayout(home, depth + 1);
  if (!relaid_results_.empty())
    if (auto it = relaid_results_.find(value); it != relaid_results_.end())
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

bool PassRun::sameRealStorage(const TensorMeta& a, const TensorMeta& b) const {
  return classes_.find(a.storage) == classes_.find(b.storage);
}

bool PassRun::isInputStorage(StorageId storage) const {
  StorageId root = classes_.find(storage);
  for (StorageId input : input_storages_) {
    if (input == storage) return true;
    if (sound() && classes_.find(input) == root) return true;
  }
  return false;
}

std::string PassRun::inputAliasName(StorageId storage) const {
  for (Node* input : graph_.placeholders())
    for (const auto& meta : input->meta)
      if (classes_.find(meta.storage) == classes_.find(storage)) return input->name;
  return "?";
}

bool PassRun::sitsWhereWritten(const TensorMeta& source, const TensorMeta& target) const {
  return target.numel() == 0 || (sameRealStorage(source, target) && sameElements(source, target));
}

} // namespace reinplace
