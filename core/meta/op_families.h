#pragma once
// The op families: each file of core/meta/*_ops.cpp defines the meta rules of one family and
// lists its definitions here; builtin_registry.cpp puts them together.

#include "core/ops/op_registry.h"

#include <vector>

namespace reinplace {

/// Every family contributes its definitions; the lists live next to the meta rules.
std::vector<OpDefinition> viewOpDefinitions();
std::vector<OpDefinition> scatterOpDefinitions();
std::vector<OpDefinition> pointwiseOpDefinitions();
std::vector<OpDefinition> otherOpDefinitions();   // clone, copy, mm, reductions, cat, index_put...
std::vector<OpDefinition> factoryOpDefinitions(); // zeros, ones, full, arange, *_like
std::vector<OpDefinition> activationOpDefinitions();    // gelu, silu, ..., their backward ops
std::vector<OpDefinition> softmaxOpDefinitions();       // _softmax, _log_softmax, backward
std::vector<OpDefinition> mathOpDefinitions();          // sign, erf, rsub, remainder, minimum...
std::vector<OpDefinition> unaryMathOpDefinitions();     // acos, ..., floor, round, nan_to_num...
std::vector<OpDefinition> binaryMathOpDefinitions();    // atan2, fmod, xlogy, bitwise_and...
std::vector<OpDefinition> integerMathOpDefinitions();   // gcd, lcm, the bit shifts
std::vector<OpDefinition> stridedAliasOpDefinitions();  // _reshape_alias
std::vector<OpDefinition> batchedMatmulOpDefinitions(); // bmm, baddbmm
std::vector<OpDefinition> matrixUpdateOpDefinitions();  // addmv, addr, addbmm
std::vector<OpDefinition> shapeOpDefinitions();         // stack, repeat, flip, roll, ...
std::vector<OpDefinition> uninitializedFactoryOpDefinitions(); // empty*, new_*, full_like
std::vector<OpDefinition> gatherScatterOpDefinitions();        // gather, scatter, scatter_add
std::vector<OpDefinition> indexAlongDimOpDefinitions(); // index_select, index_add/reduce/copy/fill
std::vector<OpDefinition> repeatInterleaveOpDefinitions(); // repeat_interleave (3 overloads)
std::vector<OpDefinition> flatScatterOpDefinitions();      // masked_scatter, put
std::vector<OpDefinition> advancedIndexOpDefinitions();    // index.Tensor
std::vector<OpDefinition> embeddingOpDefinitions();        // embedding, embedding_dense_backward
std::vector<OpDefinition> convolutionOpDefinitions();      // convolution, _convolution
std::vector<OpDefinition> normalizationOpDefinitions();    // batch, layer and group norm
std::vector<OpDefinition> poolingOpDefinitions();          // max, avg and adaptive 2-d pooling
std::vector<OpDefinition> upsampleOpDefinitions();         // nearest and bilinear 2-d upsampling
std::vector<OpDefinition> statisticOpDefinitions();        // mean, var, std, amax, max.dim, prod...
std::vector<OpDefinition> renormOpDefinitions();           // renorm
std::vector<OpDefinition> normOpDefinitions();             // norm, linalg_vector_norm
std::vector<OpDefinition> sortingOpDefinitions();          // topk, sort, argsort, kthvalue

// Losses, random ops, _trilinear.
std::vector<OpDefinition> randomOpDefinitions();          // bernoulli, native_dropout
std::vector<OpDefinition> nllLossOpDefinitions();         // nll_loss(2d)_forward, backward
std::vector<OpDefinition> elementwiseLossOpDefinitions(); // mse_loss, bce_with_logits
std::vector<OpDefinition> trilinearOpDefinitions();       // _trilinear
std::vector<OpDefinition> transformerOpDefinitions();     // _transformer_encoder_layer_fwd, MHA

} // namespace reinplace
