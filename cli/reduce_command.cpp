// reinplace reduce: shrinks a graph while the pass and the oracle keep giving the same verdict.

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/graph_input.h"
#include "cli/pass_options.h"
#include "core/fx/printer.h"
#include "generators/reduction/reducer.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <stdexcept>

namespace reinplace::cli {

std::string reduceHelp() {
  return R"(usage: reinplace reduce FILE [--policy=sound|pytorch] [--trials=N] [--seed=S]
                        [--special-values] [--max-checks=N] [-o OUT]
                        [--unsafe-skip-check=NAME]...
                        [--unsafe-force-rewrite=NODE[:CHECK,...]]... [--input NAME=META]...

Shrinks a graph that 'reinplace check' (with the same options) finds wrong, keeping the kind
of verdict: deletes ops (their uses go to a same-shaped argument or a new input), drops
returned values, unused inputs and dead ops, shrinks input shapes (and the size lists that
follow them), simplifies literals toward defaults, 0 and 1, and makes inputs contiguous, until
none of these keeps the verdict. Prints the reduced graph as FX code (parameters annotated),
after '#' lines naming the verdict it keeps; the sizes before and after go to stderr.

options:
  --policy=P          sound (default) or pytorch
  --trials=N          input sets each candidate is checked on (default 10)
  --seed=S            seed of the first input set (default 0)
  --special-values    mix ±0, ±inf, NaN, huge and tiny values and integer extremes into inputs
  --max-checks=N      stop after N candidates were checked (default 2000); the graph so far
                      is printed
  -o OUT              write the reduced graph to OUT instead of stdout
  --unsafe-skip-check=NAME  switch a safety check of the pass off (repeatable)
  --unsafe-force-rewrite=NODE[:CHECK,...]  count every safety check (or those named) as
                      passing while NODE alone is decided: would its rewrite be right?
                      (repeatable; a testing hook, see docs/command-line.md)
  --input NAME=META   meta for a parameter written without an annotation

exit status: 0 a reduced graph was written, 2 bad usage, bad input, or a graph that does not
fail (nothing to reduce)

safety checks:
)" + checkNamesHelp();
}

int runReduce(const std::vector<std::string>& args, std::ostream& out) {
  std::vector<OptionSpec> specs = passOptionSpecs();
  specs.push_back(inputOptionSpec());
  specs.push_back({"trials", true});
  specs.push_back({"seed", true});
  specs.push_back({"special-values", false});
  specs.push_back({"max-checks", true});
  specs.push_back({"o", true});
  ParsedOptions options = parseOptions(args, specs);
  VerdictOptions verdict_options;
  verdict_options.pass = passOptions(options);
  verdict_options.trials = options.getInt("trials", 10, 1, 1'000'000);
  verdict_options.seed = static_cast<uint64_t>(options.getInt("seed", 0, 0, INT64_MAX - 1'000'000));
  verdict_options.special_values = options.has("special-values");
  ReduceOptions reduce_options;
  reduce_options.max_checks = options.getInt("max-checks", 2000, 1, 100'000'000);

  Graph original = loadGraphArgument(options);
  requireForcedNodes(original, verdict_options.pass);
  const std::string& file = options.positional[0];
  std::string policy(policyName(verdict_options.pass.policy));
  oracle::Verdict verdict = firstVerdict(original, verdict_options);
  if (verdict.equivalent()) {
    std::cerr << "reinplace reduce: " << file << " does not fail: the rewrite under policy "
              << policy << " is equivalent on " << verdict_options.trials
              << " input set(s); nothing to reduce\n";
    return 2;
  }

  auto started = std::chrono::steady_clock::now();
  ReduceStats stats;
  Graph reduced;
  try {
    reduced =
        reduceGraph(original, sameVerdictKind(verdict, verdict_options), reduce_options, &stats);
  } catch (const std::invalid_argument& error) {
    // The graph fails as loaded but not as printed and parsed again: nothing the reducer can
    // start from.
    std::cerr << "reinplace reduce: " << file << ": " << error.what() << "\n";
    return 2;
  }
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  oracle::Verdict kept = firstVerdict(reduced, verdict_options);
  // The verdict's line is counted in the printed graph, which follows the three header lines.
  if (kept.line != 0) kept.line += 3;

  std::string replay = "reinplace check FILE --policy=" + policy + unsafeFlags(options);
  replay += " --seed=" + std::to_string(verdict_options.seed) +
            " --trials=" + std::to_string(verdict_options.trials) +
            (verdict_options.special_values ? " --special-values" : "");
  std::string text = "# reduced from " + file + "\n# verdict: " + kept.text() +
                     "\n# replay: " + replay + "\n" + printFxCode(reduced);
  if (auto path = options.get("o")) {
    std::ofstream stream(*path, std::ios::binary);
    if (!stream) throw UsageError("cannot write '" + *path + "'");
    stream << text;
  } else {
    out << text;
  }

  char elapsed[32];
  std::snprintf(elapsed, sizeof elapsed, "%.1f ms", seconds * 1000);
  std::cerr << "reduced " << describeSize(stats.before) << " -> " << describeSize(stats.after)
            << " in " << stats.checks << " checks (" << elapsed << "), keeping "
            << oracle::verdictName(verdict.kind) << "\n";
  std::cerr << "accepted steps: delete-nodes " << stats.accepted[0] << ", drop-unused "
            << stats.accepted[1] << ", shrink-shapes " << stats.accepted[2]
            << ", simplify-literals " << stats.accepted[3] << ", contiguous-inputs "
            << stats.accepted[4] << " (" << stats.candidates << " candidates, " << stats.rounds
            << " rounds)\n";
  if (stats.hit_check_limit)
    std::cerr << "stopped at --max-checks=" << reduce_options.max_checks
              << "; reducing the output again may shrink it further\n";
  return 0;
}

} // namespace reinplace::cli
