#pragma once
// The literals FX prints in argument position: the bare words (True, None, inf, ...), the torch
// attributes (torch.float32, torch.contiguous_format, ...) and numbers as written, '_' separators
// included. The parser places the errors; these only read.

#include "core/ir/arg.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace reinplace {

/// True, False, None, inf, nan; nullopt for any other word.
std::optional<Arg> wordLiteral(std::string_view word);

/// The value of `torch.ATTR` (a dtype, a memory format, torch.strided, torch.inf, torch.nan);
/// nullopt for any other attribute.
std::optional<Arg> torchAttributeLiteral(std::string_view attr);

/// An integer literal (negated if `negative`); nullopt when it does not fit in 64 bits.
/// -9223372036854775808 fits.
std::optional<int64_t> integerLiteral(std::string_view text, bool negative);

/// A floating-point literal (negated if `negative`).
double floatLiteral(std::string_view text, bool negative);

} // namespace reinplace
