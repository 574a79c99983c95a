// Parse, meta propagation and printing on graphs of growing size. The chain graph is the one
// the cost goal is stated for: repeats of add, mul, select -> add -> select_scatter, relu.

#include "core/fx_parser.h"
#include "core/fx_printer.h"
#include "core/meta_propagation.h"

#include <benchmark/benchmark.h>

#include <string>

namespace {

using namespace reinplace;

// One block = 6 ops on a [8, 8] tensor, functionalized the way make_fx prints it.
std::string chainGraph(int64_t blocks) {
  std::string text = "def forward(self, x: \"f32[8, 8]\"):\n";
  text += "    v0 = torch.ops.aten.clone.default(x)\n";
  for (int64_t i = 0; i < blocks; ++i) {
    std::string prev = "v" + std::to_string(i);
    std::string s = std::to_string(i);
    text += "    add_" + s + " = torch.ops.aten.add.Tensor(" + prev + ", 1)\n";
    text += "    mul_" + s + " = torch.ops.aten.mul.Tensor(add_" + s + ", 2)\n";
    text += "    select_" + s + " = torch.ops.aten.select.int(mul_" + s + ", 0, 1)\n";
    text += "    addr_" + s + " = torch.ops.aten.add.Tensor(select_" + s + ", 3)\n";
    text += "    scatter_" + s + " = torch.ops.aten.select_scatter.default(mul_" + s + ", addr_" +
            s + ", 0, 1)\n";
    text += "    v" + std::to_string(i + 1) + " = torch.ops.aten.relu.default(scatter_" + s + ")\n";
  }
  text += "    return v" + std::to_string(blocks) + "\n";
  return text;
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
