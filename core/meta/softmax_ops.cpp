// _softmax, _log_softmax and their backward ops (torch 1.13's structured meta functions and CPU
// impls in SoftMax.cpp). The result is always a fresh contiguous tensor of the input's (grad's)
// sizes, whatever the input's layout: the kernels work on contiguous copies. Not elementwise:
// every output element reads its whole row along `dim`.

#include "core/meta/elementwise_rules.h"
#include "core/meta/op_families.h"

#include <string>

namespace reinplace {
namespace {

// The kernel the impl dispatches to: the last-dim one when dim is the last (a 0-dim input is
// viewed as 1-d), else the general one. Neither runs on an empty input.
const char* kernelFor(bool lastdim, const char* lastdim_kernel, const char* kernel) {
  return lastdim ? lastdim_kernel : kernel;
}

void forwardRule(MetaContext& ctx, const char* lastdim_kernel, const char* kernel) {
  const TensorMeta& self = ctx.tensor("self");
  int64_t dim = wrapDimAsTorch(ctx.intArg("dim"), self.dim());
  // The meta function makes an f32 result for half_to_float; the CPU impl then refuses it.
  if (ctx.boolArg("half_to_float"))
    throw MetaError("softmax with half to float conversion is not supported on CPU");
  if (self.numel() != 0)
    checkFloatingKernel(kernelFor(self.dim() == 0 || dim == self.dim() - 1, lastdim_kernel, kernel),
                        self.dtype);
  ctx.setResult(contiguousMeta(self.dtype, self.sizes));
}

// The backward ops allocate grad's dtype, except that f32 grads of an f16 input get an f16
// result (a CUDA convention the CPU kernel then rejects when it reads the result as float). The
// kernel dispatches on grad's dtype and reads result and output as that type. _softmax's checks
// that grad and output have one size; _log_softmax's does not, and its kernel reads output's
// contiguous elements in grad's shape.
void backwardRule(MetaContext& ctx, bool log, const char* lastdim_kernel, const char* kernel) {
  const TensorMeta& grad = ctx.tensor("grad_output");
  const TensorMeta& output = ctx.tensor("output");
  if (!log && grad.sizes != output.sizes)
    throw MetaError("Expected tensor for argument #1 'grad' to have same size as tensor for "
                    "argument #2 'output'; but " +
                    formatShape(grad.sizes) + " does not equal " + formatShape(output.sizes) +
                    " (while checking arguments for softmax_backward)");
  int64_t dim = wrapDimAsTorch(ctx.intArg("dim"), grad.dim());
  DType input_dtype = *ctx.optionalDType("input_dtype");
  DType dtype = grad.dtype;
  if (input_dtype == DType::f16 && grad.dtype == DType::f32) dtype = DType::f16;
  if (output.numel() != 0) {
    checkFloatingKernel(kernelFor(grad.dim() == 0 || dim == grad.dim() - 1, lastdim_kernel, kernel),
                        grad.dtype);
    for (DType read : {dtype, output.dtype})
      if (read != grad.dtype)
        throw MetaError("expected scalar type " + std::string(scalarTypeName(grad.dtype)) +
                        " but found " + std::string(scalarTypeName(read)));
  }
  ctx.setResult(contiguousMeta(dtype, grad.sizes));
}

} // namespace

std::vector<OpDefinition> softmaxOpDefinitions() {
  return {
      {"_softmax(Tensor self, int dim, bool half_to_float) -> Tensor",
       [](MetaContext& c) {
         forwardRule(c, "softmax_lastdim_kernel_impl", "softmax_kernel_impl");
       }},
      // torch 1.13 names the general log_softmax kernel's dispatch "softmax_kernel_impl" too.
      {"_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor",
       [](MetaContext& c) {
         forwardRule(c, "log_softmax_lastdim_kernel_impl", "softmax_kernel_impl");
       }},
      {"_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType "
       "input_dtype) -> Tensor",
       [](MetaContext& c) {
         backwardRule(c, false, "softmax_backward_lastdim_kernel_impl",
                      "softmax_backward_kernel_impl");
       }},
      {"_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType "
       "input_dtype) -> Tensor",
       [](MetaContext& c) {
         backwardRule(c, true, "log_softmax_backward_lastdim_kernel_impl",
                      "log_softmax_backward_kernel_impl");
       }},
  };
}

} // namespace reinplace
