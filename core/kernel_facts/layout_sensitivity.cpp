#include "core/kernel_facts/layout_sensitivity.h"

#include "core/kernel_facts/blas_path.h"

#include "core/ir/overlap.h"
#include "core/meta/elementwise_rules.h"
#include "core/meta/memory_format.h"
#include "core/ops/bound_args.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace reinplace {

namespace {

// gelu and gelu_backward reach oneDNN only for an f32 `self` (bf16 too on an AVX-512 CPU) with
// approximate='none' (geluUsesOneDnn); otherwise TensorIterator computes every element alike in
// any layout.
bool geluMayUseOneDnn(const Node* gelu, size_t self_index) {
  for (const auto& [name, arg] : gelu->kwargs)
    if (name == "approximate" && arg.holds<std::string>() &&
        std::get<std::string>(arg.value) == "tanh")
      return false;
  if (gelu->args.size() <= self_index || !gelu->args[self_index].isNode()) return true;
  const Node* self = gelu->args[self_index].node();
  if (!self->hasTensorMeta()) return true;
  DType dtype = self->tensorMeta().dtype;
  return dtype == DType::f32 || (dtype == DType::bf16 && oneDnnTakesBFloat16());
}

// The tensors an op writes without its schema saying so in this call (training batch norm's
// running stats), by layout.
std::vector<const TensorMeta*> hiddenlyWritten(const Node* op) {
  std::vector<const TensorMeta*> out;
  if (op->kind != NodeKind::Call || op->op->hidden_writes.empty()) return out;
  BoundArgs bound(*op->op, op->args, op->kwargs);
  for (size_t index = 0; index < op->op->schema.arguments.size(); ++index) {
    const Arg& arg = bound.at(static_cast<int>(index));
    if (arg.isNode() && arg.node()->hasTensorMeta() &&
        writesArgument(*op->op, bound, static_cast<int>(index)))
      out.push_back(&arg.node()->tensorMeta());
  }
  return out;
}

// Training batch norm writes its running stats channel by channel, in an order that follows its
// input's layout: every channel read first for a contiguous input, one channel at a time in its
// threads' order otherwise (batchNormWalksChannels). Where the stats share an
// element (an expanded stat, one tensor passed as both), the channel written last wins, so
// whether the input is contiguous shows in what is left there.
bool statsWriteOrderShows(const Node* op) {
  std::vector<const TensorMeta*> stats = hiddenlyWritten(op);
  for (size_t i = 0; i < stats.size(); ++i) {
    if (internalOverlap(*stats[i]) != Overlap::No) return true;
    for (size_t j = i + 1; j < stats.size(); ++j)
      if (stats[i]->storage == stats[j]->storage &&
          sharesMemory(*stats[i], *stats[j]) != Overlap::No)
        return true;
  }
  return false;
}

bool trainingBatchNorm(const Node* op) {
  if (op->kind != NodeKind::Call || op->op->qualified_name != "native_batch_norm.default")
    return false;
  int index = op->op->schema.findArgument("training");
  if (index < 0) return true;
  const Arg& training = BoundArgs(*op->op, op->args, op->kwargs).at(index);
  return !training.isBool() || std::get<bool>(training.value);
}

// Training batch norm over an input neither contiguous nor channels-last takes its statistics
// from at::mean and a TensorIterator walk of each channel, in an order the input's strides set:
// its output, its saved statistics and the running stats it writes show the strides, not only
// whether the input is contiguous (the sound policy relaid such an input into a strided view and
// moved a mean by an ulp; found by campaign --oracle=both).
bool batchNormStatsShow(const Node* op) {
  return trainingBatchNorm(op) && (!op->users.empty() || !hiddenlyWritten(op).empty());
}

// `input` is the one whose strides order batch norm's statistics (batchNormStatsShow).
bool batchNormStatsFollow(const Node* op, const Node* input) {
  return batchNormStatsShow(op) && op->args[0].isNode() && op->args[0].node() == input;
}

} // namespace

