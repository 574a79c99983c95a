#pragma once
// The memory a run of either oracle may take: a budget in bytes (ExecutionLimits), by default a
// fraction of the machine's physical memory, charged with the inputs and every fresh storage a
// run makes. A graph past it is bad input, named by the value and its bytes, before anything is
// allocated: never an out-of-memory.

#include "core/ir/dtype.h"
#include "core/ir/graph.h"

#include <cstdint>
#include <string>

namespace reinplace::oracle {

/// An eighth of physical memory: `check` holds the original's and the rewrite's runs, in up to
/// two oracles, plus their inputs, at once. 1 GiB where the size cannot be read.
int64_t defaultMemoryBudget();

struct ExecutionLimits {
  /// Bytes one run may hold in all: its inputs, then every fresh storage it makes.
  int64_t memory_budget_bytes = defaultMemoryBudget();
};

/// Bytes of `elements` elements of `dtype`, saturating at INT64_MAX.
int64_t storageBytes(DType dtype, int64_t elements);

/// Counts a storage of `elements` elements, `what` ("'clone'", "input 'x'"), against the
/// budget, `held` being the run's bytes so far (inputs included): InputError at `node` past it.
void chargeStorage(const Graph& graph, const Node& node, const std::string& what, DType dtype,
                   int64_t elements, const ExecutionLimits& limits, int64_t& held);

/// A value of `elements` elements that kernels walk (and may copy densely), `what` as above:
/// InputError at `node` unless that many elements of `dtype` fit the budget. For values whose
/// storage holds fewer elements than they have (an input expanded by stride 0).
void checkElementCount(const Graph& graph, const Node& node, const std::string& what, DType dtype,
                       int64_t elements, const ExecutionLimits& limits);

/// "3.2 GiB"-style text of a byte count, for messages.
std::string bytesText(int64_t bytes);

} // namespace reinplace::oracle
