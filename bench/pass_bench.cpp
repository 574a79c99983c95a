// The reinplace pass on the graph shapes its cost goal is about, measured per phase:
// - chain: repeats of add, mul, select -> add -> select_scatter, relu (upstream is quadratic
//   here: 14 s for 3,600 lines in torch 1.13);
// - alias_heavy: many views of one base and many scatters into it;
// - wide: many independent clone -> add -> relu lanes.
// Counters report nanoseconds per op for each phase, so flat per-op cost means linear.

#include "bench/graph_shapes.h"
#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/reinplace/reinplace.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <string>

namespace {

using namespace reinplace;
using Clock = std::chrono::steady_clock;
using bench::chainGraph;

// One base, `ops / 4` rows each viewed, updated and scattered back: every candidate's alias
// class is the whole graph.
std::string aliasHeavyGraph(int64_t ops) {
  int64_t rows = ops / 4;
  std::string text = "def forward(self, x: \"f32[" + std::to_string(rows) +
                     ", 4]\"):\n    base_0 = torch.ops.aten.clone.default(x)\n";
  for (int64_t i = 0; i < rows; ++i) {
    std::string s = std::to_string(i);
    text += "    row_" + s + " = torch.ops.aten.select.int(base_" + s + ", 0, " + s + ")\n";
    text += "    neg_" + s + " = torch.ops.aten.neg.default(row_" + s + ")\n";
    text += "    base_" + std::to_string(i + 1) + " = torch.ops.aten.select_scatter.default(base_" +
            s + ", neg_" + s + ", 0, " + s + ")\n";
    text += "    view_" + s + " = torch.ops.aten.view.default(base_" + std::to_string(i + 1) +
            ", [-1])\n";
  }
  return text + "    return base_" + std::to_string(rows) + "\n";
}

std::string wideGraph(int64_t ops) {
  int64_t lanes = ops / 3;
  std::string text = "def forward(self, x: \"f32[4]\"):\n";
  std::string outputs;
  for (int64_t i = 0; i < lanes; ++i) {
    std::string s = std::to_string(i);
    text += "    clone_" + s + " = torch.ops.aten.clone.default(x)\n";
    text += "    add_" + s + " = torch.ops.aten.add.Tensor(clone_" + s + ", " + s + ")\n";
    text += "    relu_" + s + " = torch.ops.aten.relu.default(add_" + s + ")\n";
    outputs += (i ? ", relu_" : "relu_") + s;
  }
  return text + "    return (" + outputs + ")\n";
}

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

void runPipeline(benchmark::State& state, const std::string& text,
                 const ReinplaceOptions& options = {}) {
  double parse = 0, meta = 0, pass = 0, print = 0;
  int64_t ops = 0;
  for (auto _ : state) {
    auto t0 = Clock::now();
    Graph graph = parseFxCode(text, "<bench>", builtinRegistry());
    parse += secondsSince(t0);
    auto t1 = Clock::now();
    propagateMeta(graph);
    meta += secondsSince(t1);
    auto t2 = Clock::now();
    ReinplaceReport report = reinplace::reinplace(graph, options);
    benchmark::DoNotOptimize(report.decisions.size());
    pass += secondsSince(t2);
    auto t3 = Clock::now();
    benchmark::DoNotOptimize(printFxCode(graph).size());
    print += secondsSince(t3);
    ops = static_cast<int64_t>(graph.size());
  }
  double per_op =
      1e9 / (static_cast<double>(state.iterations()) * static_cast<double>(state.range(0)));
  state.counters["parse_ns_per_op"] = parse * per_op;
  state.counters["meta_ns_per_op"] = meta * per_op;
  state.counters["pass_ns_per_op"] = pass * per_op;
  state.counters["print_ns_per_op"] = print * per_op;
  state.counters["nodes_after"] = static_cast<double>(ops);
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

void BM_Chain(benchmark::State& state) {
  runPipeline(state, chainGraph(state.range(0)));
}
void BM_AliasHeavy(benchmark::State& state) {
  runPipeline(state, aliasHeavyGraph(state.range(0)));
}
void BM_Wide(benchmark::State& state) {
  runPipeline(state, wideGraph(state.range(0)));
}

// The sound policy deciding node by node, without comparing plans: what the plan costs.
ReinplaceOptions nodeByNode() {
  ReinplaceOptions options;
  options.choose_plan = false;
  return options;
}
void BM_ChainNodeByNode(benchmark::State& state) {
  runPipeline(state, chainGraph(state.range(0)), nodeByNode());
}
void BM_AliasHeavyNodeByNode(benchmark::State& state) {
  runPipeline(state, aliasHeavyGraph(state.range(0)), nodeByNode());
}
void BM_WideNodeByNode(benchmark::State& state) {
  runPipeline(state, wideGraph(state.range(0)), nodeByNode());
}

BENCHMARK(BM_Chain)->Arg(3'600)->Arg(10'000)->Arg(100'000)->Arg(1'000'000)->Unit(
    benchmark::kMillisecond);
BENCHMARK(BM_AliasHeavy)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Wide)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ChainNodeByNode)->Arg(3'600)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AliasHeavyNodeByNode)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WideNodeByNode)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
