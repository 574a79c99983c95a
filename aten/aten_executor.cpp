#include "aten/aten_executor.h"

#include "aten/aten_module.h"

#include <dlfcn.h>
#include <unistd.h>

#include <mutex>
#include <stdexcept>
#include <string>

namespace reinplace::aten {

namespace {

// Beside the executable first (an installed or copied binary), then where the build put it.
std::string modulePath() {
  std::string directory;
  char self[4096];
  ssize_t length = readlink("/proc/self/exe", self, sizeof(self) - 1);
  if (length > 0) {
    directory.assign(self, static_cast<size_t>(length));
    directory.erase(directory.find_last_of('/') + 1);
  }
  std::string beside = directory + "libreinplace_libtorch.so";
  if (access(beside.c_str(), R_OK) == 0) return beside;
  return REINPLACE_LIBTORCH_MODULE;
}

const AtenEntryPoints& entryPoints() {
  static const AtenEntryPoints* loaded = nullptr;
  static std::string failure;
  static std::once_flag once;
  std::call_once(once, [] {
    std::string path = modulePath();
    void* module = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!module) {
      failure = std::string("cannot load ATen (") + dlerror() + ")";
      return;
    }
    using Get = const AtenEntryPoints* (*)();
    auto get = reinterpret_cast<Get>(dlsym(module, kAtenEntryPointsSymbol));
    if (!get) {
      failure = "cannot load ATen: " + path + " has no " + kAtenEntryPointsSymbol;
      return;
    }
    loaded = get();
  });
  if (!loaded) throw AtenUnavailable(failure);
  return *loaded;
}

} // namespace

oracle::Execution executeInAten(const Graph& graph, std::vector<oracle::TensorHandle> inputs,
                                const oracle::ExecutionLimits& limits, uint64_t random_seed,
                                const Anchoring* anchoring) {
  return entryPoints().execute(graph, std::move(inputs), limits, random_seed, anchoring);
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
