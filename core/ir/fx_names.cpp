#include "core/ir/fx_names.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace reinplace {
namespace {

// Python 3.11's keyword.kwlist, dir(builtins) and torch.fx's _custom_builtins, sorted.
constexpr std::array<std::string_view, 196> kReserved = {
    "ArithmeticError",
    "AssertionError",
    "AttributeError",
    "BaseException",
    "BaseExceptionGroup",
    "BlockingIOError",
    "BrokenPipeError",
    "BufferError",
    "BytesWarning",
    "ChildProcessError",
    "ConnectionAbortedError",
    "ConnectionError",
    "ConnectionRefusedError",
    "ConnectionResetError",
    "DeprecationWarning",
    "EOFError",
    "Ellipsis",
    "EncodingWarning",
    "EnvironmentError",
    "Exception",
    "ExceptionGroup",
    "False",
    "FileExistsError",
    "FileNotFoundError",
    "FloatingPointError",
    "FutureWarning",
    "GeneratorExit",
    "IOError",
    "ImportError",
    "ImportWarning",
    "IndentationError",
    "IndexError",
    "InterruptedError",
    "IsADirectoryError",
    "KeyError",
    "KeyboardInterrupt",
    "LookupError",
    "MemoryError",
    "ModuleNotFoundError",
    "NameError",
    "None",
    "NoneType",
    "NotADirectoryError",
    "NotImplemented",
    "NotImplementedError",
    "OSError",
    "OverflowError",
    "PendingDeprecationWarning",
    "PermissionError",
    "ProcessLookupError",
    "RecursionError",
    "ReferenceError",
    "ResourceWarning",
    "RuntimeError",
    "RuntimeWarning",
    "StopAsyncIteration",
    "StopIteration",
    "SyntaxError",
    "SyntaxWarning",
    "SystemError",
    "SystemExit",
    "TabError",
    "TimeoutError",
    "True",
    "TypeError",
    "UnboundLocalError",
    "UnicodeDecodeError",
    "UnicodeEncodeError",
    "UnicodeError",
    "UnicodeTranslateError",
    "UnicodeWarning",
    "UserWarning",
    "ValueError",
    "Warning",
    "ZeroDivisionError",
    "__build_class__",
    "__debug__",
    "__doc__",
    "__import__",
    "__loader__",
    "__name__",
    "__package__",
    "__spec__",
    "abs",
    "aiter",
    "all",
    "and",
    "anext",
    "any",
    "as",
    "ascii",
    "assert",
    "async",
    "await",
    "bin",
    "bool",
    "break",
    "breakpoint",
    "bytearray",
    "bytes",
    "callable",
    "chr",
    "class",
    "classmethod",
    "compile",
    "complex",
    "continue",
    "copyright",
    "credits",
    "def",
    "del",
    "delattr",
    "device",
    "dict",
    "dir",
    "divmod",
    "elif",
    "else",
    "enumerate",
    "eval",
    "except",
    "exec",
    "exit",
    "filter",
    "finally",
    "float",
    "for",
    "format",
    "from",
    "frozenset",
    "fx_pytree",
    "getattr",
    "global",
    "globals",
    "hasattr",
    "hash",
    "help",
    "hex",
    "id",
    "if",
    "import",
    "in",
    "inf",
    "input",
    "int",
    "is",
    "isinstance",
    "issubclass",
    "iter",
    "lambda",
    "len",
    "license",
    "list",
    "locals",
    "map",
    "max",
    "memoryview",
    "min",
    "nan",
    "next",
    "nonlocal",
    "not",
    "object",
    "oct",
    "open",
    "or",
    "ord",
    "pass",
    "pow",
    "print",
    "property",
    "pytree",
    "quit",
    "raise",
    "range",
    "repr",
    "return",
    "reversed",
    "round",
    "set",
    "setattr",
    "slice",
    "sorted",
    "staticmethod",
    "str",
    "sum",
    "super",
    "torch",
    "try",
    "tuple",
    "type",
    "vars",
    "while",
    "with",
    "yield",
    "zip",
};

bool isIdentChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

} // namespace

bool isReservedPythonName(std::string_view name) {
  return std::binary_search(kReserved.begin(), kReserved.end(), name);
}

std::string fxCandidateName(std::string_view qualified_op_name) {
  std::string out;
  bool prev_lower = false;
  for (char c : qualified_op_name) {
    bool upper = std::isupper(static_cast<unsigned char>(c));
    if (prev_lower && upper) out += '_';
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    prev_lower = std::islower(static_cast<unsigned char>(c));
  }
  return out;
}

bool FxNamespace::reserve(const std::string& name) {
  return used_.insert(name).second;
}

std::string FxNamespace::createName(std::string_view raw_candidate) {
  std::string candidate;
  bool in_illegal_run = false;
  for (char c : raw_candidate) {
    if (isIdentChar(c)) {
      candidate += c;
      in_illegal_run = false;
    } else if (!in_illegal_run) {
      candidate += '_';
      in_illegal_run = true;
    }
  }
  if (candidate.empty()) candidate = "_";
  if (std::isdigit(static_cast<unsigned char>(candidate[0]))) candidate = "_" + candidate;

  // Split "base_N" the way the regex (.*)_(\d+)$ does (greedy base).
  std::string base = candidate;
  long long num = 0;
  bool has_num = false;
  size_t digits_start = candidate.size();
  while (digits_start > 0 && std::isdigit(static_cast<unsigned char>(candidate[digits_start - 1])))
    --digits_start;
  if (digits_start < candidate.size() && digits_start >= 2 && candidate[digits_start - 1] == '_' &&
      candidate.size() - digits_start < 18) {
    base = candidate.substr(0, digits_start - 1);
    num = std::stoll(candidate.substr(digits_start));
    has_num = true;
  }
  std::string name = has_num ? base + "_" + std::to_string(num) : base;
  auto taken = [&](const std::string& n) { return used_.count(n) || isReservedPythonName(n); };
  if (taken(name)) {
    long long& hint = next_suffix_hint_[base];
    long long known_used_below = std::max(hint, 1LL);
    bool start_at_hint = num + 1 <= known_used_below;
    num = std::max(num + 1, known_used_below);
    name = base + "_" + std::to_string(num);
    while (taken(name)) name = base + "_" + std::to_string(++num);
    if (start_at_hint) hint = num + 1;
  }
  used_.insert(name);
  return name;
}

} // namespace reinplace
