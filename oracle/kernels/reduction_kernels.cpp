// Reductions and matrix products, in the association order torch 1.13's CPU kernels use, so
// floating results match bit for bit: sum runs TensorIterator's reduction geometry (reduced dims
// innermost, coalesced) through the cascade sum of SumKernel.cpp with AVX2-width vectors;
// cumsum and cumprod accumulate sequentially in at::acc_type<scalar_t, /*is_cuda=*/false>; mm and
// addmm follow the loop of the reference BLAS sgemm/dgemm that Debian's torch calls, chosen the way
// addmm_impl_cpu_ picks transposes from the operands' strides.

#include "oracle/kernels/sum_reduction.h"

#include "core/kernel_facts/blas_path.h"
#include "core/meta/layout.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/reference_gemm.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace reinplace::oracle {
namespace {

// --- sum -----------------------------------------------------------------------------------

// Vectorized<acc_t>: lane-wise accumulators.
template <typename A, int W> struct Lanes {
  std::array<A, W> lane{};
  Lanes& operator+=(const Lanes& other) {
    for (int k = 0; k < W; ++k) lane[k] += other.lane[k];
    return *this;
  }
};

int64_t ceilLog2(int64_t x) {
  if (x <= 2) return 1;
  return std::bit_width(static_cast<uint64_t>(x) - 1);
}

// multi_row_sum: `rows` running sums at once, chunked into levels so that only partial sums of
// similar magnitude meet. load(i, k) is element k of row i.
template <typename V, int64_t Rows, typename Load>
std::array<V, Rows> multiRowSum(Load&& load, int64_t size) {
  constexpr int64_t levels = 4;
  const int64_t level_power = std::max<int64_t>(4, ceilLog2(size) / levels);
  const int64_t level_step = int64_t{1} << level_power;
  const int64_t level_mask = level_step - 1;
  std::array<std::array<V, Rows>, levels> acc{};
  int64_t i = 0;
  while (i + level_step <= size) {
    for (int64_t j = 0; j < level_step; ++j, ++i)
      for (int64_t k = 0; k < Rows; ++k) acc[0][k] += load(i, k);
    for (int64_t j = 1; j < levels; ++j) {
      for (int64_t k = 0; k < Rows; ++k) {
        acc[j][k] += acc[j - 1][k];
        acc[j - 1][k] = V{};
      }
      if ((i & (level_mask << (j * level_power))) != 0) break;
    }
  }
  for (; i < size; ++i)
    for (int64_t k = 0; k < Rows; ++k) acc[0][k] += load(i, k);
  for (int64_t j = 1; j < levels; ++j)
    for (int64_t k = 0; k < Rows; ++k) acc[0][k] += acc[j][k];
  return acc[0];
}

// row_sum: four interleaved partial sums (instruction-level parallelism), then combined.
template <typename V, typename Load> V rowSum(Load&& load, int64_t size) {
  constexpr int64_t ilp = 4;
  const int64_t size_ilp = size / ilp;
  auto partial =
      multiRowSum<V, ilp>([&](int64_t i, int64_t k) { return load(i * ilp + k); }, size_ilp);
  for (int64_t i = size_ilp * ilp; i < size; ++i) partial[0] += load(i);
  for (int64_t k = 1; k < ilp; ++k) partial[0] += partial[k];
  return partial[0];
}

// cascade_sum over one 2-d slice of the iterator. A is at::acc_type<scalar_t, true> (float for
// f32, f16 and bf16; double for f64), W its lanes per AVX2 vector.
template <typename A, int W> class CascadeSum {
public:
  CascadeSum(const RuntimeTensor& input, RuntimeTensor& output)
      : in_(input), out_(output), dtype_(output.layout.dtype),
        vec_elements_(32 / itemSize(dtype_)) {}

  void slice(int64_t in, int64_t out, int64_t size0, int64_t size1, std::array<int64_t, 2> is,
             std::array<int64_t, 2> os) {
    if (os[0] != 0 && os[1] == 0) {
      std::swap(is[0], is[1]);
      std::swap(os[0], os[1]);
      std::swap(size0, size1);
    }
    if (os[0] != 0 && os[1] != 0) { // nothing reduced here: out = out + in
      for (int64_t j = 0; j < size1; ++j)
        for (int64_t i = 0; i < size0; ++i)
          accumulate(out + i * os[0] + j * os[1], load(in + i * is[0] + j * is[1]));
      return;
    }
    const int64_t os1 = os[1];
    if (is[0] == 1 && size0 >= vec_elements_) {
      innerVectorized(in, out, is[1], os1, size0, size1);
    } else if (is[1] == 1 && size1 >= vec_elements_) {
      outerVectorized(in, out, is[0], os1, size0, size1);
    } else if (is[0] < is[1]) {
      for (int64_t j = 0; j < size1; ++j)
        accumulate(out + j * os1,
                   rowSum<A>([&](int64_t i) { return load(in + j * is[1] + i * is[0]); }, size0));
    } else {
      int64_t j = 0;
      for (; j + 3 < size1; j += 4) {
        auto sums = multiRowSum<A, 4>(
            [&](int64_t i, int64_t k) { return load(in + (j + k) * is[1] + i * is[0]); }, size0);
        for (int64_t k = 0; k < 4; ++k) accumulate(out + (j + k) * os1, sums[k]);
      }
      for (; j < size1; ++j)
        accumulate(out + j * os1,
                   rowSum<A>([&](int64_t i) { return load(in + j * is[1] + i * is[0]); }, size0));
    }
  }

private:
  using Vec = Lanes<A, W>;

  A load(int64_t offset) const { return loadElement<A>(in_.element(offset), dtype_); }

  // CastStoreAccumulate: *out += value. c10::Half and c10::BFloat16 only define += for their
  // own type, so the partial sum is rounded to the output's dtype before the addition too.
  void accumulate(int64_t offset, A value) {
    std::byte* at = out_.element(offset);
    std::array<std::byte, 8> rounded{};
    storeElement<A>(rounded.data(), dtype_, value);
    storeElement<A>(at, dtype_,
                    loadElement<A>(at, dtype_) + loadElement<A>(rounded.data(), dtype_));
  }
  void accumulate(int64_t offset, int64_t stride, const Vec& value) {
    for (int k = 0; k < W; ++k) accumulate(offset + k * stride, value.lane[k]);
  }

  // One vector of the reduced (contiguous) dim, folded to W accumulator lanes the way the load
  // policies fold 16 f16 or bf16 elements into 8 floats.
  Vec loadInner(int64_t offset) const {
    Vec v;
    if (dtype_ == DType::f16) {
      for (int k = 0; k < W; ++k)
        v.lane[k] = (A(0) + load(offset + 2 * k)) + load(offset + 2 * k + 1);
    } else if (dtype_ == DType::bf16) {
      for (int k = 0; k < W; ++k) v.lane[k] = load(offset + k) + load(offset + k + W);
    } else {
      for (int k = 0; k < W; ++k) v.lane[k] = load(offset + k);
    }
    return v;
  }
  Vec loadOuter(int64_t offset) const {
    Vec v;
    for (int k = 0; k < W; ++k) v.lane[k] = load(offset + k);
    return v;
  }

  void innerVectorized(int64_t in, int64_t out, int64_t outer_stride, int64_t os1, int64_t size0,
                       int64_t size1) {
    const int64_t vec_size = size0 / vec_elements_;
    for (int64_t j = 0; j < size1; ++j) {
      int64_t row = in + j * outer_stride;
      Vec vec_acc =
          rowSum<Vec>([&](int64_t i) { return loadInner(row + i * vec_elements_); }, vec_size);
      A total = 0;
      for (int64_t k = vec_size * vec_elements_; k < size0; ++k) total += load(row + k);
      for (int k = 0; k < W; ++k) total += vec_acc.lane[k];
      accumulate(out + j * os1, total);
    }
  }

  void outerVectorized(int64_t in, int64_t out, int64_t inner_stride, int64_t os1, int64_t size0,
                       int64_t size1) {
    int64_t j = 0;
    for (; j + 4 * W <= size1; j += 4 * W) {
      auto sums = multiRowSum<Vec, 4>(
          [&](int64_t i, int64_t k) { return loadOuter(in + j + i * inner_stride + k * W); },
          size0);
      for (int64_t k = 0; k < 4; ++k) accumulate(out + (j + k * W) * os1, os1, sums[k]);
    }
    for (; j + W <= size1; j += W)
      accumulate(
          out + j * os1, os1,
          rowSum<Vec>([&](int64_t i) { return loadOuter(in + j + i * inner_stride); }, size0));
    for (; j < size1; ++j)
      accumulate(out + j * os1,
                 rowSum<A>([&](int64_t i) { return load(in + j + i * inner_stride); }, size0));
  }

  const RuntimeTensor& in_;
  RuntimeTensor& out_;
  DType dtype_;
  int64_t vec_elements_;
};

// serial_for_each: one 2-d slice per index of the dims past the first two, dim 2 fastest.
template <typename Slice>
void forEachSlice(const ReduceGeometry& g, int64_t in_offset, int64_t out_offset, Slice&& slice) {
  const size_t rank = g.shape.size();
  auto at = [&](const Shape& v, size_t d) { return d < rank ? v[d] : 0; };
  int64_t size0 = rank > 0 ? g.shape[0] : 1, size1 = rank > 1 ? g.shape[1] : 1;
  std::array<int64_t, 2> is = {at(g.in_strides, 0), at(g.in_strides, 1)};
  std::array<int64_t, 2> os = {at(g.out_strides, 0), at(g.out_strides, 1)};
  std::vector<int64_t> index(rank > 2 ? rank - 2 : 0, 0);
  while (true) {
    int64_t in = in_offset, out = out_offset;
    for (size_t d = 2; d < rank; ++d) {
      in += index[d - 2] * g.in_strides[d];
      out += index[d - 2] * g.out_strides[d];
    }
    slice(in, out, size0, size1, is, os);
    size_t d = 0;
    while (d < index.size() && ++index[d] == g.shape[d + 2]) index[d++] = 0;
    if (d == index.size()) return;
  }
}

} // namespace

