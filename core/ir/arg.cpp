#include "core/ir/arg.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace reinplace {

Arg Arg::ofInts(const std::vector<int64_t>& values) {
  List list;
  list.items.reserve(values.size());
  for (int64_t v : values) list.items.emplace_back(v);
  return Arg(std::move(list));
}

Arg Arg::ofList(std::vector<Arg> items, bool is_tuple) {
  return Arg(List{std::move(items), is_tuple});
}

std::string pythonFloatRepr(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  // Shortest round-trip digits in scientific form, then laid out as Python's float_repr_style
  // 'short' does: positional for exponents in [-4, 16), scientific otherwise.
  char buffer[64];
  auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
  std::string sci(buffer, result.ptr);
  size_t e_pos = sci.find('e');
  std::string mantissa = sci.substr(0, e_pos);
  int exponent = std::atoi(sci.c_str() + e_pos + 1);
  bool negative = mantissa[0] == '-';
  if (negative) mantissa.erase(0, 1);
  std::string digits;
  for (char c : mantissa)
    if (c != '.') digits += c;
  std::string out;
  if (exponent >= -5 + 1 && exponent < 16) {
    if (exponent < 0) {
      out = "0." + std::string(-exponent - 1, '0') + digits;
    } else if (static_cast<int>(digits.size()) <= exponent + 1) {
      out = digits + std::string(exponent + 1 - digits.size(), '0') + ".0";
    } else {
      out = digits.substr(0, exponent + 1) + "." + digits.substr(exponent + 1);
    }
  } else {
    out = digits.substr(0, 1);
    if (digits.size() > 1) out += "." + digits.substr(1);
    char exp_text[16];
    std::snprintf(exp_text, sizeof exp_text, "e%c%02d", exponent < 0 ? '-' : '+',
                  std::abs(exponent));
    out += exp_text;
  }
  return negative ? "-" + out : out;
}

} // namespace reinplace
