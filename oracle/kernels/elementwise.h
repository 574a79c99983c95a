#pragma once
// The loop every elementwise kernel shares, after TensorIterator: operands broadcast to the
// result's shape, each converted to the common dtype (as the iterator's input casts do) and then
// to the type the kernel computes in (ATen's opmath: double for f64, float for f32, f16 and
// bf16, int64 for integers and bool), and the function's result converted to the result dtype.
// Integer arithmetic wraps (two's complement), as in the fixed-width C++ types ATen uses.
// Private to oracle/kernels/.

#include "core/meta/scalar_conversion.h"
#include "oracle/interpreter/kernel.h"
#include "oracle/runtime/element.h"

#include <array>
#include <cstring>
#include <span>
#include <type_traits>

namespace reinplace::oracle {

/// Calls fn(T{}) with T the opmath type of `dtype`.
template <typename Fn> decltype(auto) withComputeType(DType dtype, Fn&& fn) {
  if (dtype == DType::f64) return fn(double{});
  if (isFloating(dtype)) return fn(float{});
  return fn(int64_t{});
}

/// A Python number or stored element, converted to `common` first (rounding to f16, wrapping to
/// i8, ...) and then to T.
template <typename T> T scalarAs(const ScalarValue& scalar, DType common) {
  std::array<std::byte, 8> slot{};
  if (scalar.kind == ScalarValue::Kind::Float)
    storeElement<double>(slot.data(), common, scalar.float_value);
  else
    storeElement<int64_t>(slot.data(), common, scalar.int_value);
  return loadElement<T>(slot.data(), common);
}

template <typename T> T elementAs(const std::byte* at, DType stored, DType common) {
  if (stored == common) return loadElement<T>(at, stored);
  std::array<std::byte, 8> slot{};
  if (isFloating(stored))
    storeElement<double>(slot.data(), common, loadElement<double>(at, stored));
  else
    storeElement<int64_t>(slot.data(), common, loadElement<int64_t>(at, stored));
  return loadElement<T>(slot.data(), common);
}

// Wrapping integer arithmetic; plain IEEE arithmetic for floating types.
template <typename T> T wrapAdd(T a, T b) {
  if constexpr (std::is_same_v<T, int64_t>)
    return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
  else
    return a + b;
}
template <typename T> T wrapSub(T a, T b) {
  if constexpr (std::is_same_v<T, int64_t>)
    return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
  else
    return a - b;
}
template <typename T> T wrapMul(T a, T b) {
  if constexpr (std::is_same_v<T, int64_t>)
    return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
  else
    return a * b;
}
// Floats negate the sign bit (-(0.0) is -0.0, which 0.0 - a would not give).
template <typename T> T wrapNeg(T a) {
  if constexpr (std::is_same_v<T, int64_t>)
    return wrapSub(T{}, a);
  else
    return -a;
}

/// `value` rounded to `dtype`'s precision and widened back. ATen's scalar loops compute f16 and
/// bf16 ops in c10::Half / c10::BFloat16, whose every operator rounds its float result; compound
/// kernels (add with alpha, pow by squaring) round between steps the same way.
template <typename T> T roundThrough(DType dtype, T value) {
  if constexpr (std::is_same_v<T, float>) {
    if (dtype == DType::f16) return floatFromHalf(halfFromFloat(value));
    if (dtype == DType::bf16) return floatFromBFloat16(bfloat16FromFloat(value));
  }
  return value;
}

/// `value` rounded to `dtype` (f32, bf16 or f64) and widened to T again: a stored value's
/// precision, f32 included (a double rounded to float), where roundThrough rounds the half types.
template <typename T> T roundTo(DType dtype, T value) {
  if (dtype == DType::f32) return static_cast<T>(static_cast<float>(value));
  if (dtype == DType::bf16)
    return static_cast<T>(roundThrough(DType::bf16, static_cast<float>(value)));
  return value;
}

/// Walks the result and every operand together in logical row-major order, handing `visit` the
/// storage offset of each (operands already broadcast to the result's shape).
template <size_t N, typename Visit>
void walkTogether(const Shape& shape, const std::array<const TensorMeta*, N>& layouts,
                  Visit&& visit) {
  const int64_t numel = numelOf(shape);
  if (numel == 0) return;
  std::array<int64_t, N> offsets;
  for (size_t k = 0; k < N; ++k) offsets[k] = layouts[k]->storage_offset;
  size_t rank = shape.size();
  std::vector<int64_t> index(rank, 0);
  for (int64_t n = 0; n < numel; ++n) {
    visit(offsets);
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < shape[d]) {
        for (size_t k = 0; k < N; ++k) offsets[k] += layouts[k]->strides[d];
        break;
      }
      for (size_t k = 0; k < N; ++k) offsets[k] -= layouts[k]->strides[d] * (shape[d] - 1);
      index[d] = 0;
    }
  }
}

