#include "oracle/runtime/memory_budget.h"

#include "core/ir/diagnostics.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <string>
#include <unistd.h>

namespace reinplace::oracle {

int64_t defaultMemoryBudget() {
  static const int64_t budget = [] {
    long pages = sysconf(_SC_PHYS_PAGES);
    long page_size = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || page_size <= 0) return int64_t{1} << 30;
    return static_cast<int64_t>(pages) / 2 * static_cast<int64_t>(page_size);
  }();
  return budget;
}

int64_t storageBytes(DType dtype, int64_t elements) {
  int64_t bytes = 0;
  if (elements < 0 || __builtin_mul_overflow(elements, itemSize(dtype), &bytes))
    return std::numeric_limits<int64_t>::max();
  return bytes;
}

std::string bytesText(int64_t bytes) {
  static constexpr const char* kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  if (bytes < 1024) return std::to_string(bytes) + " bytes";
  double scaled = static_cast<double>(bytes);
  size_t unit = 0;
  for (scaled /= 1024; scaled >= 1024 && unit + 1 < std::size(kUnits); scaled /= 1024) ++unit;
  char text[32];
  std::snprintf(text, sizeof text, "%.1f %s", scaled, kUnits[unit]);
  return std::to_string(bytes) + " bytes (" + text + ")";
}

RunMemory::~RunMemory() {
  if (limits_.ledger) limits_.ledger->release(in_ledger_);
}

void RunMemory::giveBack(int64_t bytes) {
  bytes = std::clamp<int64_t>(bytes, 0, held_);
  held_ -= bytes;
  if (!limits_.ledger) return;
  const int64_t from_ledger = std::min(bytes, in_ledger_);
  in_ledger_ -= from_ledger;
  limits_.ledger->release(from_ledger);
}

int64_t RunMemory::charge(const Graph& graph, const Node& node, const Described& what, DType dtype,
                          int64_t elements) {
  int64_t bytes = storageBytes(dtype, elements);
  chargeBytes(
      graph, node, what,
      [&] {
        return what() + " needs " + bytesText(bytes) + " (" + std::to_string(elements) +
               " elements of " + std::string(shortName(dtype)) + ")";
      },
      bytes);
  return bytes;
}

void RunMemory::chargeInputs(const Graph& graph, const Node& first_input, int64_t bytes) {
  chargeBytes(
      graph, first_input, [] { return std::string("its inputs"); },
      [&] { return "the inputs need " + bytesText(bytes); }, bytes);
}

void RunMemory::chargeBytes(const Graph& graph, const Node& node, const Described& what,
                            const Described& needs, int64_t bytes) {
  const int64_t budget_bytes = limits_.memory_budget_bytes;
  auto budget = [&] {
    return "; the oracle's memory budget is " + bytesText(budget_bytes) + " (--memory-budget)";
  };
  if (bytes > budget_bytes)
    throw InputError(graph.source_name, node.loc.line, node.loc.column, needs() + budget());
  if (__builtin_add_overflow(held_, bytes, &held_)) held_ = std::numeric_limits<int64_t>::max();
  if (held_ > budget_bytes)
    throw InputError(graph.source_name, node.loc.line, node.loc.column,
                     "with " + what() + ", the run holds " + bytesText(held_) + budget());
  if (!limits_.ledger) return;
  in_ledger_ += bytes;
  int64_t all = limits_.ledger->add(bytes);
  if (all > budget_bytes)
    throw InputError(graph.source_name, node.loc.line, node.loc.column,
                     "with " + what() + ", the runs of this check hold " + bytesText(all) +
                         " (this one " + bytesText(held_) + " with its inputs)" + budget());
}

void checkElementCount(const Graph& graph, const Node& node, const std::string& what, DType dtype,
                       int64_t elements, const ExecutionLimits& limits) {
  int64_t bytes = storageBytes(dtype, elements);
  if (bytes > limits.memory_budget_bytes)
    throw InputError(graph.source_name, node.loc.line, node.loc.column,
                     what + " has " + std::to_string(elements) + " elements of " +
                         std::string(shortName(dtype)) + ", " + bytesText(bytes) +
                         " were it dense; the oracle's memory budget is " +
                         bytesText(limits.memory_budget_bytes) + " (--memory-budget)");
}

} // namespace reinplace::oracle
