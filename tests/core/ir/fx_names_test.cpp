#include "core/ir/fx_names.h"

#include <gtest/gtest.h>

namespace reinplace {
namespace {

TEST(FxNames, CreateNameMatchesTorchNamespace) {
  // The sequence and the expected names come from torch.fx.graph._Namespace in torch 1.13.
  const char* requests[] = {
      "add",           "add", "add_1",   "add",     "select.int", "select.int",
      "copy_.default", "abs", "slice",   "2x",      "a.b..c",     "add_tensor",
      "add_10",        "add", "add_1_1", "add_1_1", "sum"};
  const char* expected[] = {"add",          "add_1",         "add_2",  "add_3",   "select_int",
                            "select_int_1", "copy__default", "abs_1",  "slice_1", "_2x",
                            "a_b_c",        "add_tensor",    "add_10", "add_4",   "add_1_1",
                            "add_1_2",      "sum_1"};
  FxNamespace names;
  for (size_t i = 0; i < std::size(requests); ++i) {
    std::string candidate = requests[i];
    if (candidate.find('.') != std::string::npos) candidate = fxCandidateName(candidate);
    EXPECT_EQ(names.createName(candidate), expected[i]) << "request " << i << ": " << requests[i];
  }
}

TEST(FxNames, SnakeCaseOfOverloadNames) {
  EXPECT_EQ(fxCandidateName("add.Tensor"), "add.tensor");
  EXPECT_EQ(fxCandidateName("as_strided_scatter.default"), "as_strided_scatter.default");
  EXPECT_EQ(fxCandidateName("sum.dim_IntList"), "sum.dim_int_list");
}

TEST(FxNames, ReservedNamesFromAFileAreNotReused) {
  FxNamespace names;
  EXPECT_TRUE(names.reserve("select_int"));
  EXPECT_TRUE(names.reserve("select_int_1"));
  EXPECT_FALSE(names.reserve("select_int"));
  EXPECT_EQ(names.createName("select_int"), "select_int_2");
  EXPECT_EQ(names.createName("select_int"), "select_int_3");
}

TEST(FxNames, ManyCollisionsStayFast) {
  // FX counts up one by one; the hint must give the same names without quadratic work.
  FxNamespace names;
  for (int i = 0; i < 200000; ++i) names.createName("copy__default");
  EXPECT_EQ(names.createName("copy__default"), "copy__default_200000");
}

} // namespace
} // namespace reinplace
