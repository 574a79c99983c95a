#include "python/bindings/check_session.h"

#include "aten/aten_executor.h"
#include "aten/oracle_choice.h"
#include "oracle/inputs/inputs.h"
#include "oracle/verdicts/verdict.h"
#include "proofs/certificate.h"
#include "python/bindings/graph_session.h"

#include <optional>
#include <stdexcept>

namespace py = pybind11;

namespace reinplace::python {

namespace {

py::dict memoryDict(const oracle::MemoryUse& use) {
  py::dict out;
  out["allocated_bytes"] = use.allocated_bytes;
  out["input_bytes"] = use.input_bytes;
  out["peak_live_bytes"] = use.peak_live_bytes;
  out["stopped_at_fault"] = use.stopped_at_fault;
  return out;
}

// What the oracle runs and Z3 proves is all C++; the GIL is held only to build the answer.
struct Outcome {
  oracle::Verdict verdict;
  oracle::Verdict first_trial; // the memory figures: they depend on layouts, not on values
  int64_t trial = 0;
  bool has_certificate = false;
  bool certified = false;
  std::string certificate_summary;
};

Outcome runCheck(const Graph& original, const CheckRequest& request, const ReinplaceOptions& pass,
                 aten::OracleChoice judge) {
  Outcome outcome;
  Graph rewritten = original.clone();
  ReinplaceReport report = reinplace(rewritten, pass);
  for (int64_t trial = 0; trial < request.trials; ++trial) {
    oracle::InputOptions inputs_options{static_cast<uint64_t>(request.seed + trial),
                                        request.special_values};
    std::vector<oracle::TensorHandle> inputs = oracle::makeInputs(original, inputs_options);
    outcome.verdict = aten::checkWith(judge, original, rewritten, inputs, {}, inputs_options.seed,
                                      request.special_values);
    outcome.trial = trial;
    if (trial == 0) outcome.first_trial = outcome.verdict;
    if (!outcome.verdict.equivalent()) break;
  }
  if (request.certify) {
    proofs::CertificateReport certificate =
        proofs::Certifier().certify(original, rewritten, report);
    outcome.has_certificate = true;
    outcome.certified = certificate.certified();
    outcome.certificate_summary = certificate.summary();
  }
  return outcome;
}

} // namespace

py::dict checkGraph(const Graph& original, const CheckRequest& request) {
  ReinplaceOptions pass = passOptionsFor(request.policy);
  auto judge = aten::oracleChoiceFromName(request.oracle);
  if (!judge)
    throw OptionError("unknown oracle '" + request.oracle + "' (reference, aten or both)");
  if (request.trials < 1 || request.trials > 1'000'000)
    throw OptionError("trials must be between 1 and 1000000, not " +
                      std::to_string(request.trials));
  if (request.seed < 0 || request.seed > INT64_MAX - 1'000'000)
    throw OptionError("seed must be between 0 and 2^63 - 1000001");
  Outcome outcome;
  {
    py::gil_scoped_release release;
    // ATen shares this process's libtorch with the user's torch: lent for the check, put back.
    std::optional<aten::AtenHostSession> aten_session;
    if (*judge != aten::OracleChoice::Reference) aten_session.emplace();
    outcome = runCheck(original, request, pass, *judge);
  }
  const oracle::Verdict& verdict = outcome.verdict;
  py::dict out;
  out["verdict"] = std::string(oracle::verdictName(verdict.kind));
  out["node"] = verdict.node.empty() ? py::object(py::none()) : py::object(py::str(verdict.node));
  out["line"] = verdict.line;
  out["explanation"] = verdict.explanation;
  out["text"] = verdict.text();
  out["in_original"] = verdict.in_original;
  out["trial"] = outcome.trial;
  out["seed"] = request.seed + outcome.trial;
  out["trials"] = request.trials;
  out["original_memory"] = memoryDict(outcome.first_trial.original_memory);
  out["rewritten_memory"] = memoryDict(outcome.first_trial.rewritten_memory);
  if (outcome.has_certificate) {
    out["certified"] = outcome.certified;
    out["certificate"] = outcome.certificate_summary;
  }
  return out;
}

} // namespace reinplace::python
