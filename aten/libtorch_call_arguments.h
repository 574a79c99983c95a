#pragma once
// The arguments of a call as torch.ops passes them to ATen's boxed kernels: literals of the
// graph as Python would give them (a number for a Tensor is a wrapped 0-dim tensor, a bool for an
// int is an int, int[2] given one int repeats it), and values earlier nodes made. Included by
// aten/libtorch_executor.cpp alone: ATen's headers stay in one translation unit.

#include "aten/libtorch_types.h"
#include "core/ir/graph.h"
#include "core/ops/schema.h"
#include "oracle/verdicts/verdict_kind.h"

#include <ATen/ATen.h>

#include <string>
#include <vector>

namespace reinplace::aten {

// A fault of the run, raised while building a call or reading its results.
struct RunFault {
  oracle::VerdictKind kind;
  std::string message;
};

[[noreturn]] inline void invalid(std::string message) {
  throw RunFault{oracle::VerdictKind::InvalidGraph, std::move(message)};
}

class CallArguments {
public:
  /// `values`: the run's values by node id; `generator`: what a Generator argument gets.
  CallArguments(const std::vector<c10::IValue>& values, const at::Generator& generator)
      : values_(values), generator_(generator) {}

  c10::IValue toIValue(const Arg& arg, const SchemaType& type) const {
    if (type.base == BaseType::Generator) return generator_;
    if (arg.isNone()) return c10::IValue();
    if (type.list) {
      if (type.base == BaseType::Tensor) return tensorListArg(arg, type);
      return listArg(arg, type);
    }
    switch (type.base) {
    case BaseType::Tensor:
      return tensorArg(arg);
    case BaseType::Int:
    case BaseType::SymInt:
    case BaseType::Float:
    case BaseType::Bool:
    case BaseType::Scalar:
      return scalarArg(arg, type.base);
    case BaseType::ScalarType:
      if (auto* dtype = std::get_if<DType>(&arg.value)) return scalarTypeOf(*dtype);
      return numberArg(arg);
    case BaseType::Layout:
      return c10::Layout::Strided;
    case BaseType::Device:
      return c10::Device(c10::kCPU);
    case BaseType::MemoryFormat:
      if (auto* format = std::get_if<MemoryFormat>(&arg.value)) return memoryFormatOf(*format);
      invalid("expected a memory format");
    case BaseType::Str:
      if (auto* text = std::get_if<std::string>(&arg.value)) return *text;
      invalid("expected a string");
    default:
      invalid("an argument of type " + type.str() + " cannot be passed to ATen");
    }
  }

private:
  // A Python number where a Tensor is expected: a 0-dim tensor marked as a wrapped number, as
  // torch's argument parser makes it, so type promotion treats it as a scalar.
  static at::Tensor wrappedNumber(const Arg& arg) {
    at::Tensor tensor;
    if (auto* b = std::get_if<bool>(&arg.value))
      tensor = at::scalar_tensor(*b, at::kBool);
    else if (auto* i = std::get_if<int64_t>(&arg.value))
      tensor = at::scalar_tensor(*i, at::kLong);
    else if (auto* d = std::get_if<double>(&arg.value))
      tensor = at::scalar_tensor(*d, at::kDouble);
    else
      invalid("a tensor argument is neither a value nor a number");
    tensor.unsafeGetTensorImpl()->set_wrapped_number(true);
    return tensor;
  }

  at::Tensor tensorArg(const Arg& arg) const {
    if (!arg.isNode()) return wrappedNumber(arg);
    const c10::IValue& value = values_[arg.node()->id];
    if (!value.isTensor()) invalid("'" + arg.node()->name + "' is not a tensor");
    return value.toTensor();
  }

  c10::IValue tensorListArg(const Arg& arg, const SchemaType& type) const {
    if (!arg.isList()) invalid("expected a list of tensors");
    if (type.optional_elements) {
      c10::List<c10::optional<at::Tensor>> list;
      for (const Arg& item : arg.list().items)
        list.push_back(item.isNone() ? c10::optional<at::Tensor>() : tensorArg(item));
      return list;
    }
    c10::List<at::Tensor> list;
    for (const Arg& item : arg.list().items) list.push_back(tensorArg(item));
    return list;
  }

  // An int, float, bool or Scalar argument: a literal, or a number an earlier node returned.
  // torch.ops reads a Python bool given for a number as an int (bool is a subclass of int, and
  // its argument conversion asks for an int first): full([2], True) is an i64 tensor of ones.
  c10::IValue numberArg(const Arg& arg) const {
    if (arg.isNode()) return values_[arg.node()->id];
    if (auto* b = std::get_if<bool>(&arg.value)) return int64_t{*b};
    if (auto* i = std::get_if<int64_t>(&arg.value)) return *i;
    if (auto* d = std::get_if<double>(&arg.value)) return *d;
    invalid("expected a number");
  }

  c10::IValue scalarArg(const Arg& arg, BaseType base) const {
    c10::IValue number = numberArg(arg);
    switch (base) {
    case BaseType::Float:
      return number.isDouble() ? number : c10::IValue(number.toScalar().toDouble());
    case BaseType::Int:
    case BaseType::SymInt:
      return number.isInt() ? number : c10::IValue(number.toScalar().toLong());
    case BaseType::Bool:
      if (auto* b = std::get_if<bool>(&arg.value)) return *b;
      return number.isBool() ? number : c10::IValue(number.toScalar().toBool());
    default:
      return number.toScalar();
    }
  }

  c10::IValue listArg(const Arg& arg, const SchemaType& type) const {
    // int[2] given one int means that int in every position, as torch's parser reads it.
    if (!arg.isList()) {
      c10::IValue one = scalarArg(arg, type.base);
      size_t count = type.fixed_size > 0 ? static_cast<size_t>(type.fixed_size) : 1;
      std::vector<c10::IValue> items(count, one);
      return listOf(items, type.base);
    }
    std::vector<c10::IValue> items;
    for (const Arg& item : arg.list().items) items.push_back(scalarArg(item, type.base));
    return listOf(items, type.base);
  }

  static c10::IValue listOf(const std::vector<c10::IValue>& items, BaseType base) {
    switch (base) {
    case BaseType::Float: {
      std::vector<double> values;
      for (const auto& item : items) values.push_back(item.toDouble());
      return values;
    }
    case BaseType::Bool: {
      c10::List<bool> values;
      for (const auto& item : items) values.push_back(item.toBool());
      return values;
    }
    case BaseType::Int:
    case BaseType::SymInt: {
      std::vector<int64_t> values;
      for (const auto& item : items) values.push_back(item.toInt());
      return values;
    }
    default:
      invalid("a list of this type cannot be passed to ATen");
    }
  }

  const std::vector<c10::IValue>& values_;
  const at::Generator& generator_;
};

} // namespace reinplace::aten
