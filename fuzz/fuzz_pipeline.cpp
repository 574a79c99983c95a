// libFuzzer target: bytes -> recipe (the decoder campaigns and `reinplace gen` use) -> graph ->
// reinplace pass -> oracle on a plain and a special-valued input set. Any verdict other than
// equivalent aborts with the graph printed as FX code, so the crash input turns into a repro.
//
// Environment (read once per process):
// - REINPLACE_FUZZ_ARGS: pass options as on the command line, e.g.
//   "--policy=pytorch" or "--unsafe-skip-check=argument-overlap"; the harness self-test runs the
//   target against a faulty pass this way. Default: the sound policy.
// - REINPLACE_FUZZ_DUMP: a file the graph of each input is written to, before it is checked
//   (`make repro` uses it to turn a crash input into an .fx file).

#include "core/fx/printer.h"
#include "core/reinplace/reinplace.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_decoder.h"
#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/interpreter.h"
#include "oracle/verdicts/verdict.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <span>
#include <sstream>
#include <string>

namespace {

using namespace reinplace;

struct PipelineConfig {
  ReinplaceOptions pass;
  std::string args; // as given, for the failure message
  std::string dump_path;
};

[[noreturn]] void badArgs(const std::string& word) {
  std::fprintf(stderr,
               "REINPLACE_FUZZ_ARGS: unknown option '%s' (--policy=P, "
               "--unsafe-skip-check=NAME)\n",
               word.c_str());
  std::exit(2);
}

PipelineConfig readConfig() {
  PipelineConfig config;
  if (const char* dump = std::getenv("REINPLACE_FUZZ_DUMP")) config.dump_path = dump;
  const char* args = std::getenv("REINPLACE_FUZZ_ARGS");
  if (!args) return config;
  config.args = args;
  std::istringstream words(config.args);
  for (std::string word; words >> word;) {
    const std::string policy = "--policy=", skip = "--unsafe-skip-check=";
    if (word.starts_with(policy)) {
      auto parsed = policyFromName(word.substr(policy.size()));
      if (!parsed) badArgs(word);
      config.pass.policy = *parsed;
    } else if (word.starts_with(skip)) {
      auto check = checkFromName(word.substr(skip.size()));
      if (!check) badArgs(word);
      config.pass.skipped_checks.push_back(*check);
    } else {
      badArgs(word);
    }
  }
  return config;
}

// libFuzzer gives the entry point no context argument, and parsing the environment on every
// input would cost more than a small graph's check; so the configuration is a function-local
// constant, initialised once (thread-safe) and never written afterwards.
const PipelineConfig& config() {
  static const PipelineConfig instance = readConfig();
  return instance;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const PipelineConfig& cfg = config();
  Graph original = gen::materialize(gen::decodeRecipe(std::span<const uint8_t>(data, size)));
  if (!cfg.dump_path.empty()) std::ofstream(cfg.dump_path) << printFxCode(original);
  Graph rewritten = original.clone();
  const ReinplaceReport report = reinplace::reinplace(rewritten, cfg.pass);
  if (report.count(DecisionKind::Kept) == report.decisions.size()) {
    // Nothing was rewritten (about a third of the inputs), so the verdict is `equivalent`
    // whatever the graph computes: both sides would run the same program. The original still
    // runs once, to keep the kernels under the sanitizers.
    oracle::execute(original, oracle::makeInputs(original, {0, false}));
    return 0;
  }
  // The same two input sets as campaigns: plain values, then the special ones (NaN, inf, ±0,
  // integer extremes) that tell apart results which plain values happen to agree on.
  for (uint64_t seed : {0, 1}) {
    auto inputs = oracle::makeInputs(original, {seed, seed == 1});
    oracle::Verdict verdict = oracle::check(original, rewritten, inputs);
    if (verdict.equivalent()) continue;
    std::fprintf(stderr,
                 "fuzz_pipeline: %s\n  pass options: %s\n  inputs: seed %llu%s\n"
                 "original graph:\n%s",
                 verdict.text().c_str(), cfg.args.empty() ? "(sound)" : cfg.args.c_str(),
                 static_cast<unsigned long long>(seed), seed == 1 ? ", special values" : "",
                 printFxCode(original).c_str());
    std::abort();
  }
  return 0;
}
