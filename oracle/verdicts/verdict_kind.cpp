#include "oracle/verdicts/verdict_kind.h"

#include <array>
#include <utility>

namespace reinplace::oracle {

namespace {
constexpr std::array<std::pair<VerdictKind, std::string_view>, 8> kNames = {{
    {VerdictKind::Equivalent, "equivalent"},
    {VerdictKind::ValueMismatch, "value-mismatch"},
    {VerdictKind::InputMutated, "input-mutated"},
    {VerdictKind::OutputAliasing, "output-aliasing"},
    {VerdictKind::OverlapHazard, "overlap-hazard"},
    {VerdictKind::InvalidGraph, "invalid-graph"},
    {VerdictKind::Crash, "crash"},
    {VerdictKind::OracleDisagreement, "oracle-disagreement"},
}};
} // namespace

std::string_view verdictName(VerdictKind kind) {
  for (const auto& [k, name] : kNames)
    if (k == kind) return name;
  return "unknown";
}

std::optional<VerdictKind> verdictFromName(std::string_view name) {
  for (const auto& [k, n] : kNames)
    if (n == name) return k;
  return std::nullopt;
}

} // namespace reinplace::oracle
