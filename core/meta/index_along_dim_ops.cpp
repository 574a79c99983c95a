// Ops that index one dim of self with a vector of indices: index_select, index_add,
// index_reduce, index_copy and index_fill (and the in-place forms), with torch 1.13's checks and
// messages (index_select_out_cpu_, index_func_meta_impl, index_reduce_func_impl, the index_copy
// meta function, index_fill_):
// - index_select allocates a contiguous result, index_add, index_reduce and index_copy a
//   contiguous result of self's shape, index_fill clones self (preserve format);
// - the index must be a vector or a scalar; index_select, index_add and index_reduce take int32
//   or int64, index_copy and index_fill int64 only;
// - indices out of range are a run-time error (the oracle's kernels raise it).

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/layout.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/scalar_conversion.h"

namespace reinplace {
namespace {

bool isIndexDType(DType dtype) {
  return dtype == DType::i64 || dtype == DType::i32;
}

// ATen's ScalarType names in messages: "Float", "Long".
std::string typeName(DType dtype) {
  return std::string(scalarTypeName(dtype));
}

// index_select(): a vector index; a 0-dim self takes exactly one index.
void indexSelectRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& index = ctx.tensor("index");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), self.dim());
  const int64_t numel = index.numel();
  if (index.dim() > 1) throw MetaError("index_select(): Index is supposed to be a vector");
  if (self.dim() == 0 && numel != 1)
    throw MetaError("index_select(): Index to scalar can have only 1 value, got " +
                    std::to_string(numel) + " value(s)");
  if (!isIndexDType(index.dtype))
    throw MetaError("index_select(): Expected dtype int32 or int64 for index");
  Shape sizes = self.sizes;
  if (self.dim() > 0) sizes[dim] = numel;
  if (self.dim() > 1 && numel != 0 && self.numel() == 0 && self.sizes[dim] == 0)
    throw MetaError("index_select(): self indexing axis dim should be positive");
  ctx.setResult(contiguousMeta(self.dtype, sizes));
}

Shape withoutDim(const Shape& sizes, int64_t dim) {
  Shape out = sizes;
  if (!out.empty()) out.erase(out.begin() + dim);
  return out;
}

// Tensor::size(dim), with its IndexError for a dim a 0-dim tensor does not have.
int64_t sizeOf(const TensorMeta& tensor, int64_t dim) {
  return tensor.sizes[maybeWrapDim(dim, tensor.dim(), /*wrap_scalar=*/false)];
}

// A self of at most one dim takes source elements one by one.
void checkSourceRank(const TensorMeta& self, const TensorMeta& source) {
  if (source.dim() > 1)
    throw MetaError("source.dim() (" + std::to_string(source.dim()) +
                    ") must one or zero for given self.dim() (" + std::to_string(self.dim()) + ")");
}

// index_func_meta_impl, which index_add and index_reduce share ("index_add_(): ...").
void checkIndexFunc(const char* func, const TensorMeta& self, int64_t dim, const TensorMeta& index,
                    const TensorMeta& source) {
  const std::string name = std::string(func) + "_(): ";
  const int64_t numel = index.numel();
  if (index.dim() > 1)
    throw MetaError(
        name + "Index is supposed to be a vector, but got dim: " + std::to_string(index.dim()) +
        " with type: " + typeName(index.dtype) + " and size: " + formatShape(index.sizes));
  if (!isIndexDType(index.dtype))
    throw MetaError(name +
                    "Expected dtype int32/int64 for index but got: " + typeName(index.dtype));
  if (self.dtype != source.dtype)
    throw MetaError(name + "self (" + typeName(self.dtype) + ") and source (" +
                    typeName(source.dtype) + ") must have the same scalar type");
  if (dim != 0 && dim >= source.dim())
    throw MetaError(name + "Indexing dim " + std::to_string(dim) +
                    " is out of bounds of the source tensor with dim " +
                    std::to_string(source.dim()));
  const int64_t source_size = source.dim() == 0 ? 1 : source.sizes[dim];
  if (numel != source_size)
    throw MetaError(name + "Number of indices (" + std::to_string(numel) +
                    ") should be equal to source.size(dim): (" +
                    std::to_string(sizeOf(source, dim)) + "), for dim: " + std::to_string(dim));
}

// The slices a kernel walks when self has more than one dim: source.select(dim, 0) must exist
// and broadcast into self's slice (TensorIterator::borrowing_binary_op, self not resized).
void checkSlicesBroadcast(const TensorMeta& self, int64_t dim, const TensorMeta& source) {
  if (source.dim() == 0) throw MetaError("select() cannot be applied to a 0-dim tensor.");
  checkBroadcastsInto(withoutDim(self.sizes, dim), withoutDim(source.sizes, dim));
}

void indexAddRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& index = ctx.tensor("index");
  const TensorMeta& source = ctx.tensor("source");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), self.dim());
  checkIndexFunc("index_add", self, dim, index, source);
  if (self.dim() > 1 && index.numel() > 0) {
    checkSlicesBroadcast(self, dim, source);
    // add_stub reads alpha in the opmath type.
    const bool reduced = self.dtype == DType::f16 || self.dtype == DType::bf16;
    checkScalarConverts(scalarParam(ctx, "alpha"), reduced ? DType::f32 : self.dtype);
  } else if (self.dim() <= 1) {
    checkSourceRank(self, source);
    checkScalarConverts(scalarParam(ctx, "alpha"), self.dtype); // alpha.to<scalar_t>()
  }
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(self.dtype, self.sizes));
}

