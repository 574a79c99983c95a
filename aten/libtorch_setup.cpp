#include "aten/libtorch_setup.h"

#include <ATen/Parallel.h>
#include <c10/core/CPUAllocator.h>
#include <c10/util/Exception.h>

#include "oracle/runtime/runtime_tensor.h"

#include <cstring>
#include <mutex>
#include <string>

namespace reinplace::aten {

namespace {

// Memory ATen leaves uninitialized (empty, new_empty, what resize_ adds) holds the reference
// interpreter's poison pattern: a graph that reads it reads the same in every run, so two runs
// of one check compare, and so do the two oracles.
class PoisonedCpuAllocator final : public c10::Allocator {
public:
  void setBase(c10::Allocator* base) { base_ = base; }
  c10::DataPtr allocate(size_t bytes) const override {
    c10::DataPtr data = base_->allocate(bytes);
    if (bytes) std::memset(data.get(), std::to_integer<int>(oracle::kPoison), bytes);
    return data;
  }
  c10::DeleterFnPtr raw_deleter() const override { return base_->raw_deleter(); }

private:
  c10::Allocator* base_ = nullptr;
};

// What the settings replaced, to put back for a host.
struct SavedSettings {
  int threads = 0;
  c10::Allocator* allocator = nullptr;
};

struct SettingsState {
  std::mutex mutex;
  int holders = 0;
  bool applied = false;
  bool host_owned = false;
  SavedSettings saved;
  PoisonedCpuAllocator poisoned;
};

SettingsState& settingsState() {
  static SettingsState state;
  return state;
}

} // namespace

void holdLibtorchSettings(SettingsOwner owner) {
  SettingsState& state = settingsState();
  std::lock_guard<std::mutex> lock(state.mutex);
  ++state.holders;
  if (owner == SettingsOwner::Host) state.host_owned = true;
  if (state.applied) return;
  state.saved = {at::get_num_threads(), c10::GetCPUAllocator()};
  at::set_num_threads(1);
  state.poisoned.setBase(state.saved.allocator);
  c10::SetCPUAllocator(&state.poisoned, /*priority=*/1);
  state.applied = true;
}

void releaseLibtorchSettings() {
  SettingsState& state = settingsState();
  std::lock_guard<std::mutex> lock(state.mutex);
  if (--state.holders > 0 || !state.host_owned || !state.applied) return;
  c10::SetCPUAllocator(state.saved.allocator, /*priority=*/1);
  at::set_num_threads(state.saved.threads);
  state.applied = false;
}

} // namespace reinplace::aten
