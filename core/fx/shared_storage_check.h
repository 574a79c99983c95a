#pragma once
// The parser's check of parameters that name a shared storage (" in s", " in s[40]"): every
// parameter naming one storage has the same dtype (the torch tools build them as as_strided
// views of one tensor, which keep its dtype), the storage's size is written at most once or the
// same each time, every parameter fits in the written size, and the size is within the limit.
// Errors point at the parameter's " in".

#include "core/ir/graph.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace reinplace {

class SharedStorageCheck {
public:
  SharedStorageCheck(const std::string& file, int64_t max_elements)
      : file_(file), max_elements_(max_elements) {}

  /// A parameter with a shared storage, in parameter order; throws InputError at `in_at`.
  void add(const std::string& parameter, const MetaAnnotation& annotation, SourceLoc in_at);

private:
  struct Storage {
    std::string name;
    DType dtype;
    std::string first_parameter;
    std::optional<int64_t> elements;
    SourceLoc sized_at;
    // The parameter reaching furthest, and how far.
    std::string widest_parameter;
    std::string widest_meta;
    int64_t widest_extent = 0;
  };

  [[noreturn]] void fail(SourceLoc at, const std::string& message) const;
  std::string where(SourceLoc at) const;

  const std::string& file_;
  int64_t max_elements_;
  std::vector<Storage> storages_;
};

} // namespace reinplace
