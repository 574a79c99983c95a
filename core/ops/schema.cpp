#include "core/ops/schema.h"

#include <cctype>

namespace reinplace {
namespace {

struct BaseTypeName {
  std::string_view name;
  BaseType type;
};
constexpr BaseTypeName kBaseTypes[] = {
    {"Tensor", BaseType::Tensor},
    {"int", BaseType::Int},
    {"SymInt", BaseType::SymInt},
    {"float", BaseType::Float},
    {"bool", BaseType::Bool},
    {"Scalar", BaseType::Scalar},
    {"ScalarType", BaseType::ScalarType},
    {"Layout", BaseType::Layout},
    {"Device", BaseType::Device},
    {"MemoryFormat", BaseType::MemoryFormat},
    {"str", BaseType::Str},
    {"Generator", BaseType::Generator},
    {"Dimname", BaseType::Dimname},
    {"Storage", BaseType::Storage},
    {"Stream", BaseType::Stream},
    {"QScheme", BaseType::QScheme},
};

std::string_view baseTypeName(BaseType type) {
  for (const auto& entry : kBaseTypes)
    if (entry.type == type) return entry.name;
  return "?";
}

class SchemaParser {
public:
  explicit SchemaParser(std::string_view text) : text_(text) {}

  Schema parse() {
    Schema schema;
    schema.name = identifier("operator name");
    if (accept('.')) schema.overload = identifier("overload name");
    expect('(');
    bool kwarg_only = false;
    if (!accept(')')) {
      do {
        if (accept('*')) {
          if (kwarg_only) fail("'*' appears twice");
          kwarg_only = true;
          continue;
        }
        if (acceptEllipsis()) {
          schema.varargs = true;
          break;
        }
        schema.arguments.push_back(argument(kwarg_only));
      } while (accept(','));
      expect(')');
    }
    expectArrow();
    schema.returns = returns();
    skipSpace();
    if (pos_ != text_.size()) fail("unexpected text after the returns");
    return schema;
  }

private:
  [[noreturn]] void fail(const std::string& message) const { throw SchemaError(message, pos_); }

  void skipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }

  bool accept(char c) {
    skipSpace();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }

  void expect(char c) {
    if (!accept(c)) fail(std::string("expected '") + c + "'");
  }

  bool acceptEllipsis() {
    skipSpace();
    if (text_.substr(pos_, 3) != "...") return false;
    pos_ += 3;
    return true;
  }

  void expectArrow() {
    skipSpace();
    if (text_.substr(pos_, 2) != "->") fail("expected '->'");
    pos_ += 2;
  }

