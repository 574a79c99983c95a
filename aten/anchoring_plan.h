#pragma once
// Which values ATen's run for --oracle=both continues from the reference's (aten::Anchoring in
// aten_executor.h), judged on the reference run's storages, not on the nodes' meta: after the
// pass, meta still describes the functional program (core/reinplace/reinplace.h), and the nodes
// it inserted have none.

#include "aten/aten_executor.h"

#include <unordered_map>
#include <unordered_set>

namespace reinplace::aten {

using RunStorages = std::unordered_set<const oracle::Storage*>;

/// Adds the run's storages `node` writes: its in-place and out= arguments, and the writes no
/// schema marks (a training batch norm's running stats).
void addWrittenStorages(const Node& node, const oracle::Execution& run, RunStorages& written);

/// The storages some node of the run writes.
RunStorages writtenStorages(const Graph& graph, const oracle::Execution& run);

/// Copies of what the reference's run wrote, as it was right after each write that a later node
/// reads before the next write of its storage: for anchoring writes other than a storage's last
/// (a remainder_ reading what an exp_ wrote into the storage it then writes, a running mean read
/// between two batch norms' writes), whose values the run's end no longer holds. Taken in the
/// run's BeforeCall hook (`observe`), lazily: at the first read after a write, so a write
/// nothing reads before the next costs nothing. Their bytes are counted in the run's ledger, up
/// to an eighth of the budget; a copy past that is not taken (that write is then not settled).
class WriteSnapshots {
public:
  /// For runs of `graph`: copies only writes that a later node may write over again.
  WriteSnapshots(const Graph& graph, const oracle::ExecutionLimits& limits);
  ~WriteSnapshots();
  WriteSnapshots(const WriteSnapshots&) = delete;
  WriteSnapshots& operator=(const WriteSnapshots&) = delete;

  /// The hook (oracle::BeforeCall): copies what `node` is about to read of a written storage,
  /// then notes what it writes.
  void observe(const Node& node, const oracle::Execution& run);
  /// Argument `position` of `writer` as the run left it right after `writer`, if a copy was
  /// taken.
  oracle::TensorHandle after(const Node& writer, int position) const;

private:
  struct Written {
    const Node* writer;
    int position;
    oracle::RuntimeTensor tensor; // the argument's storage and its layout at the write
  };
  void copy(const Written& written);

  oracle::ExecutionLimits limits_;
  int64_t held_bytes_ = 0;
  std::unordered_map<const oracle::Storage*, std::vector<Written>> unread_;
  const Node* previous_ = nullptr;
  std::unordered_set<uint64_t> rewritten_;                    // by writer id and position
  std::unordered_map<uint64_t, oracle::TensorHandle> copies_; // by writer id and position
};

/// The anchoring of ATen's run to `reference`, a run of `graph` whose written storages are
/// `written`: which results ATen continues from the reference's, and which written arguments it
/// settles to the reference's after their writes (after a storage's last write from the run's
/// final values, after an earlier one from `snapshots`, if given); `agrees` says when ATen's
/// value is close enough to take the reference's.
Anchoring anchoringFor(const Graph& graph, const oracle::Execution& reference,
                       const RunStorages& written,
                       bool (*agrees)(const oracle::RuntimeTensor& reference,
                                      const oracle::RuntimeTensor& aten),
                       const WriteSnapshots* snapshots = nullptr);

} // namespace reinplace::aten
