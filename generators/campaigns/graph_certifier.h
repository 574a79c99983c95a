#pragma once
// Certifying one rewrite from the generators, which do not link Z3: the command line (and the
// tests) supply the certifier.

#include "core/ir/graph.h"
#include "core/reinplace/report.h"

#include <functional>
#include <optional>
#include <string>

namespace reinplace::gen {

/// Certifies one rewrite: nullopt when it holds up, else what does not (its first line names the
/// first failed obligation). A certifier may hold solver state that is not thread-safe: one per
/// thread.
using GraphCertifier = std::function<std::optional<std::string>(
    const Graph& original, const Graph& rewritten, const ReinplaceReport& report)>;

} // namespace reinplace::gen
