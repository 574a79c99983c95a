// renorm as torch 1.13's renorm_out computes it on the CPU: the p-norm of each slice along `dim`
// (linalg_vector_norm over every other dim, keepdim), a factor per slice
// (renorm_scale_factor_impl: norm > maxnorm ? maxnorm / (norm + 1e-7) : 1, in float for f32,
// f16 and bf16, double for f64; rounded to f16 / bf16 for those), then self * factor.
// The norm is norm_kernel_tensor_iterator_impl's, reading p as a float:
// - over f16 / bf16 a float copy of self (make_reduction's self.to(float), laid out as
//   empty_like), in float; over f64 in double;
// - the reduction iterator's order (reduced dims innermost, ordered by self's strides,
//   coalesced), so the result follows self's layout (the pass counts renorm as reading it);
// - p == 2 over one contiguous reduced dim of float: eight fused lanes (acc += x * x as one
//   multiply-add), summed left to right, then the tail: the first multiple of four elements
//   squared and added (GCC vectorizes the squares), the rest fused; the sqrt. Otherwise one
//   accumulator in order: p = 2 fused (acc + x * x contracted), 1 |x|, inf the largest |x| (NaN
//   sticks), 0 the count of nonzeros, any other p |x|^p summed and raised to 1 / p.
// Bitwise against torch on the value tests, special values included.

#include "core/meta/layout.h"
#include "oracle/kernels/index_walk.h"
#include "oracle/kernels/sum_reduction.h"

#include <cmath>
#include <limits>

namespace reinplace::oracle {
namespace {

// The reduced dims of the iterator (its leading dims, out stride 0): sizes and input strides.
struct ReducedDims {
  Shape sizes, strides;
};

template <typename A> A lastDimTwoNorm(const RuntimeTensor& input, int64_t base, int64_t size) {
  constexpr int64_t kLanes = 8, kTailVector = 4;
  auto x = [&](int64_t i) { return loadElement<A>(input.element(base + i), DType::f32); };
  std::array<A, kLanes> lanes{};
  int64_t d = 0;
  for (; d < size - size % kLanes; d += kLanes)
    for (int64_t j = 0; j < kLanes; ++j) lanes[j] = std::fma(x(d + j), x(d + j), lanes[j]);
  A sum = lanes[0];
  for (int64_t j = 1; j < kLanes; ++j) sum = sum + lanes[j];
  const int64_t squared = d + (size - d) / kTailVector * kTailVector;
  for (; d < size; ++d) sum = d < squared ? sum + x(d) * x(d) : std::fma(x(d), x(d), sum);
  return std::sqrt(sum);
}

template <typename A>
A sequentialNorm(const RuntimeTensor& input, int64_t base, const ReducedDims& reduced, float p) {
  const DType dtype = input.layout.dtype;
  const A power = static_cast<A>(p);
  A acc = 0;
  std::vector<int64_t> index(reduced.sizes.size(), 0);
  int64_t offset = base;
  const int64_t count = numelOf(reduced.sizes);
  for (int64_t n = 0; n < count; ++n) {
    const A x = loadElement<A>(input.element(offset), dtype);
    if (p == 2.0f)
      acc = std::fma(x, x, acc);
    else if (p == 1.0f)
      acc = acc + std::fabs(x);
    else if (p == 0.0f)
      acc = acc + (x == A(0) ? A(0) : A(1));
    else if (std::isinf(p))
      acc = std::isnan(acc) ? acc : (acc > std::fabs(x) ? acc : std::fabs(x));
    else
      acc = acc + std::pow(std::fabs(x), power);
    for (size_t d = 0; d < index.size(); ++d) {
      offset += reduced.strides[d];
      if (++index[d] < reduced.sizes[d]) break;
      offset -= reduced.strides[d] * reduced.sizes[d];
      index[d] = 0;
    }
  }
  if (p == 2.0f) return std::sqrt(acc);
  if (p == 0.0f || p == 1.0f || std::isinf(p)) return acc;
  return std::pow(acc, A(1) / power);
}

// p as norm_kernel_tensor_iterator_impl reads it: a float.
float normOrder(const ScalarValue& p) {
  return p.kind == ScalarValue::Kind::Float ? static_cast<float>(p.float_value)
                                            : static_cast<float>(p.int_value);
}

template <typename A> std::vector<A> sliceNorms(const RuntimeTensor& self, int64_t dim, float p) {
  const DType acc_dtype = std::is_same_v<A, double> ? DType::f64 : DType::f32;
  RuntimeTensor input = self;
  if (self.layout.dtype != acc_dtype) {
    TensorMeta layout = emptyLike(self.layout, acc_dtype);
    input = RuntimeTensor{std::make_shared<Storage>(acc_dtype, layout.storageExtent()), layout};
    copyElements(input, self);
  }
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
