// Reference kernels of the fused transformer ops (core/meta/transformer_ops.cpp), from their
// definition in double: torch 1.13 computes them with its own blocked matrix products, so the
// two agree within the oracles' float tolerance, not bitwise.
//
// Multi-head attention: q, k, v = x Wᵀ + b split by head, q scaled by 1/√(head dim), softmax(q kᵀ)
// over the keys with masked keys left out (a row with every key masked is 0), then the heads'
// outputs joined and projected. The encoder layer adds the attention and a feed-forward block
// (relu or gelu) to its input, each followed by layer norm, or preceded by it with norm_first.

#include "oracle/kernels/elementwise.h"
#include "oracle/kernels/reference_gemm.h"

#include <cmath>
#include <limits>
#include <numbers>

namespace reinplace::oracle {
namespace {

using Values = std::vector<double>;

// rows × n = (rows × k) · (n × k)ᵀ + bias, the weight laid out as nn.Linear's.
Values linear(const Values& x, int64_t rows, int64_t k, const Values& weight, const Values& bias,
              int64_t n, int64_t weight_row = 0) {
  Values y(static_cast<size_t>(rows * n));
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j < n; ++j) {
      double sum = bias[static_cast<size_t>(weight_row + j)];
      for (int64_t i = 0; i < k; ++i)
        sum += x[static_cast<size_t>(r * k + i)] *
               weight[static_cast<size_t>((weight_row + j) * k + i)];
      y[static_cast<size_t>(r * n + j)] = sum;
    }
  return y;
}

Values layerNorm(const Values& x, int64_t rows, int64_t n, const Values& gamma, const Values& beta,
                 double eps) {
  Values y(x.size());
  for (int64_t r = 0; r < rows; ++r) {
    double mean = 0, squares = 0;
    for (int64_t i = 0; i < n; ++i) mean += x[static_cast<size_t>(r * n + i)];
    mean /= static_cast<double>(n);
    for (int64_t i = 0; i < n; ++i) {
      double d = x[static_cast<size_t>(r * n + i)] - mean;
      squares += d * d;
    }
    double rstd = 1 / std::sqrt(squares / static_cast<double>(n) + eps);
    for (int64_t i = 0; i < n; ++i) {
      size_t at = static_cast<size_t>(r * n + i);
      y[at] = (x[at] - mean) * rstd * gamma[static_cast<size_t>(i)] + beta[static_cast<size_t>(i)];
    }
  }
  return y;
}

struct AttentionShape {
  int64_t batch, queries, keys, embed, heads;
  int64_t headDim() const { return embed / heads; }
};

// Whether key `s` of query `l` in batch `b` is masked: mask_type 1 is a key padding mask [B, S],
// 0 an attention mask [L, S] (either bool, true where masked).
bool masked(const RuntimeTensor* mask, const std::vector<int64_t>& mask_values,
            std::optional<int64_t> mask_type, const AttentionShape& shape, int64_t b, int64_t l,
            int64_t s) {
  if (!mask) return false;
  bool padding =
      mask_type ? *mask_type == 1 : mask->layout.dim() == 2 && mask->layout.sizes[0] == shape.batch;
  int64_t at = padding ? b * shape.keys + s : l * shape.keys + s;
  return at < static_cast<int64_t>(mask_values.size()) && mask_values[static_cast<size_t>(at)];
}

// The attention output [B, L, E] (before the projection) and the weights [B, H, L, S].
std::pair<Values, Values> attend(const Values& q, const Values& k, const Values& v,
                                 const AttentionShape& shape, const RuntimeTensor* mask,
                                 std::optional<int64_t> mask_type) {
  const int64_t d = shape.headDim(), E = shape.embed, L = shape.queries, S = shape.keys;
  std::vector<int64_t> mask_values = mask ? loadLogical<int64_t>(*mask) : std::vector<int64_t>();
  Values out(static_cast<size_t>(shape.batch * L * E)),
      weights(static_cast<size_t>(shape.batch * shape.heads * L * S));
  const double scale = 1 / std::sqrt(static_cast<double>(d));
  for (int64_t b = 0; b < shape.batch; ++b)
    for (int64_t h = 0; h < shape.heads; ++h)
      for (int64_t l = 0; l < L; ++l) {
        Values scores(static_cast<size_t>(S), -std::numeric_limits<double>::infinity());
        double top = -std::numeric_limits<double>::infinity();
        for (int64_t s = 0; s < S; ++s) {
          if (masked(mask, mask_values, mask_type, shape, b, l, s)) continue;
          double dot = 0;
          for (int64_t i = 0; i < d; ++i)
            dot += q[static_cast<size_t>((b * L + l) * E + h * d + i)] * scale *
                   k[static_cast<size_t>((b * S + s) * E + h * d + i)];
          scores[static_cast<size_t>(s)] = dot;
          top = std::max(top, dot);
        }
        double total = 0;
        for (double& score : scores) total += score = std::isinf(top) ? 0 : std::exp(score - top);
        for (int64_t s = 0; s < S; ++s) {
          double w = total > 0 ? scores[static_cast<size_t>(s)] / total : 0;
          weights[static_cast<size_t>(((b * shape.heads + h) * L + l) * S + s)] = w;
          for (int64_t i = 0; i < d; ++i)
            out[static_cast<size_t>((b * L + l) * E + h * d + i)] +=
                w * v[static_cast<size_t>((b * S + s) * E + h * d + i)];
        }
      }
  return {out, weights};
}

struct Projections {
  Values qkv_weight, qkv_bias, proj_weight, proj_bias;
};

Projections projectionsOf(const KernelCall& call) {
  return {loadLogical<double>(call.tensor("qkv_weight")),
          loadLogical<double>(call.tensor("qkv_bias")),
          loadLogical<double>(call.tensor("proj_weight")),
          loadLogical<double>(call.tensor("proj_bias"))};
}

// Self- or cross-attention with the projections, returning the projected output and weights.
std::pair<Values, Values> multiHeadAttention(const Values& query, const Values& key,
                                             const Values& value, const AttentionShape& shape,
                                             const Projections& p, const RuntimeTensor* mask,
                                             std::optional<int64_t> mask_type) {
  const int64_t E = shape.embed;
  Values q = linear(query, shape.batch * shape.queries, E, p.qkv_weight, p.qkv_bias, E, 0);
  Values k = linear(key, shape.batch * shape.keys, E, p.qkv_weight, p.qkv_bias, E, E);
  Values v = linear(value, shape.batch * shape.keys, E, p.qkv_weight, p.qkv_bias, E, 2 * E);
  auto [attended, weights] = attend(q, k, v, shape, mask, mask_type);
  return {linear(attended, shape.batch * shape.queries, E, p.proj_weight, p.proj_bias, E), weights};
}

void encoderLayerKernel(KernelCall& call) {
  const RuntimeTensor& src = call.tensor("src");
  const MetaContext& args = call.args();
  const int64_t B = src.layout.sizes[0], L = src.layout.sizes[1], E = args.intArg("embed_dim");
  const AttentionShape shape{B, L, L, E, args.intArg("num_heads")};
  const double eps = args.floatArg("eps");
  auto load = [&](const char* name) { return loadLogical<double>(call.tensor(name)); };
  const Projections projections = projectionsOf(call);
  auto attention = [&](const Values& x) {
    return multiHeadAttention(x, x, x, shape, projections, call.optionalTensor("mask"),
                              args.optionalInt("mask_type"))
        .first;
  };
  const bool gelu = args.boolArg("use_gelu");
  auto feedForward = [&](const Values& x) {
    const int64_t hidden = call.tensor("ffn_weight_1").layout.sizes[0];
    Values h = linear(x, B * L, E, load("ffn_weight_1"), load("ffn_bias_1"), hidden);
    for (double& value : h)
      value = gelu ? 0.5 * value * (1 + std::erf(value * std::numbers::sqrt2 / 2))
                   : std::max(value, 0.0);
    return linear(h, B * L, hidden, load("ffn_weight_2"), load("ffn_bias_2"), E);
  };
  auto norm = [&](const Values& x, int which) {
    return which == 1 ? layerNorm(x, B * L, E, load("norm_weight_1"), load("norm_bias_1"), eps)
                      : layerNorm(x, B * L, E, load("norm_weight_2"), load("norm_bias_2"), eps);
  };
  auto plus = [](Values a, const Values& b) {
    for (size_t i = 0; i < a.size(); ++i) a[i] += b[i];
    return a;
  };
  Values x = loadLogical<double>(src);
  if (args.boolArg("norm_first")) {
    x = plus(x, attention(norm(x, 1)));
    x = plus(x, feedForward(norm(x, 2)));
  } else {
    x = norm(plus(x, attention(x)), 1);
    x = norm(plus(x, feedForward(x)), 2);
  }
  storeLogical(call.result(0), x);
}

// --- f32 self-attention without a mask, as torch 1.13's native_multi_head_attention_cpu ---
// Large activations make the softmax decide between nearly tied scores of magnitude 1e6, where a
// float holds them to a few tenths: computed in double, the reference parted from ATen by 0.13%
// (vit_h_14 on seeded weights). ATen's order is known, so the reference follows it in float:
// qkv = query @ qkv_weight^T by the reference BLAS (beta 0: the products in order from 0), then
// (qkv + bias) * (1 / sqrt(head dim)) for q and qkv + bias for k and v, two roundings each
// (_transform_bias_rescale_qkv); scores = q @ k^T and the context weights @ v by bmm (per batch
// through the reference BLAS, beta 0: in order from 0); the softmax over the keys as
// _vec_softmax_lastdim takes it (max, exp(x - max), a sum, times 1 / sum; libm's exp for Sleef's,
// within an ulp, and the sum in index order for the vector lanes' order); the projection is
// addmm(proj_bias, context, proj_weight^T) on the reference BLAS's path for those layouts.

RuntimeTensor floatMatrix(int64_t rows, int64_t cols) {
  return RuntimeTensor{std::make_shared<Storage>(DType::f32, rows * cols),
                       contiguousMeta(DType::f32, {rows, cols})};
}

float* floats(RuntimeTensor& tensor) {
  return reinterpret_cast<float*>(tensor.element(0));
}

RuntimeTensor transposedView(const RuntimeTensor& matrix) {
  RuntimeTensor view{matrix.storage, matrix.layout};
  std::swap(view.layout.sizes[0], view.layout.sizes[1]);
  std::swap(view.layout.strides[0], view.layout.strides[1]);
  return view;
}

// sum_k a[k * a_step] * b[k * b_step] from 0, each product and sum rounded to float.
float floatDot(const float* a, int64_t a_step, const float* b, int64_t b_step, int64_t n) {
  float sum = 0;
  for (int64_t k = 0; k < n; ++k) {
    const float product = a[k * a_step] * b[k * b_step];
    sum = sum + product;
  }
  return sum;
}

void softmaxInPlace(float* row, int64_t n) {
  float top = -std::numeric_limits<float>::infinity();
  for (int64_t i = 0; i < n; ++i) top = std::max(top, row[i]);
  float sum = 0;
  for (int64_t i = 0; i < n; ++i) {
    row[i] = std::exp(row[i] - top);
    sum = sum + row[i];
  }
  const float inverse = 1 / sum;
  for (int64_t i = 0; i < n; ++i) row[i] = row[i] * inverse;
}

bool floatSelfAttention(KernelCall& call, const AttentionShape& shape) {
  const RuntimeTensor& query = call.tensor("query");
  const MetaContext& args = call.args();
  if (query.layout.dtype != DType::f32 || call.optionalTensor("mask") ||
      args.boolArg("need_weights") || &query != &call.tensor("key") ||
      &query != &call.tensor("value") || shape.embed % shape.heads != 0)
    return false;
  const int64_t B = shape.batch, T = shape.queries, E = shape.embed, H = shape.heads;
  const int64_t d = shape.headDim(), rows = B * T;
  auto load = [](const RuntimeTensor& tensor, int64_t count) {
    RuntimeTensor copy = floatMatrix(1, count);
    storeLogical(copy, loadLogical<float>(tensor));
    return copy;
  };
  RuntimeTensor x = load(query, rows * E), weight = load(call.tensor("qkv_weight"), 3 * E * E);
  RuntimeTensor bias = load(call.tensor("qkv_bias"), 3 * E);
  x.layout = contiguousMeta(DType::f32, {rows, E});
  weight.layout = contiguousMeta(DType::f32, {3 * E, E});
  RuntimeTensor qkv = floatMatrix(rows, 3 * E);
  ScalarValue zero, one;
  one.int_value = 1;
  referenceGemm(x, transposedView(weight), nullptr, zero, one, qkv);
  const float inverse_root = static_cast<float>(1.0 / std::sqrt(static_cast<float>(d)));
  const float* packed = floats(qkv);
  const float* b = floats(bias);
  std::vector<float> q(static_cast<size_t>(rows * E)), k(q.size()), v(q.size());
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j < E; ++j) {
      const size_t at = static_cast<size_t>(r * E + j);
      const float q_sum = packed[r * 3 * E + j] + b[j];
      q[at] = q_sum * inverse_root;
      k[at] = packed[r * 3 * E + E + j] + b[E + j];
      v[at] = packed[r * 3 * E + 2 * E + j] + b[2 * E + j];
    }
  // The context [B, T, H * d] (transform_0213 of [B, H, T, d]).
  RuntimeTensor context = floatMatrix(rows, E);
  float* out = floats(context);
  std::vector<float> scores(static_cast<size_t>(T));
  for (int64_t bt = 0; bt < B; ++bt)
    for (int64_t h = 0; h < H; ++h)
      for (int64_t t = 0; t < T; ++t) {
        const float* qt = q.data() + (bt * T + t) * E + h * d;
        for (int64_t s = 0; s < T; ++s)
          scores[static_cast<size_t>(s)] =
              floatDot(qt, 1, k.data() + (bt * T + s) * E + h * d, 1, d);
        softmaxInPlace(scores.data(), T);
        for (int64_t i = 0; i < d; ++i)
          out[(bt * T + t) * E + h * d + i] =
              floatDot(scores.data(), 1, v.data() + bt * T * E + h * d + i, E, T);
      }
  RuntimeTensor projection = load(call.tensor("proj_weight"), E * E);
  projection.layout = contiguousMeta(DType::f32, {E, E});
  RuntimeTensor proj_bias = load(call.tensor("proj_bias"), E);
  proj_bias.layout.sizes = {rows, E};
  proj_bias.layout.strides = {0, 1};
  RuntimeTensor result = floatMatrix(rows, E);
  referenceGemm(context, transposedView(projection), &proj_bias, one, one, result);
  storeLogical(call.result(0), loadLogical<float>(result));
  return true;
}

