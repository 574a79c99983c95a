#pragma once
// Tensor element types and PyTorch's type-promotion rules (c10::promoteTypes and
// at::native::result_type's category logic), restricted to the dtypes the graph format knows.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace reinplace {

enum class DType : uint8_t { f64, f32, f16, bf16, i64, i32, i16, i8, u8, b8 };

inline constexpr int kNumDTypes = 10;

/// Short name used in annotations: "f32", "i64", "b8", ...
std::string_view shortName(DType dtype);
/// Python spelling: "torch.float32", "torch.int64", "torch.bool", ...
std::string_view torchName(DType dtype);
std::optional<DType> dtypeFromShortName(std::string_view name);
/// Accepts the attribute after "torch.": float32, float, float64, double, half, int, long, bool...
std::optional<DType> dtypeFromTorchAttr(std::string_view name);
int64_t itemSize(DType dtype);
/// c10's ScalarType name as ATen's error messages print it: "Float", "Long", "Bool", ...
std::string_view scalarTypeName(DType dtype);
/// caffe2::TypeMeta's name, which ATen prints for `tensor.dtype()`: "float", "long int"...
std::string_view typeMetaName(DType dtype);
/// The legacy type name ATen prints for a CPU tensor (check_input_same_type_as_parameters,
/// expand, embedding): "torch.FloatTensor".
std::string legacyTypeName(DType dtype);
/// The C++ type name c10::Scalar's accessors print: "int64_t", "at::Half"...
std::string_view scalarAccessorName(DType dtype);

bool isFloating(DType dtype);
bool isIntegral(DType dtype, bool include_bool);
inline bool isBool(DType dtype) {
  return dtype == DType::b8;
}

/// c10::promoteTypes: the smallest dtype both can be cast to without category loss.
DType promoteTypes(DType a, DType b);

/// c10::canCast: whether an in-place or out= result of dtype `from` may be written into `to`
/// (no float -> integral, no non-bool -> bool).
bool canCast(DType from, DType to);

/// The default floating dtype PyTorch uses for Python floats and for integer->float ops.
inline constexpr DType kDefaultFloat = DType::f32;

/// Mirrors at::native::ResultTypeState: operands are grouped by "priority" (dimensioned tensors,
/// zero-dim tensors, wrapped Python scalars); a lower group only matters when it is of a higher
/// category (bool < integral < floating) than the groups above it.
class ResultTypeState {
public:
  void addTensor(DType dtype, int64_t dim);
  void addScalar(DType scalar_kind); // b8 for bool, i64 for int, f64 for float
  std::optional<DType> result() const;

private:
  std::optional<DType> dim_result_;
  std::optional<DType> zero_result_;
  std::optional<DType> wrapped_result_;
};

} // namespace reinplace
