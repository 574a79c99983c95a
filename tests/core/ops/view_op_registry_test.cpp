// The view and scatter families as registered: schemas exactly as torch 1.13 prints them, and the
// classification the registry derives from them (view, multi-output view, in-place, in-place
// variant, the view each *_scatter inverts).

#include "core/meta/builtin_registry.h"
#include "tests/core/meta/view_test_support.h"

#include <gtest/gtest.h>

namespace reinplace::view_test {
namespace {

// str(torch.ops.aten.OP.OVERLOAD._schema) in torch 1.13, without the "aten::" prefix.
const char* const kTorchSchemas[] = {
    "view(Tensor(a) self, SymInt[] size) -> Tensor(a)",
    "_unsafe_view(Tensor self, SymInt[] size) -> Tensor",
    "alias(Tensor(a) self) -> Tensor(a)",
    "detach(Tensor(a) self) -> Tensor(a)",
    "detach_(Tensor(a!) self) -> Tensor(a!)",
    "t(Tensor(a) self) -> Tensor(a)",
    "t_(Tensor(a!) self) -> Tensor(a!)",
    "transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)",
    "transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)",
    "permute(Tensor(a) self, int[] dims) -> Tensor(a)",
    "expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)",
    "select.int(Tensor(a) self, int dim, int index) -> Tensor(a)",
    "slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) "
    "-> Tensor(a)",
    "diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)",
    "as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> "
    "Tensor(a)",
    "as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> "
    "Tensor(a!)",
    "unsqueeze(Tensor(a) self, int dim) -> Tensor(a)",
    "unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)",
    "squeeze(Tensor(a) self) -> Tensor(a)",
    "squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)",
    "squeeze_(Tensor(a!) self) -> Tensor(a!)",
    "squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)",
    "unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)",
    "split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]",
    "split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[]",
    "unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]",
    "chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]",
    "select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor",
    "slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, "
    "SymInt "
    "step=1) -> Tensor",
    "diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor",
    "as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? "
    "storage_offset=None) -> Tensor",
};

std::string nameOf(const std::string& schema) {
  return schema.substr(0, schema.find('('));
}

TEST(ViewOpRegistry, SchemasMatchTorch) {
  for (const std::string schema : kTorchSchemas) {
    const OpInfo* info = builtinRegistry().find(nameOf(schema));
    ASSERT_NE(info, nullptr) << nameOf(schema) << " is not registered";
    EXPECT_EQ(info->schema.str(), schema);
  }
}

TEST(ViewOpRegistry, ViewsNeverGetAnInplaceVariant) {
  const char* const views[] = {"view",
                               "alias",
                               "detach",
                               "t",
                               "transpose.int",
                               "permute",
                               "expand",
                               "select.int",
                               "slice.Tensor",
                               "diagonal",
                               "as_strided",
                               "unsqueeze",
                               "squeeze",
                               "squeeze.dim",
                               "unfold",
                               "split.Tensor",
                               "split_with_sizes",
                               "unbind.int",
                               "chunk"};
  for (const char* name : views) {
    const OpInfo* info = op(name);
    ASSERT_NE(info, nullptr);
    EXPECT_TRUE(info->is_view) << name;
    EXPECT_FALSE(info->is_inplace) << name;
    // t_, transpose_, squeeze_ ... exist and match by schema, yet upstream never inplaces a view.
    EXPECT_EQ(info->inplace_variant, nullptr) << name;
  }
}

// upstream _get_view_type: a view is multi-output when self's alias set continues into a
// wildcard (Tensor(a -> *) self); those return lists. A list-returning view without the
// wildcard (TorchScript's sorted(int[](a) input)) is a single-output view to torch.
TEST(ViewOpRegistry, MultiOutputViewsAreTheWildcardOnes) {
  size_t multi = 0;
  for (const auto& info : builtinRegistry().ops()) {
    if (!info->is_view) continue;
    bool wildcard = info->schema.arguments[0].alias->after_wildcard;
    EXPECT_EQ(info->is_multi_output_view, wildcard) << info->qualified_name;
    if (!wildcard) continue;
    ++multi;
    EXPECT_TRUE(info->schema.returns.size() == 1 && info->schema.returns[0].type.list)
        << info->qualified_name;
  }
  EXPECT_GE(multi, 10u);
  for (const char* name : {"split.Tensor", "split_with_sizes", "unbind.int", "chunk"})
    EXPECT_TRUE(op(name)->is_multi_output_view) << name;
}

TEST(ViewOpRegistry, InplaceViewVariantsAreInplaceNotViews) {
  for (const char* name :
       {"t_", "transpose_", "as_strided_", "unsqueeze_", "squeeze_", "squeeze_.dim", "detach_"}) {
    const OpInfo* info = op(name);
    ASSERT_NE(info, nullptr);
    EXPECT_TRUE(info->is_inplace) << name;
    EXPECT_FALSE(info->is_view) << name;
  }
}

TEST(ViewOpRegistry, UnsafeViewIsAFreshValue) {
  const OpInfo* info = op("_unsafe_view");
  EXPECT_FALSE(info->is_view);
  EXPECT_FALSE(info->is_inplace);
  EXPECT_EQ(info->inplace_variant, nullptr);
}

TEST(ScatterOpRegistry, EachScatterInvertsItsView) {
  const std::pair<const char*, const char*> pairs[] = {
      {"select_scatter", "select.int"},
      {"slice_scatter", "slice.Tensor"},
      {"diagonal_scatter", "diagonal.default"},
      {"as_strided_scatter", "as_strided.default"},
  };
  for (const auto& [scatter_name, view_name] : pairs) {
    const OpInfo* scatter = op(scatter_name);
    const OpInfo* view = op(view_name);
    ASSERT_NE(scatter, nullptr);
    ASSERT_NE(view, nullptr);
    EXPECT_FALSE(scatter->is_view) << scatter_name;
    EXPECT_EQ(scatter->scattered_view, view) << scatter_name;
    EXPECT_EQ(view->inverse_scatter, scatter) << view_name;
  }
}

TEST(ScatterOpRegistry, OnlyTheFourScattersInvertViews) {
  for (const auto& info : builtinRegistry().ops()) {
    if (info->inverse_scatter)
      EXPECT_TRUE(info->inverse_scatter->packet_name == info->packet_name + "_scatter")
          << info->qualified_name;
  }
}

} // namespace
} // namespace reinplace::view_test
