#include "core/fx/lexer.h"

#include <array>
#include <cctype>
#include <deque>

namespace reinplace {
namespace {

// ASCII only, as Python identifiers in FX code are; plain comparisons, not the locale-aware
// <cctype> calls, which cost a function call per character of a million-line file.
constexpr bool isDigit(char c) {
  return c >= '0' && c <= '9';
}
constexpr bool isNameStart(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
// A table for the hottest test: every character of every name goes through it.
constexpr std::array<bool, 256> kNameChars = [] {
  std::array<bool, 256> table{};
  for (int c = 0; c < 256; ++c)
    table[c] = isNameStart(static_cast<char>(c)) || isDigit(static_cast<char>(c));
  return table;
}();
constexpr bool isNameChar(char c) {
  return kNameChars[static_cast<unsigned char>(c)];
}

} // namespace

class FxTokenStream::Lexer {
public:
  Lexer(std::string_view source, const std::string& file) : src_(source), file_(file) {}

  /// Lexes the next logical line into `out` (cleared first), ending with Newline, or End at the
  /// end of the input.
  void lexLine(std::vector<Token>& out) {
    tokens_ = &out;
    out.clear();
    decoded_.clear();
    if (done_) {
      push(TokenKind::End, "", line_, column());
      return;
    }
    while (pos_ < src_.size()) {
      char c = src_[pos_];
      if (c == '\n') {
        bool ends_line = brackets_.empty() && !out.empty();
        if (ends_line) push(TokenKind::Newline, "\n", line_, column());
        advanceLine();
        if (ends_line) return;
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
        size_t end = pos_ + 1; // indentation in one go, the position kept local as in name()
        while (end < src_.size() && src_[end] == ' ') ++end;
        pos_ = end;
      } else if (c == '\\' && pos_ + 1 < src_.size() && src_[pos_ + 1] == '\n') {
        pos_ += 1; // explicit line continuation: the newline is skipped below
        advanceLine();
      } else if (c == '#') {
        while (pos_ < src_.size() && src_[pos_] != '\n') ++pos_;
      } else if (isNameStart(c)) {
        name();
      } else if (isDigit(c) || (c == '.' && pos_ + 1 < src_.size() && isDigit(src_[pos_ + 1]))) {
        number();
      } else if (c == '"' || c == '\'') {
        string(c);
      } else {
        punct(c);
      }
    }
    if (!brackets_.empty()) {
      const Token& open = brackets_.back();
      fail(open.line, open.column, "'" + std::string(open.text) + "' is never closed");
    }
    done_ = true;
    if (!out.empty()) {
      push(TokenKind::Newline, "\n", line_, column());
      return;
    }
    push(TokenKind::End, "", line_, column());
  }

private:
  [[noreturn]] void fail(uint32_t line, uint32_t col, const std::string& message) const {
    throw InputError(file_, line, col, message);
  }
  uint32_t column() const { return static_cast<uint32_t>(pos_ - line_start_ + 1); }
  void advanceLine() {
    ++pos_;
    ++line_;
    line_start_ = pos_;
  }
  void push(TokenKind kind, std::string_view text, uint32_t line, uint32_t col) {
    tokens_->push_back(Token{kind, text, line, col});
  }

  void name() {
    uint32_t col = column();
    size_t start = pos_;
    // A local position: a store to the member through `this` may alias the characters read,
    // so the compiler would write it back at every character.
    size_t end = pos_;
    const char* text = src_.data();
    const size_t size = src_.size();
    while (end < size && isNameChar(text[end])) ++end;
    pos_ = end;
    push(TokenKind::Name, src_.substr(start, end - start), line_, col);
  }

