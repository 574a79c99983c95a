// The module's side of cli/proof_module.h: certificates, and the prove command
// (cli/prove_command.cpp), over proofs/ and Z3.

#include "cli/proof_module.h"
#include "proofs/certificate.h"

#include <memory>

namespace reinplace::cli {
namespace {

bool certify(const Graph& original, const Graph& rewritten, const ReinplaceReport& report,
             std::ostream& out) {
  proofs::CertificateReport certificate = proofs::Certifier().certify(original, rewritten, report);
  out << certificate.summary();
  return certificate.certified();
}

gen::GraphCertifier makeCertifier() {
  auto certifier = std::make_shared<proofs::Certifier>();
  return [certifier](const Graph& original, const Graph& rewritten,
                     const ReinplaceReport& report) -> std::optional<std::string> {
    proofs::CertificateReport certificate = certifier->certify(original, rewritten, report);
    if (certificate.certified()) return std::nullopt;
    // The first failed obligation leads: a repro's header shows one line.
    const proofs::Obligation& first = *certificate.failures().front();
    return std::string(proofs::statusName(first.status)) + " " + first.name + ": " +
           first.describe() + "\n" + certificate.summary();
  };
}

constexpr ProofEntryPoints kEntryPoints{lemmaLibraryHelp, proveLemmas, certify, makeCertifier};

} // namespace
} // namespace reinplace::cli

extern "C" const reinplace::cli::ProofEntryPoints* reinplaceProofEntryPoints() {
  return &reinplace::cli::kEntryPoints;
}