ReduceGeometry reduceGeometry(const TensorMeta& input, const Shape& out_strides) {
  const size_t rank = input.sizes.size();
  std::vector<int64_t> perm(rank);
  for (size_t i = 0; i < rank; ++i) perm[i] = static_cast<int64_t>(rank - 1 - i);
  auto should_swap = [&](int64_t d0, int64_t d1) {
    for (const Shape* strides : {&out_strides, &input.strides}) {
      int64_t s0 = (*strides)[d0], s1 = (*strides)[d1];
      if (strides == &out_strides && (s0 == 0) != (s1 == 0)) return s1 == 0 ? 1 : -1;
      if (s0 == 0 || s1 == 0) continue;
      if (s0 != s1) return s0 < s1 ? -1 : 1;
      if (input.sizes[d0] > input.sizes[d1]) return 1;
    }
    return 0;
  };
  insertionSortDims(perm, should_swap);
  ReduceGeometry g;
  for (int64_t d : perm) {
    g.shape.push_back(input.sizes[d]);
    g.out_strides.push_back(out_strides[d]);
    g.in_strides.push_back(input.strides[d]);
  }
  if (rank <= 1) return g;
  size_t prev = 0;
  for (size_t d = 1; d < rank; ++d) {
    bool coalesce = g.shape[prev] == 1 || g.shape[d] == 1 ||
                    (g.shape[prev] * g.out_strides[prev] == g.out_strides[d] &&
                     g.shape[prev] * g.in_strides[prev] == g.in_strides[d]);
    if (coalesce) {
      if (g.shape[prev] == 1) {
        g.out_strides[prev] = g.out_strides[d];
        g.in_strides[prev] = g.in_strides[d];
      }
      g.shape[prev] *= g.shape[d];
    } else if (++prev != d) {
      g.out_strides[prev] = g.out_strides[d];
      g.in_strides[prev] = g.in_strides[d];
      g.shape[prev] = g.shape[d];
    }
  }
  g.shape.resize(prev + 1);
  g.out_strides.resize(prev + 1);
  g.in_strides.resize(prev + 1);
  return g;
}

