// masked_scatter and put as torch 1.13 computes them on the CPU:
// - masked_scatter (masked_scatter__cpu on a contiguous clone of self broadcast, or on self):
//   the result and the mask walked together in TensorIterator's order, which is the result's
//   memory order (dims innermost first by its strides, the mask's breaking ties): row-major for
//   the functional op, self's own order for masked_scatter_ on a transposed self. Each masked
//   element takes the next element of source in source's logical order. A mask other than bool
//   is read by the first byte of each element, which must be 0 or 1 ("Mask tensor can take 0
//   and 1 values only"); running out of source raises "Number of elements of source < number of
//   ones in mask". The kernel gets a result laid out as torch's (in place: self's strides), so
//   it walks the order torch walks.
// - put (put_ on a clone of self that preserves its layout, or on self): source and the index
//   reshaped to source's shape walked in TensorIterator's order (source's strides first); each
//   index, in [-numel, numel) and wrapped, names an element of self in logical row-major order.
//   accumulate adds in that order in scalar_t (f16 / bf16 round each addition, bool is `or`), so
//   sums over duplicates follow source's layout. Without accumulate a duplicate leaves which
//   write lands to the loop order (torch flags put_ as nondeterministic then): two writes to one
//   element are an overlap hazard here.

#include "core/meta/layout.h"
#include "core/meta/view_geometry.h"
#include "oracle/kernels/index_walk.h"

#include <numeric>
#include <unordered_set>

namespace reinplace::oracle {
namespace {

// The dims of `shape`, innermost first, in TensorIterator's order for operands laid out with
// `strides` (each broadcast to `shape`; the first operand with an opinion decides).
std::vector<size_t> iterationOrder(const Shape& shape, const std::vector<Shape>& strides) {
  std::vector<size_t> perm(shape.size());
  std::iota(perm.rbegin(), perm.rend(), size_t{0});
  insertionSortDims(perm, [&](size_t dim0, size_t dim1) {
    for (const Shape& operand : strides) {
      const int64_t stride0 = operand[dim0], stride1 = operand[dim1];
      if (stride0 == 0 || stride1 == 0) continue;
      if (stride0 < stride1) return -1;
      if (stride0 > stride1) return 1;
      if (shape[dim0] > shape[dim1]) return 1;
    }
    return 0;
  });
  return perm;
}

// Calls visit(index) for every element of `shape` in the order `perm` gives (perm[0] fastest).
template <typename Visit>
void forEachInOrder(const Shape& shape, const std::vector<size_t>& perm, Visit&& visit) {
  if (numelOf(shape) == 0) return;
  Shape index(shape.size(), 0);
  for (;;) {
    visit(static_cast<const Shape&>(index));
    size_t k = 0;
    for (; k < perm.size(); ++k) {
      if (++index[perm[k]] < shape[perm[k]]) break;
      index[perm[k]] = 0;
    }
    if (k == perm.size()) return;
  }
}

bool maskAt(const RuntimeTensor& mask, int64_t offset) {
  const std::byte* at = mask.element(offset);
  if (mask.layout.dtype == DType::b8) return loadElement<int64_t>(at, DType::b8) != 0;
  const auto byte = static_cast<uint8_t>(*at);
  if (byte > 1) throw KernelError("Mask tensor can take 0 and 1 values only");
  return byte == 1;
}

void maskedScatterKernel(KernelCall& call) {
  const RuntimeTensor& mask = call.tensor("mask");
  RuntimeTensor& result = call.result();
  copyElements(result, call.tensor("self"));
  const Shape& shape = result.layout.sizes;
  const TensorMeta mask_at = broadcastLayout(mask.layout, shape);
  const RuntimeTensor& source = call.tensor("source");
  std::vector<int64_t> source_offsets;
  forEachOffset(source.layout, [&](int64_t at) { source_offsets.push_back(at); });
  size_t taken = 0;
  const std::vector<size_t> perm = iterationOrder(shape, {result.layout.strides, mask_at.strides});
  forEachInOrder(shape, perm, [&](const Shape& index) {
    if (!maskAt(mask, offsetAt(mask_at, index))) return;
    if (taken == source_offsets.size())
      throw KernelError("Number of elements of source < number of ones in mask");
    copyElement(result, offsetAt(result.layout, index), source, source_offsets[taken++]);
  });
}

// index.reshape(source.sizes()): a view when computeStride allows it, else a contiguous copy.
Shape reshapedIndexStrides(const TensorMeta& index, const Shape& sizes) {
  if (std::optional<Shape> strides = computeViewStrides(index.sizes, index.strides, sizes))
    return *strides;
  return contiguousMeta(index.dtype, sizes).strides;
}

void putKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor& index = call.tensor("index");
  const RuntimeTensor& source = call.tensor("source");
  const bool accumulate = call.args().boolArg("accumulate");
  RuntimeTensor& result = call.result();
  copyElements(result, self);
  if (index.layout.numel() == 0) return;
  // The index's values in logical order, laid out over source's shape as the reshape lays them.
  const std::vector<int64_t> values = indexValues(index);
  const Shape& shape = source.layout.sizes;
  const Shape index_strides = reshapedIndexStrides(index.layout, shape);
  const std::vector<size_t> perm = iterationOrder(shape, {source.layout.strides, index_strides});
  const TensorMeta logical = contiguousMeta(DType::i64, shape);
  std::vector<int64_t> targets;
  forEachOffset(result.layout, [&](int64_t at) { targets.push_back(at); });
  const int64_t numel = result.layout.numel();
  const DType dtype = result.layout.dtype;
  std::unordered_set<int64_t> written;
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    forEachInOrder(shape, perm, [&](const Shape& position) {
      int64_t target = values[static_cast<size_t>(offsetAt(logical, position))];
      if (target < -numel || target >= numel)
        throw KernelError("out of range: tried to access index " + std::to_string(target) +
                          " on a tensor of " + std::to_string(numel) + " elements.");
      if (target < 0) target += numel;
      const int64_t to = targets[static_cast<size_t>(target)];
      const int64_t from = offsetAt(source.layout, position);
      if (!accumulate) {
        if (!written.insert(target).second)
          throw OverlapHazardError("put writes two elements of source into element " +
                                   std::to_string(target) +
                                   " of the result (a duplicate index without accumulate): "
                                   "which write lands is up to the loop order");
        copyElement(result, to, source, from);
        return;
      }
      const T sum = wrapAdd(loadElement<T>(result.element(to), dtype),
                            loadElement<T>(source.element(from), dtype));
      storeElement<T>(result.element(to), dtype, inElementType(dtype, sum));
    });
  });
}

} // namespace

std::vector<KernelDefinition> flatScatterKernels() {
  return {
      {"masked_scatter", maskedScatterKernel},
      {"put", putKernel},
  };
}

} // namespace reinplace::oracle
