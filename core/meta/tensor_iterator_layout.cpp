#include "core/meta/tensor_iterator_layout.h"

#include "core/meta/layout.h"
#include "core/meta/memory_format.h"

#include <algorithm>
#include <numeric>

namespace reinplace {
namespace {

// compute_shape also records whether every input has the same shape (and no 0-dim input sits
// next to a dimensioned one); only then may fast_set_up copy an input's layout.
struct ShapeInfo {
  Shape shape;
  bool all_same_shape = true;
};

// An elementwise op has a handful of inputs: their lists live inline, not on the heap.
using MetaList = SmallVector<const TensorMeta*, 4>;

ShapeInfo computeShape(std::span<const TensorMeta* const> inputs) {
  ShapeInfo info;
  bool has_scalars = false;
  bool has_tensors = false;
  for (const TensorMeta* input : inputs) {
    (input->dim() == 0 ? has_scalars : has_tensors) = true;
    if (has_scalars && has_tensors) info.all_same_shape = false;
    if (info.shape.empty()) {
      info.shape = input->sizes;
    } else if (input->sizes != info.shape) {
      info.all_same_shape = false;
      info.shape = broadcastShapes(info.shape, input->sizes);
    }
  }
  return info;
}

// fast_set_up: the inputs' common layout, when there is one.
std::optional<Shape> fastSetupStrides(std::span<const TensorMeta* const> inputs,
                                      const Shape& shape) {
  bool contiguous = true;
  bool channels_last = true;
  bool dense = true;
  for (const TensorMeta* input : inputs) {
    contiguous = contiguous && input->isContiguous();
    channels_last = channels_last && isChannelsLastContiguous(*input);
    dense = dense && input->isNonOverlappingAndDense();
  }
  // Contiguous wins the ambiguous cases (e.g. NC11 is both), and both take canonical strides
  // rather than the inputs' (which may differ in size-1 dims).
  if (contiguous) return contiguousStrides(shape);
  if (channels_last) return stridesInFormat(shape, StrideFormat::channels_last);
  if (!dense) return std::nullopt;
  for (const TensorMeta* input : inputs)
    if (input->strides != inputs.back()->strides) return std::nullopt;
  return inputs.back()->strides;
}

// compute_strides + reorder_dimensions + allocate_or_resize_outputs.
Shape permutedStrides(std::span<const TensorMeta* const> inputs, const Shape& shape) {
  const int64_t rank = static_cast<int64_t>(shape.size());
  // Broadcast strides per input: a size-1 dim stretched to a larger size reads with stride 0.
  // TensorIterator works in bytes, but every comparison below is between two dims of the same
  // input, so element strides order them the same way.
  SmallVector<Shape, 4> strides;
  strides.reserve(inputs.size());
  for (const TensorMeta* input : inputs) {
    Shape broadcast(rank, 0);
    int64_t offset = rank - input->dim();
    for (int64_t i = 0; i < input->dim(); ++i) {
      bool stretched = input->sizes[i] == 1 && shape[offset + i] != 1;
      broadcast[offset + i] = stretched ? 0 : input->strides[i];
    }
    strides.push_back(std::move(broadcast));
  }
  // perm[0] is the innermost dim; start from the reversed (C-contiguous) order.
  Shape perm(rank);
  std::iota(perm.rbegin(), perm.rend(), 0);
  // 1 when dim0 must move outside dim1, -1 when it must stay inside, 0 when no input decides;
  // the first input with a strict opinion wins, equal strides defer to the smaller size.
  auto should_swap = [&](int64_t dim0, int64_t dim1) {
    for (const Shape& input_strides : strides) {
      int64_t stride0 = input_strides[dim0];
      int64_t stride1 = input_strides[dim1];
      if (stride0 == 0 || stride1 == 0) continue;
      if (stride0 < stride1) return -1;
      if (stride0 > stride1) return 1;
      if (shape[dim0] > shape[dim1]) return 1;
    }
    return 0;
  };
  insertionSortDims(perm, should_swap);
  bool reversed = true;
  for (int64_t i = 0; i < rank; ++i) reversed = reversed && perm[i] == rank - 1 - i;
  if (reversed) return contiguousStrides(shape);
  // compatible_stride multiplies the sizes as they are, so a size-0 dim zeroes the strides of
  // the dims outside it (unlike contiguous strides).
  Shape out(rank);
  int64_t next = 1;
  for (int64_t i = 0; i < rank; ++i) {
    out[perm[i]] = next;
    // An empty result's sizes can multiply past 64 bits before its size-0 dim comes (found by
    // fuzz_parse under UBSan).
    next = saturatingMul(next, shape[perm[i]]);
  }
  return out;
}

MetaList metasOf(std::span<const IteratorInput> inputs) {
  MetaList out;
  for (const auto& input : inputs) out.push_back(&input.meta);
  return out;
}

} // namespace

IteratorInput iteratorInput(const Operand& operand) {
  if (operand.isTensor()) return iteratorInput(*operand.tensor);
  IteratorInput input;
  input.meta = contiguousMeta(operand.scalar.kindDType(), {});
  input.wrapped_number = true;
  return input;
}

IteratorInput iteratorInput(const TensorMeta& tensor) {
  return IteratorInput{tensor, false};
}

Shape iteratorShape(std::span<const TensorMeta* const> inputs) {
  return computeShape(inputs).shape;
}

TensorMeta iteratorOutputLayout(std::span<const TensorMeta* const> inputs, DType dtype) {
  ShapeInfo info = computeShape(inputs);
  TensorMeta out;
  out.dtype = dtype;
  std::optional<Shape> fast;
  if (info.all_same_shape) fast = fastSetupStrides(inputs, info.shape);
  out.strides = fast ? *fast : permutedStrides(inputs, info.shape);
  out.sizes = std::move(info.shape);
  return out;
}

IteratorResult buildTensorIterator(std::span<const IteratorInput> inputs,
                                   const IteratorConfig& config,
                                   const TensorMeta* existing_output) {
  // mark_resize_outputs: an existing output is never resized or broadcast.
  Shape shape = iteratorShape(metasOf(inputs));
  if (existing_output && existing_output->sizes != shape)
    throw MetaError("output with shape " + formatShape(existing_output->sizes) +
                    " doesn't match the broadcast shape " + formatShape(shape));

  // compute_types: without promotion the common dtype is simply the first input's; with it,
  // the result type, but only when the input dtypes differ (two Python floats stay f64).
  DType common = inputs.front().meta.dtype;
  bool different_dtypes = false;
  for (const auto& input : inputs) different_dtypes |= input.meta.dtype != common;
  bool check_same = config.check_all_same_dtype && !config.promote_inputs;
  if (check_same) {
    // Outputs are checked before inputs, so the message names the output when it differs.
    if (existing_output && existing_output->dtype != common)
      throw MetaError("Found dtype " + std::string(scalarTypeName(existing_output->dtype)) +
                      " but expected " + std::string(scalarTypeName(common)));
    for (const auto& input : inputs)
      if (input.meta.dtype != common)
        throw MetaError("Found dtype " + std::string(scalarTypeName(input.meta.dtype)) +
                        " but expected " + std::string(scalarTypeName(common)));
  }
  if (config.promote_inputs && different_dtypes) {
    ResultTypeState state;
    for (const auto& input : inputs) {
      if (input.wrapped_number)
        state.addScalar(input.meta.dtype);
      else
        state.addTensor(input.meta.dtype, input.meta.dim());
    }
    common = *state.result();
  }
  if (config.promote_integer_to_float && isIntegral(common, /*include_bool=*/true))
    common = kDefaultFloat;
  if (config.safe_cast_to_output && existing_output && existing_output->dtype != common &&
      !canCast(common, existing_output->dtype))
    throw MetaError("result type " + std::string(scalarTypeName(common)) +
                    " can't be cast to the desired output type " +
                    std::string(scalarTypeName(existing_output->dtype)));

  IteratorResult result;
  result.common_dtype = common;
  if (existing_output) {
    result.output = *existing_output;
    return result;
  }
  // Inputs of another dtype are replaced by converted copies, laid out as `.to()` lays them
  // out, before the output layout is derived from them; the others are read where they are.
  auto converts = [&](const IteratorInput& input) {
    return config.promote_inputs && input.meta.dtype != common;
  };
  SmallVector<TensorMeta, 2> converted; // a Python number of another dtype, as a rule
  size_t conversions = static_cast<size_t>(std::count_if(inputs.begin(), inputs.end(), converts));
  converted.reserve(conversions); // no reallocation: `layouts` points into it
  MetaList layouts;
  layouts.reserve(inputs.size());
  for (const auto& input : inputs)
    layouts.push_back(converts(input) ? &converted.emplace_back(emptyLike(input.meta, common))
                                      : &input.meta);
  result.output = iteratorOutputLayout(layouts, config.output_dtype.value_or(common));
  return result;
}

} // namespace reinplace
