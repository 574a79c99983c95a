// The reinplace pass on the graph shapes its cost goal is about, measured per phase:
// - chain: repeats of add, mul, select -> add -> select_scatter, relu (upstream is quadratic
//   here: 14 s for 3,600 lines in torch 1.13);
// - alias_heavy: many views of one base and many scatters into it (the fanout shape);
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
using bench::fanoutGraph;
using bench::wideGraph;

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
  runPipeline(state, fanoutGraph(state.range(0)));
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
  runPipeline(state, fanoutGraph(state.range(0)), nodeByNode());
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
