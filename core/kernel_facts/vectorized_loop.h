#pragma once
// Which elements torch 1.13's cpu_kernel_vec computes with an op's vectorized function rather
// than its scalar one (ATen/native/cpu/Loops.h, AVX2 build). It matters where the two disagree
// on special values: the vectorized blends of hardswish_backward and hardtanh_backward send NaN
// through the arithmetic where the scalar branches pass grad, and the vector library's fmod
// (remainder, floor_divide) gives NaN where the quotient overflows. The oracle computes each
// element with the loop it takes; the pass asks whether a new layout changes which loop that is.
//
// TensorIterator orders the dims innermost first by the output's strides and coalesces
// neighbours that every operand steps through contiguously; each row of the coalesced innermost
// dim runs the vectorized loop when every operand is contiguous along it (one input may instead
// be broadcast, stride 0), in chunks of two vectors, and the rest of the row (fewer than two
// vectors) runs the scalar loop. Every other row runs the scalar loop. Tensors this small never
// split across threads.

#include "core/ir/tensor_meta.h"

#include <vector>

namespace reinplace {

/// For each element of `result` in logical row-major order: computed by the vectorized loop?
/// `inputs` are the operands' layouts broadcast to result's shape (a Python number: all strides
/// 0); `chunk` is two vectors' worth of elements (16 floats, 8 doubles, 32 bf16 or f16, 8 int64,
/// 16 int32, 32 int16, 64 int8).
std::vector<bool> vectorizedElements(const TensorMeta& result,
                                     const std::vector<TensorMeta>& inputs, int64_t chunk);

/// Two AVX2 vectors' worth of elements of `dtype`.
int64_t vectorChunk(DType dtype);

} // namespace reinplace
