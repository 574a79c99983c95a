// Print -> parse -> print is the identity on every example graph, the parsed structure survives
// the trip, and graphs in the shape torch prints come back as the same text.

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

#include <sstream>

namespace reinplace {
namespace {

std::vector<std::filesystem::path> exampleFiles() {
  auto files = testing::filesUnder("corpus/examples");
  auto meta_files = testing::filesUnder("tests/core/meta/families");
  files.insert(files.end(), meta_files.begin(), meta_files.end());
  return files;
}

// The text without comments, blank lines and trailing spaces: what "equal to torch's output"
// means once FX's blank padding is dropped.
std::string normalized(const std::string& text) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line)) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    size_t first = line.find_first_not_of(' ');
    if (first == std::string::npos || line[first] == '#') continue;
    out += line + "\n";
  }
  return out;
}

std::string structure(const Graph& graph) {
  std::string out;
  for (Node* node : graph) {
    out += std::to_string(static_cast<int>(node->kind)) + " " + node->name + " " +
           (node->op ? node->op->qualified_name : "-");
    for (const auto& arg : node->args) out += " " + formatArg(arg);
    for (const auto& [key, value] : node->kwargs) out += " " + key + "=" + formatArg(value);
    out += "\n";
  }
  return out;
}

TEST(RoundTrip, PrintParsePrintIsIdentityOnExamples) {
  auto files = exampleFiles();
  ASSERT_GE(files.size(), 12u);
  for (const auto& path : files) {
    SCOPED_TRACE(path.string());
    Graph first = loadGraph(path.string(), builtinRegistry());
    for (bool annotate : {false, true}) {
      PrintOptions options;
      options.annotate = annotate;
      options.always_show_strides = annotate;
      std::string printed = printFxCode(first, options);
      Graph second = parseFxCode(printed, "<printed>", builtinRegistry());
      propagateMeta(second);
      EXPECT_EQ(printFxCode(second, options), printed);
      EXPECT_EQ(structure(second), structure(first));
    }
  }
}

TEST(RoundTrip, TorchShapedFilesPrintAsWritten) {
  size_t checked = 0;
  for (const auto& path : exampleFiles()) {
    std::string text = testing::readFile(path);
    if (testing::directive(text, "format") != "torch") continue;
    SCOPED_TRACE(path.string());
    Graph graph = loadGraph(path.string(), builtinRegistry());
    PrintOptions options; // torch's .code: statements unannotated, parameters annotated by us
    EXPECT_EQ(normalized(printFxCode(graph, options)), normalized(text));
    ++checked;
  }
  EXPECT_GE(checked, 3u) << "need example files marked '# format: torch'";
}

TEST(Printer, FollowsFxFormatting) {
  const char* source = R"(def forward(self, x_1: "f32[4, 4]"):
    clone = torch.ops.aten.clone.default(x_1)
    view = torch.ops.aten.view.default(clone, [-1])
    add = torch.ops.aten.add.Tensor(view, 0.5, alpha = 2)
    split = torch.ops.aten.split.Tensor(add, 8)
    getitem = split[0]
    getitem_1 = operator.getitem(split, 1)
    full = torch.ops.aten.full.default([2], 1e-05, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    return (getitem, clone)
)";
  Graph graph = parseFxCode(source, "<test>", builtinRegistry());
  propagateMeta(graph);
  EXPECT_EQ(printFxCode(graph), R"(def forward(self, x_1: "f32[4, 4]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    view = torch.ops.aten.view.default(clone, [-1])
    add = torch.ops.aten.add.Tensor(view, 0.5, alpha = 2);  view = None
    split = torch.ops.aten.split.Tensor(add, 8);  add = None
    getitem = split[0]
    getitem_1 = split[1];  split = None
    full = torch.ops.aten.full.default([2], 1e-05, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    return (getitem, clone)
)");
}

TEST(Printer, AnnotatesWithStridesAndOffsets) {
  const char* source = R"(def forward(self, x: "f32[4, 6]"):
    t = torch.ops.aten.t.default(x)
    select = torch.ops.aten.select.int(t, 0, 1)
    return select
)";
  Graph graph = parseFxCode(source, "<test>", builtinRegistry());
  propagateMeta(graph);
  PrintOptions options;
  options.annotate = true;
  options.always_show_strides = true;
  options.deletion_hints = false;
  EXPECT_EQ(printFxCode(graph, options), R"(def forward(self, x: "f32[4, 6][6, 1]"):
    t: "f32[6, 4][1, 6]" = torch.ops.aten.t.default(x)
    select: "f32[4][6]@1" = torch.ops.aten.select.int(t, 0, 1)
    return select
)");
}

} // namespace
} // namespace reinplace
