// _trilinear, which nn.Bilinear calls: zeros of the planned output size in i1's dtype
// (trilinear_geometry.h), then for each index k of the unrolled dim, sumproduct_pair(sumproduct_
// pair(i1_k, i2_k, sum_dims_12), i3_k, sum_dims_23) added into the output's slice k (or into the
// whole output when the unrolled dim is summed), then the summed dims squeezed: a contiguous
// result. The rule replays the products' shape and dtype checks as torch 1.13 meets them:
// - sumproduct_pair without sum dims is mul (broadcasting, promoting);
// - otherwise a dim summed on one side only is summed right away (integers and bool sum to
//   int64), dims of size > 1 on both sides must match ("non-broadcast dimensions must match"),
//   and the rest is one bmm, which wants equal dtypes and is not built for f16 or bool;
// - the slice must take the product (add_: broadcast into it, castable to its dtype).
// Nothing is computed when an input has no elements.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/elementwise_rules.h"
#include "core/meta/op_families.h"
#include "core/meta/trilinear_geometry.h"

#include <string>

namespace reinplace {
namespace {

// What the shape checks need of a tensor on the way: sizes and dtype.
TensorMeta summedAt(TensorMeta tensor, size_t dim) {
  tensor.sizes[dim] = 1;
  if (isIntegral(tensor.dtype, /*include_bool=*/true)) tensor.dtype = DType::i64;
  return contiguousMeta(tensor.dtype, tensor.sizes);
}

TensorMeta sumproductPairMeta(TensorMeta left, TensorMeta right,
                              const std::vector<int64_t>& sum_dims) {
  if (sum_dims.empty())
    return buildTensorIterator({iteratorInput(left), iteratorInput(right)}, binaryOpConfig())
        .output;
  std::vector<bool> summed(left.sizes.size(), false);
  for (int64_t dim : sum_dims) summed[static_cast<size_t>(dim)] = true;
  Shape out;
  for (size_t i = 0; i < left.sizes.size(); ++i) {
    const bool in_left = left.sizes[i] > 1, in_right = right.sizes[i] > 1;
    if (in_left && in_right && left.sizes[i] != right.sizes[i])
      throw MetaError("non-broadcast dimensions must match");
    if (summed[i]) {
      if (in_left && !in_right) left = summedAt(left, i);
      if (in_right && !in_left) right = summedAt(right, i);
      out.push_back(1);
    } else {
      out.push_back(in_left ? left.sizes[i] : right.sizes[i]);
    }
  }
  checkKernel("bmm", left.dtype, kNoHalfNoBool);
  if (left.dtype != right.dtype)
    throw MetaError("expected scalar type " + std::string(scalarTypeName(left.dtype)) +
                    " but found " + std::string(scalarTypeName(right.dtype)));
  return contiguousMeta(left.dtype, out);
}

void trilinearRule(MetaContext& ctx) {
  const TensorMeta& i1 = ctx.tensor("i1");
  TrilinearPlan plan =
      planTrilinear({&i1, &ctx.tensor("i2"), &ctx.tensor("i3")},
                    {ctx.intList("expand1"), ctx.intList("expand2"), ctx.intList("expand3")},
                    ctx.intList("sumdim"), ctx.intArg("unroll_dim"));
  const TensorMeta output = contiguousMeta(i1.dtype, plan.output_size);
  const bool unroll_summed = plan.summed[static_cast<size_t>(plan.unroll_dim)];
  // Every slice k meets the same checks as the first: they differ only in their offsets. So the
  // first stands for all (there may be 2^32 of them).
  if (!plan.any_empty && plan.unroll_size > 0) {
    std::array<TensorMeta, 3> slices;
    for (size_t n = 0; n < 3; ++n) slices[n] = narrowView(plan.operands[n], plan.unroll_dim, 0, 1);
    TensorMeta buffer = sumproductPairMeta(slices[0], slices[1], plan.sum_dims_12);
    buffer = sumproductPairMeta(buffer, slices[2], plan.sum_dims_23);
    const TensorMeta slice = unroll_summed ? output : narrowView(output, plan.unroll_dim, 0, 1);
    buildTensorIterator({iteratorInput(slice), iteratorInput(buffer)}, binaryOpConfig(), &slice);
  }
  ctx.setResult(contiguousMeta(i1.dtype, squeezedOutputSize(plan)));
}

} // namespace

std::vector<OpDefinition> trilinearOpDefinitions() {
  return {
      {"_trilinear(Tensor i1, Tensor i2, Tensor i3, int[] expand1, int[] expand2, int[] expand3, "
       "int[] sumdim, int unroll_dim=1) -> Tensor",
       trilinearRule},
  };
}

} // namespace reinplace