// torch 1.13 runs these with cpu_kernel_vec.
bool picksLoopByStrides(const Node* user) {
  if (user->kind != NodeKind::Call) return false;
  const std::string& name = user->op->qualified_name;
  static constexpr std::string_view kOps[] = {"minimum.default",
                                              "maximum.default",
                                              "remainder.Tensor",
                                              "remainder_.Tensor",
                                              "remainder.Scalar",
                                              "remainder_.Scalar",
                                              "remainder.Scalar_Tensor",
                                              "floor_divide.default",
                                              "floor_divide_.Tensor",
                                              "floor_divide.Scalar",
                                              "floor_divide_.Scalar",
                                              "fmod.Tensor",
                                              "fmod_.Tensor",
                                              "fmod.Scalar",
                                              "fmod_.Scalar",
                                              "clamp_min.Tensor",
                                              "clamp_min_.Tensor",
                                              "clamp_max.Tensor",
                                              "clamp_max_.Tensor",
                                              "hardswish_backward.default",
                                              "hardtanh_backward.default"};
  if (std::find(std::begin(kOps), std::end(kOps), name) != std::end(kOps)) return true;
  // clamp.Tensor with one bound runs maximum or minimum; with both, the loops agree.
  if (name != "clamp.Tensor" && name != "clamp_.Tensor") return false;
  BoundArgs bound(*user->op, user->args, user->kwargs);
  return bound.at(1).isNone() != bound.at(2).isNone();
}

