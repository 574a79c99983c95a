// Factories: fresh contiguous tensors (zeros, ones, full, arange) and tensors laid out like
// another (zeros_like, ones_like, which follow empty_like's memory_format rules).

#include "core/meta/aten_conventions.h"
#include "core/meta/memory_format.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"

#include <cmath>
#include <limits>

namespace reinplace {
namespace {

void constantRule(MetaContext& ctx) {
  checkCpuDevice(ctx);
  Shape size = sizeParam(ctx, "size");
  ctx.setResult(contiguousMeta(ctx.optionalDType("dtype").value_or(kDefaultFloat), size));
}

// full infers its dtype from the fill value when none is given (a Python bool arrives as an int),
// and fills through fill_, which reads the value in that dtype.
void fullRule(MetaContext& ctx) {
  checkCpuDevice(ctx);
  Shape size = sizeParam(ctx, "size");
  ScalarValue value = scalarParam(ctx, "fill_value");
  DType dtype = ctx.optionalDType("dtype").value_or(
      value.kind == ScalarValue::Kind::Int ? DType::i64 : kDefaultFloat);
  checkScalarConverts(value, dtype);
  ctx.setResult(contiguousMeta(dtype, size));
}

void likeRule(MetaContext& ctx) {
  checkCpuDevice(ctx);
  const TensorMeta& self = ctx.tensor("self");
  DType dtype = ctx.optionalDType("dtype").value_or(self.dtype);
  ctx.setResult(layoutLike(self, dtype, ctx.optionalMemoryFormat("memory_format")));
}

// How ATen's message prints a bound (a C++ stream of the double): integers without ".0".
std::string boundText(double value) {
  if (std::isfinite(value) && value == std::trunc(value) && std::fabs(value) < 9.2e18)
    return std::to_string(static_cast<int64_t>(value));
  return pythonFloatRepr(value);
}

// arange (all three overloads): integer bounds and step give i64, anything else the default
// float; the length is computed as arange_out does, in int64 for an i64 result and in double
// otherwise. The kernel first reads the bounds and step in its accumulation type, which must
// hold them.
void arangeRule(MetaContext& ctx) {
  checkCpuDevice(ctx);
  const Schema& schema = ctx.op().schema;
  auto param = [&](const char* name, int64_t fallback) {
    if (schema.findArgument(name) >= 0) return scalarParam(ctx, name);
    ScalarValue value;
    value.int_value = fallback;
    return value;
  };
  ScalarValue start = param("start", 0);
  ScalarValue end = param("end", 0);
  ScalarValue step = param("step", 1);
  bool integral = start.kind == ScalarValue::Kind::Int && end.kind == ScalarValue::Kind::Int &&
                  step.kind == ScalarValue::Kind::Int;
  DType dtype = ctx.optionalDType("dtype").value_or(integral ? DType::i64 : kDefaultFloat);
  checkKernel("arange_cpu", dtype, kNoBool);
  DType accumulate = arangeAccumulationDType(dtype);
  for (const ScalarValue* value : {&start, &end, &step}) checkScalarConverts(*value, accumulate);
  // The kernel reads the bounds in its accumulation type, which truncates for integer dtypes.
  auto acc = [&](const ScalarValue& value) {
    double v = value.asDouble();
    return isIntegral(dtype, /*include_bool=*/false) ? std::trunc(v) : v;
  };
  double xstart = acc(start), xend = acc(end), xstep = acc(step);
  double size = dtype == DType::i64
                    ? std::ceil((xend - xstart) / xstep)
                    : std::ceil((end.asDouble() - start.asDouble()) / step.asDouble());
  if (xstep == 0) throw MetaError("step must be nonzero");
  if (!std::isfinite(xstart) || !std::isfinite(xend))
    throw MetaError("unsupported range: " + boundText(xstart) + " -> " + boundText(xend));
  if (!((xstep > 0 && xend >= xstart) || (xstep < 0 && xend <= xstart)))
    throw MetaError("upper bound and larger bound inconsistent with step sign");
  // int64's maximum rounds up to 2^63 as a double, which no int64 holds: torch 1.13 lets that
  // length through its own check and fails later ("cannot be represented as a SymInt").
  if (!(size >= 0 && size < 9223372036854775808.0))
    throw MetaError("invalid size, possible overflow? (the length does not fit in int64)");
  ctx.setResult(contiguousMeta(dtype, {static_cast<int64_t>(size)}));
}

} // namespace

std::vector<OpDefinition> factoryOpDefinitions() {
  return {
      {"zeros(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
       "bool? pin_memory=None) -> Tensor",
       constantRule},
      {"ones(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
       "bool? pin_memory=None) -> Tensor",
       constantRule},
      {"full(SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, "
       "Device? device=None, bool? pin_memory=None) -> Tensor",
       fullRule},
      {"zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? "
       "device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
       likeRule},
      {"ones_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? "
       "device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
       likeRule},
      {"arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
       "bool? pin_memory=None) -> Tensor",
       arangeRule},
      {"arange.start(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, "
       "Device? device=None, bool? pin_memory=None) -> Tensor",
       arangeRule},
      {"arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, "
       "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
       arangeRule},
  };
}

} // namespace reinplace
