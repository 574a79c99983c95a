#include "core/meta/upsample_geometry.h"

#include "core/meta/memory_format.h"

#include <string>
#include <vector>

namespace reinplace {
namespace {

const char* kImprovable = " to be true, but got false.  (Could this error message be improved?  "
                          "If so, please report an enhancement request to PyTorch.)";

std::optional<std::vector<double>> optionalFloatList(const MetaContext& ctx, const char* name) {
  const Arg& arg = ctx.arg(name);
  if (arg.isNone()) return std::nullopt;
  std::vector<double> values;
  for (const Arg& item : arg.list().items)
    values.push_back(item.isDouble() ? std::get<double>(item.value)
                                     : static_cast<double>(std::get<int64_t>(item.value)));
  return values;
}

std::optional<double> optionalFloat(const MetaContext& ctx, const char* name) {
  const Arg& arg = ctx.arg(name);
  if (arg.isNone()) return std::nullopt;
  return ctx.floatArg(name);
}

// upsample::compute_output_size and get_scale_value, for the .vec overloads.
Shape vecOutputSize(const MetaContext& ctx, const TensorMeta& input, Upsample2d& out) {
  const std::optional<std::vector<int64_t>> sizes = ctx.optionalIntList("output_size");
  const std::optional<std::vector<double>> scales = optionalFloatList(ctx, "scale_factors");
  if (sizes.has_value() == scales.has_value())
    throw MetaError("Must specify exactly one of output_size and scale_factors");
  const int64_t spatial = input.dim() - 2;
  if (sizes) {
    if (static_cast<int64_t>(sizes->size()) != spatial)
      throw MetaError("Expected static_cast<int64_t>(output_size->size()) == spatial_dimensions" +
                      std::string(kImprovable));
    return Shape(sizes->begin(), sizes->end());
  }
  if (static_cast<int64_t>(scales->size()) != spatial)
    throw MetaError("Expected static_cast<int64_t>(scale_factors->size()) == spatial_dimensions" +
                    std::string(kImprovable));
  Shape result;
  for (int64_t i = 0; i < spatial; ++i) {
    double size = static_cast<double>(input.sizes[i + 2]) * (*scales)[i];
    // Beyond int64 (an infinite or huge scale): torch's cast is undefined; refuse it here.
    if (!(size > -9.2e18 && size < 9.2e18))
      throw MetaError("scale_factors give an output size of " + std::to_string(size) +
                      ", which is no int64");
    result.push_back(static_cast<int64_t>(size));
  }
  if (spatial >= 2) {
    out.scale_h = (*scales)[0];
    out.scale_w = (*scales)[1];
  }
  return result;
}

} // namespace

Upsample2d readUpsample2d(const MetaContext& ctx) {
  const bool vec = ctx.op().schema.overload == "vec";
  const TensorMeta& input = ctx.tensor(vec ? "input" : "self");
  Upsample2d out;
  Shape size;
  if (vec) {
    size = vecOutputSize(ctx, input, out);
  } else {
    const std::vector<int64_t> given = ctx.intList("output_size");
    size = Shape(given.begin(), given.end());
    out.scale_h = optionalFloat(ctx, "scales_h");
    out.scale_w = optionalFloat(ctx, "scales_w");
  }
  if (ctx.op().schema.findArgument("align_corners") >= 0)
    out.align_corners = ctx.boolArg("align_corners");
  // upsample_2d_common_check, then the meta function's check for empty inputs.
  if (size.size() != 2)
    throw MetaError("It is expected output_size equals to 2, but got size " +
                    std::to_string(size.size()));
  if (input.dim() != 4)
    throw MetaError("It is expected input_size equals to 4, but got size " +
                    std::to_string(input.dim()));
  const Shape& in = input.sizes;
  if (in[2] <= 0 || in[3] <= 0 || size[0] <= 0 || size[1] <= 0)
    throw MetaError("Input and output sizes should be greater than 0, but got input (H: " +
                    std::to_string(in[2]) + ", W: " + std::to_string(in[3]) + ") output (H: " +
                    std::to_string(size[0]) + ", W: " + std::to_string(size[1]) + ")");
  // The product of the sizes is 0 when one is, without multiplying sizes that may overflow.
  if (input.numel() == 0 && (in[1] == 0 || in[2] == 0 || in[3] == 0))
    throw MetaError("Non-empty 4D data tensor expected but got a tensor with sizes " +
                    formatShape(in));
  out.output_sizes = {in[0], in[1], size[0], size[1]};
  out.channels_last = suggestMemoryFormat(input) == StrideFormat::channels_last;
  return out;
}

} // namespace reinplace
