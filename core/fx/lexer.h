#pragma once
// Tokens of the Python subset FX prints. Newlines inside brackets are joined as Python does, so
// a statement is the token run up to a Newline token at bracket depth 0.

#include "core/ir/diagnostics.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace reinplace {

enum class TokenKind { Name, Int, Float, String, Punct, Newline, End };

struct Token {
  TokenKind kind;
  /// A view of the source (numbers as written, '_' separators included), except a String's
  /// decoded contents when it has escapes, which the stream keeps until the next line.
  std::string_view text;
  uint32_t line;
  uint32_t column;
};

/// Tokens on demand, one logical line at a time, so memory stays flat on million-line graphs.
/// Tokens of the current line stay valid until the line's Newline has been consumed and the
/// next token is asked for. Throws InputError for characters Python would not accept here,
/// unterminated strings and unbalanced brackets. Comments and blank lines are dropped.
class FxTokenStream {
public:
  FxTokenStream(std::string_view source, const std::string& file_name);
  ~FxTokenStream();
  FxTokenStream(const FxTokenStream&) = delete;
  FxTokenStream& operator=(const FxTokenStream&) = delete;

  /// The token `ahead` places on within the current line (its Newline / End past the end).
  /// Inline: the parser asks several times per token.
  const Token& peek(size_t ahead = 0) {
    if (index_ >= line_.size()) refill();
    size_t at = index_ + ahead;
    return line_[at < line_.size() ? at : line_.size() - 1];
  }
  const Token& next() {
    const Token& token = peek();
    if (token.kind != TokenKind::End) ++index_;
    return token;
  }

private:
  void refill();

  class Lexer;
  std::unique_ptr<Lexer> lexer_;
  std::vector<Token> line_;
  size_t index_ = 0;
};

} // namespace reinplace
