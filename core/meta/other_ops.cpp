// Ops that allocate their result outside TensorIterator: copies (clone, _to_copy, copy, copy_),
// resize, index_put, cat, the reductions sum, cumsum and cumprod, and the matrix products mm and
// addmm.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/layout.h"
#include "core/meta/memory_format.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"
#include "core/meta/tensor_iterator_layout.h"
#include "core/meta/view_geometry.h"

#include <algorithm>

namespace reinplace {
namespace {

// --- copies ------------------------------------------------------------------------------

void cloneRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  ctx.setResult(layoutLike(self, self.dtype, ctx.optionalMemoryFormat("memory_format")));
}

void toCopyRule(MetaContext& ctx) {
  checkCpuDevice(ctx);
  const TensorMeta& self = ctx.tensor("self");
  DType dtype = ctx.optionalDType("dtype").value_or(self.dtype);
  ctx.setResult(layoutLike(self, dtype, ctx.optionalMemoryFormat("memory_format")));
}

// copy(self, src) is src converted to self's dtype (`.to()`, which returns src itself when the
// dtype already matches) and, when the shapes differ, expanded to self's shape and cloned. So
// with equal shapes and dtypes torch 1.13 returns src itself: the same tensor, whose later
// writes the result sees (the differential oracle found it: docs/oracle.md).
void copyRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& src = ctx.tensor("src");
  TensorMeta converted = src.dtype == self.dtype ? src : emptyLike(src, self.dtype);
  if (converted.sizes == self.sizes) {
    if (src.dtype == self.dtype) ctx.setResultIsArgument("src");
    ctx.setResult(converted);
    return;
  }
  ctx.setResult(emptyLike(expandView(converted, self.sizes), self.dtype));
}

// copy_ iterates with self as an output that is never resized: src must broadcast to self.
void copyInplaceRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  IteratorConfig config;
  config.check_all_same_dtype = false;
  ctx.setResult(
      buildTensorIterator({iteratorInput(self), tensorParam(ctx, "src")}, config, &self).output);
}

// resize on a clone (functional) or on self: the same sizes keep the layout, other sizes get
// contiguous strides (keeping self's offset), and a memory_format restrides either way.
void resizeRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  Shape size = sizeParam(ctx, "size");
  std::optional<MemoryFormat> format = ctx.optionalMemoryFormat("memory_format");
  if (format == MemoryFormat::preserve_format) throw MetaError("Unsupported memory formatPreserve");
  TensorMeta result = ctx.op().is_inplace ? self : emptyLike(self, self.dtype);
  if (result.sizes != size) {
    result.sizes = size;
    result.strides = contiguousStrides(size);
  }
  if (format)
    result.strides =
        stridesInFormat(size, *format == MemoryFormat::channels_last ? StrideFormat::channels_last
                                                                     : StrideFormat::contiguous);
  ctx.setResult(result);
}

// --- index_put ---------------------------------------------------------------------------

bool isMask(const TensorMeta& index) {
  return index.dtype == DType::b8 || index.dtype == DType::u8;
}

void checkMaskShape(const TensorMeta& mask, const TensorMeta& self, int64_t first_dim) {
  for (int64_t j = 0; j < mask.dim(); ++j) {
    int64_t source_dim = first_dim + j;
    if (source_dim >= self.dim() || mask.sizes[j] != self.sizes[source_dim])
      throw MetaError("The shape of the mask " + formatShape(mask.sizes) + " at index " +
                      std::to_string(j) + " does not match the shape of the indexed tensor " +
                      formatShape(self.sizes) + " at index " + std::to_string(source_dim));
  }
}

// index_put_ without accumulate and with a one-element value becomes masked_fill_ when the
// only index is one bool/byte mask; that path casts the value, so no dtype check follows.
bool dispatchesToMaskedFill(const TensorMeta& self, const std::vector<const TensorMeta*>& indices,
                            const TensorMeta& values, bool accumulate) {
  if (accumulate || values.numel() != 1) return false;
  int64_t dims = 0;
  const TensorMeta* mask = nullptr;
  for (const TensorMeta* index : indices) {
    if (!index) {
      ++dims;
      continue;
    }
    if (!isMask(*index) || mask) return false;
    mask = index;
    checkMaskShape(*mask, self, dims);
    dims += mask->dim();
  }
  return mask != nullptr;
}

