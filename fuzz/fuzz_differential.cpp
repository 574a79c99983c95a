// libFuzzer target: bytes -> recipe -> graph (as fuzz_pipeline) -> reinplace pass -> both
// oracles, the reference interpreter and ATen (aten/oracle_choice.h), on a plain and a
// special-valued input set. An oracle-disagreement aborts with the graph printed as FX code:
// the two judges compute different things for one program, a bug of the reference (or of torch)
// and never the rewrite's. Verdicts about the rewrite are fuzz_pipeline's business.
//
// libtorch is loaded on the first input (the module aten/aten_module.h describes); the target
// is built with the sanitizers like the others, libtorch itself is not instrumented.
//
// Environment: REINPLACE_FUZZ_DUMP, a file each input's graph is written to before it is
// checked (`make repro`).

#include "aten/oracle_choice.h"
#include "core/fx/printer.h"
#include "core/reinplace/reinplace.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_decoder.h"
#include "oracle/inputs/inputs.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <span>
#include <string>

namespace {

// Read once: the entry point has no context argument.
const std::string& dumpPath() {
  static const std::string path = [] {
    const char* dump = std::getenv("REINPLACE_FUZZ_DUMP");
    return std::string(dump ? dump : "");
  }();
  return path;
}

} // namespace

// No leak check in this target: LeakSanitizer's stop-the-world tracer crashed at exit, now and
// then, with libtorch's worker threads alive (signal 11 in the tracer, no leak reported). The
// same graphs run leak-checked in fuzz_pipeline, and what libtorch allocates is not ours to check.
extern "C" const char* __asan_default_options() {
  return "detect_leaks=0";
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace reinplace;
  Graph original = gen::materialize(gen::decodeRecipe(std::span<const uint8_t>(data, size)));
  if (!dumpPath().empty()) std::ofstream(dumpPath()) << printFxCode(original);
  Graph rewritten = original.clone();
  reinplace::reinplace(rewritten, ReinplaceOptions{});
  for (uint64_t seed : {0, 1}) {
    auto inputs = oracle::makeInputs(original, {seed, seed == 1});
    oracle::Verdict verdict =
        aten::checkWith(aten::OracleChoice::Both, original, rewritten, inputs, {}, seed, seed == 1);
    if (verdict.kind != oracle::VerdictKind::OracleDisagreement) continue;
    std::fprintf(stderr, "fuzz_differential: %s\n  inputs: seed %llu%s\noriginal graph:\n%s",
                 verdict.text().c_str(), static_cast<unsigned long long>(seed),
                 seed == 1 ? ", special values" : "", printFxCode(original).c_str());
    std::abort();
  }
  return 0;
}