// sum_out over `result` (already the reduced shape), reducing the dims flagged in `reduced`.
void sumInto(const RuntimeTensor& self, RuntimeTensor& result, const std::vector<bool>& reduced,
             bool keepdim) {
  DType dtype = result.layout.dtype;
  const int64_t rank = self.layout.dim();
  // The result viewed with the input's rank and stride 0 along the reduced dims.
  Shape out_strides;
  size_t result_dim = 0;
  for (int64_t d = 0; d < rank; ++d) {
    bool r = reduced[static_cast<size_t>(d)];
    out_strides.push_back(r ? 0 : result.layout.strides[result_dim]);
    if (!r || keepdim) ++result_dim;
  }
  forEachOffset(result.layout,
                [&](int64_t offset) { storeElement<int64_t>(result.element(offset), dtype, 0); });
  if (self.layout.numel() == 0) return;

  // make_reduction reduces self.to(dtype), which keeps self's strides when they are dense.
  RuntimeTensor input = self;
  if (self.layout.dtype != dtype) {
    TensorMeta layout = emptyLike(self.layout, dtype);
    input = RuntimeTensor{std::make_shared<Storage>(dtype, layout.storageExtent()), layout};
    copyElements(input, self);
  }
  if (isIntegral(dtype, /*include_bool=*/true)) { // exact, so the order is irrelevant
    TensorMeta out_view = input.layout;
    out_view.strides = out_strides;
    out_view.storage_offset = result.layout.storage_offset;
    out_view.dtype = dtype;
    walkTogether<2>(input.layout.sizes, {&out_view, &input.layout}, [&](const auto& at) {
      std::byte* out = result.element(at[0]);
      storeElement<int64_t>(out, dtype,
                            wrapAdd(loadElement<int64_t>(out, dtype),
                                    loadElement<int64_t>(input.element(at[1]), dtype)));
    });
    return;
  }
  ReduceGeometry geometry = reduceGeometry(input.layout, out_strides);
  auto run = [&](auto& cascade) {
    forEachSlice(geometry, input.layout.storage_offset, result.layout.storage_offset,
                 [&](auto... args) { cascade.slice(args...); });
  };
  if (dtype == DType::f64) {
    CascadeSum<double, 4> cascade(input, result);
    run(cascade);
  } else {
    CascadeSum<float, 8> cascade(input, result);
    run(cascade);
  }
}

