#include "cli/proof_module.h"

#include "aten/module_loader.h"
#include "cli/commands.h"

namespace reinplace::cli {

const ProofEntryPoints& proofEntryPoints() {
  return aten::moduleEntryPoints<ProofEntryPoints>(
      "libreinplace_proofs_module.so", REINPLACE_PROOFS_MODULE, kProofEntryPointsSymbol, "Z3");
}

std::string proveHelp() {
  return proofEntryPoints().prove_help();
}

int runProve(const std::vector<std::string>& args, std::ostream& out) {
  return proofEntryPoints().prove(args, out);
}

} // namespace reinplace::cli
