#include "core/meta/aten_conventions.h"

#include <array>

namespace reinplace {

ScalarValue scalarParam(const MetaContext& ctx, std::string_view name) {
  ScalarValue value = ctx.scalar(name);
  if (value.kind == ScalarValue::Kind::Bool) value.kind = ScalarValue::Kind::Int;
  return value;
}

IteratorInput tensorParam(const MetaContext& ctx, std::string_view name) {
  static constexpr std::array<std::string_view, 10> kNumbersAllowed = {
      "add", "add_", "sub", "sub_", "mul", "mul_", "div", "div_", "copy_", "_to_copy"};
  Operand operand = ctx.operand(name);
  if (!operand.isTensor()) {
    bool allowed = false;
    for (std::string_view packet : kNumbersAllowed) allowed |= packet == ctx.op().packet_name;
    if (!allowed)
      throw MetaError("argument '" + std::string(name) +
                      "' must be a tensor; torch.ops takes a Python number in place of a tensor "
                      "only for add, sub, mul, div and copy_");
  }
  return iteratorInput(operand);
}

IteratorInput operandParam(const MetaContext& ctx, std::string_view name) {
  int index = ctx.op().schema.findArgument(name);
  if (ctx.op().schema.arguments.at(index).type.base == BaseType::Scalar)
    return wrappedScalar(scalarParam(ctx, name));
  return tensorParam(ctx, name);
}

IteratorInput wrappedScalar(const ScalarValue& value) {
  Operand operand;
  operand.scalar = value;
  return iteratorInput(operand);
}

const TensorMeta* inplaceOutput(const MetaContext& ctx) {
  return ctx.op().is_inplace ? &ctx.tensor("self") : nullptr;
}

Shape sizeParam(const MetaContext& ctx, std::string_view name) {
  Shape size = ctx.intList(name);
  int64_t numel = 1;
  for (int64_t s : size) {
    if (s < 0)
      throw MetaError("Trying to create tensor with negative dimension " + std::to_string(s) +
                      ": " + formatShape(size));
    if (__builtin_mul_overflow(numel, s, &numel))
      throw MetaError("numel: integer multiplication overflow for sizes " + formatShape(size));
  }
  return size;
}

void checkCpuDevice(const MetaContext& ctx) {
  const Arg& device = ctx.arg("device");
  if (device.isNone()) return;
  bool cpu = false;
  if (const auto* value = std::get_if<Device>(&device.value))
    cpu = value->type == "cpu";
  else if (const auto* text = std::get_if<std::string>(&device.value))
    cpu = *text == "cpu" || text->starts_with("cpu:");
  if (!cpu) throw MetaError("only CPU tensors are supported");
}

void checkKernel(const char* kernel, DType dtype, KernelDTypes supported) {
  bool built = true;
  if (dtype == DType::f16)
    built = supported.half;
  else if (dtype == DType::b8)
    built = supported.boolean;
  else if (isIntegral(dtype, /*include_bool=*/false))
    built = supported.integral;
  else
    built = supported.floating;
  if (!built)
    throw MetaError("\"" + std::string(kernel) + "\" not implemented for '" +
                    std::string(scalarTypeName(dtype)) + "'");
}

void checkStructuredInPlace(const TensorMeta& self, DType dtype, const Shape& sizes) {
  if (self.dtype != dtype)
    throw MetaError("Bad in-place call: input tensor dtype " +
                    std::string(typeMetaName(self.dtype)) + " and output tensor dtype " +
                    std::string(typeMetaName(dtype)) + " should match");
  if (self.sizes != sizes)
    throw MetaError("Bad in-place call: input tensor size " + formatShape(self.sizes) +
                    " and output tensor size " + formatShape(sizes) + " should match");
}

} // namespace reinplace
