#pragma once
// Operator schemas in native_functions.yaml syntax, e.g.
//   add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)
//   split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]
// parsed into a structure from which view-ness and in-place variants are derived the way
// torch/fx/passes/reinplace.py derives them from torch._C.FunctionSchema.

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace reinplace {

enum class BaseType {
  Tensor,
  Int,
  SymInt,
  Float,
  Bool,
  Scalar,
  ScalarType,
  Layout,
  Device,
  MemoryFormat,
  Str,
  Generator,
  Dimname,
};

struct SchemaType {
  BaseType base = BaseType::Tensor;
  bool optional = false;          // T?  (for lists: T[]?)
  bool list = false;              // T[] or T[N]
  bool optional_elements = false; // T?[]
  int fixed_size = -1;            // N of T[N], -1 when not fixed

  bool operator==(const SchemaType&) const = default;
  std::string str() const;
};

/// Alias annotation: Tensor(a), Tensor(a!), Tensor(a -> *).
struct AliasInfo {
  std::string set;
  bool is_write = false;
  bool after_wildcard = false; // "a -> *": the list elements alias 'a'
  bool operator==(const AliasInfo&) const = default;
};

struct SchemaArgument {
  std::string name;
  SchemaType type;
  std::optional<std::string> default_value; // literal text as written after '='
  bool kwarg_only = false;
  std::optional<AliasInfo> alias;
};

struct SchemaReturn {
  std::string name; // usually empty
  SchemaType type;
  std::optional<AliasInfo> alias;
};

struct Schema {
  std::string name;     // "add_"
  std::string overload; // "Tensor"; empty means "default"
  std::vector<SchemaArgument> arguments;
  std::vector<SchemaReturn> returns;

  /// "add.Tensor", "clone.default"
  std::string qualifiedName() const;
  std::string overloadName() const { return overload.empty() ? "default" : overload; }
  std::string str() const;

  /// upstream _is_view_op: the first argument carries a non-write alias annotation.
  bool isView() const;
  /// A view whose result is a list of views (split, unbind, chunk...).
  bool isMultiOutputView() const;
  /// The first argument is written (Tensor(a!) self).
  bool isInplace() const;
  /// Any argument is written (in-place or out= variants).
  bool isMutating() const;
  int findArgument(std::string_view arg_name) const;
};

class SchemaError : public std::runtime_error {
public:
  /// column: 0-based offset into the schema text where the problem is.
  SchemaError(const std::string& message, size_t column)
      : std::runtime_error(message), column_(column) {}
  size_t column() const { return column_; }

private:
  size_t column_;
};

/// Throws SchemaError naming the column of the problem.
Schema parseSchema(std::string_view text);

/// upstream _schemas_match: inplace name is functional name + "_" and the argument types agree
/// position by position.
bool schemasMatch(const Schema& functional, const Schema& inplace);

} // namespace reinplace
