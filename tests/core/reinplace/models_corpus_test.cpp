// The pass on graphs torch 1.13 functionalizes from real models (corpus/models/, made by
// tools/make_model_corpus.py): every graph loads, although most of its ops are known only by
// their schemas, and the pytorch policy rewrites each exactly as torch's own pass did
// (NAME.pytorch.expected). Values of ops without a meta rule are annotated in what we print and
// not in what torch printed, so statement annotations are set aside when comparing.

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/ops/meta_propagation.h"
#include "core/reinplace/reinplace.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

namespace reinplace {
namespace {

std::string comparable(const std::string& code) {
  static const std::regex annotation(R"(^(    \w+): "[^"]*" = )");
  std::istringstream in(code);
  std::string line, out;
  while (std::getline(in, line)) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    if (line.find_first_not_of(' ') == std::string::npos || line[0] == '#') continue;
    out += std::regex_replace(line, annotation, "$1 = ") + "\n";
  }
  return out;
}

TEST(ModelGraphs, PyTorchPolicyRewritesAsTorchDid) {
  auto files = testing::filesUnder("corpus/models");
  ASSERT_GE(files.size(), 55u);
  size_t rewrites = 0;
  for (const auto& path : files) {
    SCOPED_TRACE(path.string());
    Graph graph = loadGraph(path.string(), OpRegistry::builtin());
    ReinplaceOptions options;
    options.policy = Policy::PyTorch;
    ReinplaceReport report = reinplace(graph, options);
    rewrites += report.decisions.size() - report.count(DecisionKind::Kept);
    PrintOptions print;
    print.annotate_parameters = false;
    auto expected = path;
    expected.replace_extension(".pytorch.expected");
    ASSERT_TRUE(std::filesystem::exists(expected));
    EXPECT_EQ(comparable(printFxCode(graph, print)), comparable(testing::readFile(expected)))
        << report.text();
  }
  // Not vacuous: torch's pass rewrites hundreds of nodes of these graphs.
  EXPECT_GT(rewrites, 300u);
}

// What the pass prints for a graph with such ops loads again and means the same: their meta
// goes back into the file as annotations.
TEST(ModelGraphs, RewrittenGraphsLoadAgain) {
  for (const auto& path : testing::filesUnder("corpus/models")) {
    SCOPED_TRACE(path.string());
    Graph graph = loadGraph(path.string(), OpRegistry::builtin());
    reinplace(graph, ReinplaceOptions{});
    std::string printed = printFxCode(graph);
    Graph again = parseFxCode(printed, path.string(), OpRegistry::builtin());
    propagateMeta(again);
    EXPECT_EQ(printFxCode(again), printed);
  }
}

} // namespace
} // namespace reinplace
