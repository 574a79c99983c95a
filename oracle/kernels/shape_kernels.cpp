// stack, repeat, flip, roll, triu / tril and constant_pad_nd: every result element is a copy of
// one element of the input (converted to the promoted dtype for stack) or a constant, so the
// values are exact whatever order torch's kernels copy in. Each result element is found from
// its logical index: no kernel assumes a layout.

#include "core/meta/dim_args.h"
#include "core/meta/view_geometry.h"
#include "oracle/kernels/index_walk.h"

namespace reinplace::oracle {
namespace {

// Each input lands, converted to the result's dtype, in result.select(dim, i).
void stackKernel(KernelCall& call) {
  std::vector<const RuntimeTensor*> tensors = call.tensorList("tensors");
  RuntimeTensor& result = call.result();
  const int64_t dim = maybeWrapDim(call.args().intArg("dim"), tensors[0]->layout.dim() + 1);
  for (size_t i = 0; i < tensors.size(); ++i) {
    RuntimeTensor slot{result.storage, selectView(result.layout, dim, static_cast<int64_t>(i))};
    copyElements(slot, *tensors[i]);
  }
}

void repeatKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  const size_t added = result.layout.sizes.size() - self.layout.sizes.size();
  Shape source(self.layout.sizes.size());
  forEachIndex(result.layout, [&](const Shape& index, int64_t to) {
    for (size_t d = 0; d < source.size(); ++d) source[d] = index[d + added] % self.layout.sizes[d];
    copyElement(result, to, self, offsetAt(self.layout, source));
  });
}

void flipKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  const int64_t rank = self.layout.dim();
  std::vector<bool> flipped(static_cast<size_t>(std::max<int64_t>(rank, 1)), false);
  for (int64_t dim : call.args().intList("dims"))
    flipped[static_cast<size_t>(maybeWrapDim(dim, rank))] = true;
  Shape source;
  forEachIndex(result.layout, [&](const Shape& index, int64_t to) {
    source = index;
    for (size_t d = 0; d < source.size(); ++d)
      if (flipped[d]) source[d] = self.layout.sizes[d] - 1 - index[d];
    copyElement(result, to, self, offsetAt(self.layout, source));
  });
}

// roll: result[i] = self[(i - shift) mod size] along each rolled dim (rolls of one dim add up);
// without dims, the same over the flattened row-major order.
void rollKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  const Shape shifts = call.args().intList("shifts");
  const Shape dims = call.args().intList("dims");
  const int64_t numel = self.layout.numel();
  if (numel == 0) return;
  auto start = [](int64_t shift, int64_t size) { return rollStart(shift, size); };
  if (dims.empty()) {
    const std::vector<int64_t> from = elementOffsets(self.layout);
    const int64_t first = start(shifts[0], numel);
    int64_t n = 0;
    forEachIndex(result.layout, [&](const Shape&, int64_t to) {
      copyElement(result, to, self, from[static_cast<size_t>((n++ + first) % numel)]);
    });
    return;
  }
  Shape firsts(self.layout.sizes.size(), 0);
  for (size_t i = 0; i < dims.size(); ++i) {
    const size_t dim = static_cast<size_t>(maybeWrapDim(dims[i], self.layout.dim(), false));
    const int64_t size = self.layout.sizes[dim];
    firsts[dim] = (firsts[dim] + start(shifts[i], size)) % size;
  }
  Shape source;
  forEachIndex(result.layout, [&](const Shape& index, int64_t to) {
    source = index;
    for (size_t d = 0; d < source.size(); ++d)
      source[d] = (index[d] + firsts[d]) % self.layout.sizes[d];
    copyElement(result, to, self, offsetAt(self.layout, source));
  });
}

// Elements off the kept triangle of the last two dims become 0.
void triangleKernel(KernelCall& call, bool upper) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  const int64_t diagonal = call.args().intArg("diagonal");
  const std::array<std::byte, 8> zero = constantBytes(ScalarValue{}, result.layout.dtype);
  const size_t rank = result.layout.sizes.size();
  forEachIndex(result.layout, [&](const Shape& index, int64_t to) {
    const int64_t above = index[rank - 1] - index[rank - 2];
    if (upper ? above >= diagonal : above <= diagonal)
      copyElement(result, to, self, offsetAt(self.layout, index));
    else
      std::memcpy(result.element(to), zero.data(),
                  static_cast<size_t>(itemSize(result.layout.dtype)));
  });
}

void triuKernel(KernelCall& call) {
  triangleKernel(call, /*upper=*/true);
}

void trilKernel(KernelCall& call) {
  triangleKernel(call, /*upper=*/false);
}

// out[i] = self[i - before] where that is inside self, the value elsewhere (a negative pad
// crops, which the same formula covers).
void constantPadKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  const Shape pad = call.args().intList("pad");
  const size_t rank = self.layout.sizes.size();
  Shape before(rank, 0);
  for (size_t k = 0; k < pad.size() / 2; ++k) before[rank - 1 - k] = pad[2 * k];
  const std::array<std::byte, 8> value =
      constantBytes(call.args().scalar("value"), result.layout.dtype);
  Shape source(rank);
  forEachIndex(result.layout, [&](const Shape& index, int64_t to) {
    bool inside = true;
    for (size_t d = 0; d < rank; ++d) {
      source[d] = index[d] - before[d];
      inside &= source[d] >= 0 && source[d] < self.layout.sizes[d];
    }
    if (inside)
      copyElement(result, to, self, offsetAt(self.layout, source));
    else
      std::memcpy(result.element(to), value.data(),
                  static_cast<size_t>(itemSize(result.layout.dtype)));
  });
}

} // namespace

std::vector<KernelDefinition> shapeKernels() {
  return {
      {"stack", stackKernel},
      {"repeat", repeatKernel},
      {"flip", flipKernel},
      {"roll", rollKernel},
      {"triu", triuKernel},
      {"tril", trilKernel},
      {"constant_pad_nd", constantPadKernel},
  };
}

} // namespace reinplace::oracle
