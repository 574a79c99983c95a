#include "core/ops/pooling_geometry.h"

#include "core/ops/checked_arithmetic.h"

namespace reinplace {
namespace {

// div_rtn: division rounding toward negative infinity.
int64_t floorDivide(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

int64_t outputSize(int64_t input, int64_t kernel, int64_t pad, int64_t stride, int64_t dilation,
                   bool ceil_mode) {
  if (stride == 0) throw MetaError("stride should not be zero");
  if (pad < 0) throw MetaError("pad must be non-negative, but got pad: " + std::to_string(pad));
  if (pad > kernel / 2)
    throw MetaError("pad should be at most half of kernel size, but got pad=" +
                    std::to_string(pad) + " and kernel_size=" + std::to_string(kernel));
  int64_t span = checkedAdd(checkedMul(dilation, kernel - 1), 1);
  int64_t numerator = checkedAdd(checkedAdd(input, checkedMul(2, pad)), -span);
  if (ceil_mode) numerator = checkedAdd(numerator, stride - 1);
  int64_t out = floorDivide(numerator, stride) + 1;
  if (ceil_mode && (out - 1) * stride >= input + pad) --out;
  return out;
}

} // namespace

Pool2dParams readPool2dParams(const MetaContext& ctx, const char* op, bool with_dilation) {
  Pool2dParams p;
  std::vector<int64_t> kernel = ctx.intList("kernel_size");
  if (kernel.size() != 1 && kernel.size() != 2)
    throw MetaError(std::string(op) +
                    ": kernel_size must either be a single int, or a tuple of two ints");
  p.kernel_h = kernel[0];
  p.kernel_w = kernel.size() == 1 ? kernel[0] : kernel[1];
  std::vector<int64_t> stride = ctx.intList("stride");
  if (stride.size() > 2)
    throw MetaError(std::string(op) +
                    ": stride must either be omitted, a single int, or a tuple of two ints");
  p.stride_h = stride.empty() ? p.kernel_h : stride[0];
  p.stride_w = stride.empty() ? p.kernel_w : stride.size() == 1 ? p.stride_h : stride[1];
  std::vector<int64_t> padding = ctx.intList("padding");
  if (padding.size() != 1 && padding.size() != 2)
    throw MetaError(std::string(op) + (with_dilation ? ": padding must be either be a single int, "
                                                       "or a tuple of two ints"
                                                     : ": padding must either be a single int, "
                                                       "or a tuple of two ints"));
  p.pad_h = padding[0];
  p.pad_w = padding.size() == 1 ? padding[0] : padding[1];
  if (with_dilation) {
    std::vector<int64_t> dilation = ctx.intList("dilation");
    if (dilation.size() != 1 && dilation.size() != 2)
      throw MetaError(std::string(op) +
                      ": dilation must be either a single int, or a tuple of two ints");
    p.dilation_h = dilation[0];
    p.dilation_w = dilation.size() == 1 ? dilation[0] : dilation[1];
  }
  p.ceil_mode = ctx.boolArg("ceil_mode");
  return p;
}

Pool2dOutput pool2dOutput(const TensorMeta& input, const Pool2dParams& p) {
  const int64_t rank = input.dim();
  Pool2dOutput out;
  out.height =
      outputSize(input.sizes[rank - 2], p.kernel_h, p.pad_h, p.stride_h, p.dilation_h, p.ceil_mode);
  out.width =
      outputSize(input.sizes[rank - 1], p.kernel_w, p.pad_w, p.stride_w, p.dilation_w, p.ceil_mode);
  return out;
}

void checkPool2dShape(const TensorMeta& input, const Pool2dParams& p, const Pool2dOutput& out) {
  const int64_t rank = input.dim();
  if (p.kernel_w <= 0 || p.kernel_h <= 0)
    throw MetaError("kernel size should be greater than zero, but got kH: " +
                    std::to_string(p.kernel_h) + " kW: " + std::to_string(p.kernel_w));
  if (p.stride_w <= 0 || p.stride_h <= 0)
    throw MetaError("stride should be greater than zero, but got dH: " +
                    std::to_string(p.stride_h) + " dW: " + std::to_string(p.stride_w));
  if (p.dilation_h <= 0 || p.dilation_w <= 0)
    throw MetaError("dilation should be greater than zero, but got dilationH: " +
                    std::to_string(p.dilation_h) + " dilationW: " + std::to_string(p.dilation_w));
  const Shape& s = input.sizes;
  bool valid = rank >= 3 && s[1] != 0 && s[2] != 0;
  if (!((rank == 3 && s[0] != 0 && valid) || (rank == 4 && valid && s[3] != 0)))
    throw MetaError("Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size for "
                    "input, but got:" +
                    formatShape(s));
  if (p.kernel_w / 2 < p.pad_w || p.kernel_h / 2 < p.pad_h)
    throw MetaError("pad should be smaller than or equal to half of kernel size, but got padW = " +
                    std::to_string(p.pad_w) + ", padH = " + std::to_string(p.pad_h) + ", kW = " +
                    std::to_string(p.kernel_w) + ", kH = " + std::to_string(p.kernel_h));
  if (out.width < 1 || out.height < 1) {
    int64_t planes = s[rank - 3];
    throw MetaError("Given input size: (" + std::to_string(planes) + "x" +
                    std::to_string(s[rank - 2]) + "x" + std::to_string(s[rank - 1]) +
                    "). Calculated output size: (" + std::to_string(planes) + "x" +
                    std::to_string(out.height) + "x" + std::to_string(out.width) +
                    "). Output size is too small");
  }
}

} // namespace reinplace
