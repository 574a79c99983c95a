#include "cli/command_line.h"
#include "cli/proof_module.h"
#include "proofs/lemma.h"

#include <cstdio>

namespace reinplace::cli {

std::string lemmaLibraryHelp() {
  std::string text =
      R"(usage: reinplace prove [--lemma=NAME] [--max-rank=R] [--timeout-ms=T] [--verbose]

Checks the lemma library with Z3: the facts the pass's rewrites rest on, over ranks 1..R
(default 3) with symbolic sizes, strides, offsets and view arguments. Each verdict is proved,
refuted (with a counterexample) or unknown (a query ran out of time: never counted as proved).
Some lemmas are expected to be refuted: they drop a premise the pass checks, and their
counterexample is the mis-compilation the premise prevents.

Prints a table: lemma, expected, verdict, time; then each counterexample (all details with
--verbose). Exit status 1 when a lemma expected to hold is refuted or an expected refutation is
proved; 2 for an unknown lemma name.

lemmas:
)";
  for (const auto& lemma : proofs::allLemmas())
    text += "  " + lemma.name + (lemma.expected_to_hold ? "" : " (expected refuted)") + "\n";
  return text;
}

namespace {

std::string seconds(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2fs", value);
  return buffer;
}

std::string pad(const std::string& text, size_t width) {
  return text.size() >= width ? text + " " : text + std::string(width - text.size(), ' ');
}

} // namespace

int proveLemmas(const std::vector<std::string>& args, std::ostream& out) {
  ParsedOptions options = parseOptions(
      args, {{"lemma", true}, {"max-rank", true}, {"timeout-ms", true}, {"verbose", false}});
  if (!options.positional.empty()) throw UsageError("prove takes no positional arguments");
  proofs::LemmaOptions lemma_options;
  lemma_options.max_rank = options.getInt("max-rank", 3, 1, 4);
  lemma_options.timeout_ms =
      static_cast<unsigned>(options.getInt("timeout-ms", lemma_options.timeout_ms, 1, 3600000));
  std::vector<const proofs::Lemma*> selected;
  if (auto name = options.get("lemma")) {
    const proofs::Lemma* lemma = proofs::findLemma(*name);
    if (!lemma) throw UsageError("unknown lemma '" + *name + "' (see 'reinplace prove --help')");
    selected.push_back(lemma);
  } else {
    for (const auto& lemma : proofs::allLemmas()) selected.push_back(&lemma);
  }
  const bool verbose = options.has("verbose");

  out << pad("lemma", 36) << pad("expected", 10) << pad("verdict", 10) << "time\n";
  std::vector<proofs::LemmaOutcome> outcomes;
  double total = 0;
  int failures = 0;
  for (const proofs::Lemma* lemma : selected) {
    proofs::LemmaOutcome outcome = proofs::runLemma(*lemma, lemma_options);
    total += outcome.seconds;
    failures += outcome.unexpected();
    out << pad(lemma->name, 36) << pad(lemma->expected_to_hold ? "proved" : "refuted", 10)
        << pad(std::string(proofs::statusName(outcome.result.status)), 10)
        << seconds(outcome.seconds) << (outcome.unexpected() ? "  UNEXPECTED" : "") << "\n";
    out.flush();
    outcomes.push_back(std::move(outcome));
  }
  out << "total " << seconds(total) << "; " << failures << " unexpected\n";
  for (const auto& outcome : outcomes) {
    const bool interesting = outcome.result.status != proofs::ProofStatus::Proved;
    if ((interesting || verbose) && !outcome.result.detail.empty())
      out << "\n" << outcome.lemma->name << ": " << outcome.result.detail << "\n";
    if (verbose) out << "  claim: " << outcome.lemma->statement << "\n";
  }
  return failures > 0 ? 1 : 0;
}

} // namespace reinplace::cli