  void number() {
    uint32_t col = column();
    size_t start = pos_;
    bool is_float = false;
    while (pos_ < src_.size() && (isDigit(src_[pos_]) || src_[pos_] == '_')) ++pos_;
    if (pos_ < src_.size() && src_[pos_] == '.') {
      is_float = true;
      ++pos_;
      while (pos_ < src_.size() && isDigit(src_[pos_])) ++pos_;
    }
    if (pos_ < src_.size() && (src_[pos_] == 'e' || src_[pos_] == 'E')) {
      size_t save = pos_;
      ++pos_;
      if (pos_ < src_.size() && (src_[pos_] == '+' || src_[pos_] == '-')) ++pos_;
      if (pos_ < src_.size() && isDigit(src_[pos_])) {
        is_float = true;
        while (pos_ < src_.size() && isDigit(src_[pos_])) ++pos_;
      } else {
        pos_ = save;
      }
    }
    if (pos_ < src_.size() && isNameStart(src_[pos_]))
      fail(line_, column(), "invalid number literal");
    push(is_float ? TokenKind::Float : TokenKind::Int, src_.substr(start, pos_ - start), line_,
         col);
  }

  void string(char quote) {
    uint32_t col = column();
    ++pos_;
    size_t start = pos_;
    std::string value;
    bool escaped = false;
    while (true) {
      if (pos_ >= src_.size() || src_[pos_] == '\n') fail(line_, col, "unterminated string");
      char c = src_[pos_++];
      if (c == quote) break;
      if (c == '\\' && pos_ < src_.size()) {
        if (!escaped) value = src_.substr(start, pos_ - 1 - start);
        escaped = true;
        char e = src_[pos_++];
        value += e == 'n' ? '\n' : e == 't' ? '\t' : e;
        continue;
      }
      if (escaped) value += c;
    }
    if (!escaped) {
      push(TokenKind::String, src_.substr(start, pos_ - 1 - start), line_, col);
      return;
    }
    // A deque: views of the strings already decoded on this line stay valid as it grows.
    push(TokenKind::String, decoded_.emplace_back(std::move(value)), line_, col);
  }

  // Two-character operators first ("->", "==", "**"), then one character. A switch, not a
  // search of a table: every line of a graph has a dozen of these.
  void punct(char c) {
    uint32_t col = column();
    char after = pos_ + 1 < src_.size() ? src_[pos_ + 1] : '\0';
    if ((c == '-' && after == '>') || (c == '=' && after == '=') || (c == '*' && after == '*')) {
      push(TokenKind::Punct, src_.substr(pos_, 2), line_, col);
      pos_ += 2;
      return;
    }
    if (!isSinglePunct(c)) {
      std::string shown = std::isprint(static_cast<unsigned char>(c))
                              ? std::string(1, c)
                              : "\\x" + std::to_string(static_cast<unsigned char>(c));
      fail(line_, col, "unexpected character '" + shown + "'");
    }
    push(TokenKind::Punct, src_.substr(pos_, 1), line_, col);
    ++pos_;
    if (c == '(' || c == '[' || c == '{') {
      brackets_.push_back(tokens_->back());
    } else if (c == ')' || c == ']' || c == '}') {
      char expected = c == ')' ? '(' : c == ']' ? '[' : '{';
      if (brackets_.empty() || brackets_.back().text[0] != expected)
        fail(line_, col, std::string("unmatched '") + c + "'");
      brackets_.pop_back();
    }
  }

  static bool isSinglePunct(char c) {
    switch (c) {
    case '(':
    case ')':
    case '[':
    case ']':
    case '{':
    case '}':
    case ',':
    case ':':
    case '=':
    case '.':
    case ';':
    case '-':
    case '+':
    case '*':
      return true;
    default:
      return false;
    }
  }

  std::string_view src_;
  const std::string& file_;
  size_t pos_ = 0;
  uint32_t line_ = 1;
  size_t line_start_ = 0;
  std::vector<Token>* tokens_ = nullptr;
  std::vector<Token> brackets_;
  std::deque<std::string> decoded_; // strings with escapes on the current line
  bool done_ = false;
};

FxTokenStream::FxTokenStream(std::string_view source, const std::string& file_name)
    : lexer_(std::make_unique<Lexer>(source, file_name)) {}

FxTokenStream::~FxTokenStream() = default;

void FxTokenStream::refill() {
  lexer_->lexLine(line_);
  index_ = 0;
}

} // namespace reinplace
