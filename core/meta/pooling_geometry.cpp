#include "core/meta/pooling_geometry.h"

#include "core/meta/checked_arithmetic.h"

namespace reinplace {
namespace {

// div_rtn: division rounding toward negative infinity.
int64_t floorDivide(int64_t a, int64_t b) {
  if (a == INT64_MIN && b == -1)
    throw MetaError("integer overflow computing " + std::to_string(a) + " / -1");
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
  // Every step checked: kernel, stride and dilation come from the call and may be extreme.
  int64_t span = checkedAdd(checkedMul(dilation, checkedAdd(kernel, -1)), 1);
  int64_t numerator = checkedAdd(checkedAdd(input, checkedMul(2, pad)), -span);
  if (ceil_mode) numerator = checkedAdd(numerator, checkedAdd(stride, -1));
  int64_t out = checkedAdd(floorDivide(numerator, stride), 1);
  if (ceil_mode && checkedMul(out - 1, stride) >= checkedAdd(input, pad)) --out;
  return out;
}

} // namespace

namespace {

// The max pools and the 3-d pools take their window in C++ ints (safe_downcast): a value
// outside int32 is torch's "integer out of range".
void checkFitsInt(const std::vector<int64_t>& values) {
  for (int64_t value : values)
    if (value < INT32_MIN || value > INT32_MAX) throw MetaError("integer out of range");
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
    for (const auto* values : {&kernel, &stride, &padding, &dilation}) checkFitsInt(*values);
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

void checkPool2dShape(const TensorMeta& input, const Pool2dParams& params,
                      const Pool2dOutput& out) {
  // pool2d_shape_check takes the window as C++ ints: avg_pool2d's int64 values arrive
  // truncated (a kernel of 2^40 is checked as 0). The max pools' already fit.
  Pool2dParams p = params;
  for (int64_t* value : {&p.kernel_h, &p.kernel_w, &p.stride_h, &p.stride_w, &p.pad_h, &p.pad_w,
                         &p.dilation_h, &p.dilation_w})
    *value = static_cast<int32_t>(*value);
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

namespace {

// A one- or three-value list as [depth, height, width]; `fallback` when it is empty and empty
// is allowed.
std::array<int64_t, 3> threeValues(const std::vector<int64_t>& values,
                                   const std::array<int64_t, 3>& fallback) {
  if (values.empty()) return fallback;
  if (values.size() == 1) return {values[0], values[0], values[0]};
  return {values[0], values[1], values[2]};
}

std::string dhw(const char* d, const char* h, const char* w, const std::array<int64_t, 3>& v) {
  return std::string(d) + ": " + std::to_string(v[0]) + " " + h + ": " + std::to_string(v[1]) +
         " " + w + ": " + std::to_string(v[2]);
}

} // namespace

Pool3dParams readPool3dParams(const MetaContext& ctx, const char* op, bool with_dilation) {
  // max_pool3d's messages and avg_pool3d's are worded differently.
  const bool max = with_dilation;
  const std::string name(op);
  Pool3dParams p;
  std::vector<int64_t> kernel = ctx.intList("kernel_size");
  if (kernel.size() != 1 && kernel.size() != 3)
    throw MetaError(name + (max ? ": kernel_size must either be a single int, or a tuple of "
                                  "three ints"
                                : ": kernel_size must be a single int, or a tuple of three ints"));
  p.kernel = threeValues(kernel, {});
  std::vector<int64_t> stride = ctx.intList("stride");
  if (stride.size() != 0 && stride.size() != 1 && stride.size() != 3)
    throw MetaError(name + (max ? ": stride must either be omitted, a single int, or a tuple of "
                                  "three ints"
                                : ": stride must be omitted, a single int, or a tuple of three "
                                  "ints"));
  p.stride = threeValues(stride, p.kernel);
  std::vector<int64_t> padding = ctx.intList("padding");
  if (padding.size() != 1 && padding.size() != 3)
    throw MetaError(name + (max ? ": padding must be either be a single int, or a tuple of three "
                                  "ints"
                                : ": padding must be a single int, or a tuple of three ints"));
  p.padding = threeValues(padding, {});
  if (with_dilation) {
    std::vector<int64_t> dilation = ctx.intList("dilation");
    if (dilation.size() != 1 && dilation.size() != 3)
      throw MetaError(name + ": dilation must be either a single int, or a tuple of three ints");
    p.dilation = threeValues(dilation, {});
    checkFitsInt(dilation);
  }
  for (const auto* values : {&kernel, &stride, &padding}) checkFitsInt(*values);
  p.ceil_mode = ctx.boolArg("ceil_mode");
  return p;
}

std::array<int64_t, 3> pool3dOutput(const TensorMeta& input, const Pool3dParams& p) {
  if (input.dim() != 4 && input.dim() != 5)
    throw MetaError("non-empty 4D or 5D (batch mode) tensor expected for input");
  std::array<int64_t, 3> out{};
  for (size_t i = 0; i < 3; ++i)
    out[i] = outputSize(input.sizes[input.sizes.size() - 3 + i], p.kernel[i], p.padding[i],
                        p.stride[i], p.dilation[i], p.ceil_mode);
  return out;
}

void checkPool3dShape(const TensorMeta& input, const Pool3dParams& p,
                      const std::array<int64_t, 3>& out, const char* function,
                      bool check_input_size) {
  auto positive = [](const std::array<int64_t, 3>& v) { return v[0] > 0 && v[1] > 0 && v[2] > 0; };
  if (!positive(p.kernel))
    throw MetaError("kernel size should be greater than zero, but got " +
                    dhw("kT", "kH", "kW", p.kernel));
  if (!positive(p.stride))
    throw MetaError("stride should be greater than zero, but got " +
                    dhw("dT", "dH", "dW", p.stride));
  if (!positive(p.dilation))
    throw MetaError("dilation should be greater than zero, but got " +
                    dhw("dilationT", "dilationH", "dilationW", p.dilation));
  const int64_t rank = input.dim();
  if (rank != 4 && rank != 5)
    throw MetaError(std::string(function) +
                    ": Expected 4D or 5D tensor for input, but got: " + formatShape(input.sizes));
  for (int64_t d = rank == 5 ? 1 : 0; d < rank; ++d)
    if (input.sizes[static_cast<size_t>(d)] <= 0)
      throw MetaError(std::string(function) +
                      ": Expected input's non-batch dimensions to have positive length, but input "
                      "has a shape of " +
                      formatShape(input.sizes) + " and non-batch dimension " +
                      std::to_string(input.sizes[static_cast<size_t>(d)]) + " has length zero!");
  const std::array<int64_t, 3> in = {input.sizes[rank - 3], input.sizes[rank - 2],
                                     input.sizes[rank - 1]};
  if (check_input_size && (in[0] < p.kernel[0] || in[1] < p.kernel[1] || in[2] < p.kernel[2]))
    throw MetaError("input image (" + dhw("T", "H", "W", in) + ") smaller than kernel size (" +
                    dhw("kT", "kH", "kW", p.kernel) + ")");
  if (p.kernel[0] / 2 < p.padding[0] || p.kernel[2] / 2 < p.padding[2] ||
      p.kernel[1] / 2 < p.padding[1])
    throw MetaError(
        "pad should be smaller than or equal to half of kernel size, but got kT: " +
        std::to_string(p.kernel[0]) + " kW: " + std::to_string(p.kernel[2]) +
        " kH: " + std::to_string(p.kernel[1]) + " padT: " + std::to_string(p.padding[0]) +
        " padW: " + std::to_string(p.padding[2]) + " padH: " + std::to_string(p.padding[1]));
  if (out[0] < 1 || out[1] < 1 || out[2] < 1) {
    const std::string planes = std::to_string(input.sizes[rank - 4]);
    throw MetaError("Given input size: (" + planes + "x" + std::to_string(in[0]) + "x" +
                    std::to_string(in[1]) + "x" + std::to_string(in[2]) +
                    "). Calculated output size: (" + planes + "x" + std::to_string(out[0]) + "x" +
                    std::to_string(out[1]) + "x" + std::to_string(out[2]) +
                    "). Output size is too small");
  }
}

Pool3dParams Pool2dParams::as3d() const {
  Pool3dParams p;
  p.kernel = {1, kernel_h, kernel_w};
  p.stride = {1, stride_h, stride_w};
  p.padding = {0, pad_h, pad_w};
  p.dilation = {1, dilation_h, dilation_w};
  p.ceil_mode = ceil_mode;
  return p;
}

} // namespace reinplace