// The shape of self[indices] (AdvancedIndex): the broadcast index shape replaces the indexed
// dims in place when they are adjacent, otherwise it moves to the front. nullopt when a mask
// makes it depend on the data.
std::optional<Shape> indexingResultShape(const TensorMeta& self,
                                         const std::vector<const TensorMeta*>& indices) {
  bool data_dependent = false;
  std::optional<Shape> replacement;
  std::vector<int64_t> indexed_dims;
  int64_t dim = 0;
  std::vector<Shape> index_shapes;
  for (const TensorMeta* index : indices) {
    if (!index) {
      ++dim;
      continue;
    }
    // A 0-dim mask has no nonzero positions to index with: ATen's expandTensors drops it,
    // true or false, and it takes no dim.
    if (isMask(*index) && index->dim() == 0) continue;
    if (isMask(*index)) {
      checkMaskShape(*index, self, dim);
      for (int64_t j = 0; j < index->dim(); ++j) indexed_dims.push_back(dim + j);
      dim += index->dim();
      data_dependent = true;
      continue;
    }
    indexed_dims.push_back(dim++);
    index_shapes.push_back(index->sizes);
  }
  if (indexed_dims.empty()) throw MetaError("index_put needs at least one index tensor");
  if (!index_shapes.empty()) {
    try {
      Shape shape = index_shapes[0];
      for (const Shape& s : index_shapes) shape = broadcastShapes(shape, s);
      replacement = shape;
    } catch (const MetaError&) {
      std::string shapes;
      for (const Shape& s : index_shapes) shapes += (shapes.empty() ? "" : ", ") + formatShape(s);
      throw MetaError("shape mismatch: indexing tensors could not be broadcast together with "
                      "shapes " +
                      shapes);
    }
  }
  if (data_dependent) return std::nullopt;
  bool adjacent =
      indexed_dims.back() - indexed_dims.front() + 1 == static_cast<int64_t>(indexed_dims.size());
  int64_t before = adjacent ? indexed_dims.front() : 0;
  bool empty_indexed_dim = false;
  for (int64_t d : indexed_dims) empty_indexed_dim |= self.sizes[d] == 0;
  if (empty_indexed_dim &&
      std::find(replacement->begin(), replacement->end(), 0) == replacement->end())
    throw MetaError("index is out of bounds for dimension with size 0");
  Shape shape;
  for (int64_t d = 0; d < self.dim() && d < before; ++d) shape.push_back(self.sizes[d]);
  shape.insert(shape.end(), replacement->begin(), replacement->end());
  for (int64_t d = 0; d < self.dim(); ++d) {
    bool indexed = std::find(indexed_dims.begin(), indexed_dims.end(), d) != indexed_dims.end();
    if (!indexed && d >= before) shape.push_back(self.sizes[d]);
  }
  return shape;
}

bool isExpandableTo(const Shape& shape, const Shape& desired) {
  if (shape.size() > desired.size()) return false;
  for (size_t i = 0; i < shape.size(); ++i) {
    int64_t size = shape[shape.size() - 1 - i];
    if (size != desired[desired.size() - 1 - i] && size != 1) return false;
  }
  return true;
}

// index_put clones self (preserving its layout) and runs index_put_ on the clone.
void indexPutRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  std::vector<const TensorMeta*> indices = ctx.optionalTensorList("indices");
  const TensorMeta& values = ctx.tensor("values");
  TensorMeta result = ctx.op().is_inplace ? self : emptyLike(self, self.dtype);
  if (static_cast<int64_t>(indices.size()) > self.dim())
    throw MetaError("too many indices for tensor of dimension " + std::to_string(self.dim()) +
                    " (got " + std::to_string(indices.size()) + ")");
  if (dispatchesToMaskedFill(self, indices, values, ctx.boolArg("accumulate"))) {
    ctx.setResult(result);
    return;
  }
  for (const TensorMeta* index : indices)
    if (index && index->dtype != DType::i64 && !isMask(*index))
      throw MetaError("tensors used as indices must be long, byte or bool tensors");
  std::optional<Shape> indexed = indexingResultShape(self, indices);
  if (indexed && !isExpandableTo(values.sizes, *indexed))
    throw MetaError("shape mismatch: value tensor of shape " + formatShape(values.sizes) +
                    " cannot be broadcast to indexing result of shape " + formatShape(*indexed));
  if (values.dtype != self.dtype)
    throw MetaError("Index put requires the source and destination dtypes match, got " +
                    std::string(scalarTypeName(self.dtype)) + " for the destination and " +
                    std::string(scalarTypeName(values.dtype)) + " for the source.");
  ctx.setResult(result);
}

// --- cat ---------------------------------------------------------------------------------

