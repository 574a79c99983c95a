#pragma once
// Conventions the pointwise, linalg, reduction and factory rules share: how a Python value
// reaches an ATen parameter through torch.ops (which is how FX code runs), how ATen names dtypes
// in its messages, and which dtypes a CPU kernel of torch 1.13 is compiled for.

#include "core/meta/meta_context.h"
#include "core/meta/tensor_iterator_layout.h"

#include <string>
#include <string_view>

namespace reinplace {

/// A `Scalar` parameter. torch.ops converts a Python bool given for a Scalar to the int 0 or 1
/// (bool is an int subclass), so `add.Scalar(x_b8, True)` computes in i64.
ScalarValue scalarParam(const MetaContext& ctx, std::string_view name);

/// A `Tensor` parameter. torch.ops wraps a Python number into a 0-dim wrapped-number tensor only
/// for the ops torch::should_allow_numbers_as_tensors lists (add, sub, mul, div, their in-place
/// forms, copy_, _to_copy); for any other op a number there is rejected.
IteratorInput tensorParam(const MetaContext& ctx, std::string_view name);

/// The operand of a `Tensor` or a `Scalar` parameter, whichever the schema declares (a Scalar
/// operand is the wrapped number ATen makes of it).
IteratorInput operandParam(const MetaContext& ctx, std::string_view name);

/// The operand ATen wraps a Scalar into (wrapped_scalar_tensor).
IteratorInput wrappedScalar(const ScalarValue& value);

/// The existing output of an in-place op (its self), or nullptr for a functional op.
const TensorMeta* inplaceOutput(const MetaContext& ctx);

/// A `SymInt[] size` parameter of an op that allocates: MetaError for a negative size or an
/// element count that overflows int64.
Shape sizeParam(const MetaContext& ctx, std::string_view name);

/// MetaError unless the `device` argument is absent or the CPU: only CPU tensors are modelled.
void checkCpuDevice(const MetaContext& ctx);

/// The dtype classes an AT_DISPATCH list of a CPU kernel leaves out.
struct KernelDTypes {
  bool half = true;
  bool boolean = true;
  bool integral = true; // the integer dtypes other than bool
  bool floating = true; // f32, f64 and bf16 (f16 is `half`)
};
inline constexpr KernelDTypes kAllDTypes{};
inline constexpr KernelDTypes kNoBool{true, false, true};
inline constexpr KernelDTypes kNoHalf{false, true, true};
inline constexpr KernelDTypes kNoHalfNoBool{false, false, true};
inline constexpr KernelDTypes kFloatingNoHalf{false, false, false};
inline constexpr KernelDTypes kFloatingOnly{true, false, false};
/// AT_DISPATCH_INTEGRAL_TYPES: the integer dtypes, bool excluded.
inline constexpr KernelDTypes kIntegralOnly{false, false, true, false};

/// check_inplace of a structured in-place kernel (baddbmm_, addmv_, addr_, addbmm_): self's
/// dtype, then its sizes, must be the result's; MetaError with torch's message otherwise.
void checkStructuredInPlace(const TensorMeta& self, DType dtype, const Shape& sizes);

/// MetaError `"kernel" not implemented for 'Half'` when the kernel is not built for `dtype`.
void checkKernel(const char* kernel, DType dtype, KernelDTypes supported);

} // namespace reinplace
