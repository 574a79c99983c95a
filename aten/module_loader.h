#pragma once
// Loading the project's modules: shared objects that `reinplace` does not link because what they
// link costs every command at start-up (libtorch a third of a second, Z3 about half a
// millisecond), loaded the first time a command needs them. A module resolves the project's own
// functions in the image that loads it: the command line (which exports them) or the Python
// extension (made global here before the module loads).

#include <mutex>
#include <stdexcept>
#include <string>

namespace reinplace::aten {

/// A module could not be loaded (the command fails with exit status 2 and this message).
class ModuleUnavailable : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// What loading a module gave: the address of its entry function, or why there is none.
struct LoadedModule {
  void* entry_function = nullptr;
  std::string failure; // "cannot load ATen (...)", when entry_function is null
};

/// Loads `file_name` found beside the image this code is linked into (an installed or copied
/// binary, the Python package), else `built_path` (where the build put it), and finds its
/// exported function `entry_symbol`. `what` names the module in the failure ("ATen", "Z3").
LoadedModule loadModule(const std::string& file_name, const std::string& built_path,
                        const char* entry_symbol, const std::string& what);

/// The table of entry points a module's `entry_symbol` function returns, loaded (as loadModule
/// does) the first time it is asked for, once per process for each table type. Throws
/// `Unavailable` with the reason when the module cannot load, then and on every later call.
template <typename EntryPoints, typename Unavailable = ModuleUnavailable>
const EntryPoints& moduleEntryPoints(const char* file_name, const char* built_path,
                                     const char* entry_symbol, const char* what) {
  static const EntryPoints* loaded = nullptr;
  static std::string failure;
  static std::once_flag once;
  std::call_once(once, [&] {
    LoadedModule module = loadModule(file_name, built_path, entry_symbol, what);
    using Get = const EntryPoints* (*)();
    if (module.entry_function) loaded = reinterpret_cast<Get>(module.entry_function)();
    failure = std::move(module.failure);
  });
  if (!loaded) throw Unavailable(failure);
  return *loaded;
}

} // namespace reinplace::aten
