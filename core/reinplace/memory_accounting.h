#pragma once
// What the pass saves in memory, counted statically on the graph: the bytes of every fresh
// tensor a node's result needs, before and after the rewrite, per decision and in total. The
// oracle measures the same figure on real runs (oracle/runtime/memory_use.h); docs/command-line.md
// defines both.

#include "core/ir/graph.h"
#include "core/reinplace/safety_checks.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace reinplace {

struct Decision;

/// The bytes of fresh storage `node`'s results need: storage extent times element size of each
/// tensor result that is neither a view (schema-declared or hidden, like _unsafe_view) nor an
/// in-place or out= result aliasing an argument. 0 for placeholders, getitems and the output.
/// Reads the node's meta, which after the pass still describes the functional program; the
/// op decides, so an in-placed node counts 0.
int64_t freshResultBytes(const Node& node);

/// freshResultBytes summed over the graph: what running it allocates, inputs not included.
int64_t allocatedBytes(const Graph& graph);

struct MemoryTotals {
  int64_t bytes_allocated_before = 0;
  /// before - saved: a rewrite turns fresh results into in-place results, views and copy_, which
  /// allocate nothing, and leaves every other node's result as it was. The tests count the
  /// rewritten graph itself (allocatedBytes) and hold it equal, and equal to the oracle's run.
  int64_t bytes_allocated_after = 0;
  /// Over the rewrites: the fresh results they removed.
  int64_t bytes_saved = 0;
  /// Over the candidates a safety check kept: the fresh results they would have removed.
  int64_t bytes_missed = 0;
  /// bytes_missed by the check that kept each candidate; checks that kept none are absent.
  std::map<SafetyCheck, int64_t> missed_by_check;

  MemoryTotals& operator+=(const MemoryTotals& other);
  /// {"bytes_allocated_before": ..., "missed_by_check": {"later-use": ...}}
  std::string json() const;
  /// "memory: 1024 bytes allocated before, 768 after; 256 saved, 128 missed (later-use 128)"
  std::string text() const;
};

/// The totals of a pass's decisions, given the bytes the graph allocated before the rewrite.
MemoryTotals tallyMemory(const std::vector<Decision>& decisions, int64_t allocated_before);

/// A node first removed and then left in place (something still reads it) saves nothing: its
/// removal's bytes go back to 0.
void withdrawRemoval(std::vector<Decision>& decisions, std::string_view removed);

} // namespace reinplace
