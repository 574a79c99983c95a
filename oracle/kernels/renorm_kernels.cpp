// renorm as torch 1.13's renorm_out computes it on the CPU: the p-norm of each slice along `dim`
// (linalg_vector_norm over every other dim, keepdim), a factor per slice
// (renorm_scale_factor_impl: norm > maxnorm ? maxnorm / (norm + 1e-7) : 1, in float for f32,
// f16 and bf16, double for f64; rounded to f16 / bf16 for those), then self * factor.
// The norm is norm_kernel_tensor_iterator_impl's (vector_norm.h), reading p as a float:
// - over f16 / bf16 a float copy of self (make_reduction's self.to(float), laid out as
//   empty_like), in float; over f64 in double;
// - the reduction iterator's order (reduced dims innermost, ordered by self's strides,
//   coalesced), so the result follows self's layout (the pass counts renorm as reading it).
// Bitwise against torch on the value tests, special values included.

#include "core/meta/layout.h"
#include "oracle/kernels/index_walk.h"
#include "oracle/kernels/sum_reduction.h"
#include "oracle/kernels/vector_norm.h"

#include <cmath>
#include <limits>

namespace reinplace::oracle {
namespace {

template <typename A> std::vector<A> sliceNorms(const RuntimeTensor& self, int64_t dim, float p) {
  const RuntimeTensor input = inComputeType<A>(self);
  const TensorMeta& in = input.layout;
  const int64_t slices = in.sizes[static_cast<size_t>(dim)];
  std::vector<A> norms(static_cast<size_t>(slices), A(0));
  if (in.numel() == 0) return norms;
  Shape out_strides(in.sizes.size(), 0);
  out_strides[static_cast<size_t>(dim)] = 1;
  const ReduceGeometry g = reduceGeometry(in, out_strides);
  ReducedDims reduced;
  for (size_t d = 0; d < g.shape.size() && g.out_strides[d] == 0; ++d) {
    reduced.sizes.push_back(g.shape[d]);
    reduced.strides.push_back(g.in_strides[d]);
  }
  const bool last_dim =
      std::is_same_v<A, float> && p == 2.0f && reduced.sizes.size() == 1 && reduced.strides[0] == 1;
  for (int64_t c = 0; c < slices; ++c) {
    const int64_t base = in.storage_offset + c * in.strides[static_cast<size_t>(dim)];
    norms[static_cast<size_t>(c)] = last_dim ? lastDimTwoNorm<A>(input, base, reduced.sizes[0])
                                             : sequentialNorm<A>(input, base, reduced, p);
  }
  return norms;
}

void renormKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  const DType dtype = self.layout.dtype;
  const int64_t dim = wrapDim(call.args().intArg("dim"), self.layout.dim());
  const float p = normOrder(call.args().scalar("p"));
  const double maxnorm = call.args().scalar("maxnorm").asDouble();
  auto rescale = [&](auto tag) {
    using A = decltype(tag);
    const std::vector<A> norms = sliceNorms<A>(self, dim, p);
    const A limit = static_cast<A>(maxnorm), eps = static_cast<A>(1e-7);
    std::vector<A> factors;
    for (A norm : norms)
      factors.push_back(roundThrough(dtype, norm > limit ? limit / (norm + eps) : A(1)));
    forEachIndex(result.layout, [&](const Shape& position, int64_t to) {
      const A x = loadElement<A>(self.element(offsetAt(self.layout, position)), dtype);
      const A factor = factors[static_cast<size_t>(position[static_cast<size_t>(dim)])];
      storeElement<A>(result.element(to), result.layout.dtype, x * factor);
    });
  };
  if (dtype == DType::f64)
    rescale(double{});
  else
    rescale(float{});
}

} // namespace

std::vector<KernelDefinition> renormKernels() {
  return {{"renorm", renormKernel}};
}

} // namespace reinplace::oracle