// 1-d empty tensors are skipped for shapes (a legacy allowance) but still count for the dtype.
bool skippedByCat(const TensorMeta& tensor) {
  return tensor.dim() == 1 && tensor.numel() == 0;
}

void catRule(MetaContext& ctx) {
  std::vector<const TensorMeta*> tensors = ctx.tensorList("tensors");
  for (size_t i = 0; i < tensors.size(); ++i)
    if (tensors[i]->dim() == 0)
      throw MetaError("zero-dimensional tensor (at position " + std::to_string(i) +
                      ") cannot be concatenated");
  int64_t dim = ctx.intArg("dim");
  for (const TensorMeta* tensor : tensors) {
    if (skippedByCat(*tensor)) continue;
    dim = wrapDim(dim, tensor->dim(), "dim");
    break;
  }
  if (tensors.empty()) throw MetaError("torch.cat(): expected a non-empty list of Tensors");

  // The result is channels-last only when every input suggests the same channels-last format.
  std::optional<StrideFormat> format;
  for (const TensorMeta* tensor : tensors) {
    StrideFormat suggested = suggestMemoryFormat(*tensor);
    if (!format) format = suggested;
    if (suggested == StrideFormat::contiguous || suggested != *format) {
      format = StrideFormat::contiguous;
      break;
    }
  }
  ResultTypeState state;
  for (const TensorMeta* tensor : tensors) state.addTensor(tensor->dtype, tensor->dim());
  DType dtype = *state.result();

  const TensorMeta* first = nullptr;
  for (const TensorMeta* tensor : tensors)
    if (!skippedByCat(*tensor)) first = first ? first : tensor;
  if (!first) {
    ctx.setResult(contiguousMeta(dtype, {0}));
    return;
  }
  Shape sizes = first->sizes;
  sizes[dim] = 0;
  for (size_t i = 0; i < tensors.size(); ++i) {
    const TensorMeta& tensor = *tensors[i];
    if (skippedByCat(tensor)) continue;
    if (tensor.dim() != first->dim())
      throw MetaError("Tensors must have same number of dimensions: got " +
                      std::to_string(first->dim()) + " and " + std::to_string(tensor.dim()));
    for (int64_t d = 0; d < first->dim(); ++d) {
      if (d == dim || tensor.sizes[d] == first->sizes[d]) continue;
      throw MetaError("Sizes of tensors must match except in dimension " + std::to_string(dim) +
                      ". Expected size " + std::to_string(first->sizes[d]) + " but got size " +
                      std::to_string(tensor.sizes[d]) + " for tensor number " + std::to_string(i) +
                      " in the list.");
    }
    if (__builtin_add_overflow(sizes[dim], tensor.sizes[dim], &sizes[dim]))
      throw MetaError("cat: the sizes along dim " + std::to_string(dim) +
                      " add up to more than int64 holds");
  }
  TensorMeta result;
  result.dtype = dtype;
  result.strides = stridesInFormat(sizes, *format);
  result.sizes = std::move(sizes);
  ctx.setResult(result);
}

// --- reductions --------------------------------------------------------------------------

// Reductions without a dtype sum integers and bools into i64.
DType reductionDType(DType self, std::optional<DType> requested) {
  if (requested) return *requested;
  return isIntegral(self, /*include_bool=*/true) ? DType::i64 : self;
}

void sumRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  // An empty (or absent) dim list reduces every dim; a 0-dim tensor has one reducible dim.
  const Reduction r = reduction(self, ctx.optionalIntList("dim").value_or(std::vector<int64_t>{}),
                                ctx.boolArg("keepdim"));
  ctx.setResult(contiguousMeta(reductionDType(self.dtype, ctx.optionalDType("dtype")), r.sizes));
}

// sum.default is sum.dim_IntList over every dim (ATen calls the one with dim=[]): a 0-dim result.
void sumAllRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  ctx.setResult(contiguousMeta(reductionDType(self.dtype, ctx.optionalDType("dtype")), {}));
}

// cumsum and cumprod (meta_func_cum_ops) allocate a contiguous result; their in-place forms must
// produce exactly self's dtype. 0-dim and empty inputs are filled without running the kernel, so
// only they work for every dtype.
void cumulativeRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  wrapDim(ctx.intArg("dim"), self.dim());
  std::optional<DType> requested = ctx.optionalDType("dtype");
  DType dtype =
      ctx.op().is_inplace ? requested.value_or(self.dtype) : reductionDType(self.dtype, requested);
  if (ctx.op().is_inplace && dtype != self.dtype)
    throw MetaError("Bad in-place call: input tensor dtype " +
                    std::string(typeMetaName(self.dtype)) + " and output tensor dtype " +
                    std::string(typeMetaName(dtype)) + " should match");
  const bool product = ctx.op().packet_name.starts_with("cumprod");
  if (self.dim() > 0 && self.numel() > 0)
    checkKernel(product ? "cumprod_out_cpu" : "cumsum_out_cpu", dtype, kNoHalfNoBool);
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(dtype, self.sizes));
}

