// _trilinear as torch 1.13 computes it (trilinear_ops.cpp has the steps): zeros, then per
// unrolled index the two sumproduct_pairs added into the output slice (0 + x, so a -0.0 product
// comes out +0.0). sumproduct_pair is mul without sum dims; otherwise dims summed on one side
// only are summed first with sum's cascade (sum_reduction.h), and the rest is a bmm, computed as
// bmm's small-matrix loop does (below 400 multiply-adds per matrix): each output element a sum
// from 0 over the summed dims in row-major order, every product and addition in the element
// type. Larger matrices go through BLAS in torch, which associates the sum differently, so the
// value tests allow a relative difference there.

#include "core/meta/dim_args.h"
#include "core/meta/elementwise_rules.h"
#include "core/meta/trilinear_geometry.h"
#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/sum_reduction.h"

#include <array>

namespace reinplace::oracle {
namespace {

RuntimeTensor freshContiguous(DType dtype, const Shape& sizes) {
  TensorMeta layout = contiguousMeta(dtype, sizes);
  return RuntimeTensor{std::make_shared<Storage>(dtype, layout.storageExtent()), layout};
}

RuntimeTensor viewOf(const RuntimeTensor& tensor, const TensorMeta& layout) {
  return RuntimeTensor{tensor.storage, layout};
}

RuntimeOperand operandOf(const RuntimeTensor& tensor) {
  return RuntimeOperand{&tensor, {}};
}

// x.sum(dim, keepdim=True): integers and bool sum to int64.
RuntimeTensor sumKeepingDim(const RuntimeTensor& tensor, size_t dim) {
  Shape sizes = tensor.layout.sizes;
  sizes[dim] = 1;
  DType dtype = tensor.layout.dtype;
  if (isIntegral(dtype, /*include_bool=*/true)) dtype = DType::i64;
  RuntimeTensor out = freshContiguous(dtype, sizes);
  std::vector<bool> reduced(sizes.size(), false);
  reduced[dim] = true;
  sumInto(tensor, out, reduced, /*keepdim=*/true);
  return out;
}

// Row-major index over `sizes` at the dims listed, the others held at `index`.
template <typename Visit>
void forEachIndexOver(const std::vector<size_t>& dims, const Shape& sizes, Shape& index,
                      Visit&& visit) {
  Shape walked;
  for (size_t d : dims) walked.push_back(sizes[d]);
  const int64_t count = numelOf(walked); // 0 when any is, though the others be huge
  for (size_t d : dims) index[d] = 0;
  for (int64_t n = 0; n < count; ++n) {
    visit();
    for (size_t k = dims.size(); k-- > 0;) {
      if (++index[dims[k]] < sizes[dims[k]]) break;
      index[dims[k]] = 0;
    }
  }
}

int64_t offsetAt(const TensorMeta& layout, const Shape& index) {
  int64_t offset = layout.storage_offset;
  for (size_t d = 0; d < index.size(); ++d)
    if (layout.sizes[d] > 1) offset += index[d] * layout.strides[d];
  return offset;
}

RuntimeTensor sumproductPair(RuntimeTensor left, RuntimeTensor right,
                             const std::vector<int64_t>& sum_dims) {
  if (sum_dims.empty()) {
    IteratorResult it = buildTensorIterator(
        {iteratorInput(left.layout), iteratorInput(right.layout)}, binaryOpConfig());
    RuntimeTensor out = freshContiguous(it.output.dtype, it.output.sizes);
    mapElements<2>(out, {operandOf(left), operandOf(right)}, it.common_dtype,
                   [](auto a, auto b) { return wrapMul(a, b); });
    return out;
  }
  const size_t rank = left.layout.sizes.size();
  std::vector<bool> summed(rank, false);
  for (int64_t dim : sum_dims) summed[static_cast<size_t>(dim)] = true;
  std::vector<size_t> contracted, kept;
  Shape out_sizes(rank, 1);
  for (size_t i = 0; i < rank; ++i) {
    const bool in_left = left.layout.sizes[i] > 1, in_right = right.layout.sizes[i] > 1;
    if (summed[i]) {
      if (in_left && in_right)
        contracted.push_back(i);
      else if (in_left)
        left = sumKeepingDim(left, i);
      else if (in_right)
        right = sumKeepingDim(right, i);
    } else {
      out_sizes[i] = in_left ? left.layout.sizes[i] : right.layout.sizes[i];
      kept.push_back(i);
    }
  }
  const DType dtype = left.layout.dtype;
  RuntimeTensor out = freshContiguous(dtype, out_sizes);
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    auto step = [&](T value) {
      if constexpr (kIsInt<T>) {
        std::array<std::byte, 8> slot{};
        storeElement<int64_t>(slot.data(), dtype, value);
        return loadElement<int64_t>(slot.data(), dtype);
      } else {
        return roundThrough(dtype, value);
      }
    };
    Shape index(rank, 0);
    forEachIndexOver(kept, out_sizes, index, [&] {
      T sum = T(0);
      Shape inner = index;
      forEachIndexOver(contracted, left.layout.sizes, inner, [&] {
        const T x = loadElement<T>(left.element(offsetAt(left.layout, inner)), dtype);
        const T y = loadElement<T>(right.element(offsetAt(right.layout, inner)), dtype);
        sum = step(wrapAdd(sum, step(wrapMul(x, y))));
      });
      storeElement<T>(out.element(offsetAt(out.layout, index)), dtype, sum);
    });
  });
  return out;
}

