#include "core/fx/parser.h"
#include "core/fx/dotted_name.h"

#include "core/fx/file_text.h"
#include "core/fx/lexer.h"
#include "core/fx/literals.h"
#include "core/fx/op_resolver.h"
#include "core/fx/shared_storage_check.h"
#include "core/fx/symbol_table.h"
#include "core/ir/diagnostics.h"
#include "core/meta/meta_propagation.h"
#include "core/ops/bound_args.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>

namespace reinplace {
namespace {

class FxParser {
public:
  FxParser(std::string_view source, const std::string& file, const OpRegistry& registry,
           const ParseOptions& options)
      : tokens_(source, file), file_(file), ops_(registry, file), options_(options) {
    graph_.source_name = file;
    symbols_.reserve(static_cast<size_t>(std::count(source.begin(), source.end(), '\n')) + 1);
  }

  Graph parse() {
    skipNewlines();
    if (isName("class")) skipLine(); // print_readable wraps forward in a Module class
    skipNewlines();
    if (!isName("def"))
      fail(peek(), peek().kind == TokenKind::End ? "expected 'def forward(...)', the file is empty"
                                                 : "expected 'def forward(...)'");
    next();
    const Token fn = expectName("the function name 'forward'"); // a copy: used past its line
    if (fn.text != "forward") fail(fn, "expected 'forward', found '" + str(fn) + "'");
    parameters();
    if (acceptPunct("->")) skipUntilColon();
    expectPunct(":");
    expectNewline();
    checkInputOptionsUsed(fn);
    while (true) {
      skipNewlines();
      if (peek().kind == TokenKind::End) fail(peek(), "the function has no 'return' statement");
      if (isName("return")) break;
      statement();
    }
    returnStatement();
    skipNewlines();
    if (peek().kind != TokenKind::End) {
      if (isName("def") || isName("class"))
        fail(peek(), "only one function ('forward') may be defined");
      fail(peek(), "statement after 'return'");
    }
    return std::move(graph_);
  }

private:
  // ---- token helpers -------------------------------------------------------------------------
  const Token& peek(size_t ahead = 0) { return tokens_.peek(ahead); }
  static std::string str(const Token& token) { return std::string(token.text); }
  const Token& next() { return tokens_.next(); }
  [[noreturn]] void fail(const Token& at, const std::string& message) const {
    throw InputError(file_, at.line, at.column, message);
  }
  [[noreturn]] void failAt(SourceLoc at, const std::string& message) const {
    throw InputError(file_, at.line, at.column, message);
  }
  bool isName(std::string_view text, size_t ahead = 0) {
    return peek(ahead).kind == TokenKind::Name && peek(ahead).text == text;
  }
  // Asked several times per token: compares the one or two characters of a punctuation token
  // directly rather than through a string comparison.
  bool isPunct(std::string_view text, size_t ahead = 0) {
    const Token& token = peek(ahead);
    return token.kind == TokenKind::Punct && token.text.size() == text.size() &&
           token.text[0] == text[0] && (text.size() == 1 || token.text.substr(1) == text.substr(1));
  }
  bool acceptPunct(std::string_view text) {
    if (!isPunct(text)) return false;
    next();
    return true;
  }
  static std::string describe(const Token& token) {
    switch (token.kind) {
    case TokenKind::Newline:
      return "end of line";
    case TokenKind::End:
      return "end of file";
    case TokenKind::String:
      return "string \"" + str(token) + "\"";
    default:
      return "'" + str(token) + "'";
    }
  }
  void expectPunct(std::string_view text) {
    if (!acceptPunct(text))
      fail(peek(), "expected '" + std::string(text) + "', found " + describe(peek()));
  }
  // `what` is a literal: building a std::string for it on every successful call costs a heap
  // allocation per token in a million-line file.
  const Token& expectName(const char* what) {
    if (peek().kind != TokenKind::Name)
      fail(peek(), std::string("expected ") + what + ", found " + describe(peek()));
    return next();
  }
  void expectNewline() {
    if (peek().kind != TokenKind::Newline && peek().kind != TokenKind::End)
      fail(peek(), "unexpected " + describe(peek()) + " at the end of the line");
    next();
  }
  void skipNewlines() {
    while (peek().kind == TokenKind::Newline) next();
  }
  void skipLine() {
    while (peek().kind != TokenKind::Newline && peek().kind != TokenKind::End) next();
    if (peek().kind == TokenKind::Newline) next();
  }
  void skipUntilColon() {
    while (!isPunct(":") && peek().kind != TokenKind::Newline && peek().kind != TokenKind::End)
      next();
  }

