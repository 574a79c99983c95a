// renorm(self, p, dim, maxnorm) and renorm_, as torch 1.13 checks them (TORCH_META_FUNC(renorm),
// then renorm_out, which wraps dim and calls linalg_vector_norm over every other dim):
// - p must be positive (NaN is not), maxnorm at least 0, self of at least 2 dims;
// - the norm takes floating self only ("linalg.vector_norm: Expected a floating point or
//   complex tensor as input. Got Long"), and refuses an infinite p over an empty dim of an empty
//   self (the maximum has no identity);
// - the result is a fresh contiguous tensor of self's shape and dtype.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"

#include <cmath>
#include <sstream>

namespace reinplace {
namespace {

// How an ATen message streams a double: six significant digits.
std::string streamed(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

double numberParam(const MetaContext& ctx, std::string_view name) {
  return scalarParam(ctx, name).asDouble();
}

// How ATen streams a Scalar: an int as an int, a float as a double.
std::string streamedScalar(const ScalarValue& value) {
  return value.kind == ScalarValue::Kind::Float ? streamed(value.float_value)
                                                : std::to_string(value.int_value);
}

void renormRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  const double p = numberParam(ctx, "p");
  const double maxnorm = numberParam(ctx, "maxnorm");
  if (!(p > 0.0)) throw MetaError("renorm: non-positive-norm not supported");
  if (!(maxnorm >= 0.0))
    throw MetaError("renorm: expected maxnorm to be >= 0 but got " + streamed(maxnorm));
  if (self.dim() <= 1)
    throw MetaError("renorm: input needs at least 2 dimensions, got " + std::to_string(self.dim()) +
                    " dimensions");
  const int64_t dim = maybeWrapDim(ctx.intArg("dim"), self.dim());
  if (!isFloating(self.dtype))
    throw MetaError(
        "linalg.vector_norm: Expected a floating point or complex tensor as input. Got " +
        std::string(scalarTypeName(self.dtype)));
  if (self.numel() == 0 && std::isinf(p)) {
    for (int64_t d = 0; d < self.dim(); ++d)
      if (d != dim && self.sizes[static_cast<size_t>(d)] == 0)
        throw MetaError("linalg.vector_norm cannot compute the " +
                        streamedScalar(scalarParam(ctx, "p")) + " norm on the dimension " +
                        std::to_string(d) +
                        "because this dimension is empty and the operation does not have an "
                        "identity");
  }
  ctx.setResult(ctx.op().is_inplace ? self : contiguousMeta(self.dtype, self.sizes));
}

} // namespace

std::vector<OpDefinition> renormOpDefinitions() {
  return {
      {"renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor", renormRule},
      {"renorm_(Tensor(a!) self, Scalar p, int dim, Scalar maxnorm) -> Tensor(a!)", renormRule},
  };
}

} // namespace reinplace
