#pragma once
// c10::checked_convert: the check Scalar::to<T>() applies when an ATen kernel reads a Scalar
// argument, or a one-element tensor's item(), in the type it computes in. torch raises "value
// cannot be converted to type int8_t without overflow" where a C++ cast would wrap or be
// undefined, so a graph with such a constant is invalid before it runs.

#include "core/ir/dtype.h"
#include "core/meta/meta_context.h"

#include <string>

namespace reinplace {

/// c10::overflows<T>(value) for the C++ type of `target`:
/// - nothing overflows bool, and a bool never overflows anything;
/// - an int may wrap into uint8 as long as its magnitude fits (-255 passes, -256 does not);
/// - a floating target takes infinities and NaN; an integer target rejects NaN;
/// - otherwise the value must lie within [lowest, max], compared in double (so 2**63 passes
///   for int64, as it does in c10, and converts to INT64_MIN).
bool conversionOverflows(const ScalarValue& value, DType target);

/// ATen's message, with c10's name of the C++ type: "value cannot be converted to type int8_t
/// without overflow".
std::string conversionOverflowMessage(DType target);

/// MetaError with ATen's message when a kernel that reads `value` as `target` would raise.
void checkScalarConverts(const ScalarValue& value, DType target);

/// The type a torch 1.13 CPU kernel that computes in `common` reads its Scalar factors in when
/// it computes BFloat16 in float (addcmul, addmm, lerp): float for bf16, `common` otherwise.
DType bfloat16ComputesInFloat(DType common);

/// The type torch 1.13's arange kernel computes its values in, and so reads start, end and step
/// in: int64 for the integer dtypes, float for f16 and bf16, double for f32 and f64.
DType arangeAccumulationDType(DType result);

} // namespace reinplace
