// The pass on graphs with ops known only by their schemas (tests/core/reinplace/schema_only/)
// and on graphs torch 1.13 functionalizes from real models (corpus/models/, made by
// tools/make_model_corpus.py): every graph loads, and the pytorch policy rewrites each exactly
// as torch's own pass did (NAME.pytorch.expected). Values of ops without a meta rule are
// annotated in what we print and not in what torch printed, so statement annotations are set
// aside when comparing with torch.

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
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

ReinplaceReport rewrite(Graph& graph, Policy policy) {
  ReinplaceOptions options;
  options.policy = policy;
  return reinplace(graph, options);
}

std::string expectedBeside(const std::filesystem::path& graph, const std::string& extension) {
  auto expected = graph;
  expected.replace_extension(extension);
  EXPECT_TRUE(std::filesystem::exists(expected)) << expected;
  return testing::readFile(expected);
}

// Each op without a meta rule: its meta from the annotations, its aliasing and in-place variant
// from its schema, torch's decisions under the pytorch policy and ours under the sound one.
TEST(SchemaOnlyGraphs, RewrittenAsExpected) {
  auto files = testing::filesUnder("tests/core/reinplace/schema_only");
  ASSERT_GE(files.size(), 4u);
  PrintOptions print;
  print.annotate_parameters = false;
  for (const auto& path : files) {
    SCOPED_TRACE(path.string());
    Graph graph = loadGraph(path.string(), builtinRegistry());
    size_t schema_only = 0, from_annotation = 0;
    for (const Node* node : graph) {
      schema_only += node->kind == NodeKind::Call && !node->op->meta_rule;
      from_annotation += node->meta_from_annotation;
    }
    EXPECT_GT(schema_only, 0u) << "every graph here uses an op without a meta rule";
    EXPECT_EQ(from_annotation, schema_only);
    // A copy keeps where its meta came from, so it prints (and reloads) the same annotations:
    // the reducer and the certificates work on copies.
    EXPECT_EQ(printFxCode(graph.clone()), printFxCode(graph));
    Graph for_torch = graph.clone();
    ReinplaceReport report = rewrite(for_torch, Policy::PyTorch);
    EXPECT_EQ(comparable(printFxCode(for_torch, print)),
              comparable(expectedBeside(path, ".pytorch.expected")))
        << report.text();
    report = rewrite(graph, Policy::Sound);
    EXPECT_EQ(comparable(printFxCode(graph, print)),
              comparable(expectedBeside(path, ".sound.expected")))
        << report.text();
  }
}

TEST(ModelGraphs, PyTorchPolicyRewritesAsTorchDid) {
  auto files = testing::filesUnder("corpus/models");
  ASSERT_GE(files.size(), 55u);
  size_t rewrites = 0;
  for (const auto& path : files) {
    SCOPED_TRACE(path.string());
    Graph graph = loadGraph(path.string(), builtinRegistry());
    ReinplaceReport report = rewrite(graph, Policy::PyTorch);
    rewrites += report.decisions.size() - report.count(DecisionKind::Kept);
    PrintOptions print;
    print.annotate_parameters = false;
    EXPECT_EQ(comparable(printFxCode(graph, print)),
              comparable(expectedBeside(path, ".pytorch.expected")))
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
    Graph graph = loadGraph(path.string(), builtinRegistry());
    reinplace(graph, ReinplaceOptions{});
    std::string printed = printFxCode(graph);
    Graph again = parseFxCode(printed, path.string(), builtinRegistry());
    propagateMeta(again);
    EXPECT_EQ(printFxCode(again), printed);
  }
}

} // namespace
} // namespace reinplace
