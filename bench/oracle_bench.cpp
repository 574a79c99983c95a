// The oracle's cost per check: run the original and the rewrite on one input set and compare,
// on the 20-op chain (add, mul, select -> add -> select_scatter, relu on [8, 8] tensors). The
// goal is well under 100 µs per check; campaigns run thousands of them per second.

#include "bench/graph_shapes.h"
#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/reinplace/reinplace.h"
#include "oracle/inputs/inputs.h"
#include "oracle/verdicts/verdict.h"

#include <benchmark/benchmark.h>

namespace reinplace {
namespace {

Graph chain(int64_t ops) {
  Graph graph = parseFxCode(bench::chainGraph(ops), "chain.fx", builtinRegistry());
  propagateMeta(graph);
  return graph;
}

void BM_ExecuteChain(benchmark::State& state) {
  Graph graph = chain(state.range(0));
  std::vector<oracle::TensorHandle> inputs = oracle::makeInputs(graph, {0, false});
  for (auto _ : state) {
    oracle::Execution run = oracle::execute(graph, oracle::copyTensors(inputs));
    benchmark::DoNotOptimize(run.outputs.data());
  }
  state.counters["ops"] = static_cast<double>(graph.size());
}
BENCHMARK(BM_ExecuteChain)->Arg(18)->Unit(benchmark::kMicrosecond);

// Inputs, both runs and the comparison: what one trial of `reinplace check` costs.
void BM_CheckChain(benchmark::State& state) {
  Graph original = chain(state.range(0));
  Graph rewritten = original.clone();
  reinplace(rewritten, ReinplaceOptions{});
  uint64_t seed = 0;
  for (auto _ : state) {
    std::vector<oracle::TensorHandle> inputs = oracle::makeInputs(original, {seed++, false});
    oracle::Verdict verdict = oracle::check(original, rewritten, inputs);
    if (!verdict.equivalent()) state.SkipWithError(verdict.text().c_str());
  }
  state.counters["ops"] = static_cast<double>(original.size());
}
BENCHMARK(BM_CheckChain)->Arg(18)->Arg(180)->Unit(benchmark::kMicrosecond);

} // namespace
} // namespace reinplace

BENCHMARK_MAIN();