void trilinearKernel(KernelCall& call) {
  const RuntimeTensor& i1 = call.tensor("i1");
  const RuntimeTensor& i2 = call.tensor("i2");
  const RuntimeTensor& i3 = call.tensor("i3");
  const MetaContext& args = call.args();
  const TrilinearPlan plan =
      planTrilinear({&i1.layout, &i2.layout, &i3.layout},
                    {args.intList("expand1"), args.intList("expand2"), args.intList("expand3")},
                    args.intList("sumdim"), args.intArg("unroll_dim"));
  RuntimeTensor& result = call.result();
  const DType dtype = result.layout.dtype;
  // The contiguous result seen with the summed dims still there (size 1, so same positions).
  TensorMeta unsqueezed = contiguousMeta(dtype, plan.output_size);
  unsqueezed.storage_offset = result.layout.storage_offset;
  RuntimeTensor output = viewOf(result, unsqueezed);
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    forEachOffset(output.layout,
                  [&](int64_t offset) { storeElement<T>(output.element(offset), dtype, T(0)); });
  });
  if (plan.any_empty) return;
  const std::array<const RuntimeTensor*, 3> inputs = {&i1, &i2, &i3};
  const bool unroll_summed = plan.summed[static_cast<size_t>(plan.unroll_dim)];
  for (int64_t k = 0; k < plan.unroll_size; ++k) {
    std::array<RuntimeTensor, 3> slices;
    for (size_t n = 0; n < 3; ++n)
      slices[n] = viewOf(*inputs[n],
                         narrowView(plan.operands[n], plan.unroll_dim, k * plan.slice_step[n], 1));
    RuntimeTensor buffer = sumproductPair(slices[0], slices[1], plan.sum_dims_12);
    buffer = sumproductPair(buffer, slices[2], plan.sum_dims_23);
    RuntimeTensor slice =
        unroll_summed ? output : viewOf(output, narrowView(output.layout, plan.unroll_dim, k, 1));
    const DType common =
        buildTensorIterator({iteratorInput(slice.layout), iteratorInput(buffer.layout)},
                            binaryOpConfig(), &slice.layout)
            .common_dtype;
    mapElements<2>(slice, {operandOf(slice), operandOf(buffer)}, common,
                   [](auto a, auto b) { return wrapAdd(a, b); });
  }
}

} // namespace

std::vector<KernelDefinition> trilinearKernels() {
  return {{"_trilinear", trilinearKernel}};
}

} // namespace reinplace::oracle
