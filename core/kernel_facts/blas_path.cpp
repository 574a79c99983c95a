#include "core/kernel_facts/blas_path.h"

#include <algorithm>

namespace reinplace {

namespace {

GemmPath pathWith(const TensorMeta& mat1, const TensorMeta& mat2, bool transpose_c) {
  const int64_t m = mat1.sizes[0], n = mat2.sizes[1], k = mat1.sizes[1];
  GemmPath path;
  path.transpose_c = transpose_c;
  const TensorMeta& a = path.transpose_c ? mat2 : mat1;
  const int64_t a_rows = path.transpose_c ? n : m;
  const size_t major = path.transpose_c ? 1 : 0, minor = 1 - major;
  if (a.strides[major] == 1 && a.strides[minor] >= std::max<int64_t>(1, a_rows))
    path.dot_products = false;
  else if (a.strides[minor] == 1 && a.strides[major] >= std::max<int64_t>(1, k))
    path.dot_products = true;
  else
    path.dot_products = !path.transpose_c;
  return path;
}

} // namespace

GemmPath gemmPath(const TensorMeta& mat1, const TensorMeta& mat2) {
  return pathWith(mat1, mat2, mat2.sizes[1] != 1); // a fresh result's strides are {n, 1}
}

GemmPath gemmPath(const TensorMeta& mat1, const TensorMeta& mat2, const TensorMeta& result) {
  const Shape& sizes = result.sizes;
  const Shape& strides = result.strides;
  if (strides[0] == 1 && (sizes[1] == 1 || strides[1] >= std::max<int64_t>(1, sizes[0])))
    return pathWith(mat1, mat2, false);
  if (strides[1] == 1 && (sizes[0] == 1 || strides[0] >= std::max<int64_t>(1, sizes[1])))
    return pathWith(mat1, mat2, true);
  return pathWith(mat1, mat2, false);
}

bool batchedProductTakesGemm(const TensorMeta& batch1, const TensorMeta& batch2) {
  if (batch1.dim() != 3 || batch2.dim() != 3) return true;
  int64_t per_row = 0, products = 0;
  return __builtin_mul_overflow(batch1.sizes[1], batch1.sizes[2], &per_row) ||
         __builtin_mul_overflow(per_row, batch2.sizes[2], &products) || products >= 400;
}

bool batchedGemmExact(DType dtype, std::optional<double> beta, std::optional<double> alpha) {
  if (isIntegral(dtype, /*include_bool=*/true)) return true;
  return (dtype == DType::f32 || dtype == DType::f64) && beta && *beta == 0.0 && alpha &&
         *alpha == 1.0;
}

} // namespace reinplace
