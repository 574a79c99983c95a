// Properties of the TensorIterator port that hold for any input layout, checked on random ones.

#include "core/meta/builtin_registry.h"
#include "core/meta/layout.h"
#include "core/meta/meta_propagation.h"
#include "core/meta/tensor_iterator_layout.h"
#include "core/ops/op_registry.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <memory>
#include <numeric>

namespace reinplace {
namespace {

DType genDType() {
  return static_cast<DType>(*rc::gen::inRange<int>(0, kNumDTypes));
}

// A dense tensor whose dims are laid out in a random order (a permute of a contiguous tensor).
TensorMeta genPermutedDense() {
  int rank = *rc::gen::inRange(1, 5);
  TensorMeta meta;
  meta.dtype = genDType();
  meta.sizes = *rc::gen::container<Shape>(rank, rc::gen::inRange<int64_t>(2, 6));
  std::vector<int64_t> order(rank); // order[0] is the outermost dim in memory
  std::iota(order.begin(), order.end(), 0);
  for (int i = rank - 1; i > 0; --i) std::swap(order[i], order[*rc::gen::inRange(0, i + 1)]);
  meta.strides.assign(rank, 0);
  int64_t stride = 1;
  for (int i = rank - 1; i >= 0; --i) {
    meta.strides[order[i]] = stride;
    stride *= meta.sizes[order[i]];
  }
  return meta;
}

// The meta propagation gives `op` applied to an input laid out as `input` (plus literal args).
TensorMeta metaOfCall(const char* op, const TensorMeta& input, std::vector<Arg> extra_args) {
  Graph graph;
  Node* x = graph.addPlaceholder("x");
  x->annotation = std::make_unique<MetaAnnotation>(MetaAnnotation{input, true, true});
  std::vector<Arg> args = {Arg::ofNode(x)};
  for (Arg& arg : extra_args) args.push_back(std::move(arg));
  Node* call = graph.addCall(builtinRegistry().find(op), std::move(args), {}, "y");
  graph.setOutput(Arg::ofNode(call));
  propagateMeta(graph);
  return call->tensorMeta();
}

// A dense input keeps its strides through clone and through any elementwise op, whether
// TensorIterator takes its fast path (one input) or sorts dims by stride (a Python number next
// to the tensor rules the fast path out).
RC_GTEST_PROP(PointwiseLayoutProperty, DensePermutedInputKeepsItsStridesThroughElementwiseOps, ()) {
  TensorMeta x = genPermutedDense();
  RC_TAG(x.dim());
  std::vector<const TensorMeta*> inputs = {&x};
  RC_ASSERT(iteratorOutputLayout(inputs, x.dtype).strides == x.strides);
  RC_ASSERT(metaOfCall("clone", x, {}).strides == x.strides);
  RC_ASSERT(metaOfCall("mul.Tensor", x, {Arg::ofDouble(1.5)}).strides == x.strides);
  if (x.dtype != DType::f16) RC_ASSERT(metaOfCall("sigmoid", x, {}).strides == x.strides);
  if (x.dtype != DType::b8) RC_ASSERT(metaOfCall("neg", x, {}).strides == x.strides);
}

// Whatever the inputs' strides (broadcast, overlapping, sliced, empty), the output TensorIterator
// allocates has the broadcast shape and is non-overlapping and dense.
RC_GTEST_PROP(PointwiseLayoutProperty, AllocatedOutputIsDenseWithTheBroadcastShape, ()) {
  int rank = *rc::gen::inRange(0, 5);
  Shape full = *rc::gen::container<Shape>(rank, rc::gen::inRange<int64_t>(0, 5));
  int count = *rc::gen::inRange(1, 4);
  std::vector<TensorMeta> metas(count);
  for (TensorMeta& meta : metas) {
    int dropped = *rc::gen::inRange(0, rank + 1);
    for (int d = dropped; d < rank; ++d)
      meta.sizes.push_back(*rc::gen::inRange(0, 4) == 0 ? 1 : full[d]);
    meta.strides = *rc::gen::container<Shape>(meta.sizes.size(), rc::gen::inRange<int64_t>(0, 13));
  }
  std::vector<const TensorMeta*> inputs;
  for (const TensorMeta& meta : metas) inputs.push_back(&meta);
  Shape shape = iteratorShape(inputs);
  TensorMeta out = iteratorOutputLayout(inputs, DType::f32);
  RC_ASSERT(out.sizes == shape);
  RC_ASSERT(out.storage_offset == 0);
  RC_ASSERT(out.isNonOverlappingAndDense());
  RC_ASSERT(out.storageExtent() == out.numel());
}

// Promotion never moves a dtype to a lower category (float > integral > bool), so the promoted
// dtype can hold either operand, and an in-place op that may store the promoted result into
// self may store the other operand's dtype too.
RC_GTEST_PROP(PromotionProperty, PromotedDTypeCanBeCastFromBothOperands, ()) {
  DType a = genDType();
  DType b = genDType();
  DType promoted = promoteTypes(a, b);
  RC_ASSERT(canCast(a, promoted));
  RC_ASSERT(canCast(b, promoted));
  if (canCast(promoted, a)) RC_ASSERT(canCast(b, a));
}

} // namespace
} // namespace reinplace
