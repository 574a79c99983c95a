#include "core/ops/aten_schemas.h"

namespace reinplace {
namespace {

constexpr const char* kAtenSchemas[] = {
#include "core/ops/aten_schemas.inc"
};

} // namespace

std::span<const char* const> atenSchemaTable() {
  return kAtenSchemas;
}

} // namespace reinplace
