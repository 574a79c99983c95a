#pragma once
// Numbers as the command line prints them in tables and status lines.

#include <cstdint>
#include <string>

namespace reinplace::cli {

/// 1234567 -> "1,234,567"
inline std::string withCommas(int64_t value) {
  std::string digits = std::to_string(value);
  size_t first_digit = value < 0 ? 1 : 0;
  for (int at = static_cast<int>(digits.size()) - 3; at > static_cast<int>(first_digit); at -= 3)
    digits.insert(static_cast<size_t>(at), ",");
  return digits;
}

} // namespace reinplace::cli