  // ---- header --------------------------------------------------------------------------------
  void parameters() {
    expectPunct("(");
    SharedStorageCheck shared_storages(file_, options_.max_elements_per_tensor);
    bool first = true;
    while (!isPunct(")")) {
      if (!first) {
        expectPunct(",");
        if (isPunct(")")) break;
      }
      const Token& name = expectName("a parameter name");
      if (first && name.text == "self") {
        first = false;
        if (acceptPunct(":")) skipAnnotation();
        continue;
      }
      first = false;
      if (symbols_.find(name.text)) fail(name, "duplicate parameter '" + str(name) + "'");
      checkIdentifier(name);
      Node* node = graph_.addPlaceholder(str(name));
      node->loc = {name.line, name.column};
      symbols_.insert(node);
      SourceLoc in_at = node->loc;
      if (acceptPunct(":")) {
        if (peek().kind == TokenKind::String) {
          const Token& meta = next();
          node->annotation = std::make_unique<MetaAnnotation>(annotationAt(meta));
          in_at = storageNameAt(meta);
        } else {
          skipAnnotation(); // a Python type such as torch.Tensor carries no meta
        }
      }
      if (isPunct("=")) fail(peek(), "parameters with default values are not supported");
      auto given = options_.input_meta.find(str(name));
      if (given != options_.input_meta.end()) {
        auto annotation = std::make_unique<MetaAnnotation>(given->second);
        annotation->has_strides = annotation->has_offset = true;
        node->annotation = std::move(annotation);
        in_at = node->loc;
      }
      if (node->annotation && node->annotation->shared_storage)
        shared_storages.add(node->name, *node->annotation, in_at);
    }
    expectPunct(")");
  }

  // Where " in NAME" starts inside an annotation string (the token is the opening quote).
  static SourceLoc storageNameAt(const Token& token) {
    size_t offset = storageNamePosition(token.text);
    return {token.line, token.column + 1 + static_cast<uint32_t>(offset)};
  }

  void skipAnnotation() {
    while (!isPunct(",") && !isPunct(")") && !isPunct("=") && peek().kind != TokenKind::End) next();
  }

  void checkInputOptionsUsed(const Token& at) const {
    for (const auto& [name, meta] : options_.input_meta) {
      Node* found = symbols_.find(name);
      if (!found || found->kind != NodeKind::Placeholder)
        fail(at, "--input names '" + name + "', which is not a parameter of forward");
    }
  }

  void checkIdentifier(const Token& name) const {
    static constexpr std::string_view kReserved[] = {"self",     "True",   "False", "None",
                                                     "def",      "return", "class", "torch",
                                                     "operator", "inf",    "nan"};
    // Generated names are rarely this short; skip the comparisons for the rest.
    if (name.text.size() > 8) return;
    for (auto reserved : kReserved)
      if (name.text == reserved) fail(name, "'" + str(name) + "' cannot be used as a value name");
  }

  MetaAnnotation annotationAt(const Token& token) const {
    std::string error;
    auto meta = parseMetaText(token.text, &error);
    if (!meta) fail(token, "bad meta annotation \"" + str(token) + "\": " + error);
    checkLimits(token, meta->meta);
    return *meta;
  }

  void checkLimits(const Token& at, const TensorMeta& meta) const {
    if (meta.dim() > options_.max_rank)
      fail(at, "rank " + std::to_string(meta.dim()) + " exceeds the limit of " +
                   std::to_string(options_.max_rank));
    // Also bounds the contiguous strides (the product of max(size, 1)), which an empty tensor
    // with huge other dims would otherwise overflow.
    int64_t span = 1;
    for (int64_t size : meta.sizes) {
      int64_t factor = std::max<int64_t>(size, 1);
      if (span > options_.max_elements_per_tensor / factor)
        fail(at, "tensor of shape " + formatShape(meta.sizes) + " exceeds the limit of " +
                     std::to_string(options_.max_elements_per_tensor) + " elements");
      span *= factor;
    }
    // Strides and offsets beyond this cannot address a tensor within the limits anyway, and
    // keep every address computation far from int64 overflow.
    constexpr int64_t kMaxStrideOrOffset = int64_t{1} << 40;
    for (int64_t stride : meta.strides)
      if (stride > kMaxStrideOrOffset)
        fail(at, "stride " + std::to_string(stride) + " exceeds the limit of 2^40");
    if (meta.storage_offset > kMaxStrideOrOffset)
      fail(at,
           "storage offset " + std::to_string(meta.storage_offset) + " exceeds the limit of 2^40");
  }

