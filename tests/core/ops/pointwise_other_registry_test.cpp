// The pointwise, other and factory ops are registered with torch 1.13's schemas, and the
// registry derives their in-place variants as torch.fx.passes.reinplace._maybe_get_inplace_op
// does. Both tables were produced by running torch: str(op._schema) without "aten::", and
// _maybe_get_inplace_op(op) for every functional op registered here.

#include "core/meta/builtin_registry.h"
#include "core/ops/op_registry.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace reinplace {
namespace {

const std::vector<std::string> kTorchSchemas = {
    "add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
    "add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)",
    "add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor",
    "add_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)",
    "sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
    "sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)",
    "sub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor",
    "sub_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)",
    "mul.Tensor(Tensor self, Tensor other) -> Tensor",
    "mul_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
    "mul.Scalar(Tensor self, Scalar other) -> Tensor",
    "mul_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)",
    "div.Tensor(Tensor self, Tensor other) -> Tensor",
    "div_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
    "div.Scalar(Tensor self, Scalar other) -> Tensor",
    "div_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)",
    "div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor",
    "div_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)",
    "div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor",
    "div_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -> Tensor(a!)",
    "neg(Tensor self) -> Tensor",
    "neg_(Tensor(a!) self) -> Tensor(a!)",
    "abs(Tensor self) -> Tensor",
    "abs_(Tensor(a!) self) -> Tensor(a!)",
    "relu(Tensor self) -> Tensor",
    "relu_(Tensor(a!) self) -> Tensor(a!)",
    "sigmoid(Tensor self) -> Tensor",
    "sigmoid_(Tensor(a!) self) -> Tensor(a!)",
    "tanh(Tensor self) -> Tensor",
    "tanh_(Tensor(a!) self) -> Tensor(a!)",
    "exp(Tensor self) -> Tensor",
    "exp_(Tensor(a!) self) -> Tensor(a!)",
    "log(Tensor self) -> Tensor",
    "log_(Tensor(a!) self) -> Tensor(a!)",
    "sqrt(Tensor self) -> Tensor",
    "sqrt_(Tensor(a!) self) -> Tensor(a!)",
    "rsqrt(Tensor self) -> Tensor",
    "rsqrt_(Tensor(a!) self) -> Tensor(a!)",
    "sin(Tensor self) -> Tensor",
    "sin_(Tensor(a!) self) -> Tensor(a!)",
    "cos(Tensor self) -> Tensor",
    "cos_(Tensor(a!) self) -> Tensor(a!)",
    "clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor",
    "clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)",
    "clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor",
    "clamp_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)",
    "pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor",
    "pow_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)",
    "pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor",
    "pow_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)",
    "pow.Scalar(Scalar self, Tensor exponent) -> Tensor",
    "fill.Scalar(Tensor self, Scalar value) -> Tensor",
    "fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)",
    "fill.Tensor(Tensor self, Tensor value) -> Tensor",
    "fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)",
    "zero(Tensor self) -> Tensor",
    "zero_(Tensor(a!) self) -> Tensor(a!)",
    "masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor",
    "masked_fill_.Scalar(Tensor(a!) self, Tensor mask, Scalar value) -> Tensor(a!)",
    "masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor",
    "masked_fill_.Tensor(Tensor(a!) self, Tensor mask, Tensor value) -> Tensor(a!)",
    "addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor",
    "addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)",
    "lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor",
    "lerp_.Scalar(Tensor(a!) self, Tensor end, Scalar weight) -> Tensor(a!)",
    "lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor",
    "lerp_.Tensor(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!)",
    "eq.Tensor(Tensor self, Tensor other) -> Tensor",
    "eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
    "eq.Scalar(Tensor self, Scalar other) -> Tensor",
    "eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)",
    "ne.Tensor(Tensor self, Tensor other) -> Tensor",
    "ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
    "ne.Scalar(Tensor self, Scalar other) -> Tensor",
    "ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)",
    "lt.Tensor(Tensor self, Tensor other) -> Tensor",
    "lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
    "lt.Scalar(Tensor self, Scalar other) -> Tensor",
    "lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)",
    "le.Tensor(Tensor self, Tensor other) -> Tensor",
    "le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
    "le.Scalar(Tensor self, Scalar other) -> Tensor",
    "le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)",
    "gt.Tensor(Tensor self, Tensor other) -> Tensor",
    "gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
    "gt.Scalar(Tensor self, Scalar other) -> Tensor",
    "gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)",
    "ge.Tensor(Tensor self, Tensor other) -> Tensor",
    "ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)",
    "ge.Scalar(Tensor self, Scalar other) -> Tensor",
    "ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)",
    "where.self(Tensor condition, Tensor self, Tensor other) -> Tensor",
    "maximum(Tensor self, Tensor other) -> Tensor",
    "clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor",
    "_to_copy(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
    "bool? pin_memory=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor",
    "copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor",
    "copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)",
    "resize(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor",
    "resize_(Tensor(a!) self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor(a!)",
    "index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor",
    "index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> "
    "Tensor(a!)",
    "cat(Tensor[] tensors, int dim=0) -> Tensor",
    "sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> "
    "Tensor",
    "cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor",
    "cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)",
    "mm(Tensor self, Tensor mat2) -> Tensor",
    "addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
    "addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> "
    "Tensor(a!)",
    "zeros(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
    "bool? pin_memory=None) -> Tensor",
    "ones(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
    "bool? pin_memory=None) -> Tensor",
    "full(SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, "
    "Device? device=None, bool? pin_memory=None) -> Tensor",
    "zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
    "bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
    "ones_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
    "bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor",
    "arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? "
    "pin_memory=None) -> Tensor",
    "arange.start(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, "
    "Device? device=None, bool? pin_memory=None) -> Tensor",
    "arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? "
    "layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
};

// functional op -> in-place op upstream picks (nullptr: none, e.g. pow.Scalar, whose pow_
// overloads all take a Tensor self).
const std::vector<std::pair<std::string, const char*>> kTorchInplaceVariants = {
    {"add.Tensor", "add_.Tensor"},
    {"add.Scalar", "add_.Scalar"},
    {"sub.Tensor", "sub_.Tensor"},
    {"sub.Scalar", "sub_.Scalar"},
    {"mul.Tensor", "mul_.Tensor"},
    {"mul.Scalar", "mul_.Scalar"},
    {"div.Tensor", "div_.Tensor"},
    {"div.Scalar", "div_.Scalar"},
    {"div.Tensor_mode", "div_.Tensor_mode"},
    {"div.Scalar_mode", "div_.Scalar_mode"},
    {"neg.default", "neg_.default"},
    {"abs.default", "abs_.default"},
    {"relu.default", "relu_.default"},
    {"sigmoid.default", "sigmoid_.default"},
    {"tanh.default", "tanh_.default"},
    {"exp.default", "exp_.default"},
    {"log.default", "log_.default"},
    {"sqrt.default", "sqrt_.default"},
    {"rsqrt.default", "rsqrt_.default"},
    {"sin.default", "sin_.default"},
    {"cos.default", "cos_.default"},
    {"clamp.default", "clamp_.default"},
    {"clamp.Tensor", "clamp_.Tensor"},
    {"pow.Tensor_Scalar", "pow_.Scalar"},
    {"pow.Tensor_Tensor", "pow_.Tensor"},
    {"pow.Scalar", nullptr},
    {"fill.Scalar", "fill_.Scalar"},
    {"fill.Tensor", "fill_.Tensor"},
    {"zero.default", "zero_.default"},
    {"masked_fill.Scalar", "masked_fill_.Scalar"},
    {"masked_fill.Tensor", "masked_fill_.Tensor"},
    {"addcmul.default", "addcmul_.default"},
    {"lerp.Scalar", "lerp_.Scalar"},
    {"lerp.Tensor", "lerp_.Tensor"},
    {"eq.Tensor", "eq_.Tensor"},
    {"eq.Scalar", "eq_.Scalar"},
    {"ne.Tensor", "ne_.Tensor"},
    {"ne.Scalar", "ne_.Scalar"},
    {"lt.Tensor", "lt_.Tensor"},
    {"lt.Scalar", "lt_.Scalar"},
    {"le.Tensor", "le_.Tensor"},
    {"le.Scalar", "le_.Scalar"},
    {"gt.Tensor", "gt_.Tensor"},
    {"gt.Scalar", "gt_.Scalar"},
    {"ge.Tensor", "ge_.Tensor"},
    {"ge.Scalar", "ge_.Scalar"},
    {"where.self", nullptr},
    {"maximum.default", nullptr},
    {"clone.default", nullptr},
    {"_to_copy.default", nullptr},
    {"copy.default", "copy_.default"},
    {"resize.default", "resize_.default"},
    {"index_put.default", "index_put_.default"},
    {"cat.default", nullptr},
    {"sum.dim_IntList", nullptr},
    {"cumsum.default", "cumsum_.default"},
    {"mm.default", nullptr},
    {"addmm.default", "addmm_.default"},
    {"zeros.default", nullptr},
    {"ones.default", nullptr},
    {"full.default", nullptr},
    {"zeros_like.default", nullptr},
    {"ones_like.default", nullptr},
    {"arange.default", nullptr},
    {"arange.start", nullptr},
    {"arange.start_step", nullptr},
};

std::string qualifiedName(const std::string& schema) {
  return schema.substr(0, schema.find('('));
}

TEST(PointwiseAndOtherRegistry, SchemasAreTorchs) {
  for (const std::string& schema : kTorchSchemas) {
    const OpInfo* op = builtinRegistry().find(qualifiedName(schema));
    ASSERT_NE(op, nullptr) << qualifiedName(schema) << " is not registered";
    EXPECT_EQ(op->schema.str(), schema);
  }
}

TEST(PointwiseAndOtherRegistry, InplaceVariantsAreTheOnesUpstreamDerives) {
  for (const auto& [functional_name, inplace_name] : kTorchInplaceVariants) {
    SCOPED_TRACE(functional_name);
    const OpInfo* functional = builtinRegistry().find(functional_name);
    ASSERT_NE(functional, nullptr);
    EXPECT_FALSE(functional->is_inplace);
    EXPECT_FALSE(functional->is_view);
    if (!inplace_name) {
      EXPECT_EQ(functional->inplace_variant, nullptr)
          << "derived " << functional->inplace_variant->qualified_name;
      continue;
    }
    ASSERT_NE(functional->inplace_variant, nullptr) << "expected " << inplace_name;
    EXPECT_EQ(functional->inplace_variant->qualified_name, inplace_name);
    EXPECT_TRUE(functional->inplace_variant->is_inplace);
    EXPECT_EQ(functional->inplace_variant->functional_variant, functional);
  }
}

// Every in-place op registered here is the variant of one of the functional ops above, so the
// pass can reach each of them and each has its functional meta rule to compare against.
TEST(PointwiseAndOtherRegistry, EveryInplaceOpHasItsFunctionalOp) {
  for (const std::string& schema : kTorchSchemas) {
    const OpInfo* op = builtinRegistry().find(qualifiedName(schema));
    ASSERT_NE(op, nullptr);
    if (!op->is_inplace) continue;
    ASSERT_NE(op->functional_variant, nullptr) << op->qualified_name;
    EXPECT_EQ(op->functional_variant->inplace_variant, op);
  }
}

// Elementwise ops may be rewritten in place even when an argument is exactly self's memory;
// ops that read other elements of self (scans, products, scatters) must not be marked.
TEST(PointwiseAndOtherRegistry, OnlyElementwiseOpsAreMarkedElementwise) {
  for (const char* name : {"add.Tensor",
                           "sub.Scalar",
                           "div.Tensor_mode",
                           "neg",
                           "sigmoid",
                           "clamp",
                           "clamp.Tensor",
                           "pow.Tensor_Tensor",
                           "pow.Scalar",
                           "fill.Scalar",
                           "masked_fill.Tensor",
                           "addcmul",
                           "lerp.Tensor",
                           "eq.Tensor",
                           "where.self",
                           "maximum",
                           "copy",
                           "copy_",
                           "clone",
                           "_to_copy"})
    EXPECT_TRUE(builtinRegistry().find(name)->elementwise) << name;
  for (const char* name :
       {"cumsum", "cumsum_", "sum.dim_IntList", "mm", "addmm", "addmm_", "cat", "index_put",
        "index_put_", "resize", "resize_", "zeros", "arange.start", "zeros_like"})
    EXPECT_FALSE(builtinRegistry().find(name)->elementwise) << name;
}

} // namespace
} // namespace reinplace
