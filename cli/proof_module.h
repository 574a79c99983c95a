#pragma once
// The boundary between the command line and Z3. Loading libz3 and relocating it costs every
// process about half a millisecond (docs/performance.md), which `opt`, `check` and the scripts
// that call the command line thousands of times should not pay: the commands' Z3 half (the
// `prove` command and certificates, cli/prove_command.cpp and cli/proof_module_entry.cpp with
// proofs/) is a module of its own, libreinplace_proofs_module.so, loaded the first time a
// command proves something (aten/module_loader.h).

#include "generators/campaigns/graph_certifier.h"

#include <ostream>
#include <string>
#include <vector>

namespace reinplace::cli {

/// What the module offers, as plain function pointers.
struct ProofEntryPoints {
  std::string (*prove_help)();
  int (*prove)(const std::vector<std::string>& args, std::ostream& out);
  /// `check --certify`: certifies every rewrite of `rewritten`, prints the certificate's summary
  /// to `out`; whether every obligation was proved.
  bool (*certify)(const Graph& original, const Graph& rewritten, const ReinplaceReport& report,
                  std::ostream& out);
  /// `campaign --certify`: a certifier for one worker.
  gen::GraphCertifier (*make_certifier)();
};

/// The name of the module's one exported function, which returns its ProofEntryPoints.
inline constexpr const char* kProofEntryPointsSymbol = "reinplaceProofEntryPoints";

/// The module's entry points, loaded on the first call. Throws aten::ModuleUnavailable.
const ProofEntryPoints& proofEntryPoints();

// The module's side (cli/prove_command.cpp), reached through ProofEntryPoints.
std::string lemmaLibraryHelp();
int proveLemmas(const std::vector<std::string>& args, std::ostream& out);

} // namespace reinplace::cli
