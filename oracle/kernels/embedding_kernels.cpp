// embedding and embedding_dense_backward, after torch 1.13's CPU kernels:
// - embedding is index_select(weight, 0, indices.reshape(-1)): row copies; an index out of
//   range raises "index out of range in self";
// - embedding_dense_backward (embedding_dense_backward_cpu) starts from zeros and, for each
//   index in order, adds the matching row of grad (grad viewed as [indices.numel(), width]
//   in row-major order) into the row the index names, through add_stub with alpha = 1 or, with
//   scale_grad_by_freq, 1 / (how often the index occurs), computed in double and read in the
//   add kernel's type. padding_idx rows get nothing. torch skips an index outside
//   [0, num_weights) silently, unless scale_grad_by_freq, where counting it writes outside
//   its count array (undefined behaviour): the oracle reports that as an invalid graph.

#include "oracle/kernels/index_walk.h"

#include <map>

namespace reinplace::oracle {
namespace {

void embeddingKernel(KernelCall& call) {
  const RuntimeTensor& weight = call.tensor("weight");
  RuntimeTensor& result = call.result();
  const std::vector<int64_t> indices = indexValues(call.tensor("indices"));
  const int64_t rows = weight.layout.sizes[0], width = weight.layout.sizes[1];
  for (int64_t index : indices)
    if (index < 0 || index >= rows) throw KernelError("index out of range in self");
  // The result is contiguous: row i holds weight[indices[i]].
  const TensorMeta& out = result.layout;
  const size_t rank = out.sizes.size();
  const int64_t column_stride = out.strides[rank - 1];
  Shape position(rank - 1, 0);
  for (int64_t index : indices) {
    int64_t row_offset = out.storage_offset;
    for (size_t d = 0; d + 1 < rank; ++d) row_offset += position[d] * out.strides[d];
    for (int64_t j = 0; j < width; ++j)
      copyElement(result, row_offset + j * column_stride, weight,
                  weight.layout.storage_offset + index * weight.layout.strides[0] +
                      j * weight.layout.strides[1]);
    for (size_t d = rank - 1; d-- > 0;) {
      if (++position[d] < out.sizes[d]) break;
      position[d] = 0;
    }
  }
}

void embeddingBackwardKernel(KernelCall& call) {
  const RuntimeTensor& grad = call.tensor("grad_output");
  RuntimeTensor& result = call.result();
  const std::vector<int64_t> indices = indexValues(call.tensor("indices"));
  const int64_t num_weights = call.args().intArg("num_weights");
  const int64_t padding_idx = call.args().intArg("padding_idx");
  const bool scale_grad_by_freq = call.args().boolArg("scale_grad_by_freq");
  const DType dtype = result.layout.dtype;
  const TensorMeta& out = result.layout;
  const int64_t width = out.sizes[1];
  std::map<int64_t, int64_t> counts;
  if (scale_grad_by_freq) {
    for (int64_t index : indices) {
      if (index < 0 || index >= num_weights)
        throw KernelError("embedding_dense_backward: index " + std::to_string(index) +
                          " is outside [0, " + std::to_string(num_weights) +
                          ") with scale_grad_by_freq, where torch writes outside its count "
                          "array (undefined behaviour)");
      ++counts[index];
    }
  }
  const std::vector<int64_t> grad_offsets = elementOffsets(grad.layout);
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    forEachOffset(out, [&](int64_t at) { storeElement<T>(result.element(at), dtype, T(0)); });
    for (size_t i = 0; i < indices.size(); ++i) {
      const int64_t k = indices[i];
      if (k == padding_idx || k < 0 || k >= num_weights) continue;
      ScalarValue scale;
      scale.kind = ScalarValue::Kind::Float;
      scale.float_value = scale_grad_by_freq ? 1.0 / static_cast<double>(counts[k]) : 1.0;
      const T alpha = parameterAs<T>(scale);
      for (int64_t j = 0; j < width; ++j) {
        std::byte* slot =
            result.element(out.storage_offset + k * out.strides[0] + j * out.strides[1]);
        const T incoming = loadElement<T>(
            grad.element(grad_offsets[static_cast<size_t>(static_cast<int64_t>(i) * width + j)]),
            dtype);
        storeElement<T>(
            slot, dtype,
            addScaledLikeAddKernel(loadElement<T>(slot, dtype), incoming, alpha, dtype));
      }
    }
  });
}

} // namespace

std::vector<KernelDefinition> embeddingKernels() {
  return {
      {"embedding", embeddingKernel},
      {"embedding_dense_backward", embeddingBackwardKernel},
  };
}

} // namespace reinplace::oracle
