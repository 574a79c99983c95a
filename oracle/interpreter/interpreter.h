#pragma once
// The reference interpreter: runs any graph the format holds, functional or mutating, over real
// strided storage. Views share their source's storage, in-place ops and copy_ write through it,
// in-place view ops (t_, squeeze_, as_strided_, resize_) change the layout every later use of
// the value sees. Layouts come from the ops' meta rules applied to run-time layouts; values from
// the reference kernels. Faults PyTorch would raise on (or compute garbage for) stop the run
// with the node where they show.

#include "core/ir/graph.h"
#include "oracle/runtime/memory_budget.h"
#include "oracle/runtime/memory_use.h"
#include "oracle/runtime/runtime_tensor.h"
#include "oracle/verdicts/verdict_kind.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace reinplace::oracle {

/// An overlap hazard, an invalid graph or a crash, at the node where it shows.
struct Fault {
  VerdictKind kind;
  const Node* node = nullptr;
  std::string message;
  /// A view or a kernel's read reaching past its storage's end, which torch refuses only where
  /// it checks (as_strided's setStorage): _reshape_alias views the memory beyond, group norm
  /// reads a strided bias through its data pointer.
  bool past_storage = false;
};

struct Execution {
  /// The graph's inputs, one per placeholder, as the run left them (in-place ops write them).
  std::vector<TensorHandle> inputs;
  /// The returned tensors, flattened in return order.
  std::vector<TensorHandle> outputs;
  /// Every value the run produced, by node id (list results hold one tensor per element).
  std::vector<ValueTensors> values;
  /// For each input, the first node that wrote into its storage (nullptr if none did).
  std::vector<const Node*> first_input_writer;
  std::optional<Fault> fault;
  /// What the run allocated and its peak of live bytes (up to the fault, if any).
  MemoryUse memory;
  /// The run's bytes in its memory ledger, given back when the last copy of this is dropped.
  std::shared_ptr<RunMemory> memory_share;
  /// Random ops drew torch's numbers (aten/aten_executor.h), which fill memory in storage order:
  /// a rewrite that relays a random result draws other numbers for the same elements, as likely
  /// as the original's. Values marked random (Storage::random) are then compared by layout only.
  /// The reference draws in logical order (oracle/interpreter/random_draws.h), so its are compared.
  bool draws_follow_storage_order = false;
};

/// Called before each call node runs, with the run so far: what it holds is the state the node
/// reads (aten/anchoring_plan.h keeps copies of written storages from it).
using BeforeCall = std::function<void(const Node& node, const Execution& run)>;

/// Runs `graph` on `inputs` (one per placeholder, in order; they are written through, so pass
/// copies to keep the originals). Random ops draw from streams seeded by `random_seed` and their
/// node (oracle/interpreter/random_draws.h): pass the seed the inputs were made from. Throws
/// InputError at the node whose tensor would exceed `limits`, and std::invalid_argument when the
/// inputs do not fit the placeholders.
Execution execute(const Graph& graph, std::vector<TensorHandle> inputs,
                  const ExecutionLimits& limits = {}, uint64_t random_seed = 0,
                  const BeforeCall& before_call = {});

/// Lets go of every value of `run` but its inputs and returned tensors (what oracle/verdicts
/// judges), and gives the bytes of the storages no longer held back to its memory budget: a
/// check holds a run it has judged value by value only for its verdict.
void keepOnlyInputsAndOutputs(Execution& run);

/// Whether running `op` needs a reference kernel; views and in-place layout changes (t_,
/// squeeze_, resize_) need none.
bool needsKernel(const OpInfo& op);

/// A deep copy: fresh storages, shared between the copies exactly as between the originals.
std::vector<TensorHandle> copyTensors(const std::vector<TensorHandle>& tensors);

} // namespace reinplace::oracle