// --- matrix products ---------------------------------------------------------------------

std::string matrixSizes(const TensorMeta& m) {
  return std::to_string(m.sizes[0]) + "x" + std::to_string(m.sizes[1]);
}

void checkMultipliable(const TensorMeta& mat1, const TensorMeta& mat2) {
  if (mat1.sizes[1] != mat2.sizes[0])
    throw MetaError("mat1 and mat2 shapes cannot be multiplied (" + matrixSizes(mat1) + " and " +
                    matrixSizes(mat2) + ")");
}

void mmRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& mat2 = ctx.tensor("mat2");
  if (self.dim() != 2) throw MetaError("self must be a matrix");
  if (mat2.dim() != 2) throw MetaError("mat2 must be a matrix");
  checkMultipliable(self, mat2);
  if (mat2.dtype != self.dtype)
    throw MetaError("expected scalar type " + std::string(scalarTypeName(self.dtype)) +
                    " but found " + std::string(scalarTypeName(mat2.dtype)));
  checkKernel("addmm_impl_cpu_", self.dtype, kNoHalfNoBool);
  ctx.setResult(contiguousMeta(self.dtype, {self.sizes[0], mat2.sizes[1]}));
}

// addmm: self is broadcast to the product's shape (addmm_ must have it exactly).
void addmmRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& mat1 = ctx.tensor("mat1");
  const TensorMeta& mat2 = ctx.tensor("mat2");
  if (self.dtype != mat2.dtype) throw MetaError("self and mat2 must have the same dtype");
  if (mat1.dtype != mat2.dtype) throw MetaError("mat1 and mat2 must have the same dtype");
  if (mat1.dim() != 2)
    throw MetaError("mat1 must be a matrix, got " + std::to_string(mat1.dim()) + "-D tensor");
  if (mat2.dim() != 2)
    throw MetaError("mat2 must be a matrix, got " + std::to_string(mat2.dim()) + "-D tensor");
  checkMultipliable(mat1, mat2);
  Shape sizes = {mat1.sizes[0], mat2.sizes[1]};
  if (ctx.op().is_inplace && self.sizes != sizes)
    throw MetaError("Bad in-place call: input tensor size " + formatShape(self.sizes) +
                    " and output tensor size " + formatShape(sizes) + " should match");
  expandView(self, sizes); // throws unless self broadcasts to the product's shape
  checkKernel("addmm_impl_cpu_", mat1.dtype, kNoHalfNoBool);
  for (const char* factor : {"beta", "alpha"})
    checkScalarConverts(scalarParam(ctx, factor), bfloat16ComputesInFloat(mat1.dtype));
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(mat1.dtype, sizes));
}

} // namespace

std::vector<OpDefinition> otherOpDefinitions() {
  return {
      {"clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor", cloneRule,
       /*elementwise=*/true},
      {"_to_copy(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? "
       "device=None, bool? pin_memory=None, bool non_blocking=False, MemoryFormat? "
       "memory_format=None) -> Tensor",
       toCopyRule, /*elementwise=*/true},
      {"copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor", copyRule,
       /*elementwise=*/true},
      {"copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)", copyInplaceRule,
       /*elementwise=*/true},
      {"resize(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor",
       resizeRule},
      {"resize_(Tensor(a!) self, SymInt[] size, *, MemoryFormat? memory_format=None) -> "
       "Tensor(a!)",
       resizeRule},
      {"index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor",
       indexPutRule},
      {"index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> "
       "Tensor(a!)",
       indexPutRule},
      {"cat(Tensor[] tensors, int dim=0) -> Tensor", catRule},
      {"sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) "
       "-> Tensor",
       sumRule},
      {"sum(Tensor self, *, ScalarType? dtype=None) -> Tensor", sumAllRule},
      {"cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor", cumulativeRule},
      {"cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)",
       cumulativeRule},
      {"cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor", cumulativeRule},
      {"cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)",
       cumulativeRule},
      {"mm(Tensor self, Tensor mat2) -> Tensor", mmRule},
      {"addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
       addmmRule},
      {"addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> "
       "Tensor(a!)",
       addmmRule},
  };
}

} // namespace reinplace