  // ---- statements ----------------------------------------------------------------------------
  void statement() {
    const Token& name = expectName("a statement 'name = ...'");
    checkIdentifier(name);
    symbols_.prefetch(name.text);
    std::unique_ptr<MetaAnnotation> annotation;
    if (acceptPunct(":")) {
      if (peek().kind != TokenKind::String)
        fail(peek(),
             "expected a meta annotation string such as \"f32[4, 4]\", found " + describe(peek()));
      const Token& meta = next();
      annotation = std::make_unique<MetaAnnotation>(annotationAt(meta));
      if (annotation->shared_storage)
        failAt(storageNameAt(meta), "only a parameter can name a shared storage ('in " +
                                        annotation->shared_storage->name +
                                        "'); a statement's value lives where its op puts it");
    }
    if (!isPunct("="))
      fail(peek(), "expected '=' after '" + str(name) + "', found " + describe(peek()));
    next();
    if (peek().kind == TokenKind::Name && (peek(1).kind == TokenKind::Newline || isPunct(";", 1)))
      return renameStatement(name, annotation != nullptr);
    Node* node = rhs(name);
    node->loc = {name.line, name.column};
    node->annotation = std::move(annotation);
    // One probe both adds the name and finds a redefinition (the graph is dropped on error).
    if (!symbols_.insert(node)) fail(name, "'" + str(name) + "' is already defined");
    recent_[recent_next_++ % recent_.size()] = node;
    endOfStatement();
  }

  // `name = Parameter`: FX's rename of a placeholder whose parameter name it could not keep.
  void renameStatement(const Token& name, bool annotated) {
    const Token& target = next();
    Node* placeholder = symbols_.find(target.text);
    if (!placeholder || placeholder->kind != NodeKind::Placeholder ||
        graph_.parameterName(placeholder) != placeholder->name)
      fail(target, "'" + str(name) + " = " + str(target) + "' renames a parameter, and '" +
                       str(target) + "' is not a parameter that still has its own name");
    if (annotated) fail(name, "a rename takes its parameter's annotation, not one of its own");
    if (symbols_.find(name.text)) fail(name, "'" + str(name) + "' is already defined");
    graph_.renamePlaceholder(placeholder, str(name));
    symbols_.insert(placeholder);
    endOfStatement();
  }

  void endOfStatement() {
    if (acceptPunct(";")) {
      // FX's deletion hints "a = b = None" carry no meaning for the graph.
      while (peek().kind == TokenKind::Name || isPunct("=")) next();
    }
    expectNewline();
  }

  DottedName dottedName() {
    DottedName parts;
    parts.items[parts.count++] = &expectName("an op such as torch.ops.aten.add.Tensor");
    while (acceptPunct(".")) {
      const Token& part = expectName("a name after '.'");
      if (parts.count == parts.items.size()) fail(part, "dotted name too long");
      parts.items[parts.count++] = &part;
    }
    return parts;
  }

