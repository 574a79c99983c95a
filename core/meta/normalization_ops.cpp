// native_batch_norm, native_layer_norm and native_group_norm, and the backward ops of batch and
// layer norm, as torch 1.13's CPU kernels allocate their results and check their arguments. A
// gradient the backward op's output_mask leaves out is an undefined tensor (undefinedResult).
//
// native_batch_norm in training mode also updates running_mean and running_var in place
// (momentum * batch statistic + (1 - momentum) * running value), though its schema does not
// mark them written; the oracle's kernel does the same (oracle/kernels/normalization_kernels.cpp).

#include "core/meta/aten_conventions.h"
#include "core/meta/memory_format.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"

namespace reinplace {
namespace {

TensorMeta formatted(DType dtype, const Shape& sizes, StrideFormat format) {
  TensorMeta meta;
  meta.dtype = dtype;
  meta.sizes = sizes;
  meta.strides = stridesInFormat(sizes, format);
  return meta;
}

// The message of ATen's data_ptr<T>() and accessors for a tensor of another dtype.
void checkSameDType(DType expected, const TensorMeta* tensor) {
  if (tensor && tensor->dtype != expected)
    throw MetaError("expected scalar type " + std::string(scalarTypeName(expected)) +
                    " but found " + std::string(scalarTypeName(tensor->dtype)));
}

// --- batch norm -------------------------------------------------------------------------------

// The dtype batch_norm_cpu reads its parameters in: the input's, or float for a bf16 input whose
// first given parameter is float (is_mixed_type / check_mixed_data_type).
DType batchNormParameterDType(const TensorMeta& input,
                              const std::vector<const TensorMeta*>& parameters) {
  const TensorMeta* first = nullptr;
  for (const TensorMeta* p : parameters)
    if (p && !first) first = p;
  if (!first || first->dtype == input.dtype) return input.dtype;
  if (input.dtype != DType::bf16 && input.dtype != DType::f32)
    throw MetaError("mixed dtype (CPU): expect input to have scalar type of BFloat16");
  for (const TensorMeta* p : parameters)
    if (p && p->dtype != DType::f32)
      throw MetaError("mixed dtype (CPU): expect parameter to have scalar type of Float");
  return DType::f32;
}

void nativeBatchNormRule(MetaContext& ctx) {
  const TensorMeta& input = ctx.tensor("input");
  std::vector<const TensorMeta*> parameters = {
      ctx.optionalTensor("weight"), ctx.optionalTensor("bias"), ctx.optionalTensor("running_mean"),
      ctx.optionalTensor("running_var")};
  const bool training = ctx.boolArg("training");
  if (input.dim() == 0) throw MetaError("Dimension specified as 1 but tensor has no dimensions");
  if (input.dim() == 1)
    throw MetaError("Dimension out of range (expected to be in range of [-1, 0], but got 1)");
  checkKernel("batch_norm", input.dtype, kFloatingNoHalf);
  DType param = batchNormParameterDType(input, parameters);
  const int64_t channels = input.sizes[1];
  for (const TensorMeta* p : parameters) {
    if (!p) continue;
    if (p->dtype != param)
      throw MetaError("expected scalar type " + std::string(scalarTypeName(param)) + " but found " +
                      std::string(scalarTypeName(p->dtype)));
    // torch 1.13 reads one element per channel without checking how many there are.
    if (p->numel() != channels)
      throw MetaError("native_batch_norm: a parameter of " + std::to_string(p->numel()) +
                      " elements for an input of " + std::to_string(channels) +
                      " channels (torch 1.13 does not check this and reads out of bounds)");
  }
  if (!training && (!parameters[2] || !parameters[3]))
    throw MetaError("native_batch_norm: evaluation mode without running_mean and running_var "
                    "(torch 1.13 dereferences the missing tensors and crashes)");
  // batch_norm_cpu computes numel / N / C in either mode; an input with more dims but none of
  // their elements (N, C > 0) runs, giving NaN statistics.
  if (input.sizes[0] == 0 || channels == 0)
    throw MetaError("native_batch_norm: an input without batch entries or channels (torch 1.13 "
                    "divides by zero and dies with SIGFPE)");
  // batch_norm_cpu's output: when the input is contiguous in the plain or the channels-last
  // format and every parameter is contiguous ("all contiguous", the fast path), in that format
  // (channels-last when only the size-1 strides disagree with it); otherwise in the input's
  // suggested format.
  bool all_contiguous = input.isContiguous() || isChannelsLastContiguous(input);
  for (const TensorMeta* p : parameters)
    all_contiguous = all_contiguous && (!p || p->isContiguous());
  StrideFormat format = !all_contiguous        ? suggestMemoryFormat(input)
                        : input.isContiguous() ? StrideFormat::contiguous
                                               : StrideFormat::channels_last;
  std::vector<TensorMeta> results;
  results.push_back(formatted(input.dtype, input.sizes, format));
  Shape saved = {training ? channels : 0};
  results.push_back(contiguousMeta(param, saved));
  results.push_back(contiguousMeta(param, saved));
  ctx.setListResult(std::move(results));
}

// batch_norm_backward_cpu: grad_input in the input's suggested memory format, grad_weight and
// grad_bias [C] of the parameter dtype (float for a bf16 input with float parameters), each only
// where output_mask asks for it. Training mode reads save_mean and save_invstd, evaluation mode
// running_mean and running_var; torch 1.13 dereferences the missing ones and crashes, divides
// by zero on an empty batch or no channels, and reads parameters and grad_out of the wrong size
// out of bounds: those calls are rejected here.
void nativeBatchNormBackwardRule(MetaContext& ctx) {
  const TensorMeta& grad = ctx.tensor("grad_out");
  const TensorMeta& input = ctx.tensor("input");
  const TensorMeta* weight = ctx.optionalTensor("weight");
  const TensorMeta* running_mean = ctx.optionalTensor("running_mean");
  const TensorMeta* running_var = ctx.optionalTensor("running_var");
  const TensorMeta* save_mean = ctx.optionalTensor("save_mean");
  const TensorMeta* save_invstd = ctx.optionalTensor("save_invstd");
  const bool training = ctx.boolArg("train");
  const std::vector<bool> mask = ctx.boolList("output_mask");
  std::vector<const TensorMeta*> parameters = {weight, running_mean, running_var, save_mean,
                                               save_invstd};
  checkKernel("batch_norm_backward_cpu", input.dtype, kFloatingNoHalf);
  if (input.dim() == 0) throw MetaError("Dimension specified as 1 but tensor has no dimensions");
  if (input.dim() == 1)
    throw MetaError("Dimension out of range (expected to be in range of [-1, 0], but got 1)");
  DType param = batchNormParameterDType(input, parameters);
  checkSameDType(input.dtype, &grad);
  for (const TensorMeta* p : parameters) checkSameDType(param, p);
  const int64_t channels = input.sizes[1];
  const char* const crash = " (torch 1.13 dereferences the missing tensors and crashes)";
  if (training && (!save_mean || !save_invstd))
    throw MetaError(std::string("native_batch_norm_backward: training mode without save_mean and "
                                "save_invstd") +
                    crash);
  if (!training && (!running_mean || !running_var))
    throw MetaError(std::string("native_batch_norm_backward: evaluation mode without "
                                "running_mean and running_var") +
                    crash);
  if (input.sizes[0] == 0 || channels == 0)
    throw MetaError("native_batch_norm_backward: an input without batch or channels (torch 1.13 "
                    "divides by zero and dies with SIGFPE)");
  // The statistics the mode does not use may have any size (evaluation mode gets the forward's
  // empty save_mean and save_invstd).
  const std::vector<const TensorMeta*> read = {weight, training ? save_mean : running_mean,
                                               training ? save_invstd : running_var};
  for (const TensorMeta* p : read)
    if (p && p->numel() != channels)
      throw MetaError("native_batch_norm_backward: a parameter of " + std::to_string(p->numel()) +
                      " elements for an input of " + std::to_string(channels) +
                      " channels (torch 1.13 does not check this and reads out of bounds)");
  if (grad.sizes != input.sizes)
    throw MetaError("native_batch_norm_backward: grad_out of sizes " + formatShape(grad.sizes) +
                    " for an input of sizes " + formatShape(input.sizes) +
                    " (torch 1.13 does not check this and reads out of bounds)");
  ctx.setListResult({mask[0] ? formatted(input.dtype, input.sizes, suggestMemoryFormat(input))
                             : undefinedResult(),
                     mask[1] ? contiguousMeta(param, {channels}) : undefinedResult(),
                     mask[2] ? contiguousMeta(param, {channels}) : undefinedResult()});
}

// --- layer norm -------------------------------------------------------------------------------

// _check_layer_norm_inputs: the normalized shape, the parameters' shapes and the input's trailing
// sizes; returns the first normalized dim.
int64_t checkLayerNormInputs(const TensorMeta& input, const Shape& normalized,
                             const TensorMeta* weight, const TensorMeta* bias) {
  if (normalized.empty())
    throw MetaError("Expected normalized_shape to be at least 1-dimensional, i.e., containing at "
                    "least one element, but got normalized_shape = []");
  if (weight && weight->sizes != normalized)
    throw MetaError("Expected weight to be of same shape as normalized_shape, but got weight of "
                    "shape " +
                    formatShape(weight->sizes) +
                    " and normalized_shape = " + formatShape(normalized));
  if (bias && bias->sizes != normalized)
    throw MetaError(
        "Expected bias to be of same shape as normalized_shape, but got bias of shape " +
        formatShape(bias->sizes) + " and normalized_shape = " + formatShape(normalized));
  const int64_t axis = input.dim() - static_cast<int64_t>(normalized.size());
  if (axis < 0 || !std::equal(normalized.begin(), normalized.end(), input.sizes.begin() + axis)) {
    std::string expected = "[*";
    for (int64_t size : normalized) expected += ", " + std::to_string(size);
    throw MetaError("Given normalized_shape=" + formatShape(normalized) +
                    ", expected input with shape " + expected + "], but got input of size" +
                    formatShape(input.sizes));
  }
  return axis;
}

void nativeLayerNormRule(MetaContext& ctx) {
  const TensorMeta& input = ctx.tensor("input");
  Shape normalized = Shape(ctx.intList("normalized_shape"));
  const TensorMeta* weight = ctx.optionalTensor("weight");
  const TensorMeta* bias = ctx.optionalTensor("bias");
  const int64_t axis = checkLayerNormInputs(input, normalized, weight, bias);
  checkKernel("LayerNormKernelImpl", input.dtype, kFloatingNoHalf);
  for (const TensorMeta* p : {weight, bias}) checkSameDType(input.dtype, p);
  Shape stat = input.sizes;
  for (size_t d = static_cast<size_t>(axis); d < stat.size(); ++d) stat[d] = 1;
  ctx.setListResult({contiguousMeta(input.dtype, input.sizes), contiguousMeta(input.dtype, stat),
                     contiguousMeta(input.dtype, stat)});
}

// layer_norm_backward_cpu: grad_input contiguous like the input, grad_weight and grad_bias
// contiguous like weight and bias (allocating them from an absent weight or bias fails). The
// kernel reads grad_out and the input made contiguous, but mean and rstd as M contiguous elements
// from their first one, whatever their strides (oracle/kernels/normalization_kernels.cpp).
void nativeLayerNormBackwardRule(MetaContext& ctx) {
  const TensorMeta& grad = ctx.tensor("grad_out");
  const TensorMeta& input = ctx.tensor("input");
  Shape normalized = Shape(ctx.intList("normalized_shape"));
  const TensorMeta& mean = ctx.tensor("mean");
  const TensorMeta& rstd = ctx.tensor("rstd");
  const TensorMeta* weight = ctx.optionalTensor("weight");
  const TensorMeta* bias = ctx.optionalTensor("bias");
  const std::vector<bool> mask = ctx.boolList("output_mask");
  const int64_t axis = checkLayerNormInputs(input, normalized, weight, bias);
  if ((mask[1] && !weight) || (mask[2] && !bias)) throw MetaError("tensor does not have a device");
  const int64_t rows = numelOf(std::span(input.sizes).first(static_cast<size_t>(axis)));
  if (input.numel() > 0) {
    checkKernel("LayerNormBackwardKernelImpl", input.dtype, kFloatingNoHalf);
    for (const TensorMeta* t : {&grad, &mean, &rstd, weight}) checkSameDType(input.dtype, t);
    // torch 1.13 only DCHECKs these and reads out of bounds.
    if (grad.sizes != input.sizes)
      throw MetaError("native_layer_norm_backward: grad_out of sizes " + formatShape(grad.sizes) +
                      " for an input of sizes " + formatShape(input.sizes) +
                      " (torch 1.13 does not check this and reads out of bounds)");
    for (const TensorMeta* stat : {&mean, &rstd})
      if (stat->numel() < rows)
        throw MetaError("native_layer_norm_backward: mean and rstd need " + std::to_string(rows) +
                        " elements, one per normalized row, but one has " +
                        std::to_string(stat->numel()) +
                        " (torch 1.13 does not check this and reads out of bounds)");
  }
  ctx.setListResult({mask[0] ? contiguousMeta(input.dtype, input.sizes) : undefinedResult(),
                     mask[1] ? contiguousMeta(weight->dtype, weight->sizes) : undefinedResult(),
                     mask[2] ? contiguousMeta(bias->dtype, bias->sizes) : undefinedResult()});
}

// --- group norm -------------------------------------------------------------------------------

bool contiguousIn(const TensorMeta& meta, StrideFormat format) {
  // is_contiguous(): c10 counts every tensor without elements as contiguous, whatever its strides.
  if (format == StrideFormat::contiguous) return meta.isContiguous();
  // is_contiguous(channels_last): the strides of the format, ignoring size-1 dims.
  Shape expected = stridesInFormat(meta.sizes, format);
  for (size_t d = 0; d < meta.sizes.size(); ++d)
    if (meta.sizes[d] != 1 && meta.strides[d] != expected[d]) return false;
  return true;
}

void nativeGroupNormRule(MetaContext& ctx) {
  const TensorMeta& input = ctx.tensor("input");
  const TensorMeta* weight = ctx.optionalTensor("weight");
  const TensorMeta* bias = ctx.optionalTensor("bias");
  const int64_t n = ctx.intArg("N"), c = ctx.intArg("C"), hxw = ctx.intArg("HxW");
  const int64_t group = ctx.intArg("group");
  if (group <= 0)
    throw MetaError("Expected num groups to be greater than 0, got " + std::to_string(group));
  if (c % group != 0)
    throw MetaError("Expected number of channels in input to be divisible by num_groups, but got "
                    "input of shape " +
                    formatShape(input.sizes) + " and num_groups=" + std::to_string(group));
  auto vector = [&](const TensorMeta* p) { return !p || (p->dim() == 1 && p->numel() == c); };
  // torch's bias message prints the weight's shape ([0] when there is no weight).
  Shape weight_shape = weight ? weight->sizes : Shape{0};
  if (!vector(weight))
    throw MetaError("Expected weight to be a vector of size equal to the number of channels in "
                    "input, but got weight of shape " +
                    formatShape(weight_shape) + " and input of shape " + formatShape(input.sizes));
  if (!vector(bias))
    throw MetaError("Expected bias to be a vector of size equal to the number of channels in "
                    "input, but got bias of shape " +
                    formatShape(weight_shape) + " and input of shape " + formatShape(input.sizes));
  StrideFormat format = suggestMemoryFormat(input);
  if (!contiguousIn(input, format))
    throw MetaError("Expected X.is_contiguous(memory_format) to be true, but got false.  (Could "
                    "this error message be improved?  If so, please report an enhancement "
                    "request to PyTorch.)");
  checkKernel("GroupNormKernelImpl", input.dtype, kFloatingNoHalf);
  int64_t expected = 0;
  if (__builtin_mul_overflow(n, c, &expected) || __builtin_mul_overflow(expected, hxw, &expected) ||
      expected != input.numel())
    throw MetaError("Expected X.numel() == N * C * HxW to be true, but got false.  (Could this "
                    "error message be improved?  If so, please report an enhancement request to "
                    "PyTorch.)");
  for (const TensorMeta* p : {weight, bias}) checkSameDType(input.dtype, p);
  if (n < 0 || input.dim() < 2)
    throw MetaError("native_group_norm: expected an input of at least 2 dims and N >= 0");
  ctx.setListResult({formatted(input.dtype, input.sizes, format),
                     contiguousMeta(input.dtype, {n, group}),
                     contiguousMeta(input.dtype, {n, group})});
}

} // namespace

std::vector<OpDefinition> normalizationOpDefinitions() {
  return {
      {"native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, "
       "Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, "
       "Tensor)",
       nativeBatchNormRule},
      {"native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? weight, Tensor? "
       "running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, "
       "float eps, bool[3] output_mask) -> (Tensor, Tensor, Tensor)",
       nativeBatchNormBackwardRule},
      {"native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, "
       "float eps) -> (Tensor, Tensor, Tensor)",
       nativeLayerNormRule},
      {"native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] normalized_shape, "
       "Tensor "
       "mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask) -> (Tensor, Tensor, "
       "Tensor)",
       nativeLayerNormBackwardRule},
      {"native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt "
       "HxW, int group, float eps) -> (Tensor, Tensor, Tensor)",
       nativeGroupNormRule},
  };
}

} // namespace reinplace
