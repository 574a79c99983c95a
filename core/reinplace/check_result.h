#pragma once
// What a check of a decision answers (private to core/reinplace/): nothing when the rewrite may
// go ahead, else why the node is kept. The checks return it; the decision driver (decide, in
// reinplace.cpp) records it in the report.

#include "core/reinplace/safety_checks.h"

#include <optional>
#include <string>

namespace reinplace {

/// Why a check keeps the node being decided: the named check that fails (none: a reason of the
/// pass's own) and the words of the report.
struct KeepReason {
  std::optional<SafetyCheck> check;
  std::string text;
};

/// Nothing: the check passes.
using CheckResult = std::optional<KeepReason>;

} // namespace reinplace
