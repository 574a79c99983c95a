#include "core/fx/shared_storage_check.h"

#include "core/ir/diagnostics.h"

#include <algorithm>

namespace reinplace {

void SharedStorageCheck::fail(SourceLoc at, const std::string& message) const {
  throw InputError(file_, at.line, at.column, message);
}

std::string SharedStorageCheck::where(SourceLoc at) const {
  return std::to_string(at.line) + ":" + std::to_string(at.column);
}

void SharedStorageCheck::add(const std::string& parameter, const MetaAnnotation& annotation,
                             SourceLoc in_at) {
  const StorageName& named = *annotation.shared_storage;
  const TensorMeta& meta = annotation.meta;
  auto found = std::find_if(storages_.begin(), storages_.end(),
                            [&](const Storage& s) { return s.name == named.name; });
  if (found == storages_.end()) {
    storages_.push_back({named.name, meta.dtype, parameter, std::nullopt, {}, {}, {}, 0});
    found = storages_.end() - 1;
  } else if (found->dtype != meta.dtype) {
    fail(in_at, "parameter '" + parameter + "' is " + std::string(shortName(meta.dtype)) +
                    " but shares storage '" + named.name + "' with '" + found->first_parameter +
                    "', which is " + std::string(shortName(found->dtype)) +
                    "; parameters sharing a storage must have one dtype");
  }
  Storage& storage = *found;
  if (named.elements) {
    if (*named.elements > max_elements_)
      fail(in_at, "storage '" + named.name + "' of " + std::to_string(*named.elements) +
                      " elements exceeds the limit of " + std::to_string(max_elements_) +
                      " elements");
    if (storage.elements && *storage.elements != *named.elements)
      fail(in_at, "storage '" + named.name + "' has " + std::to_string(*named.elements) +
                      " elements here but " + std::to_string(*storage.elements) + " at " +
                      where(storage.sized_at));
    storage.elements = named.elements;
    storage.sized_at = in_at;
  }
  int64_t extent = meta.storageExtent();
  if (extent > storage.widest_extent) {
    storage.widest_extent = extent;
    storage.widest_parameter = parameter;
    storage.widest_meta = formatMeta(meta, true);
  }
  if (storage.elements && storage.widest_extent > *storage.elements)
    fail(in_at, "storage '" + named.name + "' has " + std::to_string(*storage.elements) +
                    " elements, too few for parameter '" + storage.widest_parameter + "' (" +
                    storage.widest_meta + "), which reaches element " +
                    std::to_string(storage.widest_extent - 1));
}

} // namespace reinplace
