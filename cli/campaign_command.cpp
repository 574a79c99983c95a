// reinplace campaign: generate -> rewrite -> check until the time is up; minimized repros.

#include "cli/campaign_misses.h"
#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/figures.h"
#include "cli/oracle_option.h"
#include "cli/pass_options.h"
#include "cli/proof_module.h"
#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "generators/campaigns/campaign.h"
#include "oracle/inputs/inputs.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

namespace reinplace::cli {

std::string campaignHelp() {
  return R"(usage: reinplace campaign [--time=S] [--seed=S] [--policy=P] [--jobs=N] [--out=DIR]
                          [--nodes=N] [--max-graphs=N] [--stats] [--no-shrink] [--certify]
                          [--unsafe-skip-check=NAME]... [--oracle=reference|aten|both]
       reinplace campaign --find=missed|forced [--forced-per-graph=K] [--node-by-node]
                          [--time=S] [--seed=S] [--jobs=N] [--out=DIR] [--nodes=N]
                          [--max-graphs=N] [--stats] [--no-shrink]

Generates random functional graphs (as 'reinplace gen' does; graph k uses seed S+k), runs the
pass on each and checks the rewrite with the oracle (plain inputs, then special values), until
the time is up. A status line shows graphs, graphs per second and failures by verdict kind.
The first failure of each kind (verdict kind and the op where it shows) is shrunk to a minimal
graph and written to DIR as a repro: a graph file whose header says the policy, the seed, the
verdict and how to replay it. A final table lists the failures. With --certify every rewrite is
also certified with Z3 (as 'reinplace check --certify' does); a graph whose certificate fails is
a failure of kind 'certificate', counted and shrunk on its own whatever the oracle says.

options:
  --time=S            seconds to run (default 10)
  --seed=S            seed of the first graph (default 0)
  --policy=P          sound (default) or pytorch
  --jobs=N            worker threads (default 1)
  --out=DIR           where repros go (default corpus/repros)
  --nodes=N           steps per generated graph (default 16)
  --max-graphs=N      stop after N graphs instead (then the result does not depend on speed)
  --stats             also print how often each pass decision and each reason came up,
                      the bytes the originals and the rewrites allocate, saved and
                      missed, and per op: the share of graphs calling it, its calls, and
                      how many the pass rewrote and kept
  --no-shrink         write failures as generated
  --certify           certify every rewritten graph with Z3 (docs/proofs.md)
  --unsafe-skip-check=NAME  switch a safety check of the pass off (repeatable)
)" + oracleOptionHelp() +
         R"(                      (a differential campaign: with both, every oracle-disagreement is
                      shrunk like a failure, and --out defaults to corpus/disagreements)

Rewrites the sound policy misses, instead of wrong rewrites (--out defaults to corpus/missed):
  --find=missed       a node the pytorch policy rewrites and the sound policy keeps by a safety
                      check, in a graph whose pytorch rewrite is right
  --find=forced       a node the sound policy keeps by a safety check whose rewrite, forced past
                      that check (and each further check that then keeps it), is right; the
                      pytorch policy may or may not take it (--unsafe-force-rewrite replays it)
  --forced-per-graph=K  --find=forced forces at most K nodes per graph (default 4), drawn by the
                      graph's seed when more are kept: each costs a pass, the oracle and a
                      certificate
  --node-by-node      the sound policy decides without plans, as 'opt --node-by-node' does
  Right: the oracle finds the rewrite equivalent on 10 input sets (5 special-valued), also with
  every arithmetic op uninterpreted (not merely because relu(relu(a)) is relu(a)), and Z3 proves
  every obligation of 'check --certify'. Graphs lose their dead code first. Each miss is
  classified by the check that kept the node; the first of each check is shrunk while the graph
  keeps a miss of that check, and written to DIR/CHECK.fx (forced: DIR/forced-CHECK.fx) with a
  header saying how to replay it. A table gives misses and graphs per check; --stats adds what
  was judged and why the rest is no miss.

exit status: 0 no failure (no miss), 1 failures (misses) found, 2 bad usage
)";
}

