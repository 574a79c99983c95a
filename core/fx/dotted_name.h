#pragma once
// A call target as the code writes it, torch.ops.aten.add.Tensor: a handful of names, kept
// without a heap allocation per statement. Private to core/fx/ (the parser's).

#include "core/fx/lexer.h"

#include <array>
#include <cstddef>
#include <string>

namespace reinplace {

struct DottedName {
  std::array<const Token*, 8> items{};
  size_t count = 0;
  size_t size() const { return count; }
  const Token* operator[](size_t i) const { return items[i]; }
  const Token* back() const { return items[count - 1]; }
};

/// "torch.ops.aten.add.Tensor", from the `from`-th name on.
inline std::string join(const DottedName& parts, size_t from = 0) {
  std::string out;
  for (size_t i = from; i < parts.size(); ++i) {
    if (i > from) out += '.';
    out += parts[i]->text;
  }
  return out;
}

} // namespace reinplace