void multiHeadAttentionKernel(KernelCall& call) {
  const RuntimeTensor& query = call.tensor("query");
  const RuntimeTensor& key = call.tensor("key");
  const MetaContext& args = call.args();
  const AttentionShape shape{query.layout.sizes[0], query.layout.sizes[1], key.layout.sizes[1],
                             args.intArg("embed_dim"), args.intArg("num_head")};
  if (floatSelfAttention(call, shape)) return;
  auto [output, weights] =
      multiHeadAttention(loadLogical<double>(query), loadLogical<double>(key),
                         loadLogical<double>(call.tensor("value")), shape, projectionsOf(call),
                         call.optionalTensor("mask"), args.optionalInt("mask_type"));
  storeLogical(call.result(0), output);
  if (!args.boolArg("need_weights")) return;
  if (args.boolArg("average_attn_weights")) {
    const int64_t per_head = shape.queries * shape.keys;
    Values averaged(static_cast<size_t>(shape.batch * per_head));
    for (int64_t b = 0; b < shape.batch; ++b)
      for (int64_t h = 0; h < shape.heads; ++h)
        for (int64_t i = 0; i < per_head; ++i)
          averaged[static_cast<size_t>(b * per_head + i)] +=
              weights[static_cast<size_t>((b * shape.heads + h) * per_head + i)] /
              static_cast<double>(shape.heads);
    weights = std::move(averaged);
  }
  storeLogical(call.result(1), weights);
}

} // namespace

std::vector<KernelDefinition> transformerKernels() {
  return {
      {"_transformer_encoder_layer_fwd", encoderLayerKernel},
      {"_native_multi_head_attention", multiHeadAttentionKernel},
  };
}

} // namespace reinplace::oracle
