// Heap allocations per op for each phase on the chain graph: the figure that decides the cost
// per node on large graphs (see docs/performance.md). This binary replaces the global
// operator new to count; nothing else does.

#include "bench/graph_shapes.h"
#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/reinplace/reinplace.h"

#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<size_t> allocations{0};
} // namespace

void* operator new(size_t size) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* memory = std::malloc(size ? size : 1)) return memory;
  throw std::bad_alloc();
}
void operator delete(void* memory) noexcept {
  std::free(memory);
}
void operator delete(void* memory, size_t) noexcept {
  std::free(memory);
}

namespace {

using namespace reinplace;

void BM_AllocationsPerOp(benchmark::State& state) {
  std::string text = bench::chainGraph(state.range(0));
  builtinRegistry();
  size_t parse = 0, meta = 0, pass = 0, print = 0;
  for (auto _ : state) {
    size_t start = allocations.load();
    Graph graph = parseFxCode(text, "<bench>", builtinRegistry());
    size_t parsed = allocations.load();
    propagateMeta(graph);
    size_t propagated = allocations.load();
    benchmark::DoNotOptimize(reinplace::reinplace(graph).decisions.size());
    size_t rewritten = allocations.load();
    benchmark::DoNotOptimize(printFxCode(graph).size());
    size_t printed = allocations.load();
    parse += parsed - start;
    meta += propagated - parsed;
    pass += rewritten - propagated;
    print += printed - rewritten;
  }
  double per =
      1.0 / (static_cast<double>(state.iterations()) * static_cast<double>(state.range(0)));
  state.counters["parse_allocs_per_op"] = static_cast<double>(parse) * per;
  state.counters["meta_allocs_per_op"] = static_cast<double>(meta) * per;
  state.counters["pass_allocs_per_op"] = static_cast<double>(pass) * per;
  state.counters["print_allocs_per_op"] = static_cast<double>(print) * per;
}

BENCHMARK(BM_AllocationsPerOp)->Arg(60'000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
