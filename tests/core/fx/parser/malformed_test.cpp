// Every file in tests/core/fx/parser/malformed/ holds one bad graph and, on its first line,
// "# expect: LINE:COL: MESSAGE-PREFIX"; loading it must fail with exactly that location and a
// message starting with that text.

#include "core/fx/parser.h"
#include "core/ir/diagnostics.h"
#include "core/meta/builtin_registry.h"
#include "tests/bad_graph_files.h"

#include <gtest/gtest.h>

namespace reinplace {
namespace {

using testing::expectEachFileGivesItsError;

TEST(MalformedGraphs, EachGivesItsCleanError) {
  expectEachFileGivesItsError("tests/core/fx/parser/malformed", 25);
}

TEST(MalformedGraphs, ErrorTextHasCompilerStyleLocation) {
  try {
    parseFxCode("def forward(self, x: \"f32[4]\"):\n    return y\n", "model.fx", builtinRegistry());
    FAIL() << "expected an error";
  } catch (const InputError& error) {
    EXPECT_STREQ(error.what(), "model.fx:2:12: error: undefined name 'y'");
  }
}

TEST(MalformedGraphs, ArbitraryBytesNeverCrash) {
  // A few hostile inputs that once were easy to get wrong: NULs, lone brackets, deep nesting.
  const std::string inputs[] = {
      std::string("def forward(self, x: \"f32[4]\"):\n    return x") + '\0' + "\n",
      "def forward(self, x: \"f32[4]\"):\n    a = torch.ops.aten.view.default(x, " +
          std::string(2000, '[') + ")\n",
      "def",
      "def forward(",
      "def forward(self, x: \"f32[4]\"):\n    a = x[",
      "\xff\xfe\x00",
  };
  for (const auto& input : inputs) {
    EXPECT_THROW(parseFxCode(input, "<bytes>", builtinRegistry()), InputError);
  }
}

} // namespace
} // namespace reinplace
