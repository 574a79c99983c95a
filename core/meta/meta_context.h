#pragma once
// What a meta rule sees: the bound arguments of one call by schema name, with the metadata of
// tensor arguments, and where it writes the result layout(s). Rules throw MetaError for
// ill-typed calls (bad dim, incompatible shapes); meta propagation adds the node's location.

#include "core/ir/graph.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace reinplace {

class MetaError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// A Python number as written: bool, int or float.
struct ScalarValue {
  enum class Kind : uint8_t { Bool, Int, Float } kind = Kind::Int;
  int64_t int_value = 0; // for Bool and Int
  double float_value = 0;
  /// The dtype PyTorch gives the wrapped number before promotion: b8, i64 or f64.
  DType kindDType() const;
  double asDouble() const { return kind == Kind::Float ? float_value : double(int_value); }
};

/// An argument in a Tensor position: a tensor, or a Python number PyTorch wraps into a tensor.
struct Operand {
  const TensorMeta* tensor = nullptr;
  ScalarValue scalar;
  bool isTensor() const { return tensor != nullptr; }
};

/// Where a rule reads the layout of a tensor argument. By default that is the meta that meta
/// propagation stored on the node; the interpreter supplies the layout a value has at run time,
/// which an in-place view op (t_, squeeze_, as_strided_) may have changed since.
class ValueLayouts {
public:
  virtual ~ValueLayouts() = default;
  /// The value's layout, or nullptr when it is not a single tensor.
  virtual const TensorMeta* layoutOf(const Node& value) const = 0;
};

class MetaContext {
public:
  /// Binds the node's args; throws BindError when they do not fit the schema.
  MetaContext(const OpInfo& op, const Node& node, const ValueLayouts* layouts = nullptr);

  const OpInfo& op() const { return op_; }
  const Node& node() const { return node_; }

  /// Whether the op's schema has an argument of that name (clamp_min has no `max`).
  bool declares(std::string_view name) const { return op_.schema.findArgument(name) >= 0; }
  bool given(std::string_view name) const;
  const Arg& arg(std::string_view name) const;
  /// A tensor argument (a value reference); MetaError if it is a number or None.
  const TensorMeta& tensor(std::string_view name) const;
  Operand operand(std::string_view name) const;
  const TensorMeta* optionalTensor(std::string_view name) const;
  std::vector<const TensorMeta*> tensorList(std::string_view name) const;
  /// Tensor?[]: nullptr for None elements.
  std::vector<const TensorMeta*> optionalTensorList(std::string_view name) const;
  int64_t intArg(std::string_view name) const;
  std::optional<int64_t> optionalInt(std::string_view name) const;
  /// int[] / int[N]; a lone int is a one-element list as for int[1].
  std::vector<int64_t> intList(std::string_view name) const;
  std::optional<std::vector<int64_t>> optionalIntList(std::string_view name) const;
  double floatArg(std::string_view name) const;
  bool boolArg(std::string_view name) const;
  /// bool[N]: a backward op's output_mask, the gradients it computes; MetaError (torch's
  /// message) unless it holds exactly N values.
  std::vector<bool> boolList(std::string_view name) const;
  ScalarValue scalar(std::string_view name) const;
  std::optional<DType> optionalDType(std::string_view name) const;
  std::optional<MemoryFormat> optionalMemoryFormat(std::string_view name) const;

  /// The rule's result. Storage identity is assigned by meta propagation, not by the rule.
  void setResult(TensorMeta meta);
  void setListResult(std::vector<TensorMeta> metas);
  ValueMeta& results() { return results_; }
  bool isListResult() const { return list_result_; }
  /// The result is the tensor argument `name` itself, though the schema does not say so (copy
  /// returns src when nothing needs converting): it shares that value's storage.
  void setResultIsArgument(std::string_view name);
  /// The value the result is (setResultIsArgument), or nullptr for a result of its own.
  const Node* resultIsArgument() const { return result_is_argument_; }
  /// The dtype an elementwise op computes in (TensorIterator's common dtype), recorded by the
  /// rules that build an iterator; kernels read it.
  void setComputeDType(DType dtype) { compute_dtype_ = dtype; }
  std::optional<DType> computeDType() const { return compute_dtype_; }

private:
  int index(std::string_view name) const;
  const TensorMeta& metaOf(const Node* value, std::string_view what) const;

  const OpInfo& op_;
  const Node& node_;
  const ValueLayouts* layouts_;
  BoundArgs bound_;
  std::optional<DType> compute_dtype_;
  ValueMeta results_;
  bool list_result_ = false;
  const Node* result_is_argument_ = nullptr;
};

/// Helpers shared by the rule families.
/// Wraps a possibly negative dim into [0, rank); MetaError naming the op when out of range.
int64_t wrapDim(int64_t dim, int64_t rank, const char* what = "dim");
/// Broadcasts shapes as torch.broadcast_shapes does; MetaError on a mismatch.
Shape broadcastShapes(const Shape& a, const Shape& b);
/// The result a backward op gives for a gradient its output_mask leaves out: an undefined tensor
/// in ATen (None in Python), held as an empty tensor, as meta propagation holds a result element
/// no getitem reads.
TensorMeta undefinedResult();

} // namespace reinplace
