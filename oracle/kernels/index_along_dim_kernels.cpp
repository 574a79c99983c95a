// index_select, index_add, index_copy and index_fill, after torch 1.13's CPU kernels
// (index_select_out_cpu_, index_add_cpu_, index_copy_kernel, index_fill_kernel):
// - index_select copies slices; an index out of range raises the message of the path torch
//   takes: "INDICES element is out of DATA bounds, id=4 axis_dim=4" when it selects along dim
//   1 of a tensor with more dims (index_select_out_cpu_dim1_) or from an empty self, "index out
//   of range in self" otherwise;
// - index_add adds the source slices into self's in index order (duplicates accumulate in that
//   order, deterministically): through add_stub (a + alpha * b, fused for f32 / f64) when self
//   has more than one dim, else as `self += source * alpha` in the element type;
// - index_copy writes slices; two writes into one slice (a duplicate index) are an overlap
//   hazard here (torch leaves which lands to the loop order);
// - index_fill writes a value into the slices (negative indices count from the end;
//   duplicates write the same value); a value tensor's item() is converted with c10's check.

#include "core/meta/view_geometry.h"
#include "oracle/kernels/index_walk.h"

#include <set>

namespace reinplace::oracle {
namespace {

RuntimeTensor sliceOf(const RuntimeTensor& tensor, int64_t dim, int64_t index) {
  return RuntimeTensor{tensor.storage, selectView(tensor.layout, dim, index)};
}

void indexSelectKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor& index = call.tensor("index");
  RuntimeTensor& result = call.result();
  const int64_t dim = wrapDim(call.args().intArg("dim"), self.layout.dim());
  const std::vector<int64_t> indices = indexValues(index);
  if (self.layout.dim() <= 1) {
    const int64_t numel = self.layout.numel();
    for (int64_t i : indices)
      if (i < 0 || i >= numel) throw KernelError("index out of range in self");
    if (self.layout.dim() == 0) {
      copyElement(result, result.layout.storage_offset, self, self.layout.storage_offset);
      return;
    }
  } else if (!indices.empty()) {
    const int64_t size = self.layout.sizes[static_cast<size_t>(dim)];
    const bool checked_up_front = dim == 1 || self.layout.numel() == 0;
    for (int64_t i : indices)
      if (i < 0 || i >= size)
        throw KernelError(checked_up_front
                              ? "INDICES element is out of DATA bounds, id=" + std::to_string(i) +
                                    " axis_dim=" + std::to_string(size)
                              : "index out of range in self");
  }
  for (size_t i = 0; i < indices.size(); ++i) {
    RuntimeTensor to = sliceOf(result, dim, static_cast<int64_t>(i));
    const RuntimeTensor from = sliceOf(self, dim, indices[i]);
    forEachOffsetPair(to.layout, from.layout, [&](int64_t a, int64_t b) {
      copyElement(to, a, from, b);
      return true;
    });
  }
}

// A 0-dim tensor indexed along dim 0 behaves as a 1-d tensor of one element.
RuntimeTensor nonempty(const RuntimeTensor& tensor) {
  RuntimeTensor out{tensor.storage, tensor.layout};
  if (out.layout.dim() == 0) {
    out.layout.sizes = {1};
    out.layout.strides = {1};
  }
  return out;
}

void indexAddKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor source = nonempty(call.tensor("source"));
  RuntimeTensor& result = call.result();
  copyElements(result, self);
  const std::vector<int64_t> indices = indexValues(call.tensor("index"));
  if (indices.empty()) return;
  const RuntimeTensor out = nonempty(result);
  const DType dtype = out.layout.dtype;
  const bool sliced = self.layout.dim() > 1;
  const int64_t dim = wrapDim(call.args().intArg("dim"), self.layout.dim());
  const int64_t bound = sliced ? out.layout.sizes[static_cast<size_t>(dim)] : out.layout.numel();
  const ScalarValue alpha = call.args().scalar("alpha");
  withComputeType(dtype, [&](auto tag) {
    using T = decltype(tag);
    // add_stub reads alpha in the opmath type; the 1-d loop in the element type.
    const T factor = sliced ? parameterAs<T>(alpha) : scalarAs<T>(alpha, dtype);
    for (size_t i = 0; i < indices.size(); ++i) {
      const int64_t target = indices[i];
      if (target < 0 || target >= bound) throw KernelError("index out of range in self");
      const RuntimeTensor to = sliceOf(out, dim, target);
      const RuntimeTensor from = sliceOf(source, sliced ? dim : 0, static_cast<int64_t>(i));
      const TensorMeta from_layout = broadcastLayout(from.layout, to.layout.sizes);
      forEachOffsetPair(to.layout, from_layout, [&](int64_t a, int64_t b) {
        const T current = loadElement<T>(out.element(a), dtype);
        const T incoming = loadElement<T>(source.element(b), dtype);
        const T value = sliced ? addScaledLikeAddKernel(current, incoming, factor, dtype)
                               : wrapAdd(current, inElementType(dtype, wrapMul(incoming, factor)));
        storeElement<T>(result.element(a), dtype, value);
        return true;
      });
    }
  });
}

void indexCopyKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  const RuntimeTensor source = nonempty(call.tensor("source"));
  RuntimeTensor& result = call.result();
  copyElements(result, self);
  const std::vector<int64_t> indices = indexValues(call.tensor("index"));
  const RuntimeTensor out = nonempty(result);
  const int64_t dim = wrapDim(call.args().intArg("dim"), self.layout.dim());
  const int64_t size = out.layout.sizes[static_cast<size_t>(dim)];
  std::set<int64_t> written;
  for (size_t i = 0; i < indices.size(); ++i) {
    const int64_t target = indices[i];
    if (target < 0 || target >= size)
      throw KernelError("index_copy_(): index " + std::to_string(target) +
                        " is out of bounds for dimension " + std::to_string(dim) + " with size " +
                        std::to_string(size));
    RuntimeTensor to = sliceOf(out, dim, target);
    if (to.layout.numel() > 0 && !written.insert(target).second)
      throw OverlapHazardError("index_copy writes two slices of source into slice " +
                               std::to_string(target) + " along dim " + std::to_string(dim) +
                               " (a duplicate index): which write lands is up to the loop order");
    const RuntimeTensor from = sliceOf(source, dim, static_cast<int64_t>(i));
    forEachOffsetPair(to.layout, from.layout, [&](int64_t a, int64_t b) {
      copyElement(to, a, from, b);
      return true;
    });
  }
}

void indexFillKernel(KernelCall& call) {
  const RuntimeTensor& self = call.tensor("self");
  RuntimeTensor& result = call.result();
  copyElements(result, self);
  const DType dtype = result.layout.dtype;
  ScalarValue value;
  if (call.args().op().schema.overloadName() == "int_Tensor") {
    const RuntimeTensor* tensor = &call.tensor("value");
    checkItemConverts(*tensor, dtype);
    const std::byte* at = tensor->element(tensor->layout.storage_offset);
    if (isFloating(tensor->layout.dtype)) {
      value.kind = ScalarValue::Kind::Float;
      value.float_value = loadElement<double>(at, tensor->layout.dtype);
    } else {
      value.int_value = loadElement<int64_t>(at, tensor->layout.dtype);
    }
  } else {
    value = call.args().scalar("value");
  }
  const std::array<std::byte, 8> bytes = constantBytes(value, dtype);
  const RuntimeTensor out = nonempty(result);
  const int64_t dim = wrapDim(call.args().intArg("dim"), out.layout.dim());
  const int64_t size = out.layout.sizes[static_cast<size_t>(dim)];
  for (int64_t target : indexValues(call.tensor("index"))) {
    if (target < -size || target >= size)
      throw KernelError("index " + std::to_string(target) + " is out of bounds for dimension " +
                        std::to_string(dim) + " with size " + std::to_string(size));
    const RuntimeTensor to = sliceOf(out, dim, target < 0 ? target + size : target);
    forEachOffset(to.layout, [&](int64_t at) {
      std::memcpy(result.element(at), bytes.data(), static_cast<size_t>(itemSize(dtype)));
    });
  }
}

} // namespace

std::vector<KernelDefinition> indexAlongDimKernels() {
  return {
      {"index_select", indexSelectKernel},
      {"index_add", indexAddKernel},
      {"index_copy", indexCopyKernel},
      {"index_fill.int_Scalar", indexFillKernel},
      {"index_fill.int_Tensor", indexFillKernel},
  };
}

} // namespace reinplace::oracle
