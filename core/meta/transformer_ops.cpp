// The fused transformer ops nn.TransformerEncoderLayer and nn.MultiheadAttention take in eval mode
// (torch 1.13's "fast path"): _transformer_encoder_layer_fwd and _native_multi_head_attention.
// Their results are fresh and contiguous, in the query's dtype, whatever the inputs' layouts.

#include "core/meta/checked_arithmetic.h"
#include "core/meta/layout.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"

#include <string>

namespace reinplace {
namespace {

std::string dimText(const TensorMeta& meta) {
  return std::to_string(meta.dim()) + "-D";
}

// The checks both ops start with (native_multi_head_attention's): a 3-D query whose last dim is
// embed_dim, which num_heads divides.
void checkQuery(const TensorMeta& query, int64_t embed_dim, int64_t num_heads) {
  if (query.dim() != 3) throw MetaError("expected 3-D `query`, got " + dimText(query) + " tensor");
  if (query.sizes[2] != embed_dim)
    throw MetaError("passed-in embed_dim " + std::to_string(embed_dim) +
                    " didn't match last dim of query " + std::to_string(query.sizes[2]));
  if (num_heads <= 0 || embed_dim % num_heads != 0)
    throw MetaError("`embed_dim` must divide evenly by `num_heads`");
}

// Every weight in the query's dtype, shaped as the layer's parameters are.
void checkWeight(const MetaContext& ctx, const char* name, DType dtype, Shape sizes) {
  const TensorMeta& weight = ctx.tensor(name);
  if (weight.dtype != dtype)
    throw MetaError("expected scalar type " + std::string(scalarTypeName(weight.dtype)) +
                    " but found " + std::string(scalarTypeName(dtype)));
  if (sizes.size() == 2 && sizes[0] < 0) sizes[0] = weight.dim() == 2 ? weight.sizes[0] : -1;
  if (weight.sizes != sizes)
    throw MetaError(std::string(name) + " has sizes " + formatShape(weight.sizes) + ", expected " +
                    formatShape(sizes));
}

void checkDType(DType dtype) {
  if (dtype != DType::f32 && dtype != DType::f64 && dtype != DType::bf16)
    throw MetaError("\"LayerNormKernelImpl\" not implemented for '" +
                    std::string(scalarTypeName(dtype)) + "'");
}

void encoderLayerRule(MetaContext& ctx) {
  const TensorMeta& src = ctx.tensor("src");
  const int64_t embed_dim = ctx.intArg("embed_dim");
  checkQuery(src, embed_dim, ctx.intArg("num_heads"));
  checkDType(src.dtype);
  const int64_t qkv_rows = checkedMul(3, embed_dim); // a fuzzed embed_dim may overflow it
  checkWeight(ctx, "qkv_weight", src.dtype, {qkv_rows, embed_dim});
  checkWeight(ctx, "qkv_bias", src.dtype, {qkv_rows});
  checkWeight(ctx, "proj_weight", src.dtype, {embed_dim, embed_dim});
  checkWeight(ctx, "proj_bias", src.dtype, {embed_dim});
  for (const char* name : {"norm_weight_1", "norm_bias_1", "norm_weight_2", "norm_bias_2"})
    checkWeight(ctx, name, src.dtype, {embed_dim});
  const TensorMeta& ffn_weight_1 = ctx.tensor("ffn_weight_1");
  if (ffn_weight_1.dim() != 2) throw MetaError("ffn_weight_1 must be 2-D");
  const int64_t hidden = ffn_weight_1.sizes[0];
  checkWeight(ctx, "ffn_weight_1", src.dtype, {hidden, embed_dim});
  checkWeight(ctx, "ffn_bias_1", src.dtype, {hidden});
  checkWeight(ctx, "ffn_weight_2", src.dtype, {embed_dim, hidden});
  checkWeight(ctx, "ffn_bias_2", src.dtype, {embed_dim});
  ctx.setResult(contiguousMeta(src.dtype, src.sizes));
}

// (attention output [B, L, E], weights [B, L, S] averaged over heads or [B, H, L, S]; an empty
// weights tensor when not needed).
void multiHeadAttentionRule(MetaContext& ctx) {
  const TensorMeta& query = ctx.tensor("query");
  const TensorMeta& key = ctx.tensor("key");
  const TensorMeta& value = ctx.tensor("value");
  const int64_t embed_dim = ctx.intArg("embed_dim");
  const int64_t num_heads = ctx.intArg("num_head");
  checkQuery(query, embed_dim, num_heads);
  checkDType(query.dtype);
  if (key.dim() != 3 || value.dim() != 3 || key.sizes != value.sizes ||
      key.sizes[0] != query.sizes[0] || key.sizes[2] != embed_dim)
    throw MetaError("key and value must be 3-D, alike, with query's batch size and embed_dim");
  if (key.dtype != query.dtype || value.dtype != query.dtype)
    throw MetaError("expected query, key and value of one dtype");
  const int64_t qkv_rows = checkedMul(3, embed_dim); // a fuzzed embed_dim may overflow it
  checkWeight(ctx, "qkv_weight", query.dtype, {qkv_rows, embed_dim});
  checkWeight(ctx, "qkv_bias", query.dtype, {qkv_rows});
  checkWeight(ctx, "proj_weight", query.dtype, {embed_dim, embed_dim});
  checkWeight(ctx, "proj_bias", query.dtype, {embed_dim});
  const Shape output = query.sizes;
  Shape weights = {0};
  if (ctx.boolArg("need_weights")) {
    weights = ctx.boolArg("average_attn_weights")
                  ? Shape{query.sizes[0], query.sizes[1], key.sizes[1]}
                  : Shape{query.sizes[0], num_heads, query.sizes[1], key.sizes[1]};
  }
  ctx.setListResult({contiguousMeta(query.dtype, output), contiguousMeta(query.dtype, weights)});
}

} // namespace

std::vector<OpDefinition> transformerOpDefinitions() {
  return {
      {"_transformer_encoder_layer_fwd(Tensor src, int embed_dim, int num_heads, Tensor "
       "qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, bool use_gelu, bool "
       "norm_first, float eps, Tensor norm_weight_1, Tensor norm_bias_1, Tensor norm_weight_2, "
       "Tensor norm_bias_2, Tensor ffn_weight_1, Tensor ffn_bias_1, Tensor ffn_weight_2, Tensor "
       "ffn_bias_2, Tensor? mask=None, int? mask_type=None) -> Tensor",
       encoderLayerRule},
      {"_native_multi_head_attention(Tensor query, Tensor key, Tensor value, int embed_dim, int "
       "num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, "
       "Tensor? mask=None, bool need_weights=True, bool average_attn_weights=True, int? "
       "mask_type=None) -> (Tensor, Tensor)",
       multiHeadAttentionRule},
  };
}

} // namespace reinplace
