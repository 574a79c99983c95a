#pragma once
// A small JSON reader for the tests' expected-value files. Numbers keep their text, so a value
// is converted exactly once, to the type its tensor's dtype asks for (an int64 extreme or a
// double's 17 digits survive unchanged).

#include <cstddef>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace reinplace::testing {

struct JsonValue {
  enum class Kind { Null, Bool, Number, String, Array, Object } kind = Kind::Null;
  bool boolean = false;
  std::string text; // a number's digits or a string's contents
  std::vector<JsonValue> items;
  std::map<std::string, JsonValue, std::less<>> members;

  const JsonValue& at(std::string_view key) const {
    auto it = members.find(key);
    if (kind != Kind::Object || it == members.end())
      throw std::runtime_error("JSON: no member '" + std::string(key) + "'");
    return it->second;
  }
};

class JsonReader {
public:
  explicit JsonReader(std::string_view text) : text_(text) {}

  JsonValue document() {
    JsonValue value = parseValue();
    skipSpace();
    if (at_ != text_.size()) fail("trailing characters");
    return value;
  }

private:
  [[noreturn]] void fail(const std::string& message) const {
    throw std::runtime_error("JSON at offset " + std::to_string(at_) + ": " + message);
  }

  void skipSpace() {
    while (at_ < text_.size() &&
           (text_[at_] == ' ' || text_[at_] == '\n' || text_[at_] == '\t' || text_[at_] == '\r'))
      ++at_;
  }

  bool consume(char c) {
    skipSpace();
    if (at_ < text_.size() && text_[at_] == c) {
      ++at_;
      return true;
    }
    return false;
  }

  void expect(char c) {
    if (!consume(c)) fail(std::string("expected '") + c + "'");
  }

  bool consumeWord(std::string_view word) {
    if (text_.substr(at_, word.size()) != word) return false;
    at_ += word.size();
    return true;
  }

  std::string parseString() {
    expect('"');
    std::string out;
    while (at_ < text_.size() && text_[at_] != '"') {
      if (text_[at_] == '\\') {
        if (++at_ >= text_.size()) break;
        char escaped = text_[at_];
        out += escaped == 'n' ? '\n' : escaped == 't' ? '\t' : escaped;
      } else {
        out += text_[at_];
      }
      ++at_;
    }
    if (at_ >= text_.size()) fail("unterminated string");
    ++at_;
    return out;
  }

  JsonValue parseValue() {
    skipSpace();
    if (at_ >= text_.size()) fail("unexpected end");
    JsonValue value;
    char c = text_[at_];
    if (c == '{') {
      value.kind = JsonValue::Kind::Object;
      ++at_;
      if (consume('}')) return value;
      do {
        skipSpace();
        std::string key = parseString();
        expect(':');
        value.members.emplace(std::move(key), parseValue());
      } while (consume(','));
      expect('}');
    } else if (c == '[') {
      value.kind = JsonValue::Kind::Array;
      ++at_;
      if (consume(']')) return value;
      do value.items.push_back(parseValue());
      while (consume(','));
      expect(']');
    } else if (c == '"') {
      value.kind = JsonValue::Kind::String;
      value.text = parseString();
    } else if (consumeWord("true") || consumeWord("false")) {
      value.kind = JsonValue::Kind::Bool;
      value.boolean = c == 't';
    } else if (consumeWord("null")) {
      value.kind = JsonValue::Kind::Null;
    } else {
      size_t start = at_;
      while (at_ < text_.size() &&
             std::string_view("+-.0123456789eE").find(text_[at_]) != std::string_view::npos)
        ++at_;
      if (at_ == start) fail(std::string("unexpected '") + c + "'");
      value.kind = JsonValue::Kind::Number;
      value.text = std::string(text_.substr(start, at_ - start));
    }
    return value;
  }

  std::string_view text_;
  size_t at_ = 0;
};

inline JsonValue parseJson(std::string_view text) {
  return JsonReader(text).document();
}

} // namespace reinplace::testing