namespace {

// The vector library's fmod, which fmod, remainder and floor_divide call on floats, differs from
// the scalar loop only where a finite dividend divided by a nonzero divisor overflows. A Python
// number divisor that is zero, not finite, or at least 1 in magnitude never lets it overflow.
bool divisorNeverOverflows(const Node* user) {
  const std::string& name = user->op->qualified_name;
  bool scalar_divisor = name == "remainder.Scalar" || name == "remainder_.Scalar" ||
                        name == "floor_divide.Scalar" || name == "floor_divide_.Scalar" ||
                        name == "fmod.Scalar" || name == "fmod_.Scalar";
  if (!scalar_divisor || user->args.size() < 2) return false;
  const Arg& other = user->args[1];
  if (other.isInt()) return true; // an integral divisor: zero or at least 1
  if (!other.isDouble()) return false;
  double divisor = std::get<double>(other.value);
  return divisor == 0 || !std::isfinite(divisor) || std::fabs(divisor) >= 1;
}

// A sum's association order follows its input's strides (TensorIterator orders the reduced dims
// by stride, and the cascade sum picks its loop by them), so a floating sum changes in the last
// bits with the layout. Integer sums wrap, exactly in any order. Over one reduced dim of at most
// 4 elements every loop of torch 1.13's cascade sum adds in index order from +0
// (((0 + a) + b) + c) + d, or (a + b) + c + d from partial sums that a +0 start absorbed -0
// into alike): no running sum is -0, so the results agree bitwise, NaN payloads aside. Over two
// reduced dims the order of the elements follows the strides.
bool sumOrderMatters(const Node* sum) {
  if (!sum->hasTensorMeta() || sum->args.empty() || !sum->args[0].isNode() ||
      !sum->args[0].node()->hasTensorMeta())
    return true;
  const TensorMeta& result = sum->tensorMeta();
  if (!isFloating(result.dtype) || result.numel() == 0) return false;
  const TensorMeta& input = sum->args[0].node()->tensorMeta();
  const Arg* dims = sum->args.size() > 1 ? &sum->args[1] : nullptr;
  for (const auto& [name, value] : sum->kwargs)
    if (name == "dim") dims = &value;
  const int64_t rank = input.dim();
  const bool all = !dims || dims->isNone() || (dims->isList() && dims->list().items.empty());
  std::vector<bool> reduced(static_cast<size_t>(rank), all);
  if (!all) {
    if (!dims->isList()) return true;
    for (const Arg& item : dims->list().items) {
      if (!item.isInt()) return true;
      int64_t dim = std::get<int64_t>(item.value);
      if (dim < 0) dim += rank;
      if (dim < 0 || dim >= rank) return rank != 0; // a 0-dim self reduces over its one element
      reduced[static_cast<size_t>(dim)] = true;
    }
  }
  int64_t long_dims = 0, length = 1;
  for (int64_t d = 0; d < rank; ++d) {
    if (!reduced[static_cast<size_t>(d)] || input.sizes[static_cast<size_t>(d)] <= 1) continue;
    ++long_dims;
    length = input.sizes[static_cast<size_t>(d)];
  }
  return long_dims > 1 || length > 4;
}

// torch 1.13's reference BLAS computes mm (beta 0, alpha 1) as 0 + a[0]b[0] + a[1]b[1] + ...
// in either transpose: as a dot product, or column by column into a zeroed result. The
// products and their order are the same, so f32 and f64 results do not depend on the
// operands' layouts; integer products wrap exactly. Half types go elsewhere (oneDNN).
bool matrixProductExact(const Node* mm) {
  if (!mm->hasTensorMeta()) return false;
  DType dtype = mm->tensorMeta().dtype;
  return dtype == DType::f32 || dtype == DType::f64 || isIntegral(dtype, /*include_bool=*/false);
}

// The ops whose association order or fused multiply-adds follow the strides of what they read
// (checked bitwise in torch on transposed and strided operands, tests/oracle/kernels/nn_index/):
// addmv's gemv path ('n' or 't') and addbmm's BLAS transposes follow the matrices' layouts, and
// round alike only for integers; addr fuses its multiply-add one way in cpu_kernel_vec's
// vectorized loop and the other in its scalar loop (f32 / f64, beta != 0); renorm's norm sums in
// the reduction iterator's order; index_reduce's amax / amin per slice keep self's or the
// source's of +0 and -0 by the loop an element takes (floating self of more than one dim); put
// with accumulate sums duplicates in source's iteration order (floating).
bool updateOrderFollowsLayout(const Node* user) {
  static constexpr std::string_view kPackets[] = {
      "addmv",  "addmv_",  "addbmm",       "addbmm_",       "addr", "addr_",
      "renorm", "renorm_", "index_reduce", "index_reduce_", "put",  "put_"};
  const std::string& packet = user->op->packet_name;
  if (std::find(std::begin(kPackets), std::end(kPackets), packet) == std::end(kPackets))
    return false;
  if (!user->hasTensorMeta()) return true;
  const DType dtype = user->tensorMeta().dtype;
  if (packet == "renorm" || packet == "renorm_") return true;
  if (packet == "addmv" || packet == "addmv_" || packet == "addbmm" || packet == "addbmm_")
    return isFloating(dtype);
  BoundArgs bound(*user->op, user->args, user->kwargs);
  auto argument = [&](const char* name) -> const Arg& {
    return bound.at(user->op->schema.findArgument(name));
  };
  if (packet == "addr" || packet == "addr_") {
    const std::optional<double> beta = argument("beta").number();
    return (dtype == DType::f32 || dtype == DType::f64) && (!beta || *beta != 0.0);
  }
  if (packet == "index_reduce" || packet == "index_reduce_") {
    const Arg& reduce = argument("reduce");
    const bool extremum = !reduce.holds<std::string>() ||
                          std::get<std::string>(reduce.value) == "amax" ||
                          std::get<std::string>(reduce.value) == "amin";
    return extremum && isFloating(dtype) && user->tensorMeta().dim() > 1;
  }
  if (packet == "put" || packet == "put_") {
    const Arg& accumulate = argument("accumulate");
    return isFloating(dtype) && (!accumulate.isBool() || std::get<bool>(accumulate.value));
  }
  return false;
}

// bmm and baddbmm from 400 multiply-adds per matrix on call BLAS per batch with transposes that
// follow the matrices' layouts (and, in place, self's), which round alike only where
// batchedGemmExact says so (checked bitwise in torch on transposed operands and selves).
bool batchedProductOrderFollowsLayout(const Node* user) {
  const std::string& packet = user->op->packet_name;
  const bool bmm = packet == "bmm";
  if (!bmm && packet != "baddbmm" && packet != "baddbmm_") return false;
  if (!user->hasTensorMeta()) return true;
  BoundArgs bound(*user->op, user->args, user->kwargs);
  auto argument = [&](const char* name) -> const Arg& {
    return bound.at(user->op->schema.findArgument(name));
  };
  const Arg& batch1 = argument(bmm ? "self" : "batch1");
  const Arg& batch2 = argument(bmm ? "mat2" : "batch2");
  if (!batch1.isNode() || !batch2.isNode() || !batch1.node()->hasTensorMeta() ||
      !batch2.node()->hasTensorMeta())
    return true;
  if (!batchedProductTakesGemm(batch1.node()->tensorMeta(), batch2.node()->tensorMeta()))
    return false;
  const DType dtype = user->tensorMeta().dtype;
  if (bmm) return !batchedGemmExact(dtype, 0.0, 1.0);
  return !batchedGemmExact(dtype, argument("beta").number(), argument("alpha").number());
}

// Batch norm's transform takes ATen's fast path (one fused multiply-add per element) when its
// input is contiguous or channels-last and every weight, bias and running stat it is given is
// contiguous, and TensorIterator's generic one (((x - mean) * invstd) * weight + bias, four
// roundings) otherwise: relaying one of them may switch paths and move a floating output by an
// ulp (found by --oracle=both). Only an output something reads shows it.
bool batchNormTransformShows(const Node* op) {
  if (op->meta.empty() || !isFloating(op->meta[0].dtype)) return false;
  for (const Node* user : op->users)
    if (user->kind != NodeKind::GetItem || std::get<int64_t>(user->args[1].value) == 0) return true;
  return false;
}

} // namespace

