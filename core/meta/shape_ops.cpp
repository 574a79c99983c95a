// Ops that build a new tensor out of self's elements rearranged: stack, repeat, flip, roll,
// triu / tril and constant_pad_nd, laid out as torch 1.13 composes them:
// - stack is cat along an existing dim followed by a view splitting it (cat of unsqueezed
//   inputs when the new dim is the last), so it inherits cat's channels-last rule;
// - roll on one dim is cat of two narrows of self (several dims roll one after another, no
//   dims rolls the flattened contiguous tensor), an empty self is cloned;
// - flip allocates empty_like(self) (preserve format); repeat and triu / tril allocate
//   contiguous results; constant_pad_nd allocates in self's suggested memory format, or
//   clones self narrowed when no pad is positive.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/layout.h"
#include "core/meta/memory_format.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"
#include "core/meta/view_geometry.h"

namespace reinplace {
namespace {

// The layout of at::cat's result for inputs that agree in every dim but `dim` (as the cat rule
// computes it): channels-last only when every input suggests the same channels-last format,
// the dtype promoted over all inputs. 1-d empty inputs are skipped for the shape.
TensorMeta catLayout(const std::vector<TensorMeta>& tensors, int64_t dim) {
  std::optional<StrideFormat> format;
  for (const TensorMeta& tensor : tensors) {
    StrideFormat suggested = suggestMemoryFormat(tensor);
    if (!format) format = suggested;
    if (suggested == StrideFormat::contiguous || suggested != *format) {
      format = StrideFormat::contiguous;
      break;
    }
  }
  ResultTypeState state;
  for (const TensorMeta& tensor : tensors) state.addTensor(tensor.dtype, tensor.dim());
  const DType dtype = *state.result();
  const TensorMeta* first = nullptr;
  int64_t total = 0;
  for (const TensorMeta& tensor : tensors) {
    if (tensor.dim() == 1 && tensor.numel() == 0) continue;
    first = first ? first : &tensor;
    if (__builtin_add_overflow(total, tensor.sizes[dim], &total))
      throw MetaError("cat: the sizes along dim " + std::to_string(dim) +
                      " add up to more than int64 holds");
  }
  if (!first) return contiguousMeta(dtype, {0});
  TensorMeta out;
  out.dtype = dtype;
  out.sizes = first->sizes;
  out.sizes[dim] = total;
  out.strides = stridesInFormat(out.sizes, *format);
  return out;
}

void stackRule(MetaContext& ctx) {
  const std::vector<const TensorMeta*> tensors = ctx.tensorList("tensors");
  if (tensors.empty()) throw MetaError("stack expects a non-empty TensorList");
  const TensorMeta& first = *tensors[0];
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), first.dim() + 1);
  for (size_t i = 1; i < tensors.size(); ++i)
    if (tensors[i]->sizes != first.sizes)
      throw MetaError("stack expects each tensor to be equal size, but got " +
                      formatShape(first.sizes) + " at entry 0 and " +
                      formatShape(tensors[i]->sizes) + " at entry " + std::to_string(i));
  std::vector<TensorMeta> inputs;
  for (const TensorMeta* tensor : tensors)
    inputs.push_back(dim < first.dim() ? *tensor : unsqueezeView(*tensor, dim));
  TensorMeta cat = catLayout(inputs, dim);
  if (dim == first.dim()) return ctx.setResult(std::move(cat));
  Shape sizes = first.sizes;
  sizes.insert(sizes.begin() + dim, static_cast<int64_t>(tensors.size()));
  ctx.setResult(viewWithSizes(cat, sizes));
}

void repeatRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const Shape repeats = ctx.intList("repeats");
  if (static_cast<int64_t>(repeats.size()) < self.dim())
    throw MetaError("Number of dimensions of repeat dims can not be smaller than number of "
                    "dimensions of tensor");
  const size_t added = repeats.size() - static_cast<size_t>(self.dim());
  Shape sizes(repeats.size());
  for (size_t d = 0; d < repeats.size(); ++d) {
    const int64_t size = d < added ? 1 : self.sizes[d - added];
    if (__builtin_mul_overflow(size, repeats[d], &sizes[d]))
      throw MetaError("repeat: size " + std::to_string(size) + " * " + std::to_string(repeats[d]) +
                      " overflows int64");
  }
  int64_t numel = 1;
  for (int64_t size : sizes) {
    if (size < 0)
      throw MetaError("Trying to create tensor with negative dimension " + std::to_string(size) +
                      ": " + formatShape(sizes));
    if (__builtin_mul_overflow(numel, size, &numel))
      throw MetaError("numel: integer multiplication overflow for sizes " + formatShape(sizes));
  }
  ctx.setResult(contiguousMeta(self.dtype, sizes));
}

// at::dim_list_to_bitset: every dim wrapped, none twice.
std::vector<bool> dimSet(const Shape& dims, int64_t rank) {
  std::vector<bool> seen(static_cast<size_t>(std::max<int64_t>(rank, 1)), false);
  for (int64_t dim : dims) {
    const int64_t wrapped = maybeWrapDim(dim, rank);
    if (seen[static_cast<size_t>(wrapped)])
      throw MetaError("dim " + std::to_string(wrapped) +
                      " appears multiple times in the list of dims");
    seen[static_cast<size_t>(wrapped)] = true;
  }
  return seen;
}

void flipRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  dimSet(ctx.intList("dims"), self.dim());
  ctx.setResult(emptyLike(self, self.dtype));
}

