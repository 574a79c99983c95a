// Every file in tests/core/ops/hostile/ is one op given extreme integers (sizes, strides,
// offsets, dims, indices near the ends of int64). "# expect: LINE:COL: MESSAGE-PREFIX": loading
// must fail with exactly that location and message, as a located error, never a crash or an
// overflowed meta. "# torch-result:": torch computes a result, and so must the meta rules.
// tools/hostile_vs_torch.py holds each file against torch 1.13.

#include "core/fx/parser.h"
#include "core/ir/diagnostics.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

namespace reinplace {
namespace {

using testing::directive;
using testing::filesUnder;

TEST(HostileIntegers, EachOpGivesItsCleanErrorOrItsResult) {
  auto files = filesUnder("tests/core/ops/hostile");
  ASSERT_GE(files.size(), 34u);
  for (const auto& path : files) {
    SCOPED_TRACE(path.filename().string());
    std::string text = testing::readFile(path);
    std::string expect = directive(text, "expect");
    bool valid = !directive(text, "torch-result").empty();
    ASSERT_EQ(expect.empty(), valid) << "needs exactly one of '# expect:' and '# torch-result:'";
    try {
      Graph graph = loadGraph(path.string(), OpRegistry::builtin());
      EXPECT_TRUE(valid) << "loaded without error";
      for (const Node* node : graph)
        for (const TensorMeta& meta : node->meta)
          for (int64_t size : meta.sizes) EXPECT_GE(size, 0) << node->name;
    } catch (const InputError& error) {
      std::string got = std::to_string(error.line()) + ":" + std::to_string(error.column()) + ": " +
                        error.message();
      EXPECT_FALSE(valid) << "full error: " << error.what();
      EXPECT_EQ(got.substr(0, expect.size()), expect) << "full error: " << error.what();
    }
  }
}

} // namespace
} // namespace reinplace
