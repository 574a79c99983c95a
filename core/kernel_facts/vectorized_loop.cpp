#include "core/kernel_facts/vectorized_loop.h"

#include <algorithm>

namespace reinplace {

int64_t vectorChunk(DType dtype) {
  return 2 * 32 / itemSize(dtype);
}

std::vector<bool> vectorizedElements(const TensorMeta& result,
                                     const std::vector<TensorMeta>& inputs, int64_t chunk) {
  const Shape& shape = result.sizes;
  const int64_t rank = static_cast<int64_t>(shape.size());
  int64_t numel = result.numel();
  std::vector<bool> flags(static_cast<size_t>(numel), false);
  if (numel == 0) return flags;
  std::vector<const Shape*> strides = {&result.strides};
  for (const TensorMeta& input : inputs) strides.push_back(&input.strides);

  // Innermost first: the dims of size > 1 by the output's strides (stable, so ties keep the
  // row-major order from the innermost dim).
  std::vector<int64_t> perm;
  for (int64_t d = rank - 1; d >= 0; --d)
    if (shape[d] > 1) perm.push_back(d);
  std::stable_sort(perm.begin(), perm.end(),
                   [&](int64_t a, int64_t b) { return result.strides[a] < result.strides[b]; });
  // The coalesced innermost dim: perm's leading dims that every operand steps through
  // contiguously (a broadcast operand's stride stays 0).
  size_t inner_dims = perm.empty() ? 0 : 1;
  int64_t inner_size = perm.empty() ? 1 : shape[perm[0]];
  while (inner_dims < perm.size()) {
    int64_t next = perm[inner_dims];
    bool contiguous = true;
    for (const Shape* s : strides)
      contiguous = contiguous && (*s)[next] == (*s)[perm[0]] * inner_size;
    if (!contiguous) break;
    inner_size *= shape[next];
    ++inner_dims;
  }
  // is_contiguous: every operand's inner stride is one element; is_contiguous_scalar: the same
  // but for one input that is broadcast.
  auto inner_stride = [&](const Shape* s) { return perm.empty() ? 1 : (*s)[perm[0]]; };
  int64_t broadcast = 0, other = 0;
  for (size_t k = 1; k < strides.size(); ++k) {
    int64_t stride = inner_stride(strides[k]);
    if (stride == 0)
      ++broadcast;
    else if (stride != 1)
      ++other;
  }
  if (inner_stride(strides[0]) != 1 || other != 0 || broadcast > 1) return flags;
  int64_t vectorized = inner_size - inner_size % chunk;
  // Each element's position along the coalesced inner dim.
  std::vector<int64_t> weight(rank, 0);
  int64_t running = 1;
  for (size_t i = 0; i < inner_dims; ++i) {
    weight[perm[i]] = running;
    running *= shape[perm[i]];
  }
  Shape index(rank, 0);
  for (int64_t n = 0; n < numel; ++n) {
    int64_t position = 0;
    for (int64_t d = 0; d < rank; ++d) position += index[d] * weight[d];
    flags[n] = position < vectorized;
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
  return flags;
}

} // namespace reinplace
