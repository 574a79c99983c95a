#include "core/reinplace/memory_accounting.h"

#include "core/fx/json_text.h"
#include "core/ops/op_registry.h"
#include "core/reinplace/report.h"

namespace reinplace {
namespace {

// Meta propagation gives a result of an op without a meta rule the storage of the argument its
// schema says it aliases; every other result of a non-view, non-in-place op gets a new storage.
bool sharesArgumentStorage(const Node& node, StorageId storage) {
  bool shares = false;
  auto visit = [&](const Node* value) {
    for (const TensorMeta& meta : value->meta) shares = shares || meta.storage == storage;
  };
  for (const Arg& arg : node.args) arg.forEachNode(visit);
  for (const auto& kwarg : node.kwargs) kwarg.second.forEachNode(visit);
  return shares;
}

} // namespace

int64_t freshResultBytes(const Node& node) {
  if (node.kind != NodeKind::Call || !node.op) return 0;
  const OpInfo& op = *node.op;
  if (op.is_view || op.hidden_view || op.is_inplace || node.result_is_argument) return 0;
  int64_t bytes = 0;
  for (const TensorMeta& meta : node.meta) {
    if (!op.meta_rule && sharesArgumentStorage(node, meta.storage)) continue;
    bytes += meta.storageExtent() * itemSize(meta.dtype);
  }
  return bytes;
}

int64_t allocatedBytes(const Graph& graph) {
  int64_t bytes = 0;
  for (const Node* node : graph) bytes += freshResultBytes(*node);
  return bytes;
}

MemoryTotals& MemoryTotals::operator+=(const MemoryTotals& other) {
  bytes_allocated_before += other.bytes_allocated_before;
  bytes_allocated_after += other.bytes_allocated_after;
  bytes_saved += other.bytes_saved;
  bytes_missed += other.bytes_missed;
  for (const auto& [check, bytes] : other.missed_by_check) missed_by_check[check] += bytes;
  return *this;
}

std::string MemoryTotals::json() const {
  std::string out = "{\"bytes_allocated_before\": " + std::to_string(bytes_allocated_before) +
                    ", \"bytes_allocated_after\": " + std::to_string(bytes_allocated_after) +
                    ", \"bytes_saved\": " + std::to_string(bytes_saved) +
                    ", \"bytes_missed\": " + std::to_string(bytes_missed) +
                    ", \"missed_by_check\": {";
  const char* separator = "";
  for (const auto& [check, bytes] : missed_by_check) {
    out += separator + jsonString(std::string(checkName(check))) + ": " + std::to_string(bytes);
    separator = ", ";
  }
  return out + "}}";
}

std::string MemoryTotals::text() const {
  std::string out = "memory: " + std::to_string(bytes_allocated_before) +
                    " bytes allocated before, " + std::to_string(bytes_allocated_after) +
                    " after; " + std::to_string(bytes_saved) + " saved, " +
                    std::to_string(bytes_missed) + " missed";
  if (missed_by_check.empty()) return out;
  const char* separator = " (";
  for (const auto& [check, bytes] : missed_by_check) {
    out += separator + std::string(checkName(check)) + " " + std::to_string(bytes);
    separator = ", ";
  }
  return out + ")";
}

MemoryTotals tallyMemory(const std::vector<Decision>& decisions, int64_t allocated_before) {
  MemoryTotals totals;
  totals.bytes_allocated_before = allocated_before;
  for (const Decision& decision : decisions) {
    if (decision.kind != DecisionKind::Kept) {
      totals.bytes_saved += decision.bytes;
    } else if (decision.check) {
      totals.bytes_missed += decision.bytes;
      totals.missed_by_check[*decision.check] += decision.bytes;
    }
  }
  totals.bytes_allocated_after = allocated_before - totals.bytes_saved;
  return totals;
}

void withdrawRemoval(std::vector<Decision>& decisions, std::string_view removed) {
  for (auto it = decisions.rbegin(); it != decisions.rend(); ++it) {
    if (it->kind != DecisionKind::Kept && it->node == removed) {
      it->bytes = 0;
      return;
    }
  }
}

} // namespace reinplace
