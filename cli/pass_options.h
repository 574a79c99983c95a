#pragma once
// Options shared by the commands that run the pass: --policy, --unsafe-skip-check and
// --unsafe-force-rewrite.

#include "cli/command_line.h"
#include "core/reinplace/reinplace.h"

namespace reinplace::cli {

std::vector<OptionSpec> passOptionSpecs();
/// UsageError for an unknown policy or check name.
ReinplaceOptions passOptions(const ParsedOptions& options);
/// UsageError when --unsafe-force-rewrite names a node the graph does not have.
void requireForcedNodes(const Graph& graph, const ReinplaceOptions& pass);
/// The pass flags as given, for replay lines: " --unsafe-skip-check=NAME ...".
std::string unsafeFlags(const ParsedOptions& options);
/// The check names and what each prevents, for --help texts.
std::string checkNamesHelp();

} // namespace reinplace::cli