  std::string identifier(const char* what) {
    skipSpace();
    size_t start = pos_;
    while (pos_ < text_.size() &&
           (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_'))
      ++pos_;
    if (start == pos_ || std::isdigit(static_cast<unsigned char>(text_[start])))
      fail(std::string("expected ") + what);
    return std::string(text_.substr(start, pos_ - start));
  }

  std::optional<AliasInfo> aliasAnnotation() {
    if (!accept('(')) return std::nullopt;
    AliasInfo alias;
    alias.set = identifier("alias set");
    while (accept('|')) alias.set += "|" + identifier("alias set");
    if (accept('!')) alias.is_write = true;
    skipSpace();
    if (text_.substr(pos_, 2) == "->") {
      pos_ += 2;
      expect('*');
      alias.after_wildcard = true;
    }
    expect(')');
    return alias;
  }

  void typeSuffixes(SchemaType& type) {
    while (true) {
      skipSpace();
      if (accept('?')) {
        if (type.optional) fail("'?' appears twice");
        type.optional = true;
      } else if (accept('[')) {
        if (type.list) fail("nested lists are not supported");
        if (type.optional) {
          type.optional = false;
          type.optional_elements = true;
        }
        type.list = true;
        skipSpace();
        if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
          type.fixed_size = 0;
          while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_])))
            type.fixed_size = type.fixed_size * 10 + (text_[pos_++] - '0');
        }
        expect(']');
      } else {
        return;
      }
    }
  }

  SchemaType type(std::optional<AliasInfo>& alias) {
    size_t start = pos_;
    std::string base = identifier("a type");
    SchemaType type;
    bool known = false;
    for (const auto& entry : kBaseTypes) {
      if (entry.name == base) {
        type.base = entry.type;
        known = true;
      }
    }
    if (!known) {
      pos_ = start;
      skipSpace();
      fail("unknown type '" + base + "'");
    }
    skipSpace();
    size_t alias_start = pos_;
    alias = aliasAnnotation();
    typeSuffixes(type);
    if (alias && type.base != BaseType::Tensor) {
      pos_ = alias_start;
      fail("alias annotation on a non-Tensor type");
    }
    // TorchScript's list builtins alias the list itself: int[](a!) self.
    if (!alias && type.list) {
      alias = aliasAnnotation();
      if (alias) alias->on_list = true;
    }
    return type;
  }

  std::string defaultValue() {
    skipSpace();
    size_t start = pos_;
    int depth = 0;
    bool in_string = false;
    for (; pos_ < text_.size(); ++pos_) {
      char c = text_[pos_];
      if (in_string) {
        if (c == '"' || c == '\'') in_string = false;
        continue;
      }
      if (c == '"' || c == '\'')
        in_string = true;
      else if (c == '[' || c == '(')
        ++depth;
      else if ((c == ']' || c == ')') && depth > 0)
        --depth;
      else if ((c == ',' || c == ')') && depth == 0)
        break;
    }
    std::string value(text_.substr(start, pos_ - start));
    while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back())))
      value.pop_back();
    if (value.empty()) fail("expected a default value after '='");
    return value;
  }

  SchemaArgument argument(bool kwarg_only) {
    SchemaArgument arg;
    arg.type = type(arg.alias);
    arg.name = identifier("an argument name");
    arg.kwarg_only = kwarg_only;
    if (accept('=')) arg.default_value = defaultValue();
    return arg;
  }

  SchemaReturn oneReturn() {
    SchemaReturn ret;
    ret.type = type(ret.alias);
    skipSpace();
    if (pos_ < text_.size() &&
        (std::isalpha(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_'))
      ret.name = identifier("a return name");
    return ret;
  }

  std::vector<SchemaReturn> returns() {
    std::vector<SchemaReturn> out;
    if (accept('(')) {
      if (accept(')')) return out;
      do out.push_back(oneReturn());
      while (accept(','));
      expect(')');
      return out;
    }
    out.push_back(oneReturn());
    return out;
  }

  std::string_view text_;
  size_t pos_ = 0;
};

// What torch.ops' JIT schema types compare as: SymInt, ScalarType, Layout and MemoryFormat are
// all plain int there, and a fixed list size belongs to the argument, not the type.
SchemaType jitType(SchemaType type) {
  switch (type.base) {
  case BaseType::SymInt:
  case BaseType::ScalarType:
  case BaseType::Layout:
  case BaseType::MemoryFormat:
    type.base = BaseType::Int;
    break;
  default:
    break;
  }
  type.fixed_size = -1;
  return type;
}

std::string aliasStr(const std::optional<AliasInfo>& alias) {
  if (!alias) return "";
  std::string out = "(" + alias->set;
  if (alias->is_write) out += "!";
  if (alias->after_wildcard) out += " -> *";
  return out + ")";
}

// Alias annotations sit between the base type and the list/optional suffix, except on a list
// that is aliased as a whole (int[](a!)).
std::string typeWithAlias(const SchemaType& type, const std::optional<AliasInfo>& alias) {
  std::string type_text = type.str();
  if (alias && alias->on_list) return type_text + aliasStr(alias);
  std::string base(baseTypeName(type.base));
  return base + aliasStr(alias) + type_text.substr(base.size());
}

} // namespace

std::string SchemaType::str() const {
  std::string out(baseTypeName(base));
  if (list) {
    if (optional_elements) out += "?";
    out += fixed_size >= 0 ? "[" + std::to_string(fixed_size) + "]" : "[]";
  }
  if (optional) out += "?";
  return out;
}

std::string Schema::qualifiedName() const {
  return name + "." + overloadName();
}

std::string Schema::str() const {
  std::string out = name + (overload.empty() ? "" : "." + overload) + "(";
  bool star_written = false;
  for (size_t i = 0; i < arguments.size(); ++i) {
    const auto& arg = arguments[i];
    if (i) out += ", ";
    if (arg.kwarg_only && !star_written) {
      out += "*, ";
      star_written = true;
    }
    out += typeWithAlias(arg.type, arg.alias) + " " + arg.name;
    if (arg.default_value) out += "=" + *arg.default_value;
  }
  if (varargs) out += arguments.empty() ? "..." : ", ...";
  out += ") -> ";
  auto ret_str = [](const SchemaReturn& ret) {
    std::string out = typeWithAlias(ret.type, ret.alias);
    if (!ret.name.empty()) out += " " + ret.name;
    return out;
  };
  if (returns.size() == 1) return out + ret_str(returns[0]);
  out += "(";
  for (size_t i = 0; i < returns.size(); ++i) out += (i ? ", " : "") + ret_str(returns[i]);
  return out + ")";
}

bool Schema::isView() const {
  return !arguments.empty() && arguments[0].alias && !arguments[0].alias->is_write;
}

bool Schema::isMultiOutputView() const {
  return isView() && arguments[0].alias->after_wildcard;
}

bool Schema::isInplace() const {
  return !arguments.empty() && arguments[0].alias && arguments[0].alias->is_write;
}

bool Schema::isMutating() const {
  for (const auto& arg : arguments)
    if (arg.alias && arg.alias->is_write) return true;
  return false;
}

int Schema::findArgument(std::string_view arg_name) const {
  for (size_t i = 0; i < arguments.size(); ++i)
    if (arguments[i].name == arg_name) return static_cast<int>(i);
  return -1;
}

Schema parseSchema(std::string_view text) {
  return SchemaParser(text).parse();
}

bool schemasMatch(const Schema& functional, const Schema& inplace) {
  if (inplace.name.empty() || inplace.name.back() != '_' ||
      inplace.name.substr(0, inplace.name.size() - 1) != functional.name)
    return false;
  if (functional.arguments.size() != inplace.arguments.size()) return false;
  for (size_t i = 0; i < functional.arguments.size(); ++i)
    if (!(jitType(functional.arguments[i].type) == jitType(inplace.arguments[i].type)))
      return false;
  return true;
}

} // namespace reinplace
