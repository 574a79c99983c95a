// upsample_nearest2d and upsample_bilinear2d, with their .vec overloads (F.interpolate's), after
// torch 1.13: the geometry and checks of upsample_geometry.h, a result laid out in the input's
// suggested memory format (channels-last stays channels-last), then the kernel's dtypes: f32,
// f64 and bf16, and u8 for nearest. The kernel's name in the dtype message is that of the path
// the input takes (its channels-last loop, or the generic one's index computation).

#include "core/meta/memory_format.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"
#include "core/meta/upsample_geometry.h"

#include <string>

namespace reinplace {
namespace {

void upsampleRule(MetaContext& ctx, bool bilinear) {
  const Upsample2d geometry = readUpsample2d(ctx);
  const TensorMeta& input = ctx.tensor(ctx.op().schema.overload == "vec" ? "input" : "self");
  const DType dtype = input.dtype;
  const bool built = dtype == DType::f32 || dtype == DType::f64 || dtype == DType::bf16 ||
                     (!bilinear && dtype == DType::u8);
  if (!built) {
    const std::string kernel =
        geometry.channels_last
            ? (bilinear ? "upsample_bilinear2d_channels_last" : "upsample_nearest2d_channels_last")
            : (bilinear ? "compute_indices_weights_linear" : "compute_indices_weights_nearest");
    throw MetaError("\"" + kernel + "\" not implemented for '" +
                    std::string(scalarTypeName(dtype)) + "'");
  }
  TensorMeta result = contiguousMeta(dtype, geometry.output_sizes);
  if (geometry.channels_last)
    result.strides = stridesInFormat(result.sizes, StrideFormat::channels_last);
  ctx.setResult(std::move(result));
}

} // namespace

std::vector<OpDefinition> upsampleOpDefinitions() {
  auto nearest = [](MetaContext& c) { upsampleRule(c, false); };
  auto bilinear = [](MetaContext& c) { upsampleRule(c, true); };
  return {
      {"upsample_nearest2d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> "
       "Tensor",
       nearest},
      {"upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? "
       "scales_w=None) -> Tensor",
       nearest},
      {"upsample_bilinear2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, "
       "float[]? scale_factors) -> Tensor",
       bilinear},
      {"upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? "
       "scales_h=None, float? scales_w=None) -> Tensor",
       bilinear},
  };
}

} // namespace reinplace