namespace {

std::string statusLine(const gen::CampaignProgress& progress, const char* what) {
  std::ostringstream line;
  double rate = progress.seconds > 0 ? static_cast<double>(progress.graphs) / progress.seconds : 0;
  line << std::fixed << std::setprecision(1) << "[" << progress.seconds << " s] "
       << withCommas(progress.graphs) << " graphs (" << withCommas(static_cast<int64_t>(rate))
       << "/s)  " << what << ":";
  if (progress.failures_by_kind.empty()) line << " none";
  for (const auto& [kind, count] : progress.failures_by_kind)
    line << " " << kind << " " << withCommas(count);
  return line.str();
}

std::string fileNameFor(const std::string& key) {
  std::string name;
  for (char c : key) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  while (name.find("--") != std::string::npos) name.replace(name.find("--"), 2, "-");
  while (!name.empty() && name.back() == '-') name.pop_back();
  return name + ".fx";
}

std::string passFlags(const ParsedOptions& options) {
  std::string flags = "--policy=" + options.get("policy").value_or("sound");
  for (const std::string& name : options.all("unsafe-skip-check"))
    flags += " --unsafe-skip-check=" + name;
  if (options.has("oracle")) flags += " --oracle=" + *options.get("oracle");
  return flags;
}

// The verdict's line numbers count from the graph's first line, not the file's.
std::string verdictWithoutLine(oracle::Verdict verdict) {
  verdict.line = 0;
  return verdict.text();
}

// A repro the reference oracle found, judged again in ATen on the inputs the campaign used
// (plain, then special values): torch's own kernels confirm the verdict, or the reference is
// suspect. Empty for failures that are not the reference's verdicts.
std::string atenConfirmation(const gen::CampaignFailure& failure, const ParsedOptions& options) {
  if (!failure.certificate.empty() || oracleChoice(options) != aten::OracleChoice::Reference ||
      failure.verdict.kind == oracle::VerdictKind::OracleDisagreement)
    return "";
  try {
    Graph original = parseFxCode(failure.graph_code, "<repro>", builtinRegistry());
    propagateMeta(original);
    Graph rewritten = original.clone();
    reinplace(rewritten, passOptions(options));
    for (uint64_t seed : {0, 1}) {
      auto inputs = oracle::makeInputs(original, {seed, seed == 1});
      oracle::Verdict verdict = aten::checkWith(aten::OracleChoice::Aten, original, rewritten,
                                                inputs, {}, seed, seed == 1);
      if (!verdict.equivalent()) return "confirmed in ATen: " + verdictWithoutLine(verdict);
    }
    // The reference calls these overlap hazards where torch checks nothing and computes what
    // its loops' order gives: ATen's single-threaded run agreeing is no confirmation either way.
    if (failure.verdict.kind == oracle::VerdictKind::OverlapHazard)
      return "unchecked in ATen: torch 1.13 computes it without an overlap check, in its loops' "
             "order";
    return "NOT confirmed in ATen (equivalent there): a bug of the reference oracle?";
  } catch (const std::exception& error) {
    return std::string("not judged in ATen: ") + error.what();
  }
}

// The table's short form of a confirmation.
std::string confirmationTag(const std::string& confirmation) {
  if (confirmation.rfind("confirmed in ATen", 0) == 0) return "  [ATen confirms]";
  if (confirmation.rfind("NOT", 0) == 0) return "  [ATen does not confirm]";
  if (confirmation.rfind("unchecked in ATen", 0) == 0) return "  [unchecked in ATen]";
  return "";
}

void writeRepro(const std::filesystem::path& path, const gen::CampaignFailure& failure,
                const ParsedOptions& options, int64_t nodes, const std::string& confirmation) {
  std::ofstream file(path, std::ios::binary);
  if (!file) throw UsageError("cannot write '" + path.string() + "'");
  std::string flags = passFlags(options);
  std::string policy = options.get("policy").value_or("sound");
  std::string certificate = failure.certificate.substr(0, failure.certificate.find('\n'));
  file << "# reinplace campaign repro: " << failure.key << "\n"
       << "# found with " << flags << " from seed " << failure.seed
       << " (reinplace gen --seed=" << failure.seed << " --nodes=" << nodes << ")\n"
       << "# verdict: " << verdictWithoutLine(failure.verdict) << "\n"
       << (certificate.empty() ? "" : "# certificate: " + certificate + "\n")
       << (confirmation.empty() ? "" : "# " + confirmation + "\n") << "# shrunk from "
       << failure.ops_generated << " to " << failure.ops_shrunk << " ops; seen "
       << failure.occurrences << " times\n"
       << "# replay: reinplace check " << path.string() << " " << flags
       << (failure.certificate.empty() ? "" : " --certify") << "\n"
       << (failure.verdict.kind == oracle::VerdictKind::OracleDisagreement
               ? "# oracle-both: oracle-disagreement" +
                     (failure.verdict.node.empty() ? "" : " at " + failure.verdict.node) + "\n"
               : "");
  // The reference's expectations, which the oracle tests replay (an oracle-disagreement is one
  // of --oracle=both's: the line above).
  if (failure.verdict.kind != oracle::VerdictKind::OracleDisagreement &&
      oracleChoice(options) == aten::OracleChoice::Reference) {
    file << "# oracle: " << flags.substr(std::string("--policy=").size()) << " => "
         << oracle::verdictName(failure.verdict.kind) << "\n";
    if (policy != "sound" || !options.all("unsafe-skip-check").empty())
      file << "# oracle: sound => equivalent\n";
  }
  file << failure.graph_code;
}

void printTable(std::ostream& out, const std::string& title,
                const std::map<std::string, int64_t>& counts) {
  out << title << "\n";
  for (const auto& [name, count] : counts)
    out << "  " << std::left << std::setw(24) << name << std::right << std::setw(12)
        << withCommas(count) << "\n";
}

gen::CampaignFind findOption(const ParsedOptions& options) {
  std::string find = options.get("find").value_or("failures");
  for (gen::CampaignFind kind :
       {gen::CampaignFind::Failures, gen::CampaignFind::Missed, gen::CampaignFind::Forced})
    if (find == findName(kind)) return kind;
  throw UsageError("unknown --find '" + find + "' (failures, missed or forced)");
}

// The pass's memory figures over all graphs: what the originals and the rewrites allocate, and
// what each check kept the pass from saving.
void printMemory(std::ostream& out, const MemoryTotals& memory) {
  const std::pair<const char*, int64_t> rows[] = {
      {"allocated before", memory.bytes_allocated_before},
      {"allocated after", memory.bytes_allocated_after},
      {"saved", memory.bytes_saved},
      {"missed", memory.bytes_missed},
  };
  out << "memory (bytes, all graphs):\n";
  for (const auto& [name, bytes] : rows)
    out << "  " << std::left << std::setw(24) << name << std::right << std::setw(12)
        << withCommas(bytes) << "\n";
  std::map<std::string, int64_t> by_check;
  for (const auto& [check, bytes] : memory.missed_by_check)
    by_check[std::string(checkName(check))] = bytes;
  printTable(out, "memory missed by check (bytes):", by_check);
}

void printOpTable(std::ostream& out, const std::map<std::string, gen::OpCounts>& ops,
                  int64_t graphs) {
  out << "ops:" << std::string(39, ' ') << "graphs      calls  rewritten       kept\n";
  for (const auto& [name, counts] : ops) {
    std::ostringstream share;
    share << std::fixed << std::setprecision(1)
          << 100.0 * static_cast<double>(counts.graphs) /
                 static_cast<double>(std::max<int64_t>(graphs, 1))
          << "%";
    out << "  " << std::left << std::setw(36) << name << std::right << std::setw(7) << share.str()
        << std::setw(11) << withCommas(counts.calls) << std::setw(11)
        << withCommas(counts.rewritten) << std::setw(11) << withCommas(counts.kept) << "\n";
  }
}

} // namespace

