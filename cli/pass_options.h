#pragma once
// Options shared by the commands that run the pass: --policy and --unsafe-skip-check.

#include "cli/command_line.h"
#include "core/reinplace/reinplace.h"

namespace reinplace::cli {

std::vector<OptionSpec> passOptionSpecs();
/// UsageError for an unknown policy or check name.
ReinplaceOptions passOptions(const ParsedOptions& options);
/// The check names and what each prevents, for --help texts.
std::string checkNamesHelp();

} // namespace reinplace::cli