bool dependsOnLayout(const Node* user) {
  if (user->kind != NodeKind::Call) return false;
  // An op known only by its schema may read strides for all anyone knows.
  if (!user->op->meta_rule) return true;
  const std::string& name = user->op->qualified_name;
  if (name == "gelu.default" || name == "gelu_.default") return geluMayUseOneDnn(user, 0);
  if (name == "gelu_backward.default") return geluMayUseOneDnn(user, 1);
  if (name == "native_batch_norm.default")
    return statsWriteOrderShows(user) || batchNormTransformShows(user) || batchNormStatsShow(user);
  // The loops disagree only on floating special values (signed zeros, NaN): an integral or
  // bool result computes alike in either loop.
  // cpu_kernel_vec runs its vectorized loop only over rows of at least two vectors (64 bytes
  // with AVX2 or without, more with AVX-512): a smaller result is computed by the scalar loop
  // alone in any layout.
  if (picksLoopByStrides(user)) {
    if (!user->hasTensorMeta()) return true;
    const TensorMeta& result = user->tensorMeta();
    return isFloating(result.dtype) && result.numel() >= 64 / itemSize(result.dtype) &&
           !divisorNeverOverflows(user);
  }
  if (name == "sum.dim_IntList" || name == "sum.default") return sumOrderMatters(user);
  if (name == "mm.default") return !matrixProductExact(user);
  if (updateOrderFollowsLayout(user) || batchedProductOrderFollowsLayout(user)) return true;
  // View-like ops reinterpret strides; resize keeps the storage and lays it out contiguously.
  // addmm's result follows the transposes BLAS is called with: the reference BLAS adds
  // beta * self before the products in one and after them in the other. torch 1.13 hands a
  // contiguous f32 gelu / gelu_backward input to oneDNN (another erf), and _softmax_backward_data
  // reads `output`'s memory as if it were contiguous, as native_layer_norm_backward reads `mean`
  // and `rstd`. native_group_norm rejects an input that is not dense in its suggested memory
  // format. upsample_bilinear2d sums its four weighted pixels in another order (an ulp or two
  // apart) on its channels-last path, which an input suggesting channels-last takes.
  if (addressesStoragePositions(user)) return true;
  if (name == "upsample_bilinear2d.default" || name == "upsample_bilinear2d.vec") return true;
  // The fused transformer ops hand their inputs to torch's blocked matrix products, whose
  // association follows the layouts: their values are known within a tolerance only.
  if (name == "_transformer_encoder_layer_fwd.default" ||
      name == "_native_multi_head_attention.default")
    return true;
  return name == "view.default" || name == "_unsafe_view.default" || name == "resize.default" ||
         name == "resize_.default" || name == "addmm.default" || name == "addmm_.default" ||
         name == "gelu.default" || name == "gelu_.default" || name == "gelu_backward.default" ||
         name == "_softmax_backward_data.default" || name == "native_group_norm.default" ||
         name == "native_layer_norm_backward.default";
}

