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
  explicit PoisonedCpuAllocator(c10::Allocator* base) : base_(base) {}
  c10::DataPtr allocate(size_t bytes) const override {
    c10::DataPtr data = base_->allocate(bytes);
    if (bytes) std::memset(data.get(), std::to_integer<int>(oracle::kPoison), bytes);
    return data;
  }
  c10::DeleterFnPtr raw_deleter() const override { return base_->raw_deleter(); }

private:
  c10::Allocator* base_;
};

// Warnings ATen prints (deprecated resizes, half-precision kernels) are torch's business, not a
// verdict: they are dropped rather than written to stderr.
class SilentWarnings final : public c10::WarningHandler {
public:
  void process(const c10::SourceLocation&, const std::string&, bool) override {}
};

} // namespace

void configureLibtorchOnce() {
  static std::once_flag once;
  std::call_once(once, [] {
    at::set_num_threads(1);
    static SilentWarnings silent;
    c10::Warning::set_warning_handler(&silent);
    static PoisonedCpuAllocator poisoned(c10::GetCPUAllocator());
    c10::SetCPUAllocator(&poisoned, /*priority=*/1);
  });
}

} // namespace reinplace::aten
