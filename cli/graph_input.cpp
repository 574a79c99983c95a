#include "cli/graph_input.h"

#include "aten/aten_meta.h"
#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"

namespace reinplace::cli {

OptionSpec inputOptionSpec() {
  return {"input", true, true};
}

Graph loadGraphArgument(const ParsedOptions& options) {
  if (options.positional.empty()) throw UsageError("missing FILE");
  if (options.positional.size() > 1)
    throw UsageError("expected one FILE, got " + std::to_string(options.positional.size()));
  ParseOptions parse_options;
  for (const std::string& input : options.all("input")) {
    size_t eq = input.find('=');
    if (eq == std::string::npos || eq == 0)
      throw UsageError("--input expects NAME=META, e.g. --input x=f32[4,4], got '" + input + "'");
    std::string error;
    auto meta = parseMetaText(input.substr(eq + 1), &error);
    if (!meta) throw UsageError("--input " + input + ": " + error);
    parse_options.input_meta[input.substr(0, eq)] = *meta;
  }
  Graph graph = parseFxFile(options.positional[0], builtinRegistry(), parse_options);
  aten::annotateMetaFromAten(graph);
  propagateMeta(graph);
  return graph;
}

} // namespace reinplace::cli
