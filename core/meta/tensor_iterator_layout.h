#pragma once
// What ATen's TensorIterator decides for an elementwise op, ported from
// TensorIteratorBase::build (ATen/TensorIterator.cpp, torch 1.13): the broadcast shape
// (compute_shape), the common dtype and the input casts it implies (compute_types), the checks
// on an output that already exists (mark_resize_outputs, check_all_same_dtype, safe casting),
// and the sizes and strides of an output it allocates (fast_set_up, or compute_strides +
// reorder_dimensions + allocate_or_resize_outputs).

#include "core/ir/tensor_meta.h"
#include "core/meta/meta_context.h"

#include <initializer_list>
#include <optional>
#include <span>
#include <vector>

namespace reinplace {

/// The TensorIteratorConfig switches that decide dtypes and checks.
struct IteratorConfig {
  /// promote_inputs_to_common_dtype: the common dtype is the result type of the inputs, and
  /// inputs of another dtype are converted first (with `.to()`, which may re-lay them out).
  /// It switches off check_all_same_dtype, as in TensorIteratorConfig.
  bool promote_inputs = false;
  /// promote_integer_inputs_to_float: an integral or bool common dtype becomes the default float.
  bool promote_integer_to_float = false;
  /// enforce_safe_casting_to_output: the common dtype must be castable to an existing output.
  bool safe_cast_to_output = false;
  /// check_all_same_dtype: every tensor must have the first input's dtype.
  bool check_all_same_dtype = true;
  /// The dtype of an output the iterator allocates, when the op fixes it (a static dtype, or an
  /// output the op allocated empty beforehand); otherwise the common dtype.
  std::optional<DType> output_dtype;
};

/// One input: a tensor, or a Python number, which PyTorch wraps into a 0-dim "wrapped number"
/// tensor of dtype b8, i64 or f64 that only counts for promotion when its category is higher.
struct IteratorInput {
  TensorMeta meta;
  bool wrapped_number = false;
};

IteratorInput iteratorInput(const Operand& operand);
IteratorInput iteratorInput(const TensorMeta& tensor);

struct IteratorResult {
  /// The dtype the computation runs in (what the kernel is dispatched on).
  DType common_dtype;
  /// The output's layout: the existing output for in-place ops, else the allocated one.
  TensorMeta output;
};

/// Builds the iterator of an op over `inputs`. `existing_output` is self for in-place ops
/// (nullptr when the iterator allocates the output). Throws MetaError where TensorIterator
/// raises: inputs that do not broadcast, an existing output whose shape is not the broadcast
/// shape, dtypes that differ under check_all_same_dtype, a common dtype that cannot be cast to
/// the existing output.
IteratorResult buildTensorIterator(std::span<const IteratorInput> inputs,
                                   const IteratorConfig& config,
                                   const TensorMeta* existing_output = nullptr);
/// The same for inputs written in place ({self, other}): read where they are, not copied into
/// a vector first.
inline IteratorResult buildTensorIterator(std::initializer_list<IteratorInput> inputs,
                                          const IteratorConfig& config,
                                          const TensorMeta* existing_output = nullptr) {
  return buildTensorIterator(std::span(inputs.begin(), inputs.size()), config, existing_output);
}

/// The broadcast shape of the inputs, as compute_shape computes it.
Shape iteratorShape(std::span<const TensorMeta* const> inputs);

/// The layout of an output TensorIterator allocates for inputs laid out as given (already
/// converted to the dtype they are read in): the inputs' common layout when they all have the
/// same shape and are all contiguous, all channels-last, or all non-overlapping and dense with
/// equal strides; otherwise dense strides in the order of the inputs' strides, broadcast dims
/// ignored. Offset 0.
TensorMeta iteratorOutputLayout(std::span<const TensorMeta* const> inputs, DType dtype);

} // namespace reinplace