  Node* rhs(const Token& name) {
    const Token& start = peek();
    auto target = dottedName();
    if (target.size() == 1 && isPunct("[")) { // x[i]
      Node* source = valueRef(*target[0]);
      next();
      int64_t index = intLiteral("an index");
      expectPunct("]");
      return graph_.addGetItem(source, index, str(name));
    }
    if (target.size() == 2 && target[0]->text == "operator" && target[1]->text == "getitem") {
      expectPunct("(");
      Node* source = valueRef(expectName("a value to index"));
      expectPunct(",");
      int64_t index = intLiteral("an index");
      acceptPunct(",");
      expectPunct(")");
      return graph_.addGetItem(source, index, str(name));
    }
    const OpInfo* op = ops_.resolve(start, target);
    if (!isPunct("("))
      fail(peek(), "expected '(' after " + join(target) + ", found " + describe(peek()));
    next();
    // Collected in buffers reused across statements, then copied to a vector of exactly the
    // right size: the node keeps its args for the life of the graph, a million of them.
    std::vector<Arg>& scratch = args_scratch_;
    std::vector<const Token*>& arg_tokens = arg_tokens_scratch_;
    scratch.clear();
    arg_tokens.clear();
    std::vector<std::pair<std::string, Arg>> kwargs;
    while (!isPunct(")")) {
      const Token* at = &peek();
      if (peek().kind == TokenKind::Name && isPunct("=", 1)) {
        std::string key = str(next());
        next();
        for (const auto& existing : kwargs)
          if (existing.first == key) fail(*at, "keyword argument '" + key + "' repeated");
        kwargs.emplace_back(key, expression());
      } else {
        if (!kwargs.empty()) fail(*at, "positional argument follows keyword argument");
        scratch.push_back(expression());
      }
      arg_tokens.push_back(at);
      if (!acceptPunct(",")) break;
    }
    expectPunct(")");
    std::vector<Arg> args(std::make_move_iterator(scratch.begin()),
                          std::make_move_iterator(scratch.end()));
    try {
      BoundArgs check(*op, args, kwargs);
    } catch (const BindError& error) {
      int position = error.argPosition();
      const Token& at = position >= 0 && position < static_cast<int>(arg_tokens.size())
                            ? *arg_tokens[position]
                            : start;
      fail(at, error.what());
    }
    return graph_.addCall(op, std::move(args), std::move(kwargs), str(name));
  }

  void returnStatement() {
    const Token& at = next(); // 'return'
    Arg returned = Arg::none();
    if (isPunct("{"))
      returned = returnedDict();
    else if (peek().kind != TokenKind::Newline && peek().kind != TokenKind::End)
      returned = expression();
    graph_.setOutput(std::move(returned))->loc = {at.line, at.column};
    if (acceptPunct(";"))
      skipLine();
    else
      expectNewline();
  }

  // `return {'out': x, 'aux': y}`: the values as a list, the keys on the graph.
  Arg returnedDict() {
    next(); // '{'
    std::vector<std::string> keys;
    std::vector<Arg> values;
    while (!isPunct("}")) {
      const Token& key = peek();
      if (key.kind != TokenKind::String)
        fail(key, "expected a string key of the returned dict, found " + describe(key));
      if (std::find(keys.begin(), keys.end(), key.text) != keys.end())
        fail(key, "the returned dict has the key '" + str(key) + "' twice");
      keys.push_back(str(next()));
      expectPunct(":");
      values.push_back(expression());
      if (!acceptPunct(",")) break;
    }
    expectPunct("}");
    graph_.setOutputKeys(std::move(keys));
    return Arg::ofList(std::move(values), false);
  }

  // ---- expressions ---------------------------------------------------------------------------
  Node* valueRef(const Token& name) {
    // FX code mostly reads values defined a few lines earlier: look there before the big map.
    for (const Node* recent : recent_)
      if (recent && recent->name == name.text) return const_cast<Node*>(recent);
    Node* found = symbols_.find(name.text);
    if (!found) {
      if (name.text == "self") fail(name, "'self' is not a tensor value");
      fail(name, "undefined name '" + str(name) + "'");
    }
    return found;
  }

  int64_t intLiteral(const char* what) {
    bool negative = acceptPunct("-");
    const Token& token = peek();
    if (token.kind != TokenKind::Int)
      fail(token, std::string("expected ") + what + ", found " + describe(token));
    next();
    return parseInt(token, negative);
  }

  int64_t parseInt(const Token& token, bool negative) const {
    if (auto value = integerLiteral(token.text, negative)) return *value;
    std::string digits(token.text);
    std::erase(digits, '_');
    fail(token, "integer literal " + std::string(negative ? "-" : "") + digits +
                    " does not fit in 64 bits");
  }

  static double parseFloat(const Token& token, bool negative) {
    return floatLiteral(token.text, negative);
  }

