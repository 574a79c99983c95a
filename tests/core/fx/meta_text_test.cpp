// Annotations whose sizes are extreme: the contiguous strides torch gives them, or a refusal
// where a stride itself would leave int64 (torch wraps it).

#include "core/fx/meta_text.h"

#include <gtest/gtest.h>

#include <string>

namespace reinplace {
namespace {

TEST(MetaText, AnEmptyTensorWithAHugeOuterSizeGetsTorchsStrides) {
  // torch.empty(2**62, 2, 0).stride() == (2, 1, 1): the outermost size multiplies no stride.
  auto meta = parseMetaText("f32[4611686018427387904, 2, 0]");
  ASSERT_TRUE(meta);
  EXPECT_EQ(meta->meta.strides, (Shape{2, 1, 1}));
  // torch.empty(10**6, 10**6, 0, 10**6, 10**6).stride()
  meta = parseMetaText("f32[1000000, 1000000, 0, 1000000, 1000000]");
  ASSERT_TRUE(meta);
  EXPECT_EQ(meta->meta.strides,
            (Shape{1000000000000000000, 1000000000000, 1000000000000, 1000000, 1}));
}

TEST(MetaText, AStrideThatLeavesInt64IsRefused) {
  std::string error;
  EXPECT_FALSE(parseMetaText("f32[1000000, 1000000, 0, 1000000, 1000000, 1000000]", &error));
  EXPECT_NE(error.find("overflow 64-bit strides"), std::string::npos) << error;
  EXPECT_FALSE(parseMetaText("f32[2, 4611686018427387904, 2, 2]", &error));
  EXPECT_NE(error.find("overflow 64-bit strides"), std::string::npos) << error;
}

} // namespace
} // namespace reinplace
