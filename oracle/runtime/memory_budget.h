#pragma once
// The memory the runs of either oracle may take: a budget in bytes (ExecutionLimits), by default
// a fraction of the machine's physical memory, charged with the inputs and every fresh storage a
// run makes, and across the runs a check holds at once. A graph past it is bad input, named by the
// value and its bytes, before anything is allocated: never an out-of-memory.

#include "core/ir/dtype.h"
#include "core/ir/graph.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace reinplace::oracle {

/// Half of physical memory (1 GiB where the size cannot be read).
int64_t defaultMemoryBudget();

/// The bytes held at once by the runs of one check (original and rewrite, in one or two
/// oracles), against one budget; thread-safe.
class MemoryLedger {
public:
  /// Adds `bytes`; returns the total held after.
  int64_t add(int64_t bytes) { return held_.fetch_add(bytes) + bytes; }
  void release(int64_t bytes) { held_.fetch_sub(bytes); }

private:
  std::atomic<int64_t> held_{0};
};

struct ExecutionLimits {
  /// Bytes the runs may hold: each run's inputs and fresh storages, all runs sharing `ledger`
  /// together.
  int64_t memory_budget_bytes = defaultMemoryBudget();
  /// The runs held at once with this one; aten::checkWith and runWith make one for their runs
  /// when none is given. None: the run is counted alone.
  std::shared_ptr<MemoryLedger> ledger = nullptr;
};

/// One run's bytes, counted against the budget alone and with the other runs of its ledger.
/// Its share of the ledger is given back when it is destroyed: an Execution keeps it
/// (Execution::memory_share) as long as it keeps the run's values.
class RunMemory {
public:
  explicit RunMemory(const ExecutionLimits& limits) : limits_(limits) {}
  ~RunMemory();
  RunMemory(const RunMemory&) = delete;
  RunMemory& operator=(const RunMemory&) = delete;

  /// What a charge is for ("'clone'", "input 'x'"), built only for an error's message: a run
  /// charges every storage it makes.
  using Described = std::function<std::string()>;

  /// Counts a storage of `elements` elements, `what`: InputError at `node` past the budget.
  /// Returns the bytes counted.
  int64_t charge(const Graph& graph, const Node& node, const Described& what, DType dtype,
                 int64_t elements);
  /// Counts the run's own copy of its inputs, `bytes` in all, placed at `first_input`.
  void chargeInputs(const Graph& graph, const Node& first_input, int64_t bytes);
  /// The run let go of storages it was charged `bytes` for (a run that keeps only the values it
  /// still needs): they go back to the budget and the ledger.
  void giveBack(int64_t bytes);
  int64_t held() const { return held_; }

private:
  // `bytes` for `what`, described as `needs()` where it alone exceeds the budget.
  void chargeBytes(const Graph& graph, const Node& node, const Described& what,
                   const Described& needs, int64_t bytes);

  ExecutionLimits limits_;
  int64_t held_ = 0;
  int64_t in_ledger_ = 0;
};

/// Bytes of `elements` elements of `dtype`, saturating at INT64_MAX.
int64_t storageBytes(DType dtype, int64_t elements);

/// A value of `elements` elements that kernels walk (and may copy densely), `what` as above:
/// InputError at `node` unless that many elements of `dtype` fit the budget. For values whose
/// storage holds fewer elements than they have (an input expanded by stride 0).
void checkElementCount(const Graph& graph, const Node& node, const std::string& what, DType dtype,
                       int64_t elements, const ExecutionLimits& limits);

/// "3.2 GiB"-style text of a byte count, for messages.
std::string bytesText(int64_t bytes);

} // namespace reinplace::oracle