bool dependsOnOffset(const Node* user) {
  if (!dependsOnLayout(user)) return false;
  if (!user->op->meta_rule) return true;
  const std::string& name = user->op->qualified_name;
  // A view keeps its input's offset and addresses the same elements from it (the new offset
  // travels on, and the pass follows it). TensorIterator's loops, the sum's blocks, oneDNN's
  // gelu and the norms walk from the data pointer whatever its offset: torch 1.13 computes
  // gelu, gelu_backward, sum, _softmax_backward_data and group norm bitwise alike on copies
  // at offsets 0 to 4. as_strided's offset is absolute, resize lays its storage out afresh,
  // and a matrix product's result is left to the BLAS library, so those stay sensitive.
  if (picksLoopByStrides(user)) return false;
  // _reshape_alias addresses positions from its input's own offset: moved alone, the input's
  // elements and the positions read move together.
  // upsample_bilinear2d reads from the data pointer of its input (or of a channels-last copy).
  if (name == "upsample_bilinear2d.default" || name == "upsample_bilinear2d.vec") return false;
  // addr's loops, renorm's reduction, index_reduce's slices and put's walk follow strides only.
  const std::string& packet = user->op->packet_name;
  if (packet == "addr" || packet == "addr_" || packet == "renorm" || packet == "renorm_" ||
      packet == "index_reduce" || packet == "index_reduce_" || packet == "put" || packet == "put_")
    return false;
  return !(name == "_reshape_alias.default" || name == "native_batch_norm.default" ||
           name == "view.default" || name == "_unsafe_view.default" || name == "sum.dim_IntList" ||
           name == "sum.default" || name == "gelu.default" || name == "gelu_.default" ||
           name == "gelu_backward.default" || name == "_softmax_backward_data.default" ||
           name == "native_group_norm.default" || name == "native_layer_norm_backward.default");
}

bool dependsOnSizeOneStrides(const Node* user) {
  if (!dependsOnLayout(user)) return false;
  if (!user->op->meta_rule) return true;
  const std::string& name = user->op->qualified_name;
  // torch's contiguity ignores size-1 dimensions, and a reduction or a loop over one element
  // has one order: torch 1.13 computes these bitwise alike when only size-1 strides differ.
  // Views are followed by the pass itself; group norm's guess of channels-last (4-d and 5-d
  // inputs only; otherwise it asks for plain contiguity) and BLAS's choice of transposes look
  // at size-1 strides, and as_strided and resize at everything.
  if (name == "native_group_norm.default") {
    const Node* input =
        !user->args.empty() && user->args[0].isNode() ? user->args[0].node() : nullptr;
    return !input || !input->hasTensorMeta() || input->tensorMeta().dim() >= 4;
  }
  // renorm's reduction and put's walk drop size-1 dims as the sum's iterator does.
  const std::string& packet = user->op->packet_name;
  if (packet == "renorm" || packet == "renorm_" || packet == "put" || packet == "put_")
    return false;
  return !(name == "sum.dim_IntList" || name == "sum.default" || name == "gelu.default" ||
           name == "gelu_.default" || name == "gelu_backward.default" ||
           name == "native_batch_norm.default" || name == "_softmax_backward_data.default" ||
           name == "native_layer_norm_backward.default");
}

bool readsThroughDataPointer(const Node* user, const Node* input) {
  if (user->kind != NodeKind::Call) return false;
  const std::string& name = user->op->qualified_name;
  std::vector<size_t> read;
  if (name == "native_group_norm.default")
    read = {1, 2}; // (input, weight, bias, N, C, HxW, group, eps)
  else if (name == "native_layer_norm_backward.default")
    read = {3, 4};
  else if (name == "_softmax_backward_data.default")
    read = {1};
  for (size_t index : read)
    if (index < user->args.size() && user->args[index].isNode() &&
        user->args[index].node() == input)
      return true;
  return false;
}

