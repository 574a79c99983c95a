// The graphs under tests/core/meta/families/ carry, on every statement, the meta PyTorch eager
// observed (written by tools/annotate_with_torch.py). Loading a file checks each annotation against
// the meta our rules infer, so a file that loads is a file whose every value we get right.

#include "core/fx/parser.h"
#include "core/ir/diagnostics.h"
#include "core/meta/builtin_registry.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

namespace reinplace {
namespace {

TEST(MetaFiles, InferredMetaEqualsWhatTorchObserved) {
  auto files = testing::filesUnder("tests/core/meta/families");
  ASSERT_FALSE(files.empty());
  size_t checked_values = 0;
  for (const auto& path : files) {
    SCOPED_TRACE(path.string());
    try {
      Graph graph = loadGraph(path.string(), builtinRegistry());
      for (Node* node : graph) {
        if (node->kind != NodeKind::Call && node->kind != NodeKind::GetItem) continue;
        if (!node->hasTensorMeta()) continue;
        // Every tensor statement must be annotated with strides, so nothing goes unchecked.
        ASSERT_TRUE(node->annotation && node->annotation->has_strides)
            << node->name << " has no full annotation; run tools/annotate_with_torch.py";
        ++checked_values;
      }
    } catch (const InputError& error) {
      ADD_FAILURE() << error.what();
    }
  }
  EXPECT_GT(checked_values, 100u);
}

} // namespace
} // namespace reinplace