/// result[i] = fn(operands[i]...) over the broadcast shape, computing in `common`'s opmath type.
/// fn is generic over that type and returns a value of it, or a bool (comparisons).
template <size_t N, typename Fn>
void mapElements(RuntimeTensor& result, const std::array<RuntimeOperand, N>& operands, DType common,
                 Fn&& fn) {
  withComputeType(common, [&](auto type_tag) {
    using T = decltype(type_tag);
    std::array<TensorMeta, N + 1> layouts;
    std::array<const TensorMeta*, N + 1> pointers;
    layouts[0] = result.layout;
    std::array<T, N> scalars{};
    for (size_t k = 0; k < N; ++k) {
      if (operands[k].tensor)
        layouts[k + 1] = broadcastLayout(operands[k].tensor->layout, result.layout.sizes);
      else {
        scalars[k] = scalarAs<T>(operands[k].scalar, common);
        layouts[k + 1].strides.assign(result.layout.sizes.size(), 0); // walked, never read
      }
    }
    for (size_t k = 0; k <= N; ++k) pointers[k] = &layouts[k];
    DType out_dtype = result.layout.dtype;
    walkTogether<N + 1>(result.layout.sizes, pointers, [&](const std::array<int64_t, N + 1>& at) {
      std::array<T, N> values;
      for (size_t k = 0; k < N; ++k) {
        const RuntimeTensor* tensor = operands[k].tensor;
        values[k] = tensor ? elementAs<T>(tensor->element(at[k + 1]), tensor->layout.dtype, common)
                           : scalars[k];
      }
      auto value = std::apply(fn, values);
      using R = decltype(value);
      if constexpr (std::is_same_v<R, bool> || std::is_same_v<R, T>)
        storeElement<R>(result.element(at[0]), out_dtype, value);
      else
        storeElement<T>(result.element(at[0]), out_dtype, static_cast<T>(value));
    });
  });
}

} // namespace reinplace::oracle

namespace reinplace::oracle {

/// result = source, converted to the result's dtype and broadcast to its shape.
void copyElements(RuntimeTensor& result, const RuntimeTensor& source);

/// A scalar parameter (alpha, a clamp bound, a fill value) as the kernel reads it: converted
/// straight to the compute type, as Scalar::to<opmath_t>() does.
template <typename T> T parameterAs(const ScalarValue& scalar) {
  if constexpr (std::is_same_v<T, int64_t>) {
    return scalar.kind == ScalarValue::Kind::Float ? truncateToInt64(scalar.float_value)
                                                   : scalar.int_value;
  } else {
    return scalar.kind == ScalarValue::Kind::Float ? static_cast<T>(scalar.float_value)
                                                   : static_cast<T>(scalar.int_value);
  }
}

/// KernelError where a kernel reads the only element of `value` (Tensor::item(): a double for a
/// floating dtype, a bool for bool, an int otherwise) as `target` and it does not fit, as
/// c10::checked_convert raises: fill_.Tensor, masked_fill_.Tensor, and index_put_'s masked_fill_
/// path. Unlike a Scalar argument this depends on the data, so meta propagation cannot see it.
inline void checkItemConverts(const RuntimeTensor& value, DType target) {
  const std::byte* at = value.element(value.layout.storage_offset);
  ScalarValue item;
  if (isFloating(value.layout.dtype)) {
    item.kind = ScalarValue::Kind::Float;
    item.float_value = loadElement<double>(at, value.layout.dtype);
  } else {
    item.kind = value.layout.dtype == DType::b8 ? ScalarValue::Kind::Bool : ScalarValue::Kind::Int;
    item.int_value = loadElement<int64_t>(at, value.layout.dtype);
  }
  if (conversionOverflows(item, target)) throw KernelError(conversionOverflowMessage(target));
}

/// The type the kernels' generic lambdas compute integers (and bool) in.
template <typename T> constexpr bool kIsInt = std::is_same_v<T, int64_t>;

/// A unary op: fn over `self` into the result, in the op's compute type.
template <typename Fn> void mapUnary(KernelCall& call, Fn fn) {
  mapElements<1>(call.result(), {call.operand("self")}, call.computeDType(), fn);
}

/// A unary op defined for floating types only: the rules admit floating dtypes alone or promote
/// integers to the default float, so the integer instantiation never runs; it only has to
/// compile.
template <typename Fn> void mapFloatUnary(KernelCall& call, Fn fn) {
  mapUnary(call, [&](auto a) {
    using T = decltype(a);
    if constexpr (kIsInt<T>)
      return a;
    else
      return static_cast<T>(fn(a));
  });
}

} // namespace reinplace::oracle
