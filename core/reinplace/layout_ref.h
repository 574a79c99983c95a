#pragma once
// Where a value of the functional program really lives once earlier rewrites moved it: the
// handle the pass's layout analyses pass around.

#include "core/ir/tensor_meta.h"

#include <forward_list>
#include <optional>

namespace reinplace {

/// A value's real layout: usually its own meta, borrowed; an owned copy only when a rewrite
/// moved the value and its layout had to be replayed. Empty when it could not be worked out.
class LayoutRef {
public:
  LayoutRef() = default;
  explicit LayoutRef(const TensorMeta* meta) : borrowed_(meta) {}
  explicit LayoutRef(std::optional<TensorMeta> owned) : owned_(std::move(owned)) {}
  explicit operator bool() const { return borrowed_ || owned_; }
  const TensorMeta& operator*() const { return owned_ ? *owned_ : *borrowed_; }
  const TensorMeta* operator->() const { return &**this; }
  /// Whether the layout lives in this handle (a moved value's replay), not in a node's meta.
  bool owned() const { return owned_.has_value(); }

private:
  const TensorMeta* borrowed_ = nullptr;
  std::optional<TensorMeta> owned_;
};

/// Replayed layouts a check holds while it compares them, at stable addresses. A list: most
/// checks hold none, and a deque allocates on construction.
using HeldLayouts = std::forward_list<LayoutRef>;

} // namespace reinplace
