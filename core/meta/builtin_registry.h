#pragma once
// The registry every command and test uses: torch 1.13's ops, with the meta rules of the
// families (op_families.h).

#include "core/ops/op_registry.h"

namespace reinplace {

/// Every aten op of the schema table, with the meta rules of the families; built once on first
/// use, immutable afterwards.
const OpRegistry& builtinRegistry();

} // namespace reinplace