int runCampaign(const std::vector<std::string>& args, std::ostream& out) {
  std::vector<OptionSpec> specs = passOptionSpecs();
  for (const char* name : {"time", "seed", "jobs", "out", "nodes", "max-graphs"})
    specs.push_back({name, true});
  specs.push_back({"stats", false});
  specs.push_back({"no-shrink", false});
  specs.push_back({"certify", false});
  specs.push_back({"find", true});
  specs.push_back({"forced-per-graph", true});
  specs.push_back(oracleOptionSpec());
  ParsedOptions options = parseOptions(args, specs);
  if (!options.positional.empty()) throw UsageError("campaign takes no FILE");
  gen::CampaignOptions campaign;
  campaign.pass = passOptions(options);
  campaign.find = findOption(options);
  bool finds_misses = campaign.find != gen::CampaignFind::Failures;
  if (!campaign.pass.forced.empty())
    throw UsageError(
        "campaign: --unsafe-force-rewrite names a node of one graph; see --find=forced");
  if (finds_misses && (options.has("policy") || options.has("unsafe-skip-check")))
    throw UsageError(std::string("--find=") + findName(campaign.find) +
                     " runs the sound and pytorch policies with every check on; it takes no "
                     "--policy or --unsafe-skip-check");
  if (options.has("forced-per-graph") && campaign.find != gen::CampaignFind::Forced)
    throw UsageError("--forced-per-graph needs --find=forced");
  aten::OracleChoice judge = oracleChoice(options);
  if (finds_misses && judge != aten::OracleChoice::Reference)
    throw UsageError(std::string("--find=") + findName(campaign.find) +
                     " judges rewrites with the reference oracle and certificates; it takes no "
                     "--oracle");
  if (judge != aten::OracleChoice::Reference)
    campaign.judge = [judge](const Graph& original, const Graph& rewritten,
                             const std::vector<oracle::TensorHandle>& inputs, uint64_t seed,
                             bool special) {
      return aten::checkWith(judge, original, rewritten, inputs, {}, seed, special);
    };
  campaign.forced_per_graph = static_cast<size_t>(options.getInt("forced-per-graph", 4, 1, 1000));
  campaign.seconds = static_cast<double>(options.getInt("time", 10, 0, 7 * 24 * 3600));
  campaign.seed = static_cast<uint64_t>(options.getInt("seed", 0, 0, INT64_MAX / 2));
  campaign.jobs = static_cast<int>(options.getInt("jobs", 1, 1, 256));
  int64_t nodes = options.getInt("nodes", 16, 1, 100000);
  campaign.nodes = static_cast<size_t>(nodes);
  campaign.max_graphs = options.getInt("max-graphs", 0, 0, INT64_MAX / 2);
  campaign.shrink = !options.has("no-shrink");
  campaign.certify = options.has("certify");
  if (campaign.certify || finds_misses) campaign.make_certifier = proofEntryPoints().make_certifier;
  std::filesystem::path dir =
      options.get("out").value_or(finds_misses                        ? "corpus/missed"
                                  : judge == aten::OracleChoice::Both ? "corpus/disagreements"
                                                                      : "corpus/repros");
  const char* counted = finds_misses ? "misses" : "failures";

  bool tty = isatty(fileno(stderr));
  double last_line = 0;
  gen::CampaignResult result = gen::runCampaign(campaign, [&](const gen::CampaignProgress& p) {
    if (tty) {
      std::cerr << "\r" << statusLine(p, counted) << "\033[K" << std::flush;
    } else if (p.seconds - last_line >= 5) {
      std::cerr << statusLine(p, counted) << "\n";
      last_line = p.seconds;
    }
  });
  if (tty) std::cerr << "\n";

  const gen::CampaignProgress& totals = result.totals;
  out << "campaign: " << withCommas(totals.graphs) << " graphs in " << std::fixed
      << std::setprecision(1) << totals.seconds << " s ("
      << withCommas(static_cast<int64_t>(totals.graphs / std::max(totals.seconds, 1e-9)))
      << " graphs/s, " << campaign.jobs << " job" << (campaign.jobs == 1 ? "" : "s") << "), "
      << (finds_misses ? std::string("--find=") + findName(campaign.find) : passFlags(options))
      << "\n";
  if (finds_misses) {
    MissReport report{campaign.find,
                      dir,
                      nodes,
                      campaign.forced_per_graph,
                      options.has("stats"),
                      !campaign.pass.choose_plan};
    reportMisses(out, result, report);
    return result.misses.empty() ? 0 : 1;
  }
  if (!result.failures.empty()) {
    std::filesystem::create_directories(dir);
    out << "failures:\n";
    for (const gen::CampaignFailure& failure : result.failures) {
      std::filesystem::path path = dir / fileNameFor(failure.key);
      std::string confirmation = atenConfirmation(failure, options);
      writeRepro(path, failure, options, nodes, confirmation);
      out << "  " << std::left << std::setw(44) << failure.key << std::right << std::setw(10)
          << withCommas(failure.occurrences) << "  " << path.string() << " ("
          << failure.ops_generated << " -> " << failure.ops_shrunk << " ops)"
          << confirmationTag(confirmation) << "\n";
    }
  } else {
    out << "no failures\n";
  }
  if (options.has("stats")) {
    printTable(out, "decisions:", result.decisions);
    printTable(out, "reasons for keeping a node:", result.reasons);
    printOpTable(out, result.ops, totals.graphs);
    printMemory(out, result.memory);
  }
  return result.failures.empty() ? 0 : 1;
}

} // namespace reinplace::cli