// roll_cpu on one dim: cat(narrow(self, dim, start, size - start), narrow(self, dim, 0, start)).
TensorMeta rollOneDim(const TensorMeta& self, int64_t shift, int64_t dim) {
  if (self.numel() == 0) return emptyLike(self, self.dtype);
  dim = maybeWrapDim(dim, self.dim(), /*wrap_scalar=*/false);
  const int64_t size = self.sizes[dim];
  const int64_t start = rollStart(shift, size);
  return catLayout({narrowView(self, dim, start, size - start), narrowView(self, dim, 0, start)},
                   dim);
}

void rollRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const Shape shifts = ctx.intList("shifts");
  const Shape dims = ctx.intList("dims");
  if (dims.size() == 1 && shifts.size() == 1)
    return ctx.setResult(rollOneDim(self, shifts[0], dims[0]));
  if (shifts.empty()) throw MetaError("`shifts` required");
  if (dims.empty() && shifts.size() == 1) {
    // self.contiguous().view(numel), rolled, viewed back as self's sizes.
    TensorMeta flat = contiguousMeta(self.dtype, {self.numel()});
    if (self.numel() > 0) flat = rollOneDim(flat, shifts[0], 0);
    return ctx.setResult(viewWithSizes(flat, self.sizes));
  }
  if (shifts.size() != dims.size())
    throw MetaError("shifts and dimensions must align. shifts: " + std::to_string(shifts.size()) +
                    ", dims:" + std::to_string(dims.size()));
  TensorMeta rolled = self;
  for (size_t i = 0; i < dims.size(); ++i) rolled = rollOneDim(rolled, shifts[i], dims[i]);
  ctx.setResult(std::move(rolled));
}

// tril / triu (and their in-place forms) read self.stride(-2) unless self is empty, which
// raises for fewer than 2 dims.
void triangleRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  if (self.numel() > 0) maybeWrapDim(-2, self.dim(), /*wrap_scalar=*/false);
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(self.dtype, self.sizes));
}

void constantPadRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const Shape pad = ctx.intList("pad");
  if (pad.size() % 2 != 0)
    throw MetaError("Length of pad must be even but instead it equals " +
                    std::to_string(pad.size()));
  const int64_t rank = self.dim();
  const int64_t padded = static_cast<int64_t>(pad.size() / 2);
  if (rank < padded)
    throw MetaError("Length of pad should be no more than twice the number of dimensions of the "
                    "input. Pad length is " +
                    std::to_string(pad.size()) + "while the input has " + std::to_string(rank) +
                    "dimensions.");
  const int64_t unpadded = rank - padded;
  TensorMeta narrowed = self;
  bool all_non_positive = true;
  for (int64_t d = unpadded; d < rank; ++d) {
    const size_t at = static_cast<size_t>(2 * (rank - d - 1));
    // Negative padding narrows by its negation, which INT64_MIN has not: torch's narrow wraps
    // the start like a dim of the size narrowed, and refuses it so.
    if (pad[at] == INT64_MIN) {
      const int64_t size = narrowed.sizes[d];
      throw MetaError("Dimension out of range (expected to be in range of [" +
                      std::to_string(-size) + ", " + std::to_string(size - 1) + "], but got " +
                      std::to_string(pad[at]) + ")");
    }
    if (pad[at] < 0)
      narrowed = narrowView(narrowed, d, -pad[at], narrowed.sizes[d] + pad[at]);
    else
      all_non_positive &= pad[at] == 0;
    if (pad[at + 1] < 0)
      narrowed = narrowView(narrowed, d, 0, narrowed.sizes[d] + pad[at + 1]);
    else
      all_non_positive &= pad[at + 1] == 0;
  }
  if (all_non_positive) return ctx.setResult(emptyLike(narrowed, self.dtype));
  Shape sizes(self.sizes.begin(), self.sizes.begin() + unpadded);
  for (int64_t i = 0; i < padded; ++i) {
    const size_t at = pad.size() - static_cast<size_t>((i + 1) * 2);
    const int64_t input = self.sizes[unpadded + i];
    int64_t size = 0;
    if (__builtin_add_overflow(input, pad[at], &size) ||
        __builtin_add_overflow(size, pad[at + 1], &size))
      throw MetaError("constant_pad_nd: the padded size overflows int64");
    if (size <= 0)
      throw MetaError("The input size " + std::to_string(input) + ", plus negative padding " +
                      std::to_string(pad[at]) + " and " + std::to_string(pad[at + 1]) +
                      " resulted in a negative output size, which is invalid. Check dimension " +
                      std::to_string(unpadded + i) + " of your input.");
    sizes.push_back(size);
  }
  int64_t numel = 1;
  for (int64_t size : sizes)
    if (__builtin_mul_overflow(numel, size, &numel))
      throw MetaError("constant_pad_nd: the padded size overflows int64");
  checkScalarConverts(scalarParam(ctx, "value"), self.dtype); // output.fill_(value)
  TensorMeta out;
  out.dtype = self.dtype;
  out.strides = stridesInFormat(sizes, suggestMemoryFormat(self));
  out.sizes = std::move(sizes);
  ctx.setResult(std::move(out));
}

} // namespace

std::vector<OpDefinition> shapeOpDefinitions() {
  return {
      {"stack(Tensor[] tensors, int dim=0) -> Tensor", stackRule},
      {"repeat(Tensor self, SymInt[] repeats) -> Tensor", repeatRule},
      {"flip(Tensor self, int[] dims) -> Tensor", flipRule},
      {"roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor", rollRule},
      {"triu(Tensor self, int diagonal=0) -> Tensor", triangleRule},
      {"triu_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)", triangleRule},
      {"tril(Tensor self, int diagonal=0) -> Tensor", triangleRule},
      {"tril_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)", triangleRule},
      {"constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor", constantPadRule},
  };
}

} // namespace reinplace
