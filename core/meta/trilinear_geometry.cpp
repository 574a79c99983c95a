#include "core/meta/trilinear_geometry.h"

#include "core/meta/dim_args.h"
#include "core/meta/meta_context.h"
#include "core/meta/view_geometry.h"

#include <string>

namespace reinplace {
namespace {

// at::dim_list_to_bitset.
std::vector<bool> dimBits(const std::vector<int64_t>& dims, int64_t rank) {
  std::vector<bool> bits(static_cast<size_t>(rank), false);
  for (int64_t dim : dims) {
    const size_t wrapped = static_cast<size_t>(maybeWrapDim(dim, rank));
    if (bits[wrapped])
      throw MetaError("dim " + std::to_string(wrapped) +
                      " appears multiple times in the list of dims");
    bits[wrapped] = true;
  }
  return bits;
}

} // namespace

TrilinearPlan planTrilinear(const std::array<const TensorMeta*, 3>& inputs,
                            const std::array<std::vector<int64_t>, 3>& expands,
                            const std::vector<int64_t>& sumdim, int64_t unroll_dim) {
  TrilinearPlan plan;
  plan.total_dim = inputs[0]->dim() + static_cast<int64_t>(expands[0].size());
  if (unroll_dim < 0 || unroll_dim >= plan.total_dim)
    throw MetaError("unroll_dim must be in [0," + std::to_string(plan.total_dim - 1) + "]");
  std::array<std::vector<bool>, 3> expanded;
  for (size_t k = 0; k < 3; ++k) expanded[k] = dimBits(expands[k], plan.total_dim);
  plan.summed = dimBits(sumdim, plan.total_dim);
  plan.unroll_dim = unroll_dim;
  for (size_t k = 0; k < 3; ++k) {
    plan.operands[k] = *inputs[k];
    plan.any_empty = plan.any_empty || inputs[k]->numel() == 0;
  }
  for (int64_t i = 0; i < plan.total_dim; ++i) {
    const size_t at = static_cast<size_t>(i);
    int64_t size = 0;
    for (size_t k = 0; k < 3; ++k) {
      TensorMeta& operand = plan.operands[k];
      if (expanded[k][at]) {
        maybeWrapDim(i, operand.dim() + 1);
        operand = unsqueezeView(operand, i);
      } else {
        size = operand.sizes[static_cast<size_t>(maybeWrapDim(i, operand.dim(), false))];
      }
    }
    if (plan.summed[at] && i != unroll_dim)
      (expanded[2][at] ? plan.sum_dims_12 : plan.sum_dims_23).push_back(i);
    plan.output_size.push_back(plan.summed[at] ? 1 : size);
    if (i == unroll_dim) plan.unroll_size = size;
  }
  for (size_t k = 0; k < 3; ++k)
    plan.slice_step[k] = expanded[k][static_cast<size_t>(unroll_dim)] ? 0 : 1;
  return plan;
}

Shape squeezedOutputSize(const TrilinearPlan& plan) {
  Shape sizes;
  for (size_t i = 0; i < plan.output_size.size(); ++i)
    if (!plan.summed[i]) sizes.push_back(plan.output_size[i]);
  return sizes;
}

} // namespace reinplace