  Arg expression() {
    const Token& token = peek();
    if (acceptPunct("-")) {
      const Token& operand = peek();
      if (operand.kind == TokenKind::Int) return Arg::ofInt(parseInt(next(), true));
      if (operand.kind == TokenKind::Float) return Arg::ofDouble(parseFloat(next(), true));
      if (operand.kind == TokenKind::Name && operand.text == "inf") {
        next();
        return Arg::ofDouble(-INFINITY);
      }
      fail(operand, "expected a number after '-', found " + describe(operand));
    }
    switch (token.kind) {
    case TokenKind::Int:
      return Arg::ofInt(parseInt(next(), false));
    case TokenKind::Float:
      return Arg::ofDouble(parseFloat(next(), false));
    case TokenKind::String:
      return Arg(str(next()));
    case TokenKind::Name:
      return nameExpression();
    case TokenKind::Punct:
      if (token.text == "[") return sequence("]", false);
      if (token.text == "(") return sequence(")", true);
      break;
    default:
      break;
    }
    fail(token, "expected an argument, found " + describe(token));
  }

  Arg sequence(const char* close, bool tuple) {
    const Token& open = next();
    if (++nesting_ > kMaxNesting)
      fail(open, "lists nested more than " + std::to_string(kMaxNesting) + " deep");
    std::vector<Arg> items;
    items.reserve(4);
    bool trailing_comma = false;
    while (!isPunct(close)) {
      items.push_back(expression());
      trailing_comma = acceptPunct(",");
      if (!trailing_comma) break;
    }
    expectPunct(close);
    --nesting_;
    if (tuple && items.size() == 1 && !trailing_comma) return std::move(items[0]); // (x) is x
    return Arg::ofList(std::move(items), tuple);
  }

  Arg nameExpression() {
    const Token& first = next();
    std::string_view word = first.text;
    if (auto literal = wordLiteral(word)) return *literal;
    if (word == "device") return deviceCall(first);
    if (word == "torch" && isPunct(".")) {
      next();
      const Token& attr = expectName("an attribute of torch");
      if (attr.text == "device") return deviceCall(attr);
      if (auto literal = torchAttributeLiteral(attr.text)) return *literal;
      fail(attr, "unsupported literal 'torch." + str(attr) + "'");
    }
    if (isPunct(".") || isPunct("("))
      fail(first, "unsupported expression starting with '" + str(first) +
                      "'; arguments are names, literals, lists and tuples");
    return Arg::ofNode(valueRef(first));
  }

  Arg deviceCall(const Token& at) {
    expectPunct("(");
    Device device;
    bool have_type = false;
    while (!isPunct(")")) {
      if (peek().kind == TokenKind::Name && isPunct("=", 1)) {
        const Token& key = next();
        next();
        if (key.text == "type") {
          device.type = expectString();
          have_type = true;
        } else if (key.text == "index") {
          device.index = static_cast<int>(intLiteral("a device index"));
        } else {
          fail(key, "device() has no argument '" + str(key) + "'");
        }
      } else if (!have_type) {
        device.type = expectString();
        have_type = true;
      } else {
        device.index = static_cast<int>(intLiteral("a device index"));
      }
      if (!acceptPunct(",")) break;
    }
    expectPunct(")");
    if (device.type != "cpu" && device.type != "meta")
      fail(at, "device type '" + device.type + "' is not supported; only cpu");
    return Arg(device);
  }

  std::string expectString() {
    if (peek().kind != TokenKind::String)
      fail(peek(), "expected a string, found " + describe(peek()));
    return str(next());
  }

  FxTokenStream tokens_;
  const std::string& file_;
  OpResolver ops_;
  const ParseOptions& options_;
  Graph graph_;
  // Keys view the names stored in the nodes, which never move (the graph keeps nodes in a deque).
  SymbolTable symbols_;
  std::array<const Node*, 8> recent_{};
  std::vector<Arg> args_scratch_;
  std::vector<const Token*> arg_tokens_scratch_;
  size_t recent_next_ = 0;
  static constexpr int kMaxNesting = 32;
  int nesting_ = 0;
};

} // namespace

Graph parseFxCode(std::string_view text, const std::string& file_name, const OpRegistry& registry,
                  const ParseOptions& options) {
  return FxParser(text, file_name, registry, options).parse();
}

Graph parseFxFile(const std::string& path, const OpRegistry& registry,
                  const ParseOptions& options) {
  FileText file(path);
  return parseFxCode(file.text(), path, registry, options);
}

Graph loadGraph(const std::string& path, const OpRegistry& registry, const ParseOptions& options) {
  Graph graph = parseFxFile(path, registry, options);
  propagateMeta(graph);
  return graph;
}

} // namespace reinplace
