#include "aten/aten_executor.h"

#include "aten/aten_module.h"

#include <dlfcn.h>
#include <unistd.h>

#include <mutex>
#include <stdexcept>
#include <string>

namespace reinplace::aten {

namespace {

// The executable or shared object this code is linked into: the command line, or the Python
// extension.
std::string loadingImage() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<void*>(&loadingImage), &info) && info.dli_fname)
    return info.dli_fname;
  return {};
}

// Beside the loading image first (an installed or copied binary, the Python package), then where
// the build put it.
std::string modulePath(const std::string& image) {
  std::string beside = image.substr(0, image.find_last_of('/') + 1) + "libreinplace_libtorch.so";
  if (access(beside.c_str(), R_OK) == 0) return beside;
  return REINPLACE_LIBTORCH_MODULE;
}

const AtenEntryPoints& entryPoints() {
  static const AtenEntryPoints* loaded = nullptr;
  static std::string failure;
  static std::once_flag once;
  std::call_once(once, [] {
    std::string image = loadingImage();
    // The module resolves the project's functions in the image that loads it. An executable
    // exports them to every module; a shared object Python loaded keeps them local until it is
    // made global (RTLD_NOLOAD: it is loaded already; an executable is not found this way).
    if (!image.empty()) dlopen(image.c_str(), RTLD_NOW | RTLD_NOLOAD | RTLD_GLOBAL);
    std::string path = modulePath(image);
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
