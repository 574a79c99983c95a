// Scaling of `reinplace opt` on every graph shape of bench/graph_shapes.h (issue 33): the whole
// pipeline (parse, meta, the pass, print, the report's text) at 10^4, 10^5 and 10^6 ops under
// both policies. Per-op cost flat across sizes means linear. Benchmarks are named
// opt/SHAPE/POLICY/OPS; select with --benchmark_filter (the pytorch policy is still quadratic
// on some shapes, so e.g. --benchmark_filter='opt/.*/sound/' keeps a run short), and take
// medians with --benchmark_repetitions=5.
// Counters: ns_per_op (whole pipeline) and per phase; peak_bytes_per_op, the growth of the
// process's peak resident set over the run (VmHWM is reset through /proc/self/clear_refs
// before each benchmark, so earlier ones do not hide it), divided by the ops.

#include "bench/graph_shapes.h"
#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/reinplace/reinplace.h"

#include <benchmark/benchmark.h>
#include <jemalloc/jemalloc.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <string>

#define STRINGIFY_VALUE(x) #x
#define STRINGIFY(x) STRINGIFY_VALUE(x)
#define STRINGIFY_ARENAS_ALL STRINGIFY(MALLCTL_ARENAS_ALL)

#ifndef REINPLACE_SOURCE_DIR
#define REINPLACE_SOURCE_DIR "."
#endif

namespace {

using namespace reinplace;
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// A field of /proc/self/status in bytes (VmRSS, VmHWM), 0 if it cannot be read.
double statusBytes(const std::string& field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind(field + ":", 0) == 0) return std::stod(line.substr(field.size() + 1)) * 1024.0;
  return 0;
}

// Earlier benchmarks' freed pages go back to the system first: otherwise a run reuses them
// without raising the peak, and its bytes per op read low.
void resetPeakResidentSet() {
  mallctl("arena." STRINGIFY_ARENAS_ALL ".purge", nullptr, nullptr, nullptr, 0);
  std::ofstream clear("/proc/self/clear_refs");
  clear << "5";
}

std::string graphText(const std::string& shape, int64_t ops) {
  if (shape != "model") return bench::shapeGraph(shape, ops);
  std::ifstream file(std::string(REINPLACE_SOURCE_DIR) + "/" + bench::kModelBlockPath);
  std::stringstream block;
  block << file.rdbuf();
  return bench::repeatedBlockGraph(block.str(), bench::kModelCarriedIn, bench::kModelCarriedOut,
                                   ops);
}

void runOpt(benchmark::State& state, const std::string& shape, Policy policy, int64_t ops) {
  std::string text = graphText(shape, ops);
  if (text.empty()) {
    state.SkipWithError("cannot make the graph");
    return;
  }
  ReinplaceOptions options;
  options.policy = policy;
  double parse = 0, meta = 0, pass = 0, print = 0, nodes = 0;
  resetPeakResidentSet();
  double resident_before = statusBytes("VmRSS");
  for (auto _ : state) {
    auto t0 = Clock::now();
    Graph graph = parseFxCode(text, "<bench>", builtinRegistry());
    nodes = static_cast<double>(graph.size());
    parse += secondsSince(t0);
    auto t1 = Clock::now();
    propagateMeta(graph);
    meta += secondsSince(t1);
    auto t2 = Clock::now();
    ReinplaceReport report = reinplace::reinplace(graph, options);
    pass += secondsSince(t2);
    auto t3 = Clock::now();
    benchmark::DoNotOptimize(printFxCode(graph).size() + report.text().size());
    print += secondsSince(t3);
  }
  double peak = statusBytes("VmHWM") - resident_before;
  double per_op = 1e9 / (static_cast<double>(state.iterations()) * nodes);
  state.counters["ns_per_op"] = (parse + meta + pass + print) * per_op;
  state.counters["parse_ns_per_op"] = parse * per_op;
  state.counters["meta_ns_per_op"] = meta * per_op;
  state.counters["pass_ns_per_op"] = pass * per_op;
  state.counters["print_ns_per_op"] = print * per_op;
  state.counters["nodes"] = nodes;
  state.counters["peak_bytes_per_op"] = peak > 0 ? peak / nodes : 0;
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(nodes));
}

void registerAll() {
  std::vector<std::string> shapes = bench::generatedShapeNames();
  shapes.push_back("model");
  for (const std::string& shape : shapes)
    for (Policy policy : {Policy::Sound, Policy::PyTorch})
      for (int64_t ops : {10'000, 100'000, 1'000'000}) {
        std::string name = "opt/" + shape + "/" +
                           (policy == Policy::Sound ? "sound/" : "pytorch/") + std::to_string(ops);
        benchmark::RegisterBenchmark(
            name.c_str(),
            [shape, policy, ops](benchmark::State& state) { runOpt(state, shape, policy, ops); })
            ->Unit(benchmark::kMillisecond)
            ->Iterations(1);
      }
}

} // namespace

int main(int argc, char** argv) {
  registerAll();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
