#pragma once
// The text of a meta annotation: DTYPE[SIZES], optionally [STRIDES], optionally @OFFSET,
// optionally a device ("cpu"), e.g. "f32[4, 4]", "f32[4][2]", "f32[2, 3][3, 1]@4"; on a
// parameter, optionally " in NAME" or " in NAME[ELEMENTS]", the storage it shares with the other
// parameters naming NAME (input_storage.h). formatMeta (tensor_meta.h) writes the meta.

#include "core/ir/tensor_meta.h"

#include <optional>
#include <string>
#include <string_view>

namespace reinplace {

/// Parses an annotation; on failure returns nullopt and an explanation through `error`.
/// Rejects negative sizes and strides, and sizes whose contiguous strides overflow 64 bits.
std::optional<MetaAnnotation> parseMetaText(std::string_view text, std::string* error = nullptr);

/// Where " in NAME" starts in an annotation's text (at "in"), for error locations; 0 if nowhere.
size_t storageNamePosition(std::string_view text);

} // namespace reinplace
