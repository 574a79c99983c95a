// The Norm step family: native_batch_norm, native_layer_norm, native_group_norm, nearest and
// bilinear 2-d upsampling, renorm, the batched matrix products baddbmm / bmm, and the updates
// addbmm, addmv and addr.
//
// native_batch_norm in training mode writes its running_mean and running_var inside the kernel,
// though the schema marks nothing written (HiddenWrite in core/ops/op_registry.h). Those writes
// are what the pass must respect, so the running stats come from everywhere a graph can hold a
// tensor of the channel count: new program inputs, values already in the graph (inputs,
// intermediates, results of scatters, views into other values), and fresh intermediates. After
// the call, later steps read them again and they are sometimes returned, so that what the kernel
// wrote into them is observed. They never share memory with what the op reads (torch's order
// of reads and writes inside the kernel is not a contract).

#include "generators/generation/step_families.h"

#include <array>
#include <initializer_list>
#include <limits>

namespace reinplace::gen {
namespace {

bool normDType(DType dtype) {
  return dtype == DType::f32 || dtype == DType::f64 || dtype == DType::bf16;
}

bool sharesStorage(const Node* value, std::initializer_list<const Node*> others) {
  for (const Node* other : others)
    if (other && metaOf(other).storage == metaOf(value).storage) return true;
  return false;
}

// A value of `dtype` and `shape` already in the graph, newest first, sharing memory with none
// of `avoid`: one with exactly that shape, else a row of one with a dim more (a view into it).
Node* existingParameter(GraphBuilder& graph, DType dtype, const Shape& shape,
                        std::initializer_list<const Node*> avoid) {
  const std::vector<Node*>& values = graph.values();
  for (size_t back = 0; back < values.size(); ++back) {
    Node* value = values[values.size() - 1 - back];
    const TensorMeta& meta = metaOf(value);
    if (meta.dtype == dtype && meta.sizes == shape && !sharesStorage(value, avoid)) return value;
  }
  for (size_t back = 0; back < values.size(); ++back) {
    Node* value = values[values.size() - 1 - back];
    const TensorMeta& meta = metaOf(value);
    if (meta.dtype != dtype || meta.dim() != static_cast<int64_t>(shape.size()) + 1 ||
        sharesStorage(value, avoid))
      continue;
    for (int64_t d = 0; d < meta.dim(); ++d) {
      Shape rest = meta.sizes;
      rest.erase(rest.begin() + d);
      if (rest != shape || meta.sizes[static_cast<size_t>(d)] == 0) continue;
      return graph.call("select.int", {Arg::ofNode(value), Arg::ofInt(d),
                                       Arg::ofInt(meta.sizes[static_cast<size_t>(d)] - 1)});
    }
  }
  return nullptr;
}

// A weight, bias or running statistic of `shape`: absent (when `optional`), a new graph input,
// a value already in the graph, or a fresh intermediate (a constant, or a new input scaled).
Node* parameter(GraphBuilder& graph, const char* name, DType dtype, const Shape& shape,
                uint8_t byte, bool optional, std::initializer_list<const Node*> avoid = {}) {
  int source = byte % 4;
  if (source == 0 && optional) return nullptr;
  if (source == 2) {
    if (Node* existing = existingParameter(graph, dtype, shape, avoid)) return existing;
  }
  if (source == 3) {
    if (byte / 4 % 2)
      return graph.call("full", {shapeArg(shape), Arg::ofDouble(byte / 8 % 2 ? 1.0 : 0.0)},
                        {{"dtype", Arg(dtype)}});
    Node* fresh = graph.input(name, contiguousMeta(dtype, shape));
    return graph.call("mul.Tensor", {Arg::ofNode(fresh), Arg::ofDouble(0.5)});
  }
  return graph.input(name, contiguousMeta(dtype, shape));
}

// The newest value from `back` on (0: the newest) that a norm takes: floating, of rank >= 2
// (>= 1 for layer norm). Searching back, rather than skipping the step when the picked value
// does not fit, keeps norms frequent in graphs whose newest values are integers or vectors.
Node* normInput(GraphBuilder& graph, uint8_t back, int64_t min_rank) {
  const std::vector<Node*>& values = graph.values();
  for (size_t at = back % values.size(); at < values.size(); ++at) {
    Node* value = values[values.size() - 1 - at];
    if (rankOf(value) >= min_rank && normDType(metaOf(value).dtype)) return value;
  }
  return nullptr;
}

Arg optionalArg(Node* node) {
  return node ? Arg::ofNode(node) : Arg::none();
}

void batchNorm(GraphBuilder& graph, const Step& step) {
  Node* input = normInput(graph, step.a, 2);
  if (!input) return;
  const TensorMeta& meta = metaOf(input);
  // One element per channel in training mode: torch's pass propagates fake tensors through
  // native_batch_norm's decomposition, which divides by n - 1 in Python and raises (models
  // never train on it either: F.batch_norm refuses).
  const bool training = step.op / 4 % 3 != 0 && meta.numel() != meta.sizes[1];
  // torch divides by the batch and channel counts (the meta rule rejects what it would die of)
  if (meta.sizes[0] == 0 || meta.sizes[1] == 0) return;
  const Shape channels = {meta.sizes[1]};
  const DType dtype = meta.dtype;
  Node* weight = parameter(graph, "weight", dtype, channels, step.y, true);
  Node* bias = parameter(graph, "bias", dtype, channels, step.y / 4, true);
  // evaluation mode reads both running stats; training mode may have none
  Node* mean =
      parameter(graph, "running_mean", dtype, channels, step.z, training, {input, weight, bias});
  Node* var = mean || !training ? parameter(graph, "running_var", dtype, channels, step.z / 16,
                                            training, {input, weight, bias, mean})
                                : nullptr;
  if (!training && (!mean || !var)) return;
  static constexpr std::array<double, 4> kMomentum = {0.1, 0.5, 1.0, 0.0};
  static constexpr std::array<double, 3> kEps = {1e-5, 1e-3, 0.1};
  Node* norm =
      graph.call("native_batch_norm",
                 {Arg::ofNode(input), optionalArg(weight), optionalArg(bias), optionalArg(mean),
                  optionalArg(var), Arg::ofBool(training), Arg::ofDouble(kMomentum[step.x % 4]),
                  Arg::ofDouble(kEps[step.x / 4 % 3])});
  if (!norm) return;
  // Later steps read the running stats as the kernel left them; some are returned.
  for (Node* stat : {var, mean}) {
    if (!stat) continue;
    graph.bringForward(stat);
    if (step.x / 16 % 2) graph.markReturned(stat);
  }
  // The saved statistics; in evaluation mode they are empty in eager mode, but not in the fake
  // tensors through which torch 1.13's pass sees the graph (its meta function gives C
  // elements), and a later op that depends on their size makes torch's pass raise.
  if (training && step.x / 32 % 4 == 3) graph.markReturned(graph.item(norm, 1 + step.x / 128));
  graph.item(norm, 0);
}

void layerNorm(GraphBuilder& graph, const Step& step) {
  Node* input = normInput(graph, step.a, 1);
  if (!input) return;
  const TensorMeta& meta = metaOf(input);
  const int64_t k = 1 + step.x % meta.dim();
  const Shape normalized(meta.sizes.end() - k, meta.sizes.end());
  Node* weight = parameter(graph, "weight", meta.dtype, normalized, step.y, true);
  Node* bias = parameter(graph, "bias", meta.dtype, normalized, step.y / 4, true);
  Node* norm = graph.call("native_layer_norm",
                          {Arg::ofNode(input), shapeArg(normalized), optionalArg(weight),
                           optionalArg(bias), Arg::ofDouble(step.z % 2 ? 1e-5 : 0.1)});
  if (!norm) return;
  // The statistics of an empty input have another shape in torch 1.13's fake tensors than in
  // eager mode (the input's, not one per row), as for batch norm's above.
  if (meta.numel() != 0 && step.z / 2 % 4 == 3)
    graph.markReturned(graph.item(norm, 1 + step.z / 8 % 2));
  graph.item(norm, 0);
}

void groupNorm(GraphBuilder& graph, const Step& step) {
  Node* input = normInput(graph, step.a, 2);
  if (!input) return;
  // The kernel wants its input dense in its suggested memory format.
  if (step.z % 2)
    input = graph.call("clone", {Arg::ofNode(input)},
                       {{"memory_format", Arg(MemoryFormat::contiguous_format)}});
  if (!input) return;
  const TensorMeta& meta = metaOf(input);
  const int64_t n = meta.sizes[0], c = meta.sizes[1];
  int64_t hxw = 1;
  for (size_t d = 2; d < meta.sizes.size(); ++d) hxw *= meta.sizes[d];
  // a divisor of the channel count
  int64_t group = 1;
  for (int64_t g = 1 + step.x % std::max<int64_t>(c, 1); g >= 1; --g) {
    if (c % g == 0) {
      group = g;
      break;
    }
  }
  Node* weight = parameter(graph, "weight", meta.dtype, {c}, step.y, true);
  Node* bias = parameter(graph, "bias", meta.dtype, {c}, step.y / 4, true);
  Node* norm = graph.call("native_group_norm",
                          {Arg::ofNode(input), optionalArg(weight), optionalArg(bias),
                           Arg::ofInt(n), Arg::ofInt(c), Arg::ofInt(hxw), Arg::ofInt(group),
                           Arg::ofDouble(step.z / 2 % 2 ? 1e-5 : 0.1)});
  if (!norm) return;
  if (step.z / 4 % 4 == 3) graph.markReturned(graph.item(norm, 1 + step.z / 16 % 2));
  graph.item(norm, 0);
}

// baddbmm(self, b1, b2) with self repeated (baddbmm(a, a, a)), b2 the transpose of b1, or other
// values; bmm of two values.
void batchedProduct(GraphBuilder& graph, const Step& step) {
  Node* self = graph.pick(step.a);
  Node* first = graph.pick(step.b);
  Node* second = graph.pick(static_cast<uint8_t>(step.b + 1));
  switch (step.y % 4) {
  case 1:
    first = second = self;
    break;
  case 2:
    first = self;
    second = rankOf(self) == 3
                 ? graph.call("transpose.int", {Arg::ofNode(self), Arg::ofInt(1), Arg::ofInt(2)})
                 : nullptr;
    break;
  default:
    break;
  }
  if (!second) return;
  if (step.y / 4 % 4 == 3) {
    graph.call("bmm", {Arg::ofNode(first), Arg::ofNode(second)});
    return;
  }
  graph.call("baddbmm", {Arg::ofNode(self), Arg::ofNode(first), Arg::ofNode(second)},
             {{"beta", scalarArg(step.x)}, {"alpha", scalarArg(step.z)}});
}

// addbmm(self, b, b^T) of a 3-d value b, self the first row block of bmm(b, b^T) (beta 0
// ignores what it holds; the reference BLAS scales it first, or adds it last) or a value of that
// shape.
void addbmm(GraphBuilder& graph, Node* batches, const Step& step) {
  Node* second = graph.call("transpose.int", {Arg::ofNode(batches), Arg::ofInt(1), Arg::ofInt(2)});
  Node* product = second ? graph.call("bmm", {Arg::ofNode(batches), Arg::ofNode(second)}) : nullptr;
  Node* block = product
                    ? graph.call("select.int", {Arg::ofNode(product), Arg::ofInt(0), Arg::ofInt(0)})
                    : nullptr;
  if (!block) return;
  Node* other = step.y / 4 % 2 ? graph.sameShapeValue(metaOf(block), block) : nullptr;
  graph.call("addbmm",
             {Arg::ofNode(other ? other : block), Arg::ofNode(batches), Arg::ofNode(second)},
             {{"beta", scalarArg(step.x)}, {"alpha", scalarArg(step.z)}});
}

// addbmm of a 3-d value; addmv(self, mat, vec) and addr(self, vec1, vec2) around a 2-d value m
// (the first matrix of a value of more dims): vec and vec1 / vec2 are its rows and columns, self
// its column (or a copy of it), a value of its shape or m itself, so the operands share memory
// with self as often as not.
void matrixUpdate(GraphBuilder& graph, const Step& step) {
  Node* m = graph.pick(step.a);
  while (m && rankOf(m) > 3)
    m = graph.call("select.int", {Arg::ofNode(m), Arg::ofInt(0), Arg::ofInt(0)});
  if (m && rankOf(m) == 3 && step.y % 4 == 3) return addbmm(graph, m, step);
  while (m && rankOf(m) > 2)
    m = graph.call("select.int", {Arg::ofNode(m), Arg::ofInt(0), Arg::ofInt(0)});
  if (!m || rankOf(m) != 2) return;
  auto line = [&](int64_t dim) {
    return graph.call("select.int", {Arg::ofNode(m), Arg::ofInt(dim), Arg::ofInt(0)});
  };
  Node* row = line(0);
  Node* column = row ? line(1) : nullptr;
  if (!column) return;
  std::vector<std::pair<std::string, Arg>> factors = {{"beta", scalarArg(step.x)},
                                                      {"alpha", scalarArg(step.z)}};
  if (step.y % 2) {
    // self: the column itself (overlapping the matrix), a copy of it, or another vector
    Node* self = column;
    if (step.y / 2 % 3 == 1) self = graph.call("clone", {Arg::ofNode(column)});
    if (step.y / 2 % 3 == 2) self = graph.sameShapeValue(metaOf(column), column);
    graph.call("addmv", {Arg::ofNode(self ? self : column), Arg::ofNode(m), Arg::ofNode(row)},
               factors);
    return;
  }
  Node* other = step.y / 2 % 2 ? graph.sameShapeValue(metaOf(m), m) : nullptr;
  graph.call("addr", {Arg::ofNode(other ? other : m), Arg::ofNode(column), Arg::ofNode(row)},
             factors);
}

// renorm of a floating value of at least 2 dims along one of them: p 2 (the float fast path
// where the other dims are contiguous), 1, 3 or inf; maxnorm from small to none reached.
void renorm(GraphBuilder& graph, const Step& step) {
  Node* self = graph.pick(step.a);
  const TensorMeta& meta = metaOf(self);
  if (meta.dim() < 2 || !isFloating(meta.dtype)) return;
  static constexpr std::array<double, 4> kP = {2.0, 1.0, 3.0,
                                               std::numeric_limits<double>::infinity()};
  static constexpr std::array<double, 4> kMaxnorm = {1.0, 0.5, 10.0, 0.0};
  const Arg p = step.x % 4 == 0 ? Arg::ofInt(2) : Arg::ofDouble(kP[step.x % 4]);
  graph.call("renorm", {Arg::ofNode(self), p, Arg::ofInt(step.z % meta.dim()),
                        Arg::ofDouble(kMaxnorm[step.y % 4])});
}

// upsample_nearest2d / upsample_bilinear2d (F.interpolate's .vec forms) of a 4-d f32 or f64
// value, by scale factors or to an output size, align_corners both ways. bf16 is left out: the
// reference kernels do not round scales and weights to bf16 as torch does.
// A value of fewer dims is unsqueezed at the front up to 4 (an image batch of one).
void upsample(GraphBuilder& graph, const Step& step) {
  Node* self = graph.pick(step.a);
  const TensorMeta* meta = &metaOf(self);
  if (meta->dim() > 4 || (meta->dtype != DType::f32 && meta->dtype != DType::f64) ||
      meta->numel() == 0)
    return;
  while (self && metaOf(self).dim() < 4)
    self = graph.call("unsqueeze", {Arg::ofNode(self), Arg::ofInt(0)});
  if (!self) return;
  static constexpr std::array<double, 4> kScales = {2.0, 1.5, 0.5, 3.0};
  Arg sizes = Arg::none(), scales = Arg::none();
  if (step.y % 2)
    sizes = Arg::ofInts({1 + step.y / 2 % 7, 1 + step.z % 7});
  else
    scales = Arg::ofList({Arg::ofDouble(kScales[step.z % 4]), Arg::ofDouble(kScales[step.x % 4])});
  // A scale that empties a dim (0.5 of a size-1 dim) is rejected as torch rejects it.
  if (step.x / 4 % 2)
    graph.call("upsample_bilinear2d.vec",
               {Arg::ofNode(self), sizes, Arg::ofBool(step.x / 8 % 2), scales});
  else
    graph.call("upsample_nearest2d.vec", {Arg::ofNode(self), sizes, scales});
}

} // namespace

void normStep(GraphBuilder& graph, const Step& step) {
  switch (step.op % 4) {
  case 0:
  case 1:
    return batchNorm(graph, step);
  case 2:
    switch (step.op / 4 % 4) {
    case 0:
      return layerNorm(graph, step);
    case 1:
      return groupNorm(graph, step);
    case 2:
      return upsample(graph, step);
    default:
      return renorm(graph, step);
    }
  default:
    if (step.op / 4 % 3 == 2) return matrixUpdate(graph, step);
    return batchedProduct(graph, step);
  }
}

} // namespace reinplace::gen
