// The Activation and Math step families: pointwise ops of the activation and math families,
// most with an in-place variant the pass may choose, called with the scalar arguments real
// models pass (slopes, bounds, thresholds, weights), on operands that sometimes repeat or
// partially overlap self.

#include "generators/generation/step_families.h"

#include <array>
#include <string>

namespace reinplace::gen {
namespace {

template <size_t N> Arg numberFrom(const std::array<double, N>& table, uint8_t byte) {
  return Arg::ofDouble(table[byte % N]);
}

// A divisor that is never zero: integer division by zero raises in torch.
Arg nonzeroScalar(uint8_t byte) {
  static constexpr std::array<int64_t, 4> kInts = {2, -3, 1, 5};
  static constexpr std::array<double, 4> kFloats = {1.5, -0.5, 3.0, -2.0};
  return byte % 2 ? Arg::ofDouble(kFloats[byte / 2 % 4]) : Arg::ofInt(kInts[byte / 2 % 4]);
}

Arg dimOf(const Node* value, uint8_t byte) {
  int64_t rank = rankOf(value);
  return Arg::ofInt(rank == 0 ? 0 : static_cast<int64_t>(byte % rank));
}

Arg approximate(uint8_t byte) {
  return Arg(std::string(byte % 3 == 2 ? "tanh" : "none"));
}

// A backward op of an activation, on a gradient `grad` and the forward's input or output `a`.
void activationBackward(GraphBuilder& graph, Node* grad, Node* a, const Step& step) {
  Arg g = Arg::ofNode(grad), self = Arg::ofNode(a);
  switch (step.y % 7) {
  case 0:
    graph.call("threshold_backward", {g, self, numberFrom<3>({0.0, 0.5, -1.0}, step.x)});
    return;
  case 1:
    // torch 1.13's oneDNN gelu_backward misreads a strided gradient (the reference refuses such a
    // graph as invalid): a strided one is made dense first, as autograd's would be.
    if (!metaOf(grad).isContiguous())
      g = Arg::ofNode(
          graph.call("clone", {g}, {{"memory_format", Arg(MemoryFormat::contiguous_format)}}));
    graph.call("gelu_backward", {g, self}, {{"approximate", approximate(step.x)}});
    return;
  case 2:
    graph.call("hardtanh_backward", {g, self, Arg::ofDouble(-1.0), Arg::ofDouble(1.0)});
    return;
  case 3:
    graph.call("sigmoid_backward", {g, self});
    return;
  case 4:
    graph.call("tanh_backward", {g, self});
    return;
  case 5:
    graph.call("silu_backward", {g, self});
    return;
  default:
    graph.call("hardswish_backward", {g, self});
    return;
  }
}

// softmax's backward, reading `output` as torch 1.13 does (as if contiguous): the output is a
// fresh softmax, or any value, whose layout a rewrite may have changed. A value whose elements
// are not dense would have torch read memory past them (the oracle: invalid-graph).
void softmaxBackward(GraphBuilder& graph, Node* a, const Step& step) {
  bool log = step.y % 2;
  Node* output = a;
  Arg dim = dimOf(a, step.x);
  if (step.y / 2 % 2 == 0 || !metaOf(a).isNonOverlappingAndDense())
    output = graph.call(log ? "_log_softmax" : "_softmax", {Arg::ofNode(a), dim, Arg(false)});
  if (!output) return;
  Node* grad = graph.sameShapeValue(metaOf(output), output);
  if (!grad) grad = output;
  graph.call(log ? "_log_softmax_backward_data" : "_softmax_backward_data",
             {Arg::ofNode(grad), Arg::ofNode(output), dim, Arg(metaOf(a).dtype)});
}

// The second and third operands of a Math op: usually other values (broadcasting), sometimes
// self again or self's transpose, which partially overlaps it.
struct Operands {
  Node* self;
  Node* second;
  Node* third;
};

Operands operandsOf(GraphBuilder& graph, const Step& step) {
  Operands o{graph.pick(step.a), graph.pick(step.b),
             graph.pick(static_cast<uint8_t>(step.b + 1 + step.z % 3))};
  switch (step.y % 8) {
  case 1:
    o.second = o.self;
    break;
  case 2:
    if (rankOf(o.self) == 2) {
      if (Node* t = graph.call("t", {Arg::ofNode(o.self)})) o.second = t;
    }
    break;
  case 3:
    o.third = o.self;
    break;
  default:
    break;
  }
  return o;
}

// A bool mask from a value: itself when it is one, else a comparison with 0.
Node* maskOf(GraphBuilder& graph, Node* value, uint8_t byte) {
  if (metaOf(value).dtype == DType::b8) return value;
  static constexpr std::array<const char*, 3> kCompare = {"gt.Scalar", "lt.Scalar", "ne.Scalar"};
  return graph.call(kCompare[byte % 3], {Arg::ofNode(value), Arg::ofInt(0)});
}

bool floatingResult(const Node* a, const Node* b) {
  return isFloating(promoteTypes(metaOf(a).dtype, metaOf(b).dtype));
}

} // namespace

void activationStep(GraphBuilder& graph, const Step& step) {
  Node* a = graph.pick(step.a);
  Arg self = Arg::ofNode(a);
  switch (step.op % 20) {
  case 0:
    if (step.x % 3 == 2)
      graph.call("gelu", {self}, {{"approximate", approximate(step.x)}});
    else
      graph.call("gelu", {self});
    return;
  case 1:
    graph.call("silu", {self});
    return;
  case 2:
    graph.call("elu",
               {self, numberFrom<4>({1.0, 0.5, 2.0, -1.0}, step.x),
                numberFrom<3>({1.0, 1.5, 0.5}, step.y), numberFrom<3>({1.0, 2.0, 0.5}, step.z)});
    return;
  case 3: // bounds as ints or floats, which integer self reads differently
    if (step.z % 2)
      graph.call("hardtanh",
                 {self, Arg::ofInt(-static_cast<int64_t>(step.x % 3)), Arg::ofInt(1 + step.y % 6)});
    else
      graph.call("hardtanh", {self, numberFrom<4>({-1.0, -0.5, 0.0, -2.0}, step.x),
                              numberFrom<4>({1.0, 0.5, 2.0, 6.0}, step.y)});
    return;
  case 4:
    graph.call("leaky_relu", {self, numberFrom<4>({0.01, 0.2, -0.5, 2.0}, step.x)});
    return;
  case 5:
    graph.call("hardswish", {self});
    return;
  case 6:
    graph.call("hardsigmoid", {self});
    return;
  case 7:
    graph.call("mish", {self});
    return;
  case 8:
    if (step.z % 2)
      graph.call("threshold", {self, Arg::ofInt(static_cast<int64_t>(step.x % 5) - 2),
                               Arg::ofInt(static_cast<int64_t>(step.y % 7) - 3)});
    else
      graph.call("threshold", {self, numberFrom<4>({0.0, 0.5, -1.0, 1.0}, step.x),
                               numberFrom<4>({0.0, -2.0, 3.0, 0.25}, step.y)});
    return;
  case 9:
    graph.call("sign", {self});
    return;
  case 10:
    graph.call("reciprocal", {self});
    return;
  case 11:
    graph.call("erf", {self});
    return;
  case 12:
    graph.call("log1p", {self});
    return;
  case 13:
    graph.call("expm1", {self});
    return;
  case 14:
    graph.call("rsqrt", {self});
    return;
  case 15:
    graph.call(step.x % 2 ? "log" : "tanh", {self});
    return;
  case 16: // no in-place variant
    graph.call("softplus", {self, numberFrom<3>({1.0, 2.0, 0.5}, step.x),
                            numberFrom<3>({20.0, 1.0, 0.0}, step.y)});
    return;
  case 17:
    graph.call(step.y % 2 ? "_log_softmax" : "_softmax", {self, dimOf(a, step.x), Arg(false)});
    return;
  case 18:
    activationBackward(graph, graph.pick(step.b), a, step);
    return;
  default:
    softmaxBackward(graph, a, step);
    return;
  }
}

// The unary math of unary_math_ops.cpp and the activations built on elu; NaN from arguments
// outside a domain is a value like any (mvlgamma checks none of its values).
void unaryMath(GraphBuilder& graph, Arg self, const Step& step) {
  static constexpr std::array<const char*, 29> kUnary = {
      "acos",        "asin",    "atan",    "asinh", "atanh",        "cosh",   "sinh",    "tan",
      "log2",        "log10",   "exp2",    "erfc",  "erfinv",       "lgamma", "digamma", "i0",
      "sinc",        "floor",   "ceil",    "trunc", "round",        "frac",   "sgn",     "square",
      "logical_not", "deg2rad", "rad2deg", "selu",  "conj_physical"};
  switch (step.y % 6) {
  case 0:
    graph.call("logit",
               {self, step.z % 2 ? Arg::none() : numberFrom<3>({0.0, 0.25, -1.0}, step.x)});
    return;
  case 1:
    graph.call("nan_to_num", {self, numberFrom<2>({0.0, 1.5}, step.x)});
    return;
  case 2:
    graph.call("round.decimals", {self},
               {{"decimals", Arg::ofInt(static_cast<int64_t>(step.x % 5) - 2)}});
    return;
  case 3: // digamma, trigamma and the higher orders are three kernels
    graph.call("polygamma", {Arg::ofInt(step.x % 4), self});
    return;
  case 4:
    if (step.z % 2)
      graph.call("mvlgamma", {self, Arg::ofInt(1 + step.x % 3)});
    else
      graph.call("celu", {self, numberFrom<3>({1.0, 0.5, -2.0}, step.x)});
    return;
  default:
    graph.call(kUnary[step.x % kUnary.size()], {self});
    return;
  }
}

// The binary math of binary_math_ops.cpp and integer_math_ops.cpp and the one-bound clamps.
// Integer fmod by a tensor could divide by zero, which raises; lcm traps where a quotient is
// INT_MIN / -1 (torch dies of SIGFPE), so it is left out.
void binaryMath(GraphBuilder& graph, const Operands& o, const Step& step) {
  Arg self = Arg::ofNode(o.self), second = Arg::ofNode(o.second);
  static constexpr std::array<const char*, 21> kBinary = {"atan2",
                                                          "hypot",
                                                          "nextafter",
                                                          "heaviside",
                                                          "logical_and",
                                                          "logical_or",
                                                          "logical_xor",
                                                          "copysign.Tensor",
                                                          "xlogy.Tensor",
                                                          "true_divide.Tensor",
                                                          "bitwise_and.Tensor",
                                                          "bitwise_xor.Tensor",
                                                          "clamp_min.Tensor",
                                                          "clamp_max.Tensor",
                                                          "igamma",
                                                          "igammac",
                                                          "ldexp.Tensor",
                                                          "float_power.Tensor_Tensor",
                                                          "gcd",
                                                          "bitwise_left_shift.Tensor",
                                                          "bitwise_right_shift.Tensor"};
  switch (step.y % 5) {
  case 0:
    if (floatingResult(o.self, o.second)) graph.call("fmod.Tensor", {self, second});
    return;
  case 1:
    graph.call(step.x % 2 ? "fmod.Scalar" : "clamp_min", {self, nonzeroScalar(step.z)});
    return;
  case 2:
    graph.call(step.x % 2 ? "bitwise_or.Scalar" : "clamp_max", {self, scalarArg(step.z)});
    return;
  case 3: { // negative shift counts included
    static constexpr std::array<const char*, 3> kScalar = {
        "float_power.Tensor_Scalar", "bitwise_left_shift.Tensor_Scalar", "__rshift__.Scalar"};
    graph.call(kScalar[step.x % kScalar.size()], {self, scalarArg(step.z)});
    return;
  }
  default:
    graph.call(kBinary[step.x % kBinary.size()], {self, second});
    return;
  }
}

void mathStep(GraphBuilder& graph, const Step& step) {
  Operands o = operandsOf(graph, step);
  Arg self = Arg::ofNode(o.self), second = Arg::ofNode(o.second), third = Arg::ofNode(o.third);
  switch (step.op % 16) {
  case 0:
    graph.call("addcmul", {self, second, third}, {{"value", scalarArg(step.x)}});
    return;
  case 1:
    graph.call("addcdiv", {self, second, third}, {{"value", scalarArg(step.x)}});
    return;
  case 2:
    graph.call("lerp.Scalar", {self, second, numberFrom<4>({0.5, 0.25, -1.0, 2.0}, step.x)});
    return;
  case 3:
    graph.call("lerp.Tensor", {self, second, third});
    return;
  case 4:
    graph.call("remainder.Scalar", {self, nonzeroScalar(step.x)});
    return;
  case 5: // integers divided by a tensor could divide by zero, which raises
    if (floatingResult(o.self, o.second)) graph.call("remainder.Tensor", {self, second});
    return;
  case 6:
    if (step.x % 2 == 0 && floatingResult(o.self, o.second))
      graph.call("floor_divide", {self, second});
    else
      graph.call("floor_divide.Scalar", {self, nonzeroScalar(step.x / 2)});
    return;
  case 7:
    graph.call("minimum", {self, second});
    return;
  case 8:
    graph.call("clamp.Tensor", {self, second, step.x % 2 ? third : Arg::none()});
    return;
  case 9:
    if (Node* mask = maskOf(graph, o.second, step.z))
      graph.call("masked_fill.Scalar", {self, Arg::ofNode(mask), scalarArg(step.x)});
    return;
  case 10:
    if (Node* mask = maskOf(graph, o.second, step.z))
      graph.call("where.self", {Arg::ofNode(mask), self, third});
    return;
  case 11: // integer powers of negative integers raise
    if (floatingResult(o.self, o.second)) graph.call("pow.Tensor_Tensor", {self, second});
    return;
  case 12:
    if (step.x % 2)
      graph.call("rsub.Scalar", {self, scalarArg(step.x / 2)});
    else
      graph.call("rsub.Tensor", {self, second});
    return;
  case 13:
    unaryMath(graph, self, step);
    return;
  case 14:
    binaryMath(graph, o, step);
    return;
  default: {
    static constexpr std::array<const char*, 4> kCompare = {"ge", "gt", "le", "ne"};
    std::string name = kCompare[step.x % 4];
    if (step.x / 4 % 2)
      graph.call((name + ".Scalar").c_str(), {self, scalarArg(step.z)});
    else
      graph.call((name + ".Tensor").c_str(), {self, second});
    return;
  }
  }
}

} // namespace reinplace::gen