TensorMeta dataPointerRead(const TensorMeta& layout) {
  TensorMeta read = contiguousMeta(layout.dtype, {layout.numel()});
  read.storage = layout.storage;
  read.storage_offset = layout.storage_offset;
  return read;
}

bool readsLayoutOf(const Node* user, const Node* input) {
  if (user->kind != NodeKind::Call) return true;
  const std::string& name = user->op->qualified_name;
  // Batch norm reads its arguments' layouts for its transform path (batchNormTransformShows),
  // when they share memory for the order its running stats are written in, and its input's
  // strides for the order it sums its statistics in (batchNormStatsShow).
  if (name == "native_batch_norm.default")
    return batchNormTransformShows(user) || statsWriteOrderShows(user) ||
           batchNormStatsFollow(user, input);
  std::vector<size_t> misread;
  if (name == "_softmax_backward_data.default")
    misread = {1}; // (grad_output, output, dim, input_dtype)
  else if (name == "native_layer_norm_backward.default")
    misread = {3, 4}; // (grad_out, input, normalized_shape, mean, rstd, weight, bias, mask)
  else
    return true;
  for (size_t index : misread)
    if (index >= user->args.size() ||
        (user->args[index].isNode() && user->args[index].node() == input))
      return true;
  return false;
}

bool readsInLogicalOrder(const Node* user) {
  const std::string& name = user->op->qualified_name;
  return name == "view.default" || name == "_unsafe_view.default";
}

bool addressesStoragePositions(const OpInfo& op) {
  // The schema says it: a tensor `self` and the strides of what is read as an argument
  // (`SymInt[] stride`). The factories that take strides lay out a fresh tensor and read no
  // element of self.
  const Schema& schema = op.schema;
  if (schema.arguments.empty() || schema.arguments[0].name != "self" ||
      schema.arguments[0].type.base != BaseType::Tensor || schema.arguments[0].type.list ||
      op.packet_name.starts_with("new_empty"))
    return false;
  int stride = schema.findArgument("stride");
  if (stride < 0) return false;
  const SchemaType& type = schema.arguments[static_cast<size_t>(stride)].type;
  return type.base == BaseType::SymInt && type.list;
}

bool addressesStoragePositions(const Node* user) {
  return user->kind == NodeKind::Call && addressesStoragePositions(*user->op);
}

bool readsStoragePositionsAsView(const Node* user) {
  return addressesStoragePositions(user) && user->op->is_view;
}

bool readsContiguityOnly(const Node* user, const Node* input) {
  const std::string& name = user->op->qualified_name;
  if (name == "native_batch_norm.default")
    return !(batchNormStatsFollow(user, input) && input->hasTensorMeta() &&
             batchNormTakesAtMeanPath(input->tensorMeta()));
  return name == "gelu.default" || name == "gelu_.default" || name == "gelu_backward.default";
}

bool raisesOnValuesOrLayout(const Node* user) {
  if (user->kind != NodeKind::Call) return false;
  const std::string& name = user->op->qualified_name;
  const std::string& packet = user->op->packet_name;
  return name == "gelu_backward.default" || name == "_softmax_backward_data.default" ||
         name == "native_layer_norm_backward.default" || packet == "bernoulli" ||
         packet == "bernoulli_" || packet == "native_dropout" || packet == "rrelu_with_noise";
}

bool takesAnyValue(const Node* op) {
  if (op->kind != NodeKind::Call) return false;
  if (op->op->is_view) return true;
  static constexpr std::string_view kPackets[] = {
      "clone", "_to_copy", "alias", "add", "sub", "rsub", "mul",   "neg",         "abs", "relu",
      "eq",    "ne",       "lt",    "le",  "gt",  "ge",   "where", "masked_fill", "cat", "stack"};
  return std::find(std::begin(kPackets), std::end(kPackets), op->op->packet_name) !=
         std::end(kPackets);
}

bool isViewOf(const Node* user, const Node* value) {
  return user->view_source == value || user->list_view_source == value ||
         (user->kind == NodeKind::GetItem && value->list_view_source);
}

