#pragma once
// The ATen executor: runs a graph in libtorch (torch 1.13's ATen, the build python3-torch uses)
// through the dispatcher, by each node's schema, with no code per op: every op with a CPU kernel
// runs. It is the second oracle beside the reference interpreter, and the meta source of ops
// without a hand-written rule (aten/aten_meta.h).
//
// Inputs come as the reference interpreter takes them (oracle/inputs): one ATen storage per
// distinct input storage, with the same bytes, and each input set on it with its sizes, strides
// and offset, so views of one storage stay views. In-place and out= ops write through. What the
// run leaves is reported as the reference interpreter reports it (oracle::Execution): every
// value's layout and storage, the inputs as the run left them, the returned tensors, and where an
// op raises, torch's own message at that node. So every verdict of oracle/verdicts judges ATen's
// storage unchanged.
//
// The code that calls ATen is aten/libtorch_executor.cpp, the only translation unit that includes
// ATen's headers (seconds of compile time each; libtorch_setup.cpp beside it includes c10's),
// built as a module loaded the first time a
// function here needs it (aten/aten_module.h): commands that do not run ATen do not pay
// libtorch's third of a second of loading. Sanitizer and fuzzing builds leave it out (libtorch
// itself is not instrumented; see docs/oracle.md).

#include "aten/module_loader.h"
#include "core/ir/graph.h"
#include "oracle/interpreter/interpreter.h"

#include <functional>
#include <stdexcept>
#include <string>

namespace reinplace::aten {

/// libtorch could not be loaded (the module aten/aten_module.h describes, or libtorch itself):
/// thrown by every function below that needs it.
class AtenUnavailable : public ModuleUnavailable {
public:
  using ModuleUnavailable::ModuleUnavailable;
};

/// Runs `graph` on `inputs` (one per placeholder, in order; their storages are written with what
/// the run leaves in them, so pass copies to keep the originals). Random ops that take a
/// generator draw from one seeded with `random_seed`. A node whose op raises in ATen stops the
/// run with a fault carrying torch's message: overlap-hazard for torch's overlap checks,
/// invalid-graph otherwise. Throws InputError at a node whose tensor would exceed `limits`
/// (judged on the node's meta, before ATen allocates), and std::invalid_argument when the inputs
/// do not fit the placeholders. Memory figures are not measured (Execution::memory stays zero).
struct AtenRunOptions;
oracle::Execution executeInAten(const Graph& graph, std::vector<oracle::TensorHandle> inputs,
                                const oracle::ExecutionLimits& limits = {},
                                uint64_t random_seed = 0, const AtenRunOptions* options = nullptr);

/// A run of ATen that keeps each node's error its own (--oracle=both's comparison): after each
/// node `anchorable` (by node id) allows, a result that `agrees` with the reference run's value
/// of that node has the reference's elements written over ATen's, so the next node computes from
/// what the reference computed. Rounding then does not compound through a deep graph, and a
/// disagreement shows at the op that makes it. Only for nodes whose result is fresh, written by
/// no later node: the reference's values are what its run left at the end.
struct Anchoring {
  const oracle::Execution* reference = nullptr;
  std::vector<bool> anchorable;
  /// An argument a node writes, and the reference's value of it right after that write: its
  /// final value after the storage's last write, a copy taken during the reference's run after
  /// an earlier one (aten/anchoring_plan.h's WriteSnapshots).
  /// Settle::position of a node's result.
  static constexpr int kResult = -1;
  struct Settle {
    int position; // an argument's, or kResult
    oracle::TensorHandle reference;
  };
  /// By node id: the written arguments that, after the node runs, get the reference's elements
  /// over ATen's where the two agree, so later readers (and writers) of the storage start from
  /// what the reference's run read there.
  std::vector<std::vector<Settle>> settled;
  bool (*agrees)(const oracle::RuntimeTensor& reference,
                 const oracle::RuntimeTensor& aten) = nullptr;
};

/// ATen's tensors of a node the run still holds, as oracle tensors over ATen's own memory (no
/// copy): valid during the call they are handed to.
using AtenValuesOf = std::function<const oracle::ValueTensors&(const Node&)>;

/// A run that keeps only the values it is asked to report. Each node `let_go` marks (by node id)
/// is handed to `inspect` right after it runs, with the tensors of any node still held (its own,
/// its arguments'), and its value is let go after its last use: the run then holds about what is
/// live at once rather than everything it made (mvit_v2_s makes 6.1 GB of values, 0.5 GB of them
/// live at once), and gives the memory of what it let go back to its budget. The Execution
/// reports no values for those nodes; the inputs and the returned tensors are always reported.
struct StreamedValues {
  std::vector<bool> let_go;
  std::function<void(const Node& node, const AtenValuesOf& values_of)> inspect;
};

struct AtenRunOptions {
  const Anchoring* anchoring = nullptr;
  const StreamedValues* streamed = nullptr;
};

/// Runs in a process whose torch belongs to someone else (the Python package): for the session's
/// lifetime ATen has the settings runs need (one intra-op thread, poisoned fresh memory; see
/// aten/libtorch_setup.h), and torch's own are put back when the last session ends. Runs outside
/// a session keep the settings for the life of the process, as the command line wants. Throws
/// AtenUnavailable as the runs would.
class AtenHostSession {
public:
  AtenHostSession();
  ~AtenHostSession();
  AtenHostSession(const AtenHostSession&) = delete;
  AtenHostSession& operator=(const AtenHostSession&) = delete;
};

/// What ATen has for an op.
enum class AtenKernel {
  Cpu,     // a CPU kernel (or a composite one that runs on CPU tensors)
  NoCpu,   // registered, but nothing runs it on CPU tensors (CUDA-only, quantized, ...)
  Missing, // the dispatcher does not know the schema
};

/// Asks the dispatcher about `op`.
AtenKernel atenKernel(const OpInfo& op);

/// "cpu", "no-cpu-kernel", "not-in-aten"
std::string atenKernelName(AtenKernel kernel);

/// The sizes of the op's result depend on the values of its inputs, not only on their meta
/// (nonzero, unique, masked_select: ATen's dynamic_output_shape tag).
bool outputSizesDependOnValues(const OpInfo& op);

} // namespace reinplace::aten
