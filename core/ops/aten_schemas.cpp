#include "core/ops/aten_schemas.h"

namespace reinplace {
namespace {

constexpr const char* kAtenSchemas[] = {
#include "core/ops/aten_schemas.inc"
};

static_assert(firstOutOfOrder(kAtenSchemas) == std::size(kAtenSchemas),
              "aten_schemas.inc must be sorted by (name, overload name), each name once");

// Indexed by the compiler: a command's start-up reads it, builds nothing.
constexpr StaticOpIndex<std::size(kAtenSchemas), countPackets(kAtenSchemas)>
    kAtenIndex(kAtenSchemas);

} // namespace

std::span<const char* const> atenSchemaTable() {
  return kAtenSchemas;
}

OpIndex atenSchemaIndex() {
  return OpIndex(kAtenSchemas, kAtenIndex.heads, kAtenIndex.packet_first, kAtenIndex.slots);
}

} // namespace reinplace
