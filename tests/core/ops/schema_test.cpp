#include "core/ops/schema.h"

#include <gtest/gtest.h>

namespace reinplace {
namespace {

TEST(SchemaParser, FunctionalOpWithKwargOnlyDefault) {
  Schema s = parseSchema("add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor");
  EXPECT_EQ(s.name, "add");
  EXPECT_EQ(s.overload, "Tensor");
  EXPECT_EQ(s.qualifiedName(), "add.Tensor");
  ASSERT_EQ(s.arguments.size(), 3u);
  EXPECT_FALSE(s.arguments[1].kwarg_only);
  EXPECT_TRUE(s.arguments[2].kwarg_only);
  EXPECT_EQ(s.arguments[2].type.base, BaseType::Scalar);
  EXPECT_EQ(s.arguments[2].default_value, "1");
  ASSERT_EQ(s.returns.size(), 1u);
  EXPECT_FALSE(s.isView());
  EXPECT_FALSE(s.isInplace());
}

TEST(SchemaParser, InplaceAliasAnnotation) {
  Schema s =
      parseSchema("add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)");
  ASSERT_TRUE(s.arguments[0].alias);
  EXPECT_EQ(s.arguments[0].alias->set, "a");
  EXPECT_TRUE(s.arguments[0].alias->is_write);
  EXPECT_TRUE(s.isInplace());
  EXPECT_TRUE(s.isMutating());
  EXPECT_FALSE(s.isView());
  ASSERT_TRUE(s.returns[0].alias);
  EXPECT_TRUE(s.returns[0].alias->is_write);
}

TEST(SchemaParser, MultiOutputViewWithWildcard) {
  Schema s =
      parseSchema("split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]");
  ASSERT_TRUE(s.arguments[0].alias);
  EXPECT_TRUE(s.arguments[0].alias->after_wildcard);
  EXPECT_FALSE(s.arguments[0].alias->is_write);
  EXPECT_EQ(s.arguments[1].type.base, BaseType::SymInt);
  EXPECT_TRUE(s.returns[0].type.list);
  EXPECT_TRUE(s.isView());
  EXPECT_TRUE(s.isMultiOutputView());
}

TEST(SchemaParser, ListOptionalAndFixedSizeTypes) {
  Schema s = parseSchema("sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, "
                         "ScalarType? dtype=None) -> Tensor");
  const auto& dim = s.arguments[1].type;
  EXPECT_TRUE(dim.list);
  EXPECT_TRUE(dim.optional);
  EXPECT_EQ(dim.fixed_size, 1);
  EXPECT_EQ(dim.str(), "int[1]?");
  EXPECT_EQ(s.arguments[3].type.base, BaseType::ScalarType);
  EXPECT_TRUE(s.arguments[3].type.optional);

  Schema index_put = parseSchema(
      "index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor");
  EXPECT_EQ(index_put.overloadName(), "default");
  const auto& indices = index_put.arguments[1].type;
  EXPECT_TRUE(indices.list);
  EXPECT_TRUE(indices.optional_elements);
  EXPECT_FALSE(indices.optional);
  EXPECT_EQ(indices.str(), "Tensor?[]");
}

TEST(SchemaParser, EveryBaseTypeAndDefaultKinds) {
  Schema s = parseSchema(
      "f(Tensor a, Tensor? b, Tensor[] c, int d, int[] e, SymInt g, SymInt[] h, int[2] i=1, "
      "float j=1.5, bool k=True, Scalar l=-1, ScalarType? m=None, Layout? n=None, Device? o=None, "
      "MemoryFormat? p=contiguous_format, str q=\"mean\", int[] r=[0,1]) -> Tensor");
  const char* expected[] = {"Tensor",   "Tensor?", "Tensor[]",      "int",  "int[]",  "SymInt",
                            "SymInt[]", "int[2]",  "float",         "bool", "Scalar", "ScalarType?",
                            "Layout?",  "Device?", "MemoryFormat?", "str",  "int[]"};
  ASSERT_EQ(s.arguments.size(), std::size(expected));
  for (size_t i = 0; i < s.arguments.size(); ++i)
    EXPECT_EQ(s.arguments[i].type.str(), expected[i]) << "argument " << i;
  EXPECT_EQ(s.arguments[14].default_value, "contiguous_format");
  EXPECT_EQ(s.arguments[15].default_value, "\"mean\"");
  EXPECT_EQ(s.arguments[16].default_value, "[0,1]");
}

TEST(SchemaParser, MultipleAndNamedReturns) {
  Schema s = parseSchema("var_mean.correction(Tensor self, int[1]? dim) -> (Tensor, Tensor)");
  EXPECT_EQ(s.returns.size(), 2u);
  Schema named = parseSchema(
      "max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)");
  ASSERT_EQ(named.returns.size(), 2u);
  EXPECT_EQ(named.returns[1].name, "indices");
  Schema none = parseSchema("_foreach_zero_(Tensor(a!)[] self) -> ()");
  EXPECT_TRUE(none.returns.empty());
}

TEST(SchemaParser, PrintParsesBackToTheSameSchema) {
  const char* texts[] = {
      "add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)",
      "split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]",
      // clang-format off
      "sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
      // clang-format on
      "max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
  };
  for (const char* text : texts) {
    Schema s = parseSchema(text);
    EXPECT_EQ(s.str(), text);
  }
}

TEST(SchemaParser, ErrorsNameTheColumn) {
  struct Case {
    const char* text;
    size_t column;
    const char* message;
  };
  const Case cases[] = {
      {"add(Tensor self", 15, "expected ')'"},
      {"add(Tensr self) -> Tensor", 4, "unknown type 'Tensr'"},
      {"add(Tensor self) Tensor", 17, "expected '->'"},
      {"add(int(a) self) -> Tensor", 7, "alias annotation on a non-Tensor type"},
      {"add(Tensor self, *, *, int x) -> Tensor", 21, "'*' appears twice"},
      {"add(Tensor self, int x=) -> Tensor", 23, "expected a default value"},
      {"(Tensor self) -> Tensor", 0, "expected operator name"},
      {"add(Tensor self) -> Tensor junk junk", 32, "unexpected text after the returns"},
  };
  for (const auto& c : cases) {
    try {
      parseSchema(c.text);
      ADD_FAILURE() << "no error for " << c.text;
    } catch (const SchemaError& error) {
      EXPECT_NE(std::string(error.what()).find(c.message), std::string::npos)
          << c.text << ": " << error.what();
      EXPECT_EQ(error.column(), c.column) << c.text;
    }
  }
}

TEST(SchemasMatch, FollowsUpstreamTypeEquality) {
  Schema add = parseSchema("add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor");
  Schema add_ =
      parseSchema("add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)");
  Schema add_scalar_ =
      parseSchema("add_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)");
  EXPECT_TRUE(schemasMatch(add, add_));
  EXPECT_FALSE(schemasMatch(add, add_scalar_));
  // pow.Scalar has no in-place variant although pow_ overloads exist.
  Schema pow_scalar = parseSchema("pow.Scalar(Scalar self, Tensor exponent) -> Tensor");
  Schema pow_ = parseSchema("pow_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)");
  Schema pow_tensor_ = parseSchema("pow_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)");
  EXPECT_FALSE(schemasMatch(pow_scalar, pow_));
  EXPECT_FALSE(schemasMatch(pow_scalar, pow_tensor_));
  // torch's JIT types make SymInt, ScalarType and MemoryFormat plain ints, and drop int[N]'s N.
  Schema resize = parseSchema(
      "resize(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor");
  Schema resize_ = parseSchema(
      "resize_(Tensor(a!) self, int[] size, *, MemoryFormat? memory_format=None) -> Tensor(a!)");
  EXPECT_TRUE(schemasMatch(resize, resize_));
  Schema names_differ =
      parseSchema("sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)");
  EXPECT_FALSE(schemasMatch(add, names_differ));
}

} // namespace
} // namespace reinplace
