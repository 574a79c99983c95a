#include "core/kernel_facts/inplace_variant_layout.h"

#include "core/kernel_facts/blas_path.h"
#include "core/kernel_facts/vectorized_loop.h"
#include "core/meta/layout.h"
#include "core/meta/view_geometry.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"

#include <string_view>

namespace reinplace {
namespace {

constexpr int64_t kMaxElementsWorkedOut = int64_t{1} << 16;

const TensorMeta* argumentMeta(const BoundArgs& bound, const OpInfo& op, const char* name) {
  const int index = op.schema.findArgument(name);
  if (index < 0) return nullptr;
  const Arg& arg = bound.at(index);
  return arg.isNode() && arg.node()->hasTensorMeta() ? &arg.node()->tensorMeta() : nullptr;
}

// TensorIterator visits the elements of a tensor it writes innermost dim first by stride; that
// is row-major order when the strides of the dims of more than one element decrease.
bool walksRowMajor(const TensorMeta& layout) {
  if (layout.numel() == 0) return true;
  int64_t previous = -1;
  for (size_t d = 0; d < layout.sizes.size(); ++d) {
    if (layout.sizes[d] == 1) continue;
    if (previous >= 0 && layout.strides[d] >= previous) return false;
    previous = layout.strides[d];
  }
  return true;
}

// addr's loop choice for its result laid out as `result`: operands as the iterator reads them.
bool addrLoopsDiffer(const Node& op, const BoundArgs& bound, const TensorMeta& self) {
  const TensorMeta& functional = op.tensorMeta();
  const TensorMeta* vec1 = argumentMeta(bound, *op.op, "vec1");
  const TensorMeta* vec2 = argumentMeta(bound, *op.op, "vec2");
  if (!vec1 || !vec2 || functional.numel() > kMaxElementsWorkedOut || vec1->dim() != 1 ||
      self.sizes != functional.sizes)
    return true;
  const DType dtype = functional.dtype;
  auto read = [&](TensorMeta layout) {
    if (layout.dtype != dtype) layout = emptyLike(layout, dtype);
    return broadcastLayout(layout, functional.sizes);
  };
  TensorMeta column = *vec1;
  column.sizes = {vec1->sizes[0], 1};
  column.strides = {vec1->strides[0], vec1->strides[0]};
  auto loops = [&](const TensorMeta& result, const TensorMeta& self_read) {
    return vectorizedElements(result, {read(self_read), read(column), read(*vec2)},
                              vectorChunk(dtype));
  };
  // The functional op reads self where it is; in place self is also what is written.
  const TensorMeta* self_before = argumentMeta(bound, *op.op, "self");
  return !self_before || loops(functional, *self_before) != loops(self, self);
}

// addmv_out_cpu hands f32 and f64 to the reference BLAS's gemv only when vec and the result have
// positive increments; otherwise BlasKernel.cpp's own gemv runs, whose beta 0 and alpha 0 give
// alpha * sum (-0.0 for a negative sum) where BLAS's quick return leaves +0.0. A fresh result
// has stride 1; a self of one element may have stride 0 (a soak campaign's seed 88015324).
bool addmvLeavesBlas(const Node& op, const BoundArgs& bound, const TensorMeta& self) {
  const TensorMeta& functional = op.tensorMeta();
  const TensorMeta* mat = argumentMeta(bound, *op.op, "mat");
  const TensorMeta* vec = argumentMeta(bound, *op.op, "vec");
  if (!mat || !vec || vec->dim() != 1 || self.dim() != 1 || functional.dim() != 1) return true;
  if (functional.dtype != DType::f32 && functional.dtype != DType::f64) return false;
  if (mat->numel() == 0 || functional.numel() == 0 || vec->strides[0] <= 0) return false;
  return (self.strides[0] > 0) != (functional.strides[0] > 0);
}

bool addbmmTransposesDiffer(const Node& op, const BoundArgs& bound, const TensorMeta& self) {
  const TensorMeta* batch1 = argumentMeta(bound, *op.op, "batch1");
  const TensorMeta* batch2 = argumentMeta(bound, *op.op, "batch2");
  if (!batch1 || !batch2 || batch1->dim() != 3 || batch2->dim() != 3 || self.dim() != 2)
    return true;
  TensorMeta mat1 = *batch1, mat2 = *batch2;
  for (TensorMeta* mat : {&mat1, &mat2}) {
    mat->sizes.erase(mat->sizes.begin());
    mat->strides.erase(mat->strides.begin());
  }
  return gemmPath(mat1, mat2, self).transpose_c !=
         gemmPath(mat1, mat2, op.tensorMeta()).transpose_c;
}

// baddbmm_ calls addmm_ on each batch of self (bmm_out_or_baddbmm_), the functional op on each
// batch of its fresh result: BLAS's transposes follow the matrix each writes.
bool baddbmmTransposesDiffer(const Node& op, const BoundArgs& bound, const TensorMeta& self) {
  const TensorMeta* batch1 = argumentMeta(bound, *op.op, "batch1");
  const TensorMeta* batch2 = argumentMeta(bound, *op.op, "batch2");
  if (!batch1 || !batch2 || batch1->dim() != 3 || batch2->dim() != 3 || self.dim() != 3)
    return true;
  if (!batchedProductTakesGemm(*batch1, *batch2)) return false;
  if (batchedGemmExact(op.tensorMeta().dtype, bound.at(op.op->schema.findArgument("beta")).number(),
                       bound.at(op.op->schema.findArgument("alpha")).number()))
    return false;
  const TensorMeta mat1 = selectView(*batch1, 0, 0), mat2 = selectView(*batch2, 0, 0);
  const GemmPath in_place = gemmPath(mat1, mat2, selectView(self, 0, 0));
  const GemmPath functional = gemmPath(mat1, mat2, selectView(op.tensorMeta(), 0, 0));
  return in_place.transpose_c != functional.transpose_c ||
         in_place.dot_products != functional.dot_products;
}

// index_reduce's per-slice iterator over (self's slice, self's slice, source's slice): which
// elements its vectorized loop takes, for self laid out as the functional result and as `self`.
bool indexReduceLoopsDiffer(const Node& op, const BoundArgs& bound, const TensorMeta& self) {
  const TensorMeta& functional = op.tensorMeta();
  const TensorMeta* source = argumentMeta(bound, *op.op, "source");
  const Arg& dim_arg = bound.at(op.op->schema.findArgument("dim"));
  if (!source || !dim_arg.isInt() || functional.numel() > kMaxElementsWorkedOut ||
      self.sizes != functional.sizes || source->dim() != self.dim())
    return true;
  int64_t dim = std::get<int64_t>(dim_arg.value);
  if (dim < 0) dim += self.dim();
  if (dim < 0 || dim >= self.dim() || source->sizes[static_cast<size_t>(dim)] == 0) return true;
  auto loops = [&](const TensorMeta& result) {
    const TensorMeta slice = selectView(result, dim, 0);
    const TensorMeta from = broadcastLayout(selectView(*source, dim, 0), slice.sizes);
    return vectorizedElements(slice, {slice, from}, vectorChunk(functional.dtype));
  };
  return loops(functional) != loops(self);
}

} // namespace

bool inplaceVariantComputesOtherwise(const Node& op, const TensorMeta& self) {
  if (op.kind != NodeKind::Call || !op.hasTensorMeta()) return false;
  // A view, so each comparison below is of lengths first: asked of every candidate of every
  // decision, where comparing with a C string measured it first.
  const std::string_view packet = op.op->packet_name;
  const DType dtype = op.tensorMeta().dtype;
  if (packet == "masked_scatter") return !walksRowMajor(self);
  // Bound only by the ops below that ask.
  auto bind = [&op] { return BoundArgs(*op.op, op.args, op.kwargs); };
  if (packet == "addmv") return addmvLeavesBlas(op, bind(), self);
  if (packet == "addbmm")
    return isFloating(dtype) && op.tensorMeta().numel() > 0 &&
           addbmmTransposesDiffer(op, bind(), self);
  if (packet == "baddbmm")
    return op.tensorMeta().numel() > 0 && baddbmmTransposesDiffer(op, bind(), self);
  if (packet == "addr") {
    const BoundArgs bound = bind();
    const std::optional<double> beta = bound.at(op.op->schema.findArgument("beta")).number();
    if ((dtype != DType::f32 && dtype != DType::f64) || (beta && *beta == 0.0)) return false;
    return addrLoopsDiffer(op, bound, self);
  }
  if (packet == "index_reduce") {
    const BoundArgs bound = bind();
    const Arg& reduce = bound.at(op.op->schema.findArgument("reduce"));
    const bool extremum = !reduce.holds<std::string>() ||
                          std::get<std::string>(reduce.value) == "amax" ||
                          std::get<std::string>(reduce.value) == "amin";
    return extremum && isFloating(dtype) && self.dim() > 1 &&
           indexReduceLoopsDiffer(op, bound, self);
  }
  return false;
}

} // namespace reinplace
