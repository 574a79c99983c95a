// Parse, meta propagation and printing on graphs of growing size. The chain graph is the one
// the cost goal is stated for: repeats of add, mul, select -> add -> select_scatter, relu.

#include "bench/graph_shapes.h"
#include "core/fx_parser.h"
#include "core/fx_printer.h"
#include "core/meta_propagation.h"

#include <benchmark/benchmark.h>

#include <string>

namespace {

using namespace reinplace;

// Blocks of 6 ops, as the old argument was counted.
std::string chainGraph(int64_t blocks) {
  return bench::chainGraph(blocks * 6);
}

void setCounters(benchmark::State& state, int64_t ops) {
  state.counters["ops"] = static_cast<double>(ops);
  state.counters["ns_per_op"] =
      benchmark::Counter(static_cast<double>(ops), benchmark::Counter::kIsIterationInvariantRate |
                                                       benchmark::Counter::kInvert);
  state.SetItemsProcessed(state.iterations() * ops);
}

void BM_Parse(benchmark::State& state) {
  std::string text = chainGraph(state.range(0));
  for (auto _ : state) {
    Graph graph = parseFxCode(text, "<bench>", OpRegistry::builtin());
    benchmark::DoNotOptimize(graph.size());
  }
  setCounters(state, state.range(0) * 6);
}

void BM_MetaPropagation(benchmark::State& state) {
  std::string text = chainGraph(state.range(0));
  Graph graph = parseFxCode(text, "<bench>", OpRegistry::builtin());
  for (auto _ : state) {
    propagateMeta(graph);
    benchmark::DoNotOptimize(graph.output());
  }
  setCounters(state, state.range(0) * 6);
}

void BM_Print(benchmark::State& state) {
  std::string text = chainGraph(state.range(0));
  Graph graph = parseFxCode(text, "<bench>", OpRegistry::builtin());
  propagateMeta(graph);
  for (auto _ : state) benchmark::DoNotOptimize(printFxCode(graph).size());
  setCounters(state, state.range(0) * 6);
}

BENCHMARK(BM_Parse)->RangeMultiplier(10)->Range(1'000, 100'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MetaPropagation)
    ->RangeMultiplier(10)
    ->Range(1'000, 100'000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Print)->RangeMultiplier(10)->Range(1'000, 100'000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
