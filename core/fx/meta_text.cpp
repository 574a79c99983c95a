#include "core/fx/meta_text.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace reinplace {
namespace {

bool parseIntList(std::string_view text, Shape& out, std::string* error) {
  out.clear();
  size_t pos = 0;
  auto skip = [&] {
    while (pos < text.size() && text[pos] == ' ') ++pos;
  };
  skip();
  if (pos == text.size()) return true;
  while (true) {
    skip();
    int64_t value = 0;
    auto result = std::from_chars(text.data() + pos, text.data() + text.size(), value);
    if (result.ec != std::errc()) {
      if (error) *error = "expected an integer in [" + std::string(text) + "]";
      return false;
    }
    pos = result.ptr - text.data();
    out.push_back(value);
    skip();
    if (pos == text.size()) return true;
    if (text[pos] != ',') {
      if (error) *error = "expected ',' in [" + std::string(text) + "]";
      return false;
    }
    ++pos;
  }
}

void skipSpaces(std::string_view& text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
}

bool isIdentifierChar(char c, bool first) {
  unsigned char u = static_cast<unsigned char>(c);
  return c == '_' || std::isalpha(u) || (!first && std::isdigit(u));
}

// NAME, optionally [ELEMENTS], then nothing: what follows " in ".
std::optional<StorageName> parseStorageName(std::string_view text, std::string* error) {
  auto bad = [&](const std::string& message) -> std::optional<StorageName> {
    if (error) *error = message;
    return std::nullopt;
  };
  skipSpaces(text);
  size_t end = 0;
  while (end < text.size() && isIdentifierChar(text[end], end == 0)) ++end;
  if (end == 0) return bad("expected a storage name after 'in', e.g. 'in s' or 'in s[40]'");
  StorageName out{std::string(text.substr(0, end)), std::nullopt};
  text.remove_prefix(end);
  if (!text.empty() && text.front() == '[') {
    size_t close = text.find(']');
    if (close == std::string_view::npos)
      return bad("missing ']' after the size of storage '" + out.name + "'");
    std::string_view digits = text.substr(1, close - 1);
    skipSpaces(digits);
    while (!digits.empty() && digits.back() == ' ') digits.remove_suffix(1);
    int64_t elements = 0;
    auto result = std::from_chars(digits.data(), digits.data() + digits.size(), elements);
    if (digits.empty() || result.ptr != digits.data() + digits.size() || result.ec != std::errc() ||
        elements < 0)
      return bad("the size of storage '" + out.name + "' must be a number of elements, got [" +
                 std::string(text.substr(1, close - 1)) + "]");
    out.elements = elements;
    text.remove_prefix(close + 1);
  }
  skipSpaces(text);
  if (!text.empty())
    return bad("unexpected '" + std::string(text) + "' after storage '" + out.name + "'");
  return out;
}

} // namespace

std::optional<MetaAnnotation> parseMetaText(std::string_view text, std::string* error) {
  auto bad = [&](const std::string& message) -> std::optional<MetaAnnotation> {
    if (error) *error = message;
    return std::nullopt;
  };
  size_t open = text.find('[');
  if (open == std::string_view::npos) return bad("expected DTYPE[SIZES], e.g. f32[4, 4]");
  auto dtype = dtypeFromShortName(text.substr(0, open));
  if (!dtype)
    return bad("unknown dtype '" + std::string(text.substr(0, open)) +
               "' (known: f64 f32 f16 bf16 i64 i32 i16 i8 u8 b8)");
  MetaAnnotation out;
  out.meta.dtype = *dtype;
  size_t close = text.find(']', open);
  if (close == std::string_view::npos) return bad("missing ']' after the sizes");
  if (!parseIntList(text.substr(open + 1, close - open - 1), out.meta.sizes, error))
    return std::nullopt;
  // The contiguous strides multiply every size but the outermost (a size 0 counting as 1):
  // torch accepts f32[2^62, 2, 0] with strides [2, 1, 1], and wraps strides that overflow.
  int64_t stride = 1;
  for (size_t d = out.meta.sizes.size(); d-- > 0;) {
    int64_t size = out.meta.sizes[d];
    if (size < 0) return bad("negative size " + std::to_string(size));
    if (d > 0 && __builtin_mul_overflow(stride, std::max<int64_t>(size, 1), &stride))
      return bad("sizes " + formatShape(out.meta.sizes) + " overflow 64-bit strides");
  }
  size_t pos = close + 1;
  if (pos < text.size() && text[pos] == '[') {
    close = text.find(']', pos);
    if (close == std::string_view::npos) return bad("missing ']' after the strides");
    if (!parseIntList(text.substr(pos + 1, close - pos - 1), out.meta.strides, error))
      return std::nullopt;
    if (out.meta.strides.size() != out.meta.sizes.size())
      return bad(std::to_string(out.meta.strides.size()) + " strides for " +
                 std::to_string(out.meta.sizes.size()) + " sizes");
    for (int64_t stride : out.meta.strides)
      if (stride < 0) return bad("negative stride " + std::to_string(stride));
    out.has_strides = out.has_offset = true;
    pos = close + 1;
  } else {
    out.meta.strides = contiguousStrides(out.meta.sizes);
  }
  if (pos < text.size() && text[pos] == '@') {
    ++pos;
    size_t end = pos;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    auto result = std::from_chars(text.data() + pos, text.data() + end, out.meta.storage_offset);
    if (end == pos || result.ec != std::errc()) return bad("expected a storage offset after '@'");
    out.has_offset = true;
    pos = end;
  }
  std::string_view rest = text.substr(pos);
  skipSpaces(rest);
  if (rest.starts_with("cpu") && (rest.size() == 3 || rest[3] == ' ')) {
    rest.remove_prefix(3);
    skipSpaces(rest);
  }
  if (rest == "in" || rest.starts_with("in ")) {
    rest.remove_prefix(2);
    auto storage = parseStorageName(rest, error);
    if (!storage) return std::nullopt;
    out.shared_storage = std::make_shared<const StorageName>(std::move(*storage));
    return out;
  }
  if (!rest.empty()) return bad("unexpected '" + std::string(rest) + "' after the meta");
  return out;
}

size_t storageNamePosition(std::string_view text) {
  size_t at = text.find(" in ");
  return at == std::string_view::npos ? 0 : at + 1;
}

} // namespace reinplace
