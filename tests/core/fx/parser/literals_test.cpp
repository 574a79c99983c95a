// Literal arguments as the parser reads them from the source text: number tokens keep their
// '_' separators until parsed, strings are views of the source unless they have escapes.

#include "core/fx/parser.h"
#include "core/ir/diagnostics.h"
#include "core/meta/builtin_registry.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

namespace reinplace {
namespace {

// The arguments of `a = CALL` in a one-statement graph.
std::vector<Arg> callArgs(const std::string& call) {
  Graph graph =
      parseFxCode("def forward(self, x: \"f32[4]\"):\n    a = " + call + "\n    return a\n",
                  "literals.fx", builtinRegistry());
  for (Node* node : graph)
    if (node->kind == NodeKind::Call) return node->args;
  return {};
}

int64_t intOf(const std::string& literal) {
  return std::get<int64_t>(callArgs("torch.ops.aten.add.Tensor(x, " + literal + ")")[1].value);
}

TEST(ParserLiterals, IntegersWithSeparatorsSignsAndTheInt64Limits) {
  EXPECT_EQ(intOf("1_000"), 1000);
  EXPECT_EQ(intOf("-7"), -7);
  EXPECT_EQ(intOf("9223372036854775807"), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(intOf("-9223372036854775808"), std::numeric_limits<int64_t>::min());
  EXPECT_THROW(intOf("9223372036854775808"), InputError);
  EXPECT_THROW(intOf("-9223372036854775809"), InputError);
}

TEST(ParserLiterals, FloatsWithSeparators) {
  auto args = callArgs("torch.ops.aten.add.Tensor(x, -1_0.25)");
  EXPECT_EQ(std::get<double>(args[1].value), -10.25);
}

TEST(ParserLiterals, StringsWithAndWithoutEscapes) {
  auto mode = [](const std::string& literal) {
    auto kwargs = parseFxCode("def forward(self, x: \"f32[4]\"):\n    a = "
                              "torch.ops.aten.div.Tensor_mode(x, x, rounding_mode=" +
                                  literal + ")\n    return a\n",
                              "literals.fx", builtinRegistry())
                      .last()
                      ->prev->kwargs;
    return std::get<std::string>(kwargs.at(0).second.value);
  };
  EXPECT_EQ(mode("'floor'"), "floor");
  EXPECT_EQ(mode("\"fl\\\"oor\""), "fl\"oor");
  EXPECT_EQ(mode("'a\\tb\\nc\\\\'"), "a\tb\nc\\");
}

} // namespace
} // namespace reinplace
