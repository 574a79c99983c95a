// reinplace check: the pass, then the oracle on seeded inputs, original against rewrite.

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/graph_input.h"
#include "cli/oracle_option.h"
#include "cli/pass_options.h"
#include "cli/proof_module.h"
#include "core/reinplace/reinplace.h"
#include "oracle/inputs/inputs.h"
#include "oracle/verdicts/verdict.h"

#include <ostream>

namespace reinplace::cli {

std::string checkHelp() {
  return R"(usage: reinplace check FILE [--policy=sound|pytorch] [--trials=N] [--seed=S]
                       [--special-values] [--dictionary] [--certify] [--unsafe-skip-check=NAME]...
                       [--unsafe-force-rewrite=NODE[:CHECK,...]]... [--input NAME=META]...
                       [--oracle=reference|aten|both]

Runs the reinplace pass on FILE, then runs the original and the rewritten graph in the reference
interpreter (or in ATen, or in both: --oracle) on N seeded input sets (trial k uses seed S+k)
and compares them. Prints 'equivalent (N trials)' (with a warning when every floating value the
graph returned was NaN or infinite in every trial), or the first verdict with the node where it
shows, an explanation and the command that replays it. With --certify, every rewrite is also checked by Z3 queries about
the memory the rewritten graph uses (no overlap where the pass assumed none, removed scatters'
writes already in place); a summary follows the verdict, or each obligation that was refuted
(with a witness) or left unknown.

verdicts: value-mismatch, input-mutated, output-aliasing, overlap-hazard, invalid-graph, crash,
          oracle-disagreement (--oracle=both)

options:
  --policy=P          sound (default) or pytorch
  --trials=N          input sets to try (default 10)
  --seed=S            seed of the first input set (default 0)
  --special-values    mix ±0, ±inf, NaN, huge and tiny values and integer extremes into inputs
  --dictionary        draw every float input element from +0, -0, 1, -1 and the graph's own
                      numbers with their negations: rewrites wrong only where -0 sits beside +0
                      or an input equals a constant of the graph show far more often
  --certify           certify each rewrite with Z3 (docs/proofs.md)
  --unsafe-skip-check=NAME  switch a safety check of the pass off (repeatable)
  --unsafe-force-rewrite=NODE[:CHECK,...]  count every safety check (or those named) as
                      passing while NODE alone is decided: would its rewrite be right?
                      (repeatable; a testing hook, see docs/command-line.md)
  --input NAME=META   meta for a parameter written without an annotation
)" + oracleOptionHelp() +
         memoryBudgetOptionHelp() +
         R"(
exit status: 0 equivalent (and certified), 1 a verdict other than equivalent or a certificate
             obligation refuted or unknown, 2 bad usage or bad input

safety checks:
)" + checkNamesHelp();
}

namespace {

struct Trials {
  int64_t count;
  int64_t seed;
  bool special;
  bool dictionary;
  aten::OracleChoice judge;
  oracle::ExecutionLimits limits;
};

// What each run allocated and held at most, measured by the reference oracle.
void printMemory(const oracle::Verdict& verdict, aten::OracleChoice judge, std::ostream& out) {
  if (judge == aten::OracleChoice::Aten) {
    out << "memory: measured by the reference oracle only\n";
    return;
  }
  out << "memory of the original: " << verdict.original_memory.text() << "\n"
      << "memory of the rewrite:  " << verdict.rewritten_memory.text() << "\n";
}

// The oracle on seeded inputs: prints the first verdict other than equivalent, with its replay.
int checkTrials(const Graph& original, const Graph& rewritten, const ParsedOptions& options,
                const ReinplaceOptions& pass, const Trials& how, std::ostream& out) {
  auto [trials, seed, special, dictionary, oracle_choice, limits] = how;
  oracle::Verdict memory; // the first trial's figures; they depend on layouts, not on values
  int64_t float_elements = 0, finite_elements = 0;
  for (int64_t trial = 0; trial < trials; ++trial) {
    oracle::InputOptions input_options{static_cast<uint64_t>(seed + trial), special};
    if (dictionary) input_options.dictionary = oracle::graphDictionary(original);
    std::vector<oracle::TensorHandle> inputs = oracle::makeInputs(original, input_options, limits);
    oracle::Verdict verdict = aten::checkWith(oracle_choice, original, rewritten, inputs, limits,
                                              input_options.seed, special);
    if (trial == 0) memory = verdict;
    float_elements += verdict.returned_float_elements;
    finite_elements += verdict.returned_finite_elements;
    if (verdict.equivalent()) continue;
    std::string policy(policyName(pass.policy));
    out << verdict.text() << "\n";
    out << "  policy " << policy << ", trial " << trial << " of " << trials << ", seed "
        << seed + trial << "\n";
    out << "  replay: reinplace check " << options.positional[0] << " --policy=" << policy
        << unsafeFlags(options);
    out << " --seed=" << seed + trial << " --trials=1" << (special ? " --special-values" : "")
        << (dictionary ? " --dictionary" : "");
    if (oracle_choice != aten::OracleChoice::Reference)
      out << " --oracle=" << aten::oracleChoiceName(oracle_choice);
    out << "\n";
    printMemory(verdict, oracle_choice, out);
    return 1;
  }
  out << "equivalent (" << trials << " trial" << (trials == 1 ? "" : "s") << ")\n";
  if (float_elements > 0 && finite_elements == 0)
    out << "warning: every floating value the graph returned was NaN or infinite on every trial, "
           "so the comparison judged no arithmetic\n";
  printMemory(memory, oracle_choice, out);
  return 0;
}

} // namespace

int runCheck(const std::vector<std::string>& args, std::ostream& out) {
  std::vector<OptionSpec> specs = passOptionSpecs();
  specs.push_back(inputOptionSpec());
  specs.push_back({"trials", true});
  specs.push_back({"seed", true});
  specs.push_back({"special-values", false});
  specs.push_back({"dictionary", false});
  specs.push_back({"certify", false});
  specs.push_back(oracleOptionSpec());
  specs.push_back(memoryBudgetOptionSpec());
  ParsedOptions options = parseOptions(args, specs);
  ReinplaceOptions pass = passOptions(options);
  Trials trials{options.getInt("trials", 10, 1, 1'000'000),
                options.getInt("seed", 0, 0, INT64_MAX - 1'000'000),
                options.has("special-values"),
                options.has("dictionary"),
                oracleChoice(options),
                executionLimits(options)};
  Graph original = loadGraphArgument(options);
  requireForcedNodes(original, pass);
  Graph rewritten = original.clone();
  ReinplaceReport report = reinplace(rewritten, pass);
  int status = checkTrials(original, rewritten, options, pass, trials, out);
  if (options.has("certify")) {
    if (!proofEntryPoints().certify(original, rewritten, report, out)) status = 1;
  }
  return status;
}

} // namespace reinplace::cli
