#pragma once
// --oracle=reference|aten|both, shared by check, run and campaign.

#include "aten/oracle_choice.h"
#include "cli/command_line.h"

#include <string>

namespace reinplace::cli {

OptionSpec oracleOptionSpec();

/// The --oracle option (reference when absent); UsageError for another name.
aten::OracleChoice oracleChoice(const ParsedOptions& options);

/// The option's lines of a command's help.
std::string oracleOptionHelp();

} // namespace reinplace::cli
