// Vector norms as torch 1.13 computes them: norm.Scalar, norm.ScalarOpt_dim (the
// torch.norm and Tensor.norm of user code: gradient clipping, F.normalize) and
// linalg_vector_norm. A reduction with the conventions of statistic_ops.cpp (an empty dim list,
// or none, reduces every dim; keepdim keeps reduced dims as size 1; a contiguous result) over
// floating inputs only. norm's kernel fills an empty reduction with 0 for every p;
// linalg_vector_norm refuses one for the orders without an identity (inf and the negative ones),
// and takes a dtype to compute in that its input must widen to.

#include "core/meta/aten_conventions.h"
#include "core/meta/dim_args.h"
#include "core/meta/meta_context.h"
#include "core/meta/op_families.h"

#include <cmath>
#include <sstream>

namespace reinplace {
namespace {

// The order as c10::Scalar prints it: "2", "-0.5", "inf".
std::string orderText(double order) {
  if (std::isinf(order)) return order > 0 ? "inf" : "-inf";
  std::ostringstream text;
  text << order;
  return text.str();
}

// norm.Scalar, norm.ScalarOpt_dim.
void normRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  if (!isFloating(self.dtype))
    throw MetaError("norm(): input dtype should be either floating point or complex. Got " +
                    std::string(scalarTypeName(self.dtype)) + " instead.");
  const bool has_dim = ctx.op().schema.findArgument("dim") >= 0;
  const Reduction r = reduction(self, has_dim ? ctx.intList("dim") : std::vector<int64_t>{},
                                has_dim && ctx.boolArg("keepdim"));
  ctx.setResult(contiguousMeta(self.dtype, r.sizes));
}

void linalgVectorNormRule(MetaContext& ctx) {
  const TensorMeta& self = ctx.tensor("self");
  if (!isFloating(self.dtype))
    throw MetaError("linalg.vector_norm: Expected a floating point or complex tensor as input. "
                    "Got " +
                    std::string(scalarTypeName(self.dtype)));
  const std::optional<DType> requested = ctx.optionalDType("dtype");
  if (requested && promoteTypes(self.dtype, *requested) != *requested)
    throw MetaError("linalg.vector_norm: the dtype of the input (" +
                    std::string(scalarTypeName(self.dtype)) +
                    ") should be convertible without narrowing to the specified dtype (" +
                    std::string(scalarTypeName(*requested)) + ")");
  const std::vector<int64_t> dims = ctx.optionalIntList("dim").value_or(std::vector<int64_t>{});
  const Reduction r = reduction(self, dims, ctx.boolArg("keepdim"));
  const double order = ctx.scalar("ord").asDouble();
  if (self.numel() == 0 && (order < 0 || std::isinf(order))) {
    const std::string refused =
        "linalg.vector_norm cannot compute the " + orderText(order) + " norm on ";
    if (dims.empty())
      throw MetaError(refused + "an empty tensor because the operation does not have an identity");
    for (int64_t dim : dims) {
      const int64_t wrapped = wrapDim(dim, self.dim());
      if (self.dim() > 0 && self.sizes[wrapped] == 0)
        throw MetaError(refused + "the dimension " + std::to_string(wrapped) +
                        "because this dimension is empty and the operation does not have an "
                        "identity");
    }
  }
  ctx.setResult(contiguousMeta(requested.value_or(self.dtype), r.sizes));
}

} // namespace

std::vector<OpDefinition> normOpDefinitions() {
  return {
      {"norm.Scalar(Tensor self, Scalar p=2) -> Tensor", normRule},
      {"norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor",
       normRule},
      {"linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, "
       "ScalarType? dtype=None) -> Tensor",
       linalgVectorNormRule},
  };
}

} // namespace reinplace
