#pragma once
// Printing run-time tensors: JSON for tools (one object per tensor, values flattened in logical
// row-major order; NaN and infinities as the strings "nan", "inf", "-inf") and short text for
// people and verdict explanations.

#include "oracle/runtime/runtime_tensor.h"

#include <string>
#include <vector>

namespace reinplace::oracle {

/// {"dtype": "f32", "sizes": [...], "strides": [...], "storage_offset": N, "values": [...]},
/// with "uninterpreted": true and / or "random": true before "values" when the values are not
/// what torch computes (Storage::uninterpreted, Storage::random).
std::string tensorJson(const RuntimeTensor& tensor);
/// A JSON list of tensorJson objects.
std::string tensorsJson(const std::vector<TensorHandle>& tensors);

/// One element as Python prints it: "1.5", "-0.0", "nan", "3", "True".
std::string elementText(const std::byte* at, DType dtype);

/// "f32[2, 2][2, 1] [1.0, 2.5, 3.0, -inf]": the layout, then the values in row-major order
/// (the first 64).
std::string tensorText(const RuntimeTensor& tensor);

/// "[1, 0, 2]": a flat element number as an index into `sizes`.
std::string indexText(int64_t flat, const Shape& sizes);

} // namespace reinplace::oracle
