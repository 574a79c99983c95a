#pragma once
// The text of a meta annotation: DTYPE[SIZES], optionally [STRIDES], optionally @OFFSET,
// optionally a device ("cpu"), e.g. "f32[4, 4]", "f32[4][2]", "f32[2, 3][3, 1]@4".
// formatMeta (tensor_meta.h) writes it.

#include "core/ir/tensor_meta.h"

#include <optional>
#include <string>
#include <string_view>

namespace reinplace {

/// Parses an annotation; on failure returns nullopt and an explanation through `error`.
/// Rejects negative sizes and strides, and sizes whose contiguous strides overflow 64 bits.
std::optional<MetaAnnotation> parseMetaText(std::string_view text, std::string* error = nullptr);

} // namespace reinplace
