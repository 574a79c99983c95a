// repeat_interleave, after torch 1.13's repeat_interleave_common and compute_cpu (the self_int
// and self_Tensor overloads are composites: index_select along dim, or along the flattened
// self, of the indices repeat_interleave.Tensor gives):
// - index i is written repeats[i] times, in order;
// - with output_size the sum must equal it ("allocated size does not match required size"),
//   checked before the negative repeats; without it a negative repeat is refused first;
// - a sum past INT64_MAX, where ATen's cumsum wraps and its loop writes out of bounds, is an
//   error here;
// - without output_size the rule took the result's size from the node's annotation: a sum that
//   differs from it is an error of that annotation, which names both.
// The values do not depend on any layout: repeats are read by logical index (ATen makes them
// contiguous first), and the result is a fresh contiguous tensor.

#include "core/meta/layout.h"
#include "core/meta/view_geometry.h"
#include "oracle/interpreter/kernel.h"
#include "oracle/kernels/index_walk.h"

namespace reinplace::oracle {
namespace {

// The indices repeat_interleave.Tensor gives for `repeats`, checked as ATen checks them against
// the length `allocated` of the result it writes.
std::vector<int64_t> repeatedIndices(const std::vector<int64_t>& repeats,
                                     std::optional<int64_t> output_size, int64_t allocated) {
  if (repeats.empty()) return {};
  int64_t total = 0;
  bool negative = false;
  for (int64_t r : repeats) {
    negative |= r < 0;
    if (__builtin_add_overflow(total, r, &total))
      throw KernelError("repeat_interleave: the repeats sum past INT64_MAX (ATen's cumsum "
                        "overflows)");
  }
  if (output_size && total != *output_size)
    throw KernelError("allocated size does not match required size");
  if (negative) throw KernelError("repeats can not be negative");
  if (total != allocated)
    throw KernelError("repeat_interleave: the repeats sum to " + std::to_string(total) +
                      ", but the result's annotation assumes " + std::to_string(allocated));
  std::vector<int64_t> indices;
  indices.reserve(static_cast<size_t>(total));
  for (size_t i = 0; i < repeats.size(); ++i)
    indices.insert(indices.end(), static_cast<size_t>(repeats[i]), static_cast<int64_t>(i));
  return indices;
}

void repeatInterleaveKernel(KernelCall& call) {
  RuntimeTensor& result = call.result();
  const std::vector<int64_t> indices =
      repeatedIndices(indexValues(call.tensor("repeats")), call.args().optionalInt("output_size"),
                      result.layout.numel());
  int64_t k = 0;
  forEachOffset(result.layout, [&](int64_t offset) {
    storeElement<int64_t>(result.element(offset), result.layout.dtype,
                          indices[static_cast<size_t>(k++)]);
  });
}

// self.index_select(dim, indices), or of self flattened when dim is None.
void selectRepeated(KernelCall& call, const std::vector<int64_t>& indices) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  std::optional<int64_t> dim = call.args().optionalInt("dim");
  if (!dim) {
    std::vector<int64_t> offsets;
    forEachOffset(self.layout, [&](int64_t offset) { offsets.push_back(offset); });
    size_t k = 0;
    forEachOffset(result.layout, [&](int64_t offset) {
      copyElement(result, offset, self, offsets[static_cast<size_t>(indices[k++])]);
    });
    return;
  }
  const int64_t along = wrapDim(*dim, self.layout.dim());
  for (size_t k = 0; k < indices.size(); ++k) {
    const TensorMeta to = selectView(result.layout, along, static_cast<int64_t>(k));
    const TensorMeta from = selectView(self.layout, along, indices[k]);
    forEachOffsetPair(to, from, [&](int64_t a, int64_t b) {
      copyElement(result, a, self, b);
      return true;
    });
  }
}

int64_t repeatedCount(const KernelCall& call) {
  const TensorMeta& self = call.tensor("self").layout;
  std::optional<int64_t> dim = call.args().optionalInt("dim");
  if (!dim) return self.numel();
  return self.sizes[static_cast<size_t>(wrapDim(*dim, self.dim()))];
}

int64_t resultLength(const KernelCall& call) {
  std::optional<int64_t> dim = call.args().optionalInt("dim");
  const TensorMeta& result = call.result().layout;
  return dim ? result.sizes[static_cast<size_t>(wrapDim(*dim, result.dim()))] : result.numel();
}

void repeatInterleaveSelfIntKernel(KernelCall& call) {
  const std::vector<int64_t> repeats(static_cast<size_t>(repeatedCount(call)),
                                     call.args().intArg("repeats"));
  selectRepeated(
      call, repeatedIndices(repeats, call.args().optionalInt("output_size"), resultLength(call)));
}

void repeatInterleaveSelfTensorKernel(KernelCall& call) {
  std::vector<int64_t> repeats = indexValues(call.tensor("repeats"));
  const size_t count = static_cast<size_t>(repeatedCount(call));
  if (repeats.size() == 1) repeats.assign(count, repeats[0]);
  selectRepeated(
      call, repeatedIndices(repeats, call.args().optionalInt("output_size"), resultLength(call)));
}

} // namespace

std::vector<KernelDefinition> repeatInterleaveKernels() {
  return {
      {"repeat_interleave.Tensor", repeatInterleaveKernel},
      {"repeat_interleave.self_int", repeatInterleaveSelfIntKernel},
      {"repeat_interleave.self_Tensor", repeatInterleaveSelfTensorKernel},
  };
}

} // namespace reinplace::oracle
