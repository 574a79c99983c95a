#include "aten/module_loader.h"

#include <dlfcn.h>
#include <unistd.h>

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

} // namespace

LoadedModule loadModule(const std::string& file_name, const std::string& built_path,
                        const char* entry_symbol, const std::string& what) {
  std::string image = loadingImage();
  // An executable exports its functions to every module; a shared object Python loaded keeps
  // them local until it is made global (RTLD_NOLOAD: it is loaded already; an executable is
  // not found this way).
  if (!image.empty()) dlopen(image.c_str(), RTLD_NOW | RTLD_NOLOAD | RTLD_GLOBAL);
  std::string path = image.substr(0, image.find_last_of('/') + 1) + file_name;
  if (access(path.c_str(), R_OK) != 0) path = built_path;
  void* module = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!module) return {nullptr, "cannot load " + what + " (" + dlerror() + ")"};
  void* entry = dlsym(module, entry_symbol);
  if (!entry) return {nullptr, "cannot load " + what + ": " + path + " has no " + entry_symbol};
  return {entry, {}};
}

} // namespace reinplace::aten
