#include "aten/aten_executor.h"

#include "aten/aten_module.h"
#include "aten/module_loader.h"

#include <stdexcept>
#include <string>

namespace reinplace::aten {

namespace {

const AtenEntryPoints& entryPoints() {
  return moduleEntryPoints<AtenEntryPoints, AtenUnavailable>(
      "libreinplace_libtorch.so", REINPLACE_LIBTORCH_MODULE, kAtenEntryPointsSymbol, "ATen");
}

} // namespace

oracle::Execution executeInAten(const Graph& graph, std::vector<oracle::TensorHandle> inputs,
                                const oracle::ExecutionLimits& limits, uint64_t random_seed,
                                const AtenRunOptions* options) {
  return entryPoints().execute(graph, std::move(inputs), limits, random_seed, options);
}

AtenHostSession::AtenHostSession() {
  entryPoints().hold_host_settings();
}

AtenHostSession::~AtenHostSession() {
  entryPoints().release_host_settings();
}

AtenKernel atenKernel(const OpInfo& op) {
  return entryPoints().kernel(op);
}

bool outputSizesDependOnValues(const OpInfo& op) {
  return entryPoints().output_sizes_depend_on_values(op);
}

std::string atenKernelName(AtenKernel kernel) {
  switch (kernel) {
  case AtenKernel::Cpu:
    return "cpu";
  case AtenKernel::NoCpu:
    return "no-cpu-kernel";
  case AtenKernel::Missing:
    return "not-in-aten";
  }
  return "";
}

} // namespace reinplace::aten
