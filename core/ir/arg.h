#pragma once
// Arg: one argument of a node as written in FX code (a value reference, a literal, or a list or
// tuple of them). Kept as written so that printing reproduces FX's text.

#include "core/ir/dtype.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace reinplace {

struct Node;

enum class MemoryFormat : uint8_t { contiguous_format, preserve_format, channels_last };
enum class Layout : uint8_t { strided };
struct Device {
  std::string type = "cpu";
  int index = -1;
  bool operator==(const Device&) const = default;
};

struct Arg {
  struct None {
    bool operator==(const None&) const = default;
  };
  struct List {
    std::vector<Arg> items;
    bool is_tuple = false;
  };
  using Value = std::variant<None, bool, int64_t, double, std::string, DType, MemoryFormat, Layout,
                             Device, Node*, List>;
  Value value;

  Arg() = default;
  Arg(Value v) : value(std::move(v)) {}
  static Arg none() { return Arg(None{}); }
  static Arg ofInt(int64_t v) { return Arg(v); }
  static Arg ofDouble(double v) { return Arg(v); }
  static Arg ofBool(bool v) { return Arg(v); }
  static Arg ofNode(Node* node) { return Arg(node); }
  static Arg ofInts(const std::vector<int64_t>& values);
  static Arg ofList(std::vector<Arg> items, bool is_tuple = false);

  /// std::holds_alternative, but through get_if, whose alternative index is a template argument
  /// and so always a constant: holds_alternative computes it with a call at run time when
  /// UBSan's checks keep that call from folding, and argument binding asks it for every arg.
  template <typename T> bool holds() const { return std::get_if<T>(&value) != nullptr; }
  bool isNone() const { return holds<None>(); }
  bool isNode() const { return holds<Node*>(); }
  bool isList() const { return holds<List>(); }
  bool isInt() const { return holds<int64_t>(); }
  bool isBool() const { return holds<bool>(); }
  bool isDouble() const { return holds<double>(); }
  Node* node() const { return std::get<Node*>(value); }
  /// A Python int or float as a double; nullopt otherwise.
  std::optional<double> number() const {
    if (auto* i = std::get_if<int64_t>(&value)) return static_cast<double>(*i);
    if (auto* d = std::get_if<double>(&value)) return *d;
    return std::nullopt;
  }
  const List& list() const { return std::get<List>(value); }
  List& list() { return std::get<List>(value); }

  /// Calls fn(Node*&) for every value reference, recursively through lists.
  template <typename Fn> void forEachNode(Fn&& fn) {
    if (auto* node = std::get_if<Node*>(&value))
      fn(*node);
    else if (auto* list = std::get_if<List>(&value))
      for (auto& item : list->items) item.forEachNode(fn);
  }
  template <typename Fn> void forEachNode(Fn&& fn) const {
    if (auto* node = std::get_if<Node*>(&value))
      fn(*node);
    else if (auto* list = std::get_if<List>(&value))
      for (const auto& item : list->items) item.forEachNode(fn);
  }
};

/// Python's repr of a float: shortest round-trip digits, "1e-05", "1.0", "inf", "nan".
std::string pythonFloatRepr(double value);

} // namespace reinplace
