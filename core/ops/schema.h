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
  // Types a graph of tensors never passes: an argument of these types binds nothing FX code can
  // write, so a call that needs one is refused when the graph is read.
  Storage,
  Stream,
  QScheme,
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

/// Alias annotation: Tensor(a), Tensor(a!), Tensor(a -> *), Tensor(a|b) (either set), and on a
/// list as a whole, written after its suffix: Tensor[](a!), int[](a).
struct AliasInfo {
  std::string set; // "a", or "a|b" for a union
  bool is_write = false;
  bool after_wildcard = false; // "a -> *": the list elements alias 'a'
  bool on_list = false;        // written after the list suffix: the list itself is aliased
  bool operator==(const AliasInfo&) const = default;
};

struct SchemaArgument {
  std::string name;
  SchemaType type;
  std::optional<std::string> default_value; // literal text as written after '='
  bool kwarg_only = false;
  std::optional<AliasInfo> alias;

  /// torch's Argument.is_out: keyword-only and written, the `out` of an out= variant.
  bool isOut() const { return kwarg_only && alias && alias->is_write; }
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
  /// "..." after the arguments: TorchScript varargs (einsum.sublist). FX code of aten ops never
  /// passes more arguments than are declared, so binding treats the schema as if it had none.
  bool varargs = false;

  /// "add.Tensor", "clone.default"
  std::string qualifiedName() const;
  std::string overloadName() const { return overload.empty() ? "default" : overload; }
  std::string str() const;

  /// upstream _is_view_op: the first argument carries a non-write alias annotation.
  bool isView() const;
  /// upstream _get_view_type's MultiOutputView: self's alias set continues into a wildcard
  /// (Tensor(a -> *) self), as for split, unbind, chunk.
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