const Node* cloneSource(const Node* node) {
  bool clone = node->kind == NodeKind::Call && node->op->qualified_name == "clone.default" &&
               !node->args.empty() && node->args[0].isNode();
  return clone ? node->args[0].node() : nullptr;
}

bool readOnlyThroughEmptyViews(const Node* value) {
  // A worklist, not recursion: a chain of views may be as long as the program.
  std::vector<const Node*> pending{value};
  while (!pending.empty()) {
    const Node* at = pending.back();
    pending.pop_back();
    if (at->hasTensorMeta() && at->tensorMeta().numel() == 0) continue;
    for (const Node* user : at->users) {
      if (!isViewOf(user, at)) return false;
      pending.push_back(user);
    }
  }
  return true;
}

bool readsAnyValueOf(const Node* op, const std::function<bool(const Node*)>& changed) {
  if (op->kind == NodeKind::GetItem) return true;
  if (op->kind != NodeKind::Call || !op->op->meta_rule || raisesOnValuesOrLayout(op)) return false;
  if (takesAnyValue(op)) return true;
  bool floating = true;
  auto visit = [&](const Node* arg) {
    floating = floating && (!changed(arg) ||
                            std::all_of(arg->meta.begin(), arg->meta.end(),
                                        [](const auto& meta) { return isFloating(meta.dtype); }));
  };
  for (const Arg& arg : op->args) arg.forEachNode(visit);
  for (const auto& kwarg : op->kwargs) kwarg.second.forEachNode(visit);
  return floating;
}

// as_strided's storage offset is absolute. A scatter applies it to a fresh copy of its base (offset
// 0, the base's strides when dense), so replaying it on the base itself addresses the same
// elements only when the base is dense and starts at offset 0.
bool asStridedAddressesAlike(const OpInfo& scatter, const TensorMeta& base) {
  if (scatter.scattered_view == nullptr || scatter.scattered_view->packet_name != "as_strided")
    return true;
  return base.storage_offset == 0 && base.isNonOverlappingAndDense();
}

namespace {

// Each element k of the written running stat is channel k's, written after channel k's elements
// of the input were read; in any order of the channels it changes nothing another channel reads
// when it shares no position with another channel's elements. Worked out for small inputs only.
bool writesOnlyOwnChannels(const TensorMeta& input, const TensorMeta& stat) {
  constexpr int64_t kMaxElements = 4096;
  if (input.sizes.size() < 2 || input.numel() > kMaxElements || stat.numel() > kMaxElements)
    return false;
  const int64_t channels = input.sizes[1];
  int64_t plane = 1; // elements of one (batch, channel) plane
  for (size_t d = 2; d < input.sizes.size(); ++d) plane *= input.sizes[d];
  auto input_at = elementPositions(input), stat_at = elementPositions(stat);
  if (!input_at || !stat_at || stat.numel() != channels) return false;
  std::unordered_map<int64_t, int64_t> channel_at;
  for (size_t i = 0; i < input_at->size(); ++i) {
    int64_t channel = (static_cast<int64_t>(i) / plane) % channels;
    auto [it, fresh] = channel_at.emplace((*input_at)[i], channel);
    if (!fresh && it->second != channel) it->second = -1; // two channels share the position
  }
  for (size_t k = 0; k < stat_at->size(); ++k) {
    auto it = channel_at.find((*stat_at)[k]);
    if (it != channel_at.end() && it->second != static_cast<int64_t>(k)) return false;
  }
  return true;
}

} // namespace

bool statWriteReadByNoChannel(const TensorMeta& input, const TensorMeta& stat) {
  bool one_channel = input.sizes.size() > 1 && input.sizes[1] == 1;
  return one_channel || input.isContiguous() || writesOnlyOwnChannels(input, stat);
}

bool inplaceVariantReadsSelfMore(const Node& op) {
  if (op.kind != NodeKind::Call || std::string_view(op.op->qualified_name) != "baddbmm.default")
    return false;
  BoundArgs bound(*op.op, op.args, op.kwargs);
  const Arg& beta = bound.at(op.op->schema.findArgument("beta"));
  if (beta.isBool()) return !std::get<bool>(beta.value);
  return beta.number() == 0.0;
}

} // namespace reinplace
