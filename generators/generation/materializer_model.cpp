// The Model step family: view shapes real models produce, which random steps rarely draw.
//
// torch 1.13 traces `reshape` as _reshape_alias with the strides it computed for the input's
// layout at trace time when a view would do, and as clone + _unsafe_view otherwise. Those
// strides are baked into the graph: a rewrite that lays the input out anew (in place into a
// strided view) leaves _reshape_alias reading other positions. Every vision transformer's
// attention has the shape: one projection split into q, k and v by view -> permute -> select,
// pointwise on one piece (q * scale), then expand -> _reshape_alias -> bmm.
//
// Variants (Step::op):
// - a reshape of any value as traced (flattening, or splitting its first dim);
// - pointwise on a strided view of a fresh value (a row, a column, a transpose), reshaped as
//   traced;
// - attention: a [B*N, C] x [C, 3*H*D] projection of new inputs, viewed as [B, N, 3, H, D] and
//   permuted to [3, B, H, N, D]; one piece is scaled (or shifted, or rectified) and multiplied
//   with another piece transposed, each reshaped to [B*H, ., .] as torch traces it.

#include "generators/generation/step_families.h"

#include <array>

namespace reinplace::gen {
namespace {

// `value` reshaped to `shape` as torch 1.13 traces reshape: _reshape_alias with the strides view
// would give, where view would do; else a contiguous clone and _unsafe_view.
Node* tracedReshape(GraphBuilder& graph, Node* value, const Shape& shape) {
  if (Node* view = graph.call("view.default", {Arg::ofNode(value), shapeArg(shape)})) {
    Shape strides = metaOf(view).strides;
    graph.forgetNewest();
    graph.discard(view);
    return graph.call("_reshape_alias.default",
                      {Arg::ofNode(value), shapeArg(shape), shapeArg(strides)});
  }
  Node* copy = graph.call("clone.default", {Arg::ofNode(value)},
                          {{"memory_format", Arg(MemoryFormat::contiguous_format)}});
  return copy ? graph.call("_unsafe_view.default", {Arg::ofNode(copy), shapeArg(shape)}) : nullptr;
}

// q * scale, q + 1, or relu(q): the pointwise op on one piece.
Node* pointwise(GraphBuilder& graph, Node* piece, uint8_t which) {
  switch (which % 3) {
  case 0:
    return graph.call("mul.Tensor", {Arg::ofNode(piece), Arg::ofDouble(0.5)});
  case 1:
    return graph.call("add.Tensor", {Arg::ofNode(piece), Arg::ofInt(1)});
  default:
    return graph.call("relu.default", {Arg::ofNode(piece)});
  }
}

void attention(GraphBuilder& graph, const Step& step) {
  const int64_t batch = 1 + step.x % 2, tokens = 1 + step.x / 2 % 4, heads = 1 + step.y % 2,
                depth = 1 + step.y / 2 % 3, channels = 1 + step.z % 4;
  Node* x = graph.input("x", contiguousMeta(DType::f32, {batch * tokens, channels}));
  Node* w = graph.input("w", contiguousMeta(DType::f32, {channels, 3 * heads * depth}));
  Node* qkv = graph.call("mm.default", {Arg::ofNode(x), Arg::ofNode(w)});
  if (!qkv) return;
  Node* split =
      graph.call("view.default", {Arg::ofNode(qkv), shapeArg({batch, tokens, 3, heads, depth})});
  if (!split) return;
  Node* permuted = graph.call("permute.default", {Arg::ofNode(split), shapeArg({2, 0, 3, 1, 4})});
  if (!permuted) return;
  const int64_t updated = step.z / 4 % 3, other = (updated + 1 + step.z / 12 % 2) % 3;
  Node* piece =
      graph.call("select.int", {Arg::ofNode(permuted), Arg::ofInt(0), Arg::ofInt(updated)});
  Node* second =
      graph.call("select.int", {Arg::ofNode(permuted), Arg::ofInt(0), Arg::ofInt(other)});
  if (!piece || !second) return;
  Node* changed = pointwise(graph, piece, step.op / 4);
  if (!changed) return;
  Node* transposed =
      graph.call("transpose.int", {Arg::ofNode(second), Arg::ofInt(-2), Arg::ofInt(-1)});
  if (!transposed) return;
  Node* left =
      graph.call("expand.default", {Arg::ofNode(changed), shapeArg({batch, heads, tokens, depth})});
  Node* left_3d = left ? tracedReshape(graph, left, {batch * heads, tokens, depth}) : nullptr;
  Node* right = graph.call("expand.default",
                           {Arg::ofNode(transposed), shapeArg({batch, heads, depth, tokens})});
  Node* right_3d = right ? tracedReshape(graph, right, {batch * heads, depth, tokens}) : nullptr;
  if (!left_3d || !right_3d) return;
  graph.call("bmm.default", {Arg::ofNode(left_3d), Arg::ofNode(right_3d)});
}

// A strided view of a fresh copy of `value`: a row, a column, or a transpose.
Node* stridedPiece(GraphBuilder& graph, Node* value, uint8_t which) {
  if (rankOf(value) < 2) return nullptr;
  Node* fresh = graph.call("clone.default", {Arg::ofNode(value)});
  if (!fresh) return nullptr;
  switch (which % 3) {
  case 0:
    return graph.call("select.int", {Arg::ofNode(fresh), Arg::ofInt(0), Arg::ofInt(0)});
  case 1:
    return graph.call("select.int", {Arg::ofNode(fresh), Arg::ofInt(1), Arg::ofInt(0)});
  default:
    return graph.call("transpose.int", {Arg::ofNode(fresh), Arg::ofInt(0), Arg::ofInt(1)});
  }
}

// Flattened, or its first dim split in two where it is even.
Shape reshapedShape(const TensorMeta& meta, uint8_t which) {
  if (which % 2 == 0 || meta.dim() == 0 || meta.sizes[0] % 2 != 0) return {meta.numel()};
  Shape shape = meta.sizes;
  shape[0] /= 2;
  shape.insert(shape.begin(), 2);
  return shape;
}

} // namespace

// Smaller variants first: RapidCheck shrinks Step::op toward 0, and so toward fewer calls.
void modelStep(GraphBuilder& graph, const Step& step) {
  switch (step.op % 3) {
  case 0: {
    Node* value = graph.pick(step.a);
    tracedReshape(graph, value, reshapedShape(metaOf(value), step.z));
    return;
  }
  case 1: {
    Node* piece = stridedPiece(graph, graph.pick(step.a), step.x);
    Node* changed = piece ? pointwise(graph, piece, step.y) : nullptr;
    if (changed) tracedReshape(graph, changed, reshapedShape(metaOf(changed), step.z));
    return;
  }
  default:
    return attention(graph, step);
  }
}

} // namespace reinplace::gen
