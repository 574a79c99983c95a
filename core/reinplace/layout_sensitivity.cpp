#include "core/reinplace/layout_sensitivity.h"

namespace reinplace {

bool dependsOnLayout(const Node* user) {
  if (user->kind != NodeKind::Call) return false;
  // An op known only by its schema may read strides for all anyone knows.
  if (!user->op->meta_rule) return true;
  const std::string& name = user->op->qualified_name;
  // View-like ops reinterpret strides; resize keeps the storage and lays it out contiguously.
  // A sum's association order follows its input's strides (TensorIterator orders the reduced
  // dims by stride), and a matrix product's follows the transposes BLAS is called with, so
  // their floating-point results change in the last bits with the layout. torch 1.13 hands a
  // contiguous f32 gelu / gelu_backward input to oneDNN (another erf), and _softmax_backward_data
  // reads `output`'s memory as if it were contiguous, as native_layer_norm_backward reads `mean`
  // and `rstd`. native_group_norm rejects an input that is not dense in its suggested memory
  // format.
  return name == "view.default" || name == "_unsafe_view.default" || name == "as_strided.default" ||
         name == "as_strided_scatter.default" || name == "as_strided_.default" ||
         name == "resize.default" || name == "resize_.default" || name == "sum.dim_IntList" ||
         name == "mm.default" || name == "addmm.default" || name == "addmm_.default" ||
         name == "gelu.default" || name == "gelu_.default" || name == "gelu_backward.default" ||
         name == "_softmax_backward_data.default" || name == "native_group_norm.default" ||
         name == "native_layer_norm_backward.default";
}

// as_strided's storage offset is absolute. A scatter applies it to a fresh copy of its base (offset
// 0, the base's strides when dense), so replaying it on the base itself addresses the same
// elements only when the base is dense and starts at offset 0.
bool asStridedAddressesAlike(const OpInfo& scatter, const TensorMeta& base) {
  if (scatter.scattered_view == nullptr || scatter.scattered_view->packet_name != "as_strided")
    return true;
  return base.storage_offset == 0 && base.isNonOverlappingAndDense();
}

} // namespace reinplace
