// reinplace check: the pass, then the oracle on seeded inputs, original against rewrite.

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/graph_input.h"
#include "cli/pass_options.h"
#include "core/reinplace.h"
#include "oracle/inputs.h"
#include "oracle/verdict.h"

#include <ostream>

namespace reinplace::cli {

std::string checkHelp() {
  return R"(usage: reinplace check FILE [--policy=sound|pytorch] [--trials=N] [--seed=S]
                       [--special-values] [--unsafe-skip-check=NAME]... [--input NAME=META]...

Runs the reinplace pass on FILE, then runs the original and the rewritten graph in the reference
interpreter on N seeded input sets (trial k uses seed S+k) and compares them. Prints
'equivalent (N trials)', or the first verdict with the node where it shows, an explanation and
the command that replays it.

verdicts: value-mismatch, input-mutated, output-aliasing, overlap-hazard, invalid-graph, crash

options:
  --policy=P          sound (default) or pytorch
  --trials=N          input sets to try (default 10)
  --seed=S            seed of the first input set (default 0)
  --special-values    mix ±0, ±inf, NaN, huge and tiny values and integer extremes into inputs
  --unsafe-skip-check=NAME  switch a safety check of the pass off (repeatable)
  --input NAME=META   meta for a parameter written without an annotation

exit status: 0 equivalent, 1 a verdict other than equivalent, 2 bad usage or bad input

safety checks:
)" + checkNamesHelp();
}

int runCheck(const std::vector<std::string>& args, std::ostream& out) {
  std::vector<OptionSpec> specs = passOptionSpecs();
  specs.push_back(inputOptionSpec());
  specs.push_back({"trials", true});
  specs.push_back({"seed", true});
  specs.push_back({"special-values", false});
  ParsedOptions options = parseOptions(args, specs);
  ReinplaceOptions pass = passOptions(options);
  int64_t trials = options.getInt("trials", 10, 1, 1'000'000);
  int64_t seed = options.getInt("seed", 0, 0, INT64_MAX - 1'000'000);
  bool special = options.has("special-values");

  Graph original = loadGraphArgument(options);
  Graph rewritten = original.clone();
  reinplace(rewritten, pass);

  for (int64_t trial = 0; trial < trials; ++trial) {
    oracle::InputOptions input_options{static_cast<uint64_t>(seed + trial), special};
    std::vector<oracle::TensorHandle> inputs = oracle::makeInputs(original, input_options);
    oracle::Verdict verdict = oracle::check(original, rewritten, inputs);
    if (verdict.equivalent()) continue;
    std::string policy(policyName(pass.policy));
    out << verdict.text() << "\n";
    out << "  policy " << policy << ", trial " << trial << " of " << trials << ", seed "
        << seed + trial << "\n";
    out << "  replay: reinplace check " << options.positional[0] << " --policy=" << policy;
    for (const std::string& name : options.all("unsafe-skip-check"))
      out << " --unsafe-skip-check=" << name;
    out << " --seed=" << seed + trial << " --trials=1" << (special ? " --special-values" : "")
        << "\n";
    return 1;
  }
  out << "equivalent (" << trials << " trial" << (trials == 1 ? "" : "s") << ")\n";
  return 0;
}

} // namespace reinplace::cli
