#include "cli/oracle_option.h"

#include <cctype>
#include <charconv>
#include <cstdint>
#include <optional>
#include <string_view>

namespace reinplace::cli {

OptionSpec oracleOptionSpec() {
  return {"oracle", true};
}

aten::OracleChoice oracleChoice(const ParsedOptions& options) {
  std::string name = options.get("oracle").value_or("reference");
  if (auto choice = aten::oracleChoiceFromName(name)) return *choice;
  throw UsageError("unknown oracle '" + name + "' (reference, aten or both)");
}

std::string oracleOptionHelp() {
  return R"(  --oracle=O          who runs the graphs: reference (the reference interpreter, the
                      default), aten (libtorch's ATen, through its dispatcher), or both, each on
                      the same inputs: where they compute different things the verdict is
                      oracle-disagreement, with both sides
)";
}

OptionSpec memoryBudgetOptionSpec() {
  return {"memory-budget", true};
}

oracle::ExecutionLimits executionLimits(const ParsedOptions& options) {
  std::optional<std::string> text = options.get("memory-budget");
  if (!text) return {};
  static constexpr std::string_view kUnits = "KMGT";
  std::string digits = *text;
  int shift = 0;
  if (!digits.empty()) {
    size_t unit = kUnits.find(static_cast<char>(std::toupper(digits.back())));
    if (unit != std::string_view::npos) {
      shift = 10 * static_cast<int>(unit + 1);
      digits.pop_back();
    }
  }
  int64_t value = 0;
  auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (digits.empty() || error != std::errc() || end != digits.data() + digits.size() ||
      value <= 0 || value > (INT64_MAX >> shift))
    throw UsageError("--memory-budget=" + *text +
                     ": expected a positive number of bytes, or one with K, M, G or T");
  return {value << shift};
}

std::string memoryBudgetOptionHelp() {
  return R"(  --memory-budget=SIZE  bytes one run of an oracle may hold: its inputs and every
                      fresh storage (4G, 512M, 1000000; default an eighth of physical memory).
                      A graph past it is an error naming the value and its bytes, exit 2
)";
}

} // namespace reinplace::cli
