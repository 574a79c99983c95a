// The op families with meta rules and kernels of their own (activations, pointwise math, index
// ops, norms) in generated graphs: how often graphs call them, that batch norm's running stats
// come as inputs and as intermediates, and that the sound policy's rewrites of graphs made
// mostly of them are equivalent in the oracle.

#include "core/ops/op_registry.h"
#include "core/reinplace/reinplace.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_decoder.h"
#include "generators/generation/recipe_gen.h"
#include "oracle/inputs/inputs.h"
#include "oracle/verdicts/verdict.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>
#include <set>
#include <string>

namespace reinplace::gen {
namespace {

// Packet names, by family.
const std::map<std::string, std::set<std::string>>& families() {
  static const std::map<std::string, std::set<std::string>> kFamilies = {
      {"activation",
       {"gelu", "silu", "elu", "hardtanh", "leaky_relu", "hardswish", "hardsigmoid", "mish",
        "threshold", "sign", "reciprocal", "erf", "log1p", "expm1", "rsqrt"}},
      {"math",
       {"addcmul", "addcdiv", "lerp", "remainder", "floor_divide", "minimum", "masked_fill",
        "where", "rsub"}},
      {"index",
       {"index_select", "index", "repeat_interleave", "index_add", "index_copy", "index_fill",
        "gather", "scatter", "scatter_add", "index_put"}},
      {"norm",
       {"native_batch_norm", "native_layer_norm", "native_group_norm", "upsample_nearest2d",
        "upsample_bilinear2d"}},
  };
  return kFamilies;
}

std::string familyOf(const Node* node) {
  for (const auto& [family, packets] : families())
    if (packets.count(node->op->packet_name)) return family;
  return "";
}

bool isGraphInput(const Arg& arg) {
  return arg.isNode() && arg.node()->kind == NodeKind::Placeholder;
}

// What one graph holds, for the frequency counts.
struct Contents {
  std::set<std::string> families;
  std::set<std::string> packets;
  bool training_stats_from_input = false;        // a running stat that is a graph input
  bool training_stats_from_intermediate = false; // one computed in the graph
};

Contents contentsOf(const Graph& graph) {
  Contents contents;
  for (const Node* node : graph) {
    if (node->kind != NodeKind::Call) continue;
    std::string family = familyOf(node);
    if (family.empty()) continue;
    contents.families.insert(family);
    contents.packets.insert(node->op->packet_name);
    if (node->op->packet_name != "native_batch_norm") continue;
    const Arg& training = node->args[5];
    if (!training.isBool() || !std::get<bool>(training.value)) continue;
    for (size_t stat : {3, 4}) {
      const Arg& arg = node->args[stat];
      if (arg.isNone()) continue;
      (isGraphInput(arg) ? contents.training_stats_from_input
                         : contents.training_stats_from_intermediate) = true;
    }
  }
  return contents;
}

// A front end and the frequencies its graphs must reach (about half of what they reach:
// docs/generators.md has the figures), as counts out of kGraphs graphs of up to 16 steps.
struct FrontEnd {
  const char* name;
  bool seeded;         // campaigns' byte decoder; else RapidCheck's generator
  int family_minimum;  // graphs calling an op of each family
  int op_minimum;      // graphs calling each op
  int written_minimum; // graphs where training batch norm writes an input, an intermediate
};
constexpr int kGraphs = 2000;

// RapidCheck's recipes have up to 16 steps, the seeded ones all 16.
constexpr FrontEnd kFrontEnds[] = {
    {"seeded", true, kGraphs / 5, kGraphs / 100, kGraphs / 50},
    {"rapidcheck", false, kGraphs / 10, kGraphs / 200, kGraphs / 100},
};

class Frequencies : public ::testing::TestWithParam<FrontEnd> {
protected:
  void SetUp() override {
    for (uint64_t i = 0; i < kGraphs; ++i) {
      Recipe recipe =
          GetParam().seeded ? randomRecipe(i, 16) : recipeGen()(rc::Random(i), 16).value();
      Contents contents = contentsOf(materialize(recipe));
      for (const std::string& family : contents.families) ++with_family[family];
      for (const std::string& packet : contents.packets) ++with_packet[packet];
      stats_from_input += contents.training_stats_from_input;
      stats_from_intermediate += contents.training_stats_from_intermediate;
    }
  }
  std::map<std::string, int> with_family, with_packet;
  int stats_from_input = 0, stats_from_intermediate = 0;
};

TEST_P(Frequencies, EveryFamilyIsCalledOften) {
  for (const auto& [family, packets] : families())
    EXPECT_GE(with_family[family], GetParam().family_minimum) << family;
}

TEST_P(Frequencies, EveryOpIsCalled) {
  for (const auto& [family, packets] : families())
    for (const std::string& packet : packets)
      EXPECT_GE(with_packet[packet], GetParam().op_minimum) << packet;
}

// native_batch_norm in training mode writes its running stats without the schema saying so.
TEST_P(Frequencies, TrainingBatchNormWritesInputsAndIntermediates) {
  EXPECT_GE(stats_from_input, GetParam().written_minimum);
  EXPECT_GE(stats_from_intermediate, GetParam().written_minimum);
}

INSTANTIATE_TEST_SUITE_P(FrontEnds, Frequencies, ::testing::ValuesIn(kFrontEnds),
                         [](const auto& info) { return std::string(info.param.name); });

// Recipes whose steps are mostly of the new kinds: every other step is turned into one, the
// rest stay as drawn (views and scatters make the aliasing the pass decides on).
rc::Gen<Recipe> newFamilyRecipeGen() {
  return rc::gen::map(recipeGen(), [](Recipe recipe) {
    static constexpr StepKind kNew[] = {StepKind::Activation, StepKind::Math, StepKind::Index,
                                        StepKind::Norm};
    for (size_t i = 0; i < recipe.steps.size(); i += 2) {
      Step& step = recipe.steps[i];
      step.kind = kNew[(step.x + step.op) % 4];
    }
    return recipe;
  });
}

// The families whose calls the pass rewrote.
std::set<std::string> rewrittenFamilies(const Graph& graph, const ReinplaceReport& report) {
  std::map<std::string, std::string> family_of_node;
  for (const Node* node : graph)
    if (node->kind == NodeKind::Call) family_of_node[node->name] = familyOf(node);
  std::set<std::string> rewritten;
  for (const Decision& decision : report.decisions) {
    auto it = family_of_node.find(decision.node);
    if (decision.kind != DecisionKind::Kept && it != family_of_node.end() && !it->second.empty())
      rewritten.insert(it->second);
  }
  return rewritten;
}

// The property below is not vacuous: the pass rewrites calls of each family it can write in
// place (norms have no in-place variant) in a good share of these graphs.
TEST(NewFamilies, ThePassRewritesTheirCalls) {
  constexpr int kGraphs = 1000;
  std::map<std::string, int> graphs_with_rewrite;
  for (uint64_t i = 0; i < kGraphs; ++i) {
    Graph graph = materialize(newFamilyRecipeGen()(rc::Random(i), 16).value());
    Graph rewritten = graph.clone();
    for (const std::string& family :
         rewrittenFamilies(graph, reinplace(rewritten, ReinplaceOptions{})))
      ++graphs_with_rewrite[family];
  }
  for (const char* family : {"activation", "math", "index"})
    EXPECT_GE(graphs_with_rewrite[family], kGraphs / 10) << family;
}

RC_GTEST_PROP(NewFamilies, SoundRewritesAreEquivalent, ()) {
  Graph graph = materialize(*newFamilyRecipeGen());
  Graph rewritten = graph.clone();
  ReinplaceReport report = reinplace(rewritten, ReinplaceOptions{});
  RC_CLASSIFY(!rewrittenFamilies(graph, report).empty(), "rewrites a call of the new families");
  for (uint64_t seed : {0, 1}) {
    auto inputs = oracle::makeInputs(graph, {seed, seed == 1});
    oracle::Verdict verdict = oracle::check(graph, rewritten, inputs);
    if (!verdict.equivalent()) RC_FAIL(verdict.text());
  }
}

} // namespace
} // namespace reinplace::gen
