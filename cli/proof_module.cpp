#include "cli/proof_module.h"

#include "aten/module_loader.h"
#include "cli/commands.h"

#include <mutex>

namespace reinplace::cli {

const ProofEntryPoints& proofEntryPoints() {
  static const ProofEntryPoints* loaded = nullptr;
  static std::string failure;
  static std::once_flag once;
  std::call_once(once, [] {
    aten::LoadedModule module = aten::loadModule(
        "libreinplace_proofs_module.so", REINPLACE_PROOFS_MODULE, kProofEntryPointsSymbol, "Z3");
    using Get = const ProofEntryPoints* (*)();
    if (module.entry_function) loaded = reinterpret_cast<Get>(module.entry_function)();
    failure = std::move(module.failure);
  });
  if (!loaded) throw aten::ModuleUnavailable(failure);
  return *loaded;
}

std::string proveHelp() {
  return proofEntryPoints().prove_help();
}

int runProve(const std::vector<std::string>& args, std::ostream& out) {
  return proofEntryPoints().prove(args, out);
}

} // namespace reinplace::cli
