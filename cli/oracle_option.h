#pragma once
// --oracle=reference|aten|both, shared by check, run and campaign; --memory-budget, by check
// and run.

#include "aten/oracle_choice.h"
#include "cli/command_line.h"
#include "oracle/runtime/memory_budget.h"

#include <string>

namespace reinplace::cli {

OptionSpec oracleOptionSpec();

/// The --oracle option (reference when absent); UsageError for another name.
aten::OracleChoice oracleChoice(const ParsedOptions& options);

/// The option's lines of a command's help.
std::string oracleOptionHelp();

/// --memory-budget=SIZE: bytes, or a number with K, M, G or T (binary units).
OptionSpec memoryBudgetOptionSpec();

/// The oracles' limits: the budget given, else oracle::defaultMemoryBudget(); UsageError for a
/// size that does not read or is not positive.
oracle::ExecutionLimits executionLimits(const ParsedOptions& options);

/// The option's lines of a command's help.
std::string memoryBudgetOptionHelp();

} // namespace reinplace::cli
