// How long certificates take (docs/proofs.md, "Certified rewrites"): the pass under a policy on
// generated graphs (graph k from seed S+k, as campaigns make them) and on committed graph files,
// then the certificate of each rewritten graph, timed per graph and per obligation.
//
// usage: certificate_times [--graphs=N] [--seed=S] [--policy=sound|pytorch] [--fresh] [--oracle]
//                          [FILE...]
//   --fresh   a new certifier (Z3 context) per graph, as `reinplace check --certify` has;
//             default: one certifier for all, as each campaign worker has.
//   --oracle  also the campaign's oracle verdict on each generated graph, tabulated against the
//             certificate (untimed).

#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/ops/op_registry.h"
#include "core/reinplace/reinplace.h"
#include "generators/campaigns/campaign.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_decoder.h"
#include "proofs/certificate.h"
#include "proofs/view_solver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace {

using namespace reinplace;

struct Times {
  std::vector<double> certificates; // graphs with at least one rewrite
  std::vector<double> obligations;
  size_t graphs = 0;
  size_t rewrites = 0;
  std::map<std::string, size_t> failures;       // "refuted scatter-base-overlap"
  std::map<std::string, size_t> against_oracle; // "certified, oracle equivalent"

  void add(const proofs::CertificateReport& report) {
    ++graphs;
    if (report.rewrites > 0) certificates.push_back(report.milliseconds);
    rewrites += report.rewrites;
    for (const proofs::Obligation& obligation : report.obligations) {
      obligations.push_back(obligation.milliseconds);
      if (obligation.status != proofs::ProofStatus::Proved)
        ++failures[std::string(proofs::statusName(obligation.status)) + " " + obligation.name];
    }
  }
};

double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  size_t at = static_cast<size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
  return values[at];
}

void print(const std::string& title, const Times& times) {
  std::printf("%s: %zu graphs, %zu with rewrites, %zu rewrites, %zu obligations\n", title.c_str(),
              times.graphs, times.certificates.size(), times.rewrites, times.obligations.size());
  std::printf("  per certificate: median %.3f ms, p90 %.3f ms, max %.3f ms\n",
              percentile(times.certificates, 0.5), percentile(times.certificates, 0.9),
              percentile(times.certificates, 1.0));
  std::printf("  per obligation:  median %.3f ms, p90 %.3f ms, max %.3f ms\n",
              percentile(times.obligations, 0.5), percentile(times.obligations, 0.9),
              percentile(times.obligations, 1.0));
  for (const auto& [what, count] : times.failures) std::printf("  %s: %zu\n", what.c_str(), count);
  for (const auto& [what, count] : times.against_oracle)
    std::printf("  graphs %s: %zu\n", what.c_str(), count);
}

std::optional<std::string> flag(const std::string& arg, const std::string& name) {
  std::string prefix = "--" + name + "=";
  if (arg.rfind(prefix, 0) != 0) return std::nullopt;
  return arg.substr(prefix.size());
}

} // namespace

int main(int argc, char** argv) {
  uint64_t graphs = 2000;
  uint64_t seed = 0;
  bool fresh = false;
  bool with_oracle = false;
  ReinplaceOptions pass;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (auto value = flag(arg, "graphs")) {
      graphs = std::stoull(*value);
    } else if (auto value = flag(arg, "seed")) {
      seed = std::stoull(*value);
    } else if (auto value = flag(arg, "policy")) {
      pass.policy = policyFromName(*value).value_or(Policy::Sound);
    } else if (arg == "--fresh") {
      fresh = true;
    } else if (arg == "--oracle") {
      with_oracle = true;
    } else {
      files.push_back(arg);
    }
  }
  std::optional<proofs::Certifier> shared;
  auto certify = [&](const Graph& original, Times& times) -> bool {
    Graph rewritten = original.clone();
    ReinplaceReport report = reinplace::reinplace(rewritten, pass);
    auto start = std::chrono::steady_clock::now();
    if (fresh || !shared) shared.emplace();
    double setup =
        fresh ? std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count()
              : 0;
    proofs::CertificateReport certificate = shared->certify(original, rewritten, report);
    certificate.milliseconds += setup; // a fresh context is part of a one-off certificate's cost
    times.add(certificate);
    return certificate.certified();
  };
  // The process's first Z3 query pays for Z3's global set-up (about 10 ms); reported apart.
  auto start = std::chrono::steady_clock::now();
  proofs::ViewSolver().noInternalOverlap(contiguousMeta(DType::f32, {2}));
  std::printf(
      "first query in the process: %.3f ms\n",
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());

  Times generated;
  for (uint64_t k = 0; k < graphs; ++k) {
    Graph original = gen::materialize(gen::randomRecipe(seed + k, 16));
    bool certified = certify(original, generated);
    if (!with_oracle) continue;
    oracle::Verdict verdict = gen::checkGenerated(original, pass);
    ++generated.against_oracle[std::string(certified ? "certified" : "not certified") +
                               ", oracle " + std::string(oracle::verdictName(verdict.kind))];
  }
  std::string how = std::string(policyName(pass.policy)) + (fresh ? ", fresh" : ", shared");
  print("generated (" + how + ")", generated);
  if (!files.empty()) {
    Times committed;
    for (const std::string& file : files) certify(loadGraph(file, builtinRegistry()), committed);
    print("files (" + how + ")", committed);
  }
  return 0;
}
