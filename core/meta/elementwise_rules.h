#pragma once
// Building blocks of the TensorIterator meta rules of the pointwise, activation, softmax and math
// families: ATen's build_* presets, the iterator an op builds (in-place ops write into self), the
// checks add, sub and rsub share, and the dtype checks of kernels built for floating types only.

#include "core/meta/aten_conventions.h"
#include "core/meta/meta_context.h"
#include "core/meta/tensor_iterator_layout.h"

#include <initializer_list>
#include <span>
#include <vector>

namespace reinplace {

/// build_unary_op / TensorIterator::unary_op: input and output have one dtype.
IteratorConfig unaryOpConfig();
/// build_borrowing_binary_op, build_ternary_op, TensorIterator::binary_op: inputs promoted to
/// their result type, which must be safely castable to an existing output.
IteratorConfig binaryOpConfig();
/// build_borrowing_unary_float_op / binary_float_op: as binary, integers computing in the
/// default float.
IteratorConfig floatOpConfig();

/// Builds the op's iterator over `inputs`, writing into self for an in-place op, and records the
/// common dtype for the kernel.
IteratorResult buildOpIterator(MetaContext& ctx, std::span<const IteratorInput> inputs,
                               const IteratorConfig& config);
inline IteratorResult buildOpIterator(MetaContext& ctx, std::initializer_list<IteratorInput> inputs,
                                      const IteratorConfig& config) {
  return buildOpIterator(ctx, std::span(inputs.begin(), inputs.size()), config);
}

/// add's and sub's alpha check: no floating alpha for integral tensors.
void checkAlpha(DType common, const ScalarValue& alpha);

/// sub(minuend, subtrahend, alpha), which rsub is with its operands swapped: no bool operands,
/// alpha checked as add's, and -alpha (c10::Scalar's negation, which wraps INT64_MIN onto
/// itself) convertible to the common dtype, so an int8 sub accepts alpha=128 and rejects -128.
void subtractionRule(MetaContext& ctx, IteratorInput minuend, IteratorInput subtrahend);

/// The iterator of an op over its `self` argument alone.
IteratorResult buildSelfIterator(MetaContext& ctx, const IteratorConfig& config);

/// MetaError `"kernel" not implemented for 'Long'` unless `dtype` is f32, f64, or bf16 when the
/// kernel has a BFloat16 instantiation (AT_DISPATCH_FLOATING_TYPES[_AND(BFloat16)]).
void checkFloatingKernel(const char* kernel, DType dtype, bool with_bfloat16 = true);

/// at::maybe_wrap_dim with torch's message ("Dimension out of range (expected to be in range of
/// [-2, 1], but got 2)"); a 0-dim tensor takes dim 0 and -1.
int64_t wrapDimAsTorch(int64_t dim, int64_t rank);

/// torch 1.13 hands gelu and gelu_backward (approximate='none') to oneDNN (mkldnn) instead of its
/// own kernel when `self` is contiguous, has more than one element and is f32, or bf16 on a CPU
/// that oneDnnTakesBFloat16 (use_mkldnn). oneDNN's erf is a polynomial approximation, so the
/// values, and for gelu_backward what arguments are accepted, depend on the layout.
bool geluUsesOneDnn(const TensorMeta& self, bool tanh_approximation);

/// torch 1.13's mkldnn_bf16_device_check: oneDNN runs bf16 only on a CPU with AVX-512 BW, VL and
/// DQ. A fact of the machine torch runs on, so the oracle asks the machine it runs on.
bool oneDnnTakesBFloat16();

} // namespace reinplace