std::vector<bool> reducedDims(const TensorMeta& self, const std::vector<int64_t>& dims) {
  std::vector<bool> reduced(static_cast<size_t>(self.dim()), dims.empty());
  for (int64_t dim : dims) {
    int64_t wrapped = wrapDim(dim, std::max<int64_t>(self.dim(), 1));
    if (self.dim() > 0) reduced[static_cast<size_t>(wrapped)] = true;
  }
  return reduced;
}

namespace {

void sumKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  std::vector<bool> reduced =
      reducedDims(self.layout, call.args().optionalIntList("dim").value_or(std::vector<int64_t>{}));
  sumInto(self, call.result(), reduced, call.args().boolArg("keepdim"));
}

// sum.default: sum.dim_IntList over every dim, the same reduction.
void sumAllKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  sumInto(self, call.result(), std::vector<bool>(static_cast<size_t>(self.layout.dim()), true),
          false);
}

// --- cumsum, cumprod ------------------------------------------------------------------------

// cumsum and cumprod run on self.to(result dtype) and accumulate sequentially along dim in
// at::acc_type<scalar_t, /*is_cuda=*/false> (cpu_cum_base_kernel): double for f32, float for
// bf16, i64 for integers (which wrap in a narrower result dtype), each running value rounded to
// the result's dtype only as it is stored.
void cumulativeKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  DType dtype = result.layout.dtype;
  if (self.layout.dim() == 0) return copyElements(result, self);
  const bool product = call.args().op().packet_name.starts_with("cumprod");
  int64_t dim = wrapDim(call.args().intArg("dim"), self.layout.dim());
  const int64_t length = self.layout.sizes[static_cast<size_t>(dim)];
  const int64_t in_step = self.layout.strides[static_cast<size_t>(dim)];
  const int64_t out_step = result.layout.strides[static_cast<size_t>(dim)];
  TensorMeta lines_in = self.layout, lines_out = result.layout;
  lines_in.sizes[static_cast<size_t>(dim)] = 1;
  lines_out.sizes[static_cast<size_t>(dim)] = 1;
  auto scan = [&](auto acc_tag) {
    using Acc = decltype(acc_tag);
    walkTogether<2>(lines_out.sizes, {&lines_out, &lines_in}, [&](const auto& at) {
      Acc running = product ? 1 : 0;
      for (int64_t i = 0; i < length; ++i) {
        // self.to(dtype) first: the element is rounded to the result's dtype, then widened.
        Acc x = elementAs<Acc>(self.element(at[1] + i * in_step), self.layout.dtype, dtype);
        running = product ? wrapMul(running, x) : wrapAdd(running, x);
        storeElement<Acc>(result.element(at[0] + i * out_step), dtype, running);
      }
    });
  };
  if (dtype == DType::f64 || dtype == DType::f32)
    scan(double{});
  else if (isFloating(dtype))
    scan(float{});
  else
    scan(int64_t{});
}

