#pragma once
// The boundary between the project and libtorch. libtorch takes a third of a second to load (its
// operator registrations run at load time), so `reinplace` does not link it: the code that calls
// ATen is a module of its own (aten/libtorch_executor.cpp, built as libreinplace_libtorch.so)
// that aten_executor.cpp loads the first time a graph needs ATen. The module resolves the
// project's own functions in the image that loads it: the command line (which exports them) or the
// Python extension (made global before the module loads).

#include "aten/aten_executor.h"

namespace reinplace::aten {

/// What the module offers, as plain function pointers.
struct AtenEntryPoints {
  oracle::Execution (*execute)(const Graph& graph, std::vector<oracle::TensorHandle> inputs,
                               const oracle::ExecutionLimits& limits, uint64_t random_seed,
                               const AtenRunOptions* options);
  AtenKernel (*kernel)(const OpInfo& op);
  bool (*output_sizes_depend_on_values)(const OpInfo& op);
  /// libtorch's process-wide settings lent by a host process (aten/libtorch_setup.h).
  void (*hold_host_settings)();
  void (*release_host_settings)();
};

/// The name of the module's one exported function, which returns its AtenEntryPoints.
inline constexpr const char* kAtenEntryPointsSymbol = "reinplaceAtenEntryPoints";

} // namespace reinplace::aten
