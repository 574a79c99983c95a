#pragma once
// Writing JSON by hand in the few places that emit it (reports, CLI output).

#include <string>

namespace reinplace {

/// A JSON string literal for `text`, quotes included.
std::string jsonString(const std::string& text);

} // namespace reinplace