// --- mm, addmm -----------------------------------------------------------------------------

struct Matrix {
  const RuntimeTensor& tensor;
  int64_t rows() const { return tensor.layout.sizes[0]; }
  int64_t cols() const { return tensor.layout.sizes[1]; }
  int64_t stride(int d) const { return tensor.layout.strides[static_cast<size_t>(d)]; }
  template <typename T> T at(int64_t r, int64_t c) const {
    return loadElement<T>(
        tensor.element(tensor.layout.storage_offset + r * stride(0) + c * stride(1)),
        tensor.layout.dtype);
  }
};

template <typename T>
void gemm(const Matrix& mat1, const Matrix& mat2, const RuntimeTensor* self, T beta, T alpha,
          RuntimeTensor& result, const GemmPath& path) {
  const int64_t m = mat1.rows(), n = mat2.cols(), k = mat1.cols();
  const bool transpose_c = path.transpose_c, dot = path.dot_products;
  TensorMeta self_view;
  if (self) self_view = broadcastLayout(self->layout, result.layout.sizes);
  DType dtype = result.layout.dtype;
  // The operands converted once, mat1 by rows and mat2 by columns, each run contiguous: the
  // products and their order are the same as reading every element where it lies, a load (and
  // a dtype dispatch) per multiply-add less.
  std::vector<T> rows(static_cast<size_t>(m * k)), columns(static_cast<size_t>(n * k));
  for (int64_t p = 0; p < m; ++p)
    for (int64_t l = 0; l < k; ++l) rows[static_cast<size_t>(p * k + l)] = mat1.at<T>(p, l);
  for (int64_t q = 0; q < n; ++q)
    for (int64_t l = 0; l < k; ++l) columns[static_cast<size_t>(q * k + l)] = mat2.at<T>(l, q);
  for (int64_t p = 0; p < m; ++p) {
    for (int64_t q = 0; q < n; ++q) {
      T c_in = 0;
      if (self && beta != T(0))
        c_in = loadElement<T>(self->element(self_view.storage_offset + p * self_view.strides[0] +
                                            q * self_view.strides[1]),
                              dtype);
      // BLAS's (a, b) operands for this element: a from its first matrix, b from its second.
      const T* row = rows.data() + p * k; // data(), not [], when k is 0 and rows is empty
      const T* column = columns.data() + q * k;
      auto a = [&](int64_t l) { return transpose_c ? column[l] : row[l]; };
      auto b = [&](int64_t l) { return transpose_c ? row[l] : column[l]; };
      T c;
      if (k == 0 || alpha == T(0)) {
        c = beta == T(0) ? T(0) : beta == T(1) ? c_in : beta * c_in;
      } else if (dot) {
        T temp = 0;
        for (int64_t l = 0; l < k; ++l) temp += a(l) * b(l);
        c = beta == T(0) ? alpha * temp : alpha * temp + beta * c_in;
      } else {
        c = beta == T(0) ? T(0) : beta == T(1) ? c_in : beta * c_in;
        for (int64_t l = 0; l < k; ++l) c += (alpha * b(l)) * a(l);
      }
      storeElement<T>(result.element(result.layout.storage_offset + p * result.layout.strides[0] +
                                     q * result.layout.strides[1]),
                      dtype, c);
    }
  }
}

