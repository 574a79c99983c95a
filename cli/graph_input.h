#pragma once
// Loading the graph a subcommand works on: the FILE argument plus --input NAME=META options.

#include "cli/command_line.h"
#include "core/ir/graph.h"

namespace reinplace::cli {

/// The option specs every graph-reading command accepts (--input, repeatable).
OptionSpec inputOptionSpec();

/// Parses and meta-propagates the single positional FILE, the values of ops without a meta rule
/// that the file leaves bare taking the meta ATen observes (aten/aten_meta.h); UsageError when
/// FILE is missing or --input is malformed, InputError for bad graph text.
Graph loadGraphArgument(const ParsedOptions& options);

} // namespace reinplace::cli
