#pragma once
// Process-wide settings of libtorch that the project's runs need (aten/libtorch_executor.cpp):
// ATen's intra-op threads sum reductions in chunks whose count depends on the thread count, so
// one thread makes every run's values the same (campaigns run graphs on threads of their own
// anyway); memory ATen leaves uninitialized holds the reference's poison pattern; warnings ATen
// prints (deprecated resizes, half-precision kernels) are torch's business, not a verdict: a hold
// drops them on its thread.
//
// The command line owns its process: the settings are made before the first run and kept. A
// host process (Python, where torch is the user's) lends them: host_owned holds make the settings
// for as long as one is held and put torch's own back when the last is released, so the user's
// torch.get_num_threads() and fresh tensors are what they were before a check.

#include <c10/util/Exception.h>

namespace reinplace::aten {

enum class SettingsOwner {
  Project, // the command line: made once, kept
  Host,    // a host process's torch: put back when the last hold is released
};

void holdLibtorchSettings(SettingsOwner owner);
void releaseLibtorchSettings();

class SilentWarnings final : public c10::WarningHandler {
public:
  void process(const c10::SourceLocation&, const std::string&, bool) override {}
};

/// The settings held for one scope, with warnings dropped on this thread.
class LibtorchSettingsHold {
public:
  explicit LibtorchSettingsHold(SettingsOwner owner) : silence_(&silent_) {
    holdLibtorchSettings(owner);
  }
  ~LibtorchSettingsHold() { releaseLibtorchSettings(); }
  LibtorchSettingsHold(const LibtorchSettingsHold&) = delete;
  LibtorchSettingsHold& operator=(const LibtorchSettingsHold&) = delete;

private:
  SilentWarnings silent_;
  c10::Warning::WarningHandlerGuard silence_;
};

} // namespace reinplace::aten