// Integer products wrap, so any order gives the same result.
void integerGemm(const Matrix& mat1, const Matrix& mat2, const RuntimeTensor* self, int64_t beta,
                 int64_t alpha, RuntimeTensor& result) {
  TensorMeta self_view;
  if (self) self_view = broadcastLayout(self->layout, result.layout.sizes);
  DType dtype = result.layout.dtype;
  for (int64_t p = 0; p < mat1.rows(); ++p) {
    for (int64_t q = 0; q < mat2.cols(); ++q) {
      int64_t dot = 0;
      for (int64_t l = 0; l < mat1.cols(); ++l)
        dot = wrapAdd(dot, wrapMul(mat1.at<int64_t>(p, l), mat2.at<int64_t>(l, q)));
      int64_t c = wrapMul(alpha, dot);
      if (self && beta != 0)
        c = wrapAdd(c, wrapMul(beta, loadElement<int64_t>(self->element(self_view.storage_offset +
                                                                        p * self_view.strides[0] +
                                                                        q * self_view.strides[1]),
                                                          dtype)));
      storeElement<int64_t>(result.element(result.layout.storage_offset +
                                           p * result.layout.strides[0] +
                                           q * result.layout.strides[1]),
                            dtype, c);
    }
  }
}

// The product on the path `path`: doubles for f64, floats for the other floating dtypes.
void matmulOnPath(const Matrix& mat1, const Matrix& mat2, const RuntimeTensor* self,
                  const ScalarValue& beta, const ScalarValue& alpha, RuntimeTensor& result,
                  const GemmPath& path) {
  DType dtype = result.layout.dtype;
  if (dtype == DType::f64)
    gemm<double>(mat1, mat2, self, parameterAs<double>(beta), parameterAs<double>(alpha), result,
                 path);
  else if (isFloating(dtype))
    gemm<float>(mat1, mat2, self, parameterAs<float>(beta), parameterAs<float>(alpha), result,
                path);
  else
    integerGemm(mat1, mat2, self, parameterAs<int64_t>(beta), parameterAs<int64_t>(alpha), result);
}

void matmul(KernelCall& call, const Matrix& mat1, const Matrix& mat2, const RuntimeTensor* self,
            const ScalarValue& beta, const ScalarValue& alpha) {
  matmulOnPath(mat1, mat2, self, beta, alpha, call.result(),
               gemmPath(mat1.tensor.layout, mat2.tensor.layout));
}

ScalarValue intValue(int64_t value) {
  ScalarValue scalar;
  scalar.int_value = value;
  return scalar;
}

void mmKernel(KernelCall& call) {
  matmul(call, Matrix{call.tensor("self")}, Matrix{call.tensor("mat2")}, nullptr, intValue(0),
         intValue(1));
}

void addmmKernel(KernelCall& call) {
  matmul(call, Matrix{call.tensor("mat1")}, Matrix{call.tensor("mat2")}, &call.tensor("self"),
         call.args().scalar("beta"), call.args().scalar("alpha"));
}

} // namespace

void referenceGemm(const RuntimeTensor& mat1, const RuntimeTensor& mat2, const RuntimeTensor* self,
                   const ScalarValue& beta, const ScalarValue& alpha, RuntimeTensor& result) {
  matmulOnPath(Matrix{mat1}, Matrix{mat2}, self, beta, alpha, result,
               gemmPath(mat1.layout, mat2.layout));
}

void referenceGemmInto(const RuntimeTensor& mat1, const RuntimeTensor& mat2,
                       const RuntimeTensor* self, const ScalarValue& beta, const ScalarValue& alpha,
                       RuntimeTensor& result) {
  matmulOnPath(Matrix{mat1}, Matrix{mat2}, self, beta, alpha, result,
               gemmPath(mat1.layout, mat2.layout, result.layout));
}

std::vector<KernelDefinition> reductionKernels() {
  return {
      {"sum.dim_IntList", sumKernel}, {"sum.default", sumAllKernel},
      {"cumsum", cumulativeKernel},   {"mm", mmKernel},
      {"addmm", addmmKernel},         {"cumprod", cumulativeKernel},
  };
}

} // namespace reinplace::oracle
