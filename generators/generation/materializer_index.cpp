// The Index step family: index_select, index.Tensor, repeat_interleave, index_add, index_reduce,
// index_copy, index_fill, gather, the scatters, index_put, masked_scatter and put, on indices that
// are always valid (gather and the scatters also on topk's or argsort's indices of self).
// Out-of-range indices raise in torch, so a graph holding one would judge nothing; duplicates are
// made only where the op's result does not depend on the order of writes (oracle: index_copy,
// scatter of src and put without accumulate with duplicates are an overlap hazard; index_put
// without accumulate keeps the last write).
//
// Indices are int64 vectors of length n into a dim of size m, made in the graph
// (arange forward, shifted or backward; arange modulo k; a constant) or a graph input, which the
// oracle fills with values in range because it only indexes (oracle/inputs/index_inputs.h).
// gather and the scatters take the vector viewed along their dim and expanded over the others,
// so each line along the dim holds the vector's values: a permutation stays one in every line.

#include "generators/generation/step_families.h"

#include <array>
#include <string>

namespace reinplace::gen {
namespace {

enum class Duplicates : uint8_t { Never, Allowed };
// Whether the index may be a graph input: only where the oracle knows the op indexes with it
// (oracle/inputs/index_inputs.h; not index_put), and only for ops that allow duplicates.
enum class InputIndex : uint8_t { No, Allowed };

// The vector viewed along `dim` of a tensor of `shape` (with the vector's length at `dim`) and
// expanded to it.
Node* indexAlong(GraphBuilder& graph, Node* vector, const Shape& shape, int64_t dim) {
  Shape unit(shape.size(), 1);
  unit[static_cast<size_t>(dim)] = shape[static_cast<size_t>(dim)];
  Node* line = graph.call("view", {Arg::ofNode(vector), shapeArg(unit)});
  return line ? graph.call("expand", {Arg::ofNode(line), shapeArg(shape)}) : nullptr;
}

// An int64 index of `shape` whose values along `dim` index a dim of size `m`; null when none
// fits (m == 0, or more distinct indices wanted than there are).
Node* indexTensor(GraphBuilder& graph, const Shape& shape, int64_t dim, int64_t m, uint8_t byte,
                  Duplicates duplicates, InputIndex input = InputIndex::Allowed) {
  const int64_t n = shape[static_cast<size_t>(dim)];
  if (m < 1 || n < 1) return nullptr;
  if (duplicates == Duplicates::Never && n > m) return nullptr;
  const int styles = duplicates == Duplicates::Never ? 3 : input == InputIndex::Allowed ? 6 : 5;
  int style = byte % styles;
  if (n > m && style < 3) style += 3; // not enough distinct positions
  if (style >= styles) style = 3;
  Node* vector = nullptr;
  switch (style) {
  case 0:
    vector = graph.call("arange", {Arg::ofInt(n)});
    break;
  case 1: // the last n positions
    vector = graph.call("arange.start", {Arg::ofInt(m - n), Arg::ofInt(m)});
    break;
  case 2: // backward from the last position
    vector =
        graph.call("arange.start_step", {Arg::ofInt(m - 1), Arg::ofInt(m - 1 - n), Arg::ofInt(-1)});
    break;
  case 3: { // 0, 1, ..., k-1, 0, 1, ...
    Node* ramp = graph.call("arange", {Arg::ofInt(n)});
    int64_t k = 1 + (byte / 6) % m;
    vector = ramp ? graph.call("remainder.Scalar", {Arg::ofNode(ramp), Arg::ofInt(k)}) : nullptr;
    break;
  }
  case 4:
    vector = graph.call("full", {Arg::ofInts({n}), Arg::ofInt((byte / 6) % m)},
                        {{"dtype", Arg(DType::i64)}});
    break;
  default: // values in [0, m) from the oracle, duplicates likely
    return graph.input("index", contiguousMeta(DType::i64, shape));
  }
  if (!vector || shape.size() == 1) return vector;
  return indexAlong(graph, vector, shape, dim);
}

Node* indexVector(GraphBuilder& graph, int64_t n, int64_t m, uint8_t byte, Duplicates duplicates,
                  InputIndex input = InputIndex::Allowed) {
  return indexTensor(graph, {n}, 0, m, byte, duplicates, input);
}

Shape withSize(Shape sizes, int64_t dim, int64_t size) {
  sizes[static_cast<size_t>(dim)] = size;
  return sizes;
}

// What index_add / index_copy add or copy: slices of self picked by another index vector (a read
// of self), self itself when the sizes allow (self repeated), or another value of that shape.
Node* sourceFor(GraphBuilder& graph, Node* self, int64_t dim, int64_t n, uint8_t byte) {
  const TensorMeta& meta = metaOf(self);
  int64_t m = meta.sizes[static_cast<size_t>(dim)];
  if (byte % 3 == 1 && n == m) return self;
  if (byte % 3 == 2) {
    TensorMeta wanted = meta;
    wanted.sizes = withSize(meta.sizes, dim, n);
    if (Node* other = graph.sameShapeValue(wanted, self)) return other;
  }
  Node* picks = indexVector(graph, n, m, static_cast<uint8_t>(byte / 3), Duplicates::Allowed);
  return picks
             ? graph.call("index_select", {Arg::ofNode(self), Arg::ofInt(dim), Arg::ofNode(picks)})
             : nullptr;
}

Arg reduceArg(uint8_t byte) {
  return Arg(std::string(byte % 2 ? "multiply" : "add"));
}

// scatter_reduce.two's and index_reduce's reductions: every one folds duplicates in a fixed
// order in torch 1.13's CPU kernels.
Arg newReduceArg(uint8_t byte) {
  static constexpr std::array<const char*, 5> kReduce = {"sum", "prod", "mean", "amax", "amin"};
  return Arg(std::string(kReduce[byte % kReduce.size()]));
}

// An index the program computes from self's values, as a user's program does (issue 31 item 7:
// topk's indices fed to a scatter): topk's indices along dim (n distinct positions per line,
// largest or smallest first) or, when n == m, argsort's (a permutation per line). Null where
// topk or argsort rejects self (topk takes no bool or f16) or n > m.
Node* rankedIndex(GraphBuilder& graph, Node* self, int64_t dim, int64_t n, uint8_t byte) {
  const int64_t m = metaOf(self).sizes[static_cast<size_t>(dim)];
  if (n > m) return nullptr;
  const Arg s = Arg::ofNode(self), d = Arg::ofInt(dim), ordered = Arg::ofBool(byte % 2 == 0);
  if (n == m && byte / 2 % 2) return graph.call("argsort", {s, d, ordered});
  Node* topk = graph.call("topk", {s, Arg::ofInt(n), d, ordered});
  return topk ? graph.item(topk, 1) : nullptr;
}

// gather and the scatters: an index of self's shape with n along dim.
void gatherScatter(GraphBuilder& graph, Node* self, int64_t dim, int64_t n, const Step& step) {
  const TensorMeta& meta = metaOf(self);
  const int64_t m = meta.sizes[static_cast<size_t>(dim)];
  const int variant = step.op / 8 % 6;
  // scatter of src writes each index position once: a permutation (of a part) per line
  Duplicates duplicates = variant == 1 ? Duplicates::Never : Duplicates::Allowed;
  Node* index = step.y / 32 % 4 == 3 ? rankedIndex(graph, self, dim, n, step.z) : nullptr;
  if (!index) index = indexTensor(graph, withSize(meta.sizes, dim, n), dim, m, step.z, duplicates);
  if (!index) return;
  Arg s = Arg::ofNode(self), d = Arg::ofInt(dim), i = Arg::ofNode(index);
  // src: self (when the index fits in it: self repeated), or what gather reads at the index
  auto src = [&]() -> Node* {
    if (n <= m && step.y / 8 % 2 == 0) return self;
    return graph.call("gather", {s, d, i});
  };
  Node* from = nullptr;
  switch (variant) {
  case 0:
    graph.call("gather", {s, d, i});
    return;
  case 1:
    if ((from = src())) graph.call("scatter.src", {s, d, i, Arg::ofNode(from)});
    return;
  case 2:
    graph.call("scatter.value", {s, d, i, scalarArg(step.x)});
    return;
  case 3:
    if ((from = src())) graph.call("scatter_add", {s, d, i, Arg::ofNode(from)});
    return;
  case 4:
    if (!(from = src())) return;
    if (step.y / 16 % 2)
      graph.call("scatter_reduce.two", {s, d, i, Arg::ofNode(from), newReduceArg(step.x)},
                 {{"include_self", Arg::ofBool(step.x / 8 % 2 == 0)}});
    else
      graph.call("scatter.reduce", {s, d, i, Arg::ofNode(from)}, {{"reduce", reduceArg(step.x)}});
    return;
  default:
    graph.call("scatter.value_reduce", {s, d, i, scalarArg(step.x)},
               {{"reduce", reduceArg(step.x / 4)}});
    return;
  }
}

// A one-element value of self's dtype (index_put's masked_fill path, index_fill's value tensor).
Node* scalarTensor(GraphBuilder& graph, const Node* like, uint8_t byte) {
  return graph.call("full", {Arg::ofInts({}), scalarArg(byte)},
                    {{"dtype", Arg(metaOf(like).dtype)}});
}

// index_put with one index on dim 0, one on dim 1 (None before it), both, or a bool mask.
void indexPut(GraphBuilder& graph, Node* self, const Step& step) {
  const TensorMeta& meta = metaOf(self);
  const int64_t rank = meta.dim();
  const bool accumulate = step.y / 8 % 2;
  const Duplicates duplicates = accumulate ? Duplicates::Allowed : Duplicates::Never;
  const int64_t n = 1 + step.y % 4;
  Arg s = Arg::ofNode(self);
  std::vector<Arg> indices;
  Node* values = nullptr;
  switch (step.op / 8 % 4) {
  case 0:
  case 1: { // self[idx] (+)= values; values are self's rows at other indices, or one number
    int64_t dim = step.op / 8 % 2 == 1 && rank >= 2 ? 1 : 0;
    Node* idx = indexVector(graph, n, meta.sizes[static_cast<size_t>(dim)], step.z, duplicates,
                            InputIndex::No);
    if (!idx) return;
    if (dim == 1) indices.push_back(Arg::none());
    indices.push_back(Arg::ofNode(idx));
    values = step.x % 2 ? scalarTensor(graph, self, step.x / 2)
                        : sourceFor(graph, self, dim, n, static_cast<uint8_t>(step.x / 2));
    break;
  }
  case 2: { // self[idx0, idx1]: pairs of a vector that never repeats and one that may
    if (rank < 2) return;
    Node* first = indexVector(graph, n, meta.sizes[0], step.z, Duplicates::Never);
    Node* second =
        first ? indexVector(graph, n, meta.sizes[1], step.x, Duplicates::Allowed, InputIndex::No)
              : nullptr;
    if (!second) return;
    indices = {Arg::ofNode(first), Arg::ofNode(second)};
    values = scalarTensor(graph, self, step.x / 8);
    break;
  }
  default: { // self[mask] (+)= number
    static constexpr std::array<const char*, 3> kCompare = {"gt.Scalar", "lt.Scalar", "ne.Scalar"};
    Node* mask = graph.call(kCompare[step.z % 3], {s, Arg::ofInt(0)});
    if (!mask) return;
    indices.push_back(Arg::ofNode(mask));
    values = scalarTensor(graph, self, step.x);
    break;
  }
  }
  if (!values) return;
  graph.call("index_put",
             {s, Arg::ofList(std::move(indices)), Arg::ofNode(values), Arg::ofBool(accumulate)});
}

// put(self, index, source, accumulate): source is n slices of self along dim (sourceFor), the
// index as many flat positions of self, distinct unless put accumulates.
void put(GraphBuilder& graph, Node* self, int64_t dim, int64_t n, const Step& step) {
  Node* source = sourceFor(graph, self, dim, n, step.y / 4);
  if (!source) return;
  const bool accumulate = step.z / 64 % 2;
  Node* idx = indexVector(graph, metaOf(source).numel(), metaOf(self).numel(), step.z,
                          accumulate ? Duplicates::Allowed : Duplicates::Never);
  if (idx)
    graph.call("put",
               {Arg::ofNode(self), Arg::ofNode(idx), Arg::ofNode(source), Arg::ofBool(accumulate)});
}

// masked_scatter(self, self > 0 (or < 0, != 0), source): source is self (exactly as many
// elements as the mask) or another value of its shape.
void maskedScatter(GraphBuilder& graph, Node* self, const Step& step) {
  static constexpr std::array<const char*, 3> kCompare = {"gt.Scalar", "lt.Scalar", "ne.Scalar"};
  Node* mask = graph.call(kCompare[step.z % 3], {Arg::ofNode(self), Arg::ofInt(0)});
  if (!mask) return;
  Node* other = step.y / 32 % 2 ? graph.sameShapeValue(metaOf(self), self) : nullptr;
  graph.call("masked_scatter",
             {Arg::ofNode(self), Arg::ofNode(mask), Arg::ofNode(other ? other : self)});
}

} // namespace

void indexStep(GraphBuilder& graph, const Step& step) {
  Node* self = graph.pick(step.a);
  const TensorMeta& meta = metaOf(self);
  const int64_t rank = meta.dim();
  if (rank == 0) return;
  const int64_t dim = step.x % rank;
  const int64_t m = meta.sizes[static_cast<size_t>(dim)];
  const int64_t n = 1 + step.y % 4;
  Arg s = Arg::ofNode(self), d = Arg::ofInt(dim);
  switch (step.op % 8) {
  case 0: { // index_select, or self[:, ..., idx] (index.Tensor, None before the indexed dim)
    if (step.x / 32 % 4 == 3) {
      // Each slice along dim repeated 1 to 3 times: repeat_interleave.self_int, whose sizes are
      // static (a repeats tensor's sum would be data).
      graph.call("repeat_interleave.self_int", {s, Arg::ofInt(1 + step.z % 3), d});
      return;
    }
    Node* idx = indexVector(graph, n, m, step.z, Duplicates::Allowed);
    if (!idx) return;
    if (step.y / 4 % 2 == 0) {
      graph.call("index_select", {s, d, Arg::ofNode(idx)});
      return;
    }
    std::vector<Arg> indices(static_cast<size_t>(dim), Arg::none());
    indices.push_back(Arg::ofNode(idx));
    graph.call("index.Tensor", {s, Arg::ofList(std::move(indices))});
    return;
  }
  case 1: { // duplicates accumulate in index order
    Node* idx = indexVector(graph, n, m, step.z, Duplicates::Allowed);
    Node* source = idx ? sourceFor(graph, self, dim, n, step.y / 4) : nullptr;
    if (!source) return;
    if (step.x / 32 % 2) {
      static constexpr std::array<const char*, 4> kReduce = {"prod", "mean", "amax", "amin"};
      graph.call(
          "index_reduce",
          {s, d, Arg::ofNode(idx), Arg::ofNode(source), Arg(std::string(kReduce[step.y / 16 % 4]))},
          {{"include_self", Arg::ofBool(step.z / 64 % 2 == 0)}});
      return;
    }
    if (step.y / 16 % 2)
      graph.call("index_add", {s, d, Arg::ofNode(idx), Arg::ofNode(source)},
                 {{"alpha", isFloating(meta.dtype) ? Arg::ofDouble(0.5) : Arg::ofInt(2)}});
    else
      graph.call("index_add", {s, d, Arg::ofNode(idx), Arg::ofNode(source)});
    return;
  }
  case 2: {
    if (step.x / 32 % 2) return put(graph, self, dim, n, step);
    Node* idx = indexVector(graph, n, m, step.z, Duplicates::Never);
    Node* source = idx ? sourceFor(graph, self, dim, n, step.y / 4) : nullptr;
    if (source) graph.call("index_copy", {s, d, Arg::ofNode(idx), Arg::ofNode(source)});
    return;
  }
  case 3: {
    if (step.x / 32 % 2) return maskedScatter(graph, self, step);
    Node* idx = indexVector(graph, n, m, step.z, Duplicates::Allowed);
    if (!idx) return;
    if (step.y / 4 % 3 == 2) {
      if (Node* value = scalarTensor(graph, self, step.x / 4))
        graph.call("index_fill.int_Tensor", {s, d, Arg::ofNode(idx), Arg::ofNode(value)});
    } else {
      graph.call("index_fill.int_Scalar", {s, d, Arg::ofNode(idx), scalarArg(step.x / 4)});
    }
    return;
  }
  case 4:
  case 5:
  case 6:
    return gatherScatter(graph, self, dim, n, step);
  default:
    return indexPut(graph, self, step);
  }
}

} // namespace reinplace::gen