// index_reduce (index_reduce_func_impl): prod, mean, amax or amin, no sum. Without self the
// reduction's identity is index_fill_-ed first, in a dispatch without bool; a self of at most one
// dim runs a loop without bool; the mean of a bool tensor fails in its floor division.
void indexReduceRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& index = ctx.tensor("index");
  const TensorMeta& source = ctx.tensor("source");
  const std::string reduce = std::get<std::string>(ctx.arg("reduce").value);
  if (reduce != "prod" && reduce != "mean" && reduce != "amax" && reduce != "amin")
    throw MetaError("index_reduce(): Expected reduce to be one of prod, mean, amax or amin but "
                    "got " +
                    reduce + ".");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), self.dim());
  checkIndexFunc("index_reduce", self, dim, index, source);
  if (!ctx.boolArg("include_self"))
    checkKernel("index_reduce_func_exclude_input_init", self.dtype, kNoBool);
  if (self.dim() > 1) {
    if (index.numel() > 0) {
      checkSlicesBroadcast(self, dim, source);
      if (reduce == "mean") checkKernel("div_floor_cpu", self.dtype, kNoBool);
    }
  } else {
    checkSourceRank(self, source);
    checkKernel("index_func_", self.dtype, kNoBool);
  }
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(self.dtype, self.sizes));
}

// How ATen streams a std::vector<int64_t>: the elements separated by spaces.
std::string spacedList(const Shape& values) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i) out += (i ? " " : "") + std::to_string(values[i]);
  return out;
}

void indexCopyRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& index = ctx.tensor("index");
  const TensorMeta& source = ctx.tensor("source");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), self.dim());
  if (index.dim() >= 2)
    throw MetaError("index_copy_(): Index should have dimension 1 or 0 (got " +
                    std::to_string(index.dim()) + ")");
  const int64_t numel = index.numel();
  if (source.dim() == 0 && numel != 1)
    throw MetaError("index_copy_(): When source is scalar, index should have one element (got " +
                    std::to_string(numel) + ")");
  if (source.dim() != 0 && self.dim() != 0 && source.dim() != self.dim())
    throw MetaError("index_copy_(): When source and destination are not scalars, their "
                    "dimensionality must match. Source dimensionality (" +
                    std::to_string(source.dim()) + "), destination dimensionality (" +
                    std::to_string(self.dim()) + ")");
  if (index.dtype != DType::i64)
    throw MetaError("index_copy_(): Expected a long tensor for index, but got " +
                    typeName(index.dtype));
  if (self.dtype != source.dtype)
    throw MetaError("index_copy_(): self and source expected to have the same dtype, but got "
                    "(self) " +
                    typeName(self.dtype) + " and (source) " + typeName(source.dtype));
  const Shape self_slice = withoutDim(self.sizes, dim);
  // source's dims match self's here (or it is 0-dim), so dim is in range for it.
  const Shape source_slice = withoutDim(source.sizes, source.dim() == 0 ? 0 : dim);
  if (self_slice != source_slice)
    throw MetaError("index_copy_(): Source/destination tensor must have same slice shapes. "
                    "Destination slice shape: " +
                    spacedList(self_slice) + " at dimension " + std::to_string(dim) +
                    " and source slice shape: " + spacedList(source_slice) + " at dimension 0.");
  if (source.dim() != 0 && numel != source.sizes[dim])
    throw MetaError("index_copy_(): Number of indices (" + std::to_string(numel) +
                    ") should be equal to source.size(dim) (" + std::to_string(source.sizes[dim]) +
                    ")");
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(self.dtype, self.sizes));
}

void indexFillRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const TensorMeta& index = ctx.tensor("index");
  const bool tensor_value = ctx.op().schema.overloadName().ends_with("Tensor");
  if (tensor_value && ctx.tensor("value").dim() != 0)
    throw MetaError("index_fill_ only supports a 0-dimensional value tensor, but got tensor with " +
                    std::to_string(ctx.tensor("value").dim()) + " dimension(s).");
  if (index.dtype != DType::i64) throw MetaError("index_fill_(): Expected dtype int64 for index.");
  maybeWrapDim(ctx.intArg("dim"), std::max<int64_t>(self.dim(), 1));
  if (index.dim() > 1) throw MetaError("Index has to be a vector/scalar");
  // The kernel reads the value in self's dtype; a value tensor's item() is checked when it runs.
  if (!tensor_value) checkScalarConverts(scalarParam(ctx, "value"), self.dtype);
  ctx.setResult(ctx.op().is_inplace ? self : emptyLike(self, self.dtype));
}

} // namespace

std::vector<OpDefinition> indexAlongDimOpDefinitions() {
  return {
      {"index_select(Tensor self, int dim, Tensor index) -> Tensor", indexSelectRule},
      {"index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor",
       indexAddRule},
      {"index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> "
       "Tensor(a!)",
       indexAddRule},
      {"index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool "
       "include_self=True) -> Tensor",
       indexReduceRule},
      {"index_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor source, str reduce, *, bool "
       "include_self=True) -> Tensor(a!)",
       indexReduceRule},
      {"index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor", indexCopyRule},
      {"index_copy_(Tensor(a!) self, int dim, Tensor index, Tensor source) -> Tensor(a!)",
       indexCopyRule},
      {"index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor",
       indexFillRule},
      {"index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor",
       indexFillRule},
      {"index_fill_.int_Scalar(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)",
       indexFillRule},
      {"index_fill_.int_Tensor(Tensor(a!) self, int dim, Tensor index, Tensor value) -> Tensor(a!)",
       indexFillRule},
  };
}

} // namespace reinplace
