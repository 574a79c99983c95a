// Meta propagation holds an annotation built in code to the rules of the format: what the
// generators build and print must read back (the fuzz_ops decoder once drew a stride of
// INT64_MIN on an empty input; propagation let it through, the parser refused the printed text).

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/ir/diagnostics.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"

#include <gtest/gtest.h>

#include <limits>
#include <memory>
#include <string>

namespace reinplace {
namespace {

Graph inputOnly(Shape sizes, Shape strides) {
  Graph graph;
  Node* input = graph.addPlaceholder("x");
  auto annotation = std::make_unique<MetaAnnotation>();
  annotation->meta.sizes = std::move(sizes);
  annotation->meta.strides = std::move(strides);
  annotation->has_strides = annotation->has_offset = true;
  input->annotation = std::move(annotation);
  return graph;
}

TEST(MetaPropagation, AnInputWithANegativeStrideIsRefusedEvenWhenEmpty) {
  const int64_t lowest = std::numeric_limits<int64_t>::min();
  Graph empty = inputOnly({0, 2}, {lowest, 1});
  MetaPropagator propagator(empty);
  try {
    propagator.propagate(empty.placeholders()[0]);
    FAIL() << "a negative stride was accepted";
  } catch (const InputError& error) {
    EXPECT_NE(std::string(error.what()).find("negative stride -9223372036854775808"),
              std::string::npos)
        << error.what();
  }
  // The parser refuses the same annotation in text, with the same words.
  try {
    parseFxCode("def forward(self, x: \"f32[0, 2][-9223372036854775808, 1]\"):\n    return x\n",
                "negative.fx", builtinRegistry());
    FAIL() << "the parser accepted a negative stride";
  } catch (const InputError& error) {
    EXPECT_NE(std::string(error.what()).find("negative stride -9223372036854775808"),
              std::string::npos)
        << error.what();
  }
}

TEST(MetaPropagation, AnEmptyInputWithLargeStridesPrintsAndReadsBack) {
  Graph empty = inputOnly({0, 2}, {int64_t{1} << 30, 1});
  MetaPropagator propagator(empty);
  propagator.propagate(empty.placeholders()[0]);
  std::string text = printFxCode(empty);
  Graph parsed = parseFxCode(text + "    return x\n", "back.fx", builtinRegistry());
  propagateMeta(parsed);
  EXPECT_TRUE(
      parsed.placeholders()[0]->tensorMeta().sameLayout(empty.placeholders()[0]->tensorMeta()));
}

} // namespace
} // namespace reinplace
