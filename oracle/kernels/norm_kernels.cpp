// The vector norms of norm_ops.cpp as torch 1.13's norm_out and linalg_vector_norm_out compute
// them on the CPU: make_reduction's copy of self in the type it computes in (float for f16, bf16
// and f32, double for f64, or the dtype linalg_vector_norm is given), laid out as empty_like, then
// norm_kernel_tensor_iterator_impl's norm (vector_norm.h) over the reduced dims in the reduction
// iterator's order, rounded to the result's dtype. A reduction without elements is 0 for norm
// (linalg_vector_norm's refusals are its meta rule's). The fused lanes of p == 2 are taken where
// the result is float, computed from float, over one contiguous reduced dim, as torch does.

#include "core/meta/layout.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/sum_reduction.h"
#include "oracle/kernels/vector_norm.h"

#include <cmath>

namespace reinplace::oracle {
namespace {

float orderOf(const MetaContext& args) {
  const OpInfo& op = args.op();
  if (op.schema.findArgument("ord") >= 0) return normOrder(args.scalar("ord"));
  if (args.arg("p").isNone()) return 2.0f; // norm.ScalarOpt_dim's p=None: the 2-norm
  return normOrder(args.scalar("p"));
}

// Which dims of self the call reduces: every dim for an empty (or absent) list.
std::vector<bool> reducedDimsOfCall(const MetaContext& args, const TensorMeta& self) {
  std::vector<int64_t> dims;
  if (args.op().schema.findArgument("dim") >= 0)
    dims = args.optionalIntList("dim").value_or(std::vector<int64_t>{});
  return reducedDims(self, dims);
}

template <typename A>
void norms(const RuntimeTensor& self, RuntimeTensor& result, float p,
           const std::vector<bool>& reduced_dims) {
  const RuntimeTensor input = inComputeType<A>(self);
  const TensorMeta& in = input.layout;
  // The result as the iterator sees it: self's shape, stride 0 along the reduced dims.
  Shape kept_sizes = in.sizes;
  for (size_t d = 0; d < reduced_dims.size(); ++d)
    if (reduced_dims[d]) kept_sizes[d] = 1;
  Shape out_strides = contiguousStrides(kept_sizes);
  for (size_t d = 0; d < reduced_dims.size(); ++d)
    if (reduced_dims[d]) out_strides[d] = 0;
  const DType out_dtype = result.layout.dtype;
  if (in.numel() == 0) {
    forEachOffset(result.layout, [&](int64_t offset) {
      storeElement<A>(result.element(offset), out_dtype, A(0));
    });
    return;
  }
  const ReduceGeometry g = reduceGeometry(in, out_strides);
  ReducedDims reduced;
  size_t d = 0;
  for (; d < g.shape.size() && g.out_strides[d] == 0; ++d) {
    reduced.sizes.push_back(g.shape[d]);
    reduced.strides.push_back(g.in_strides[d]);
  }
  const bool lanes = std::is_same_v<A, float> && out_dtype == DType::f32 && p == 2.0f &&
                     reduced.sizes.size() == 1 && reduced.strides[0] == 1;
  // The kept dims, innermost first, each output element from its base offset.
  Shape index(g.shape.size() - d, 0);
  const int64_t outputs = result.layout.numel();
  int64_t in_offset = in.storage_offset, out_offset = result.layout.storage_offset;
  for (int64_t n = 0; n < outputs; ++n) {
    const A norm = lanes ? lastDimTwoNorm<A>(input, in_offset, reduced.sizes[0])
                         : sequentialNorm<A>(input, in_offset, reduced, p);
    storeElement<A>(result.element(out_offset), out_dtype, norm);
    for (size_t k = 0; k < index.size(); ++k) {
      const size_t dim = d + k;
      in_offset += g.in_strides[dim];
      out_offset += g.out_strides[dim];
      if (++index[k] < g.shape[dim]) break;
      in_offset -= g.in_strides[dim] * g.shape[dim];
      out_offset -= g.out_strides[dim] * g.shape[dim];
      index[k] = 0;
    }
  }
}

void normKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  const MetaContext& args = call.args();
  const float p = orderOf(args);
  const std::vector<bool> reduced = reducedDimsOfCall(args, self.layout);
  const DType computed = result.layout.dtype == DType::f64 ? DType::f64 : DType::f32;
  if (computed == DType::f64)
    norms<double>(self, result, p, reduced);
  else
    norms<float>(self, result, p, reduced);
}

} // namespace

std::vector<KernelDefinition> normKernels() {
  return {
      {"norm.Scalar", normKernel},
      {"norm.ScalarOpt_dim", normKernel},
      {"linalg_vector_norm", normKernel},
  };
}

} // namespace reinplace::oracle
