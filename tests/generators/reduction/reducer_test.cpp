// The reducer on the committed mis-compilations, on the same graphs padded with unrelated ops,
// inputs and outputs, and as properties: what it returns loads from its own text, still fails
// the same way, and is never larger than what it was given.

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/ops/op_registry.h"
#include "generators/reduction/reducer.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>

namespace reinplace {
namespace {

VerdictOptions pytorchPolicy() {
  VerdictOptions options;
  options.pass.policy = Policy::PyTorch;
  return options;
}

Graph reparse(const std::string& text) {
  Graph graph = parseFxCode(text, "<reduced>", builtinRegistry());
  propagateMeta(graph);
  return graph;
}

std::vector<std::filesystem::path> miscompilations() {
  return testing::filesUnder("tests/core/reinplace/miscompilations");
}

// Unrelated work around a failing graph: two more inputs, each with a chain of pointwise ops
// and views, `ops` ops in all, interleaved with the graph's own; the chains' ends and a reader
// of the graph's first input are returned too.
Graph pad(const Graph& failing, int ops, uint64_t seed, Shape first_sizes = {8, 12},
          Shape second_sizes = {40}) {
  Graph graph = failing.clone();
  const OpRegistry& registry = builtinRegistry();
  std::vector<Node*> original_ops;
  for (Node* node : graph)
    if (node->kind == NodeKind::Call) original_ops.push_back(node);
  Node* first_input = graph.placeholders().at(0);
  Node* chains[2] = {graph.insertPlaceholder("pad_a"), graph.insertPlaceholder("pad_b")};
  chains[0]->meta = {contiguousMeta(DType::f32, first_sizes)};
  chains[1]->meta = {contiguousMeta(DType::f32, second_sizes)};

  uint64_t state = seed;
  auto next = [&state] {
    state = state * 6364136223846793005u + 1442695040888963407u;
    return state >> 33;
  };
  const char* kinds[] = {"mul.Scalar", "add.Tensor",  "relu.default",
                         "t.default",  "neg.default", "clone.default"};
  for (int i = 0; i < ops; ++i) {
    Node* position =
        original_ops.empty() ? graph.output() : original_ops[next() % original_ops.size()];
    Node*& chain = chains[next() % 2];
    // The chain's value must be defined before the position; otherwise append at the end.
    if (!graph.isBefore(chain, position)) position = graph.output();
    const OpInfo* op = registry.find(kinds[next() % 6]);
    std::vector<Arg> args = {Arg::ofNode(chain)};
    if (op->qualified_name == "mul.Scalar") args.push_back(Arg::ofDouble(2.5));
    if (op->qualified_name == "add.Tensor") args.push_back(Arg::ofNode(chain));
    chain = graph.insertCallBefore(position, op, op->qualified_name, std::move(args), {});
  }
  Node* reader = graph.insertCallBefore(graph.output(), registry.find("mul.Scalar"), "mul.Scalar",
                                        {Arg::ofNode(first_input), Arg::ofInt(3)}, {});
  Arg returned = graph.output()->args.at(0);
  std::vector<Arg> items = returned.isList() ? returned.list().items : std::vector<Arg>{returned};
  for (Node* extra : {chains[0], reader, chains[1]}) items.push_back(Arg::ofNode(extra));
  graph.setArgs(graph.output(), {Arg::ofList(std::move(items), true)});
  return reparse(printFxCode(graph));
}

struct Reduced {
  Graph graph;
  ReduceStats stats;
  oracle::Verdict verdict;
};

Reduced reduce(const Graph& failing, const VerdictOptions& options, int64_t max_checks = 2000) {
  oracle::Verdict verdict = firstVerdict(failing, options);
  EXPECT_FALSE(verdict.equivalent());
  ReduceStats stats;
  Graph graph = reduceGraph(failing, sameVerdictKind(verdict, options), {max_checks}, &stats);
  return {std::move(graph), stats, verdict};
}

// What the reducer reaches on each mis-compilation under the pytorch policy. select_scatter
// needs its expand and the select it scatters back into; the scatter of an unrelated source
// needs the add that the pass wrongly makes in place, and so does the scatter of a slice of the
// result, which shrinks into one of an unrelated source. The batch norm that writes the
// scattered value stays although nothing reads its results (it writes), and the group norm
// that rejects the relaid result stays although relu is returned instead of its result.
const std::map<std::string, int64_t> kReducedOps = {
    {"add_transpose_overlap", 3},
    {"as_strided_self_overlap", 3},
    {"scatter_of_unrelated_source", 4},
    {"select_scatter_expand_base", 5},
    {"view_of_relaid_result", 4},
    {"scatter_of_partial_result", 4},
    {"batch_norm_writes_scattered_value", 5},
    {"group_norm_of_relaid_result", 4},
    {"masked_scatter_transposed_self", 2},
};

TEST(Reducer, MiscompilationsShrinkAndKeepTheirVerdict) {
  ASSERT_EQ(miscompilations().size(), kReducedOps.size());
  for (const auto& path : miscompilations()) {
    SCOPED_TRACE(path.string());
    Graph original = loadGraph(path.string(), builtinRegistry());
    Reduced reduced = reduce(original, pytorchPolicy());
    std::string text = printFxCode(reduced.graph);
    Graph again = reparse(text);
    oracle::Verdict verdict = firstVerdict(again, pytorchPolicy());
    EXPECT_EQ(verdict.kind, reduced.verdict.kind) << text;
    EXPECT_EQ(reduced.stats.after, reduceSize(again));
    EXPECT_LE(reduced.stats.after.ops, 5) << text;
    EXPECT_EQ(reduced.stats.after.ops, kReducedOps.at(path.stem().string())) << text;
    EXPECT_LT(reduced.stats.after.total(), reduced.stats.before.total()) << text;
    EXPECT_FALSE(reduced.stats.hit_check_limit);
  }
}

TEST(Reducer, PaddedMiscompilationsShrinkToTheSameSize) {
  for (const auto& path : miscompilations()) {
    SCOPED_TRACE(path.string());
    Graph original = loadGraph(path.string(), builtinRegistry());
    Reduced plain = reduce(original, pytorchPolicy());
    Graph padded = pad(original, 45, 7, {16, 24}, {300});
    Reduced reduced = reduce(padded, pytorchPolicy());
    EXPECT_GE(reduced.stats.before.ops, 48);
    EXPECT_EQ(reduced.verdict.kind, plain.verdict.kind);
    EXPECT_EQ(reduced.stats.after.ops, plain.stats.after.ops) << printFxCode(reduced.graph);
    EXPECT_LE(reduced.stats.after.total(), plain.stats.after.total() + 2)
        << printFxCode(reduced.graph);
    EXPECT_EQ(reduced.stats.after.inputs, plain.stats.after.inputs);
    EXPECT_EQ(reduced.stats.after.outputs, plain.stats.after.outputs);
  }
}

TEST(Reducer, BigShapesShrink) {
  Graph graph = reparse(R"(def forward(self, x_1: "f32[32, 32]", y_1: "f32[64, 16]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    t = torch.ops.aten.t.default(clone)
    add = torch.ops.aten.add.Tensor(clone, t);  clone = t = None
    view = torch.ops.aten.view.default(add, [1024]);  add = None
    mul = torch.ops.aten.mul.Tensor(y_1, 2.5);  y_1 = None
    return (view, mul)
)");
  Reduced reduced = reduce(graph, pytorchPolicy());
  EXPECT_EQ(reduced.verdict.kind, oracle::VerdictKind::OverlapHazard);
  EXPECT_EQ(reduced.stats.after.ops, 3) << printFxCode(reduced.graph);
  EXPECT_EQ(reduced.stats.after.input_elements, 4) << printFxCode(reduced.graph);
}

TEST(Reducer, InputLayoutsBecomeContiguousAndLiteralsSimple) {
  // The hazard needs neither the strided input nor the 3.5.
  Graph graph = reparse(R"(def forward(self, x_1: "f32[4, 4][1, 4]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    t = torch.ops.aten.t.default(clone)
    add = torch.ops.aten.add.Tensor(clone, t, alpha = 3.5);  clone = t = None
    return add
)");
  Reduced reduced = reduce(graph, pytorchPolicy());
  std::string text = printFxCode(reduced.graph);
  EXPECT_NE(text.find("x_1: \"f32[2, 2]\""), std::string::npos) << text;
  EXPECT_EQ(text.find("3.5"), std::string::npos) << text;
  EXPECT_GE(reduced.stats.accepted[4], 1);
}

TEST(Reducer, IsDeterministic) {
  Graph original = loadGraph(
      testing::sourcePath("tests/core/reinplace/miscompilations/select_scatter_expand_base.fx")
          .string(),
      builtinRegistry());
  Graph padded = pad(original, 30, 3);
  Reduced first = reduce(padded, pytorchPolicy());
  Reduced second = reduce(padded, pytorchPolicy());
  EXPECT_EQ(printFxCode(first.graph), printFxCode(second.graph));
  EXPECT_EQ(first.stats.checks, second.stats.checks);
}

TEST(Reducer, StopsAtTheCheckLimit) {
  Graph original = loadGraph(
      testing::sourcePath("tests/core/reinplace/miscompilations/view_of_relaid_result.fx").string(),
      builtinRegistry());
  Reduced reduced = reduce(pad(original, 40, 5), pytorchPolicy(), 3);
  EXPECT_TRUE(reduced.stats.hit_check_limit);
  EXPECT_EQ(reduced.stats.checks, 3);
  EXPECT_LE(reduced.stats.after, reduced.stats.before);
}

TEST(Reducer, RejectsAGraphThePredicateDoesNotHoldFor) {
  Graph original = loadGraph(
      testing::sourcePath("tests/core/reinplace/miscompilations/add_transpose_overlap.fx").string(),
      builtinRegistry());
  EXPECT_TRUE(firstVerdict(original, {}).equivalent()); // the sound policy gets it right
  EXPECT_THROW(reduceGraph(original, [](const Graph&) { return false; }), std::invalid_argument);
}

TEST(Reducer, CustomPredicatesDriveTheReduction) {
  // Any predicate works: here "still has an add", which leaves one add of a 1-element input.
  Graph original = loadGraph(
      testing::sourcePath("tests/core/reinplace/miscompilations/scatter_of_unrelated_source.fx")
          .string(),
      builtinRegistry());
  auto has_add = [](const Graph& graph) {
    for (const Node* node : graph)
      if (node->kind == NodeKind::Call && node->op->packet_name == "add") return true;
    return false;
  };
  ReduceStats stats;
  Graph reduced = reduceGraph(original, has_add, {}, &stats);
  EXPECT_EQ(stats.after.ops, 1) << printFxCode(reduced);
  EXPECT_EQ(stats.after.input_elements, 1) << printFxCode(reduced);
}

RC_GTEST_PROP(ReducerProperty, ResultReparsesStillFailsAndIsNeverLarger, ()) {
  auto files = miscompilations();
  size_t file = *rc::gen::inRange<size_t>(0, files.size());
  int ops = *rc::gen::inRange(0, 25);
  uint64_t seed = *rc::gen::arbitrary<uint64_t>();
  int64_t max_checks = *rc::gen::inRange<int64_t>(1, 400);
  Graph original = loadGraph(files[file].string(), builtinRegistry());
  Graph padded = pad(original, ops, seed);
  VerdictOptions options = pytorchPolicy();
  options.trials = 4;
  oracle::Verdict verdict = firstVerdict(padded, options);
  RC_PRE(!verdict.equivalent());
  ReduceStats stats;
  // The properties must hold wherever the reduction stops.
  Graph reduced = reduceGraph(padded, sameVerdictKind(verdict, options), {max_checks}, &stats);
  std::string text = printFxCode(reduced);
  Graph again = reparse(text);
  RC_ASSERT(printFxCode(again) == text);
  RC_ASSERT(reduceSize(again) == stats.after);
  RC_ASSERT(stats.after <= stats.before);
  RC_ASSERT(stats.after.ops <= stats.before.ops);
  RC_ASSERT(stats.after.total() <= stats.before.total());
  RC_ASSERT(firstVerdict(again, options).kind == verdict.kind);
}

} // namespace
} // namespace reinplace
