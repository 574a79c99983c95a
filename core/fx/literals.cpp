#include "core/fx/literals.h"

#include "core/ir/dtype.h"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string>

namespace reinplace {

namespace {

// Number tokens are as written, with any '_' separators (1_000) still in.
std::string withoutSeparators(std::string_view text) {
  std::string out(text);
  std::erase(out, '_');
  return out;
}

} // namespace

std::optional<Arg> wordLiteral(std::string_view word) {
  if (word == "True") return Arg::ofBool(true);
  if (word == "False") return Arg::ofBool(false);
  if (word == "None") return Arg::none();
  if (word == "inf") return Arg::ofDouble(INFINITY);
  if (word == "nan") return Arg::ofDouble(NAN);
  return std::nullopt;
}

std::optional<Arg> torchAttributeLiteral(std::string_view attr) {
  if (auto dtype = dtypeFromTorchAttr(attr)) return Arg(*dtype);
  if (attr == "contiguous_format") return Arg(MemoryFormat::contiguous_format);
  if (attr == "preserve_format") return Arg(MemoryFormat::preserve_format);
  if (attr == "channels_last") return Arg(MemoryFormat::channels_last);
  if (attr == "strided") return Arg(Layout::strided);
  if (attr == "inf") return Arg::ofDouble(INFINITY);
  if (attr == "nan") return Arg::ofDouble(NAN);
  return std::nullopt;
}

std::optional<int64_t> integerLiteral(std::string_view text, bool negative) {
  std::string joined;
  if (text.find('_') != std::string_view::npos) text = joined = withoutSeparators(text);
  // The magnitude as unsigned, so that -9223372036854775808 parses like every other literal.
  uint64_t magnitude = 0;
  auto result = std::from_chars(text.data(), text.data() + text.size(), magnitude);
  uint64_t limit = negative ? uint64_t{1} << 63 : (uint64_t{1} << 63) - 1;
  if (result.ec != std::errc() || result.ptr != text.data() + text.size() || magnitude > limit)
    return std::nullopt;
  return negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude);
}

double floatLiteral(std::string_view text, bool negative) {
  double value = std::strtod(withoutSeparators(text).c_str(), nullptr);
  return negative ? -value : value;
}

} // namespace reinplace
