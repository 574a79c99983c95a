#pragma once
// Tokens of the Python subset FX prints. Newlines inside brackets are joined as Python does, so
// a statement is the token run up to a Newline token at bracket depth 0.

#include "core/diagnostics.h"

#include <string>
#include <string_view>
#include <vector>

namespace reinplace {

enum class TokenKind { Name, Int, Float, String, Punct, Newline, End };

struct Token {
  TokenKind kind;
  std::string text; // for String: the decoded contents
  uint32_t line;
  uint32_t column;
};

/// Throws InputError for characters Python would not accept here, unterminated strings and
/// unbalanced brackets. Comments and blank lines are dropped.
std::vector<Token> tokenizeFx(std::string_view source, const std::string& file_name);

} // namespace reinplace
