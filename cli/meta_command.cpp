#include "cli/commands.h"
#include "cli/graph_input.h"
#include "core/fx/printer.h"

namespace reinplace::cli {

std::string metaHelp() {
  return R"(usage: reinplace meta FILE [--input NAME=META]...

Prints the graph with every tensor value annotated with the meta inferred for it, in FX's
print_readable style: "name: \"f32[4, 4][4, 1]@2\" = ...", where [4, 4] are the sizes,
[4, 1] the strides and @2 the storage offset (left out when 0). A value of an op that has
no meta rule takes its meta from the file's annotation; its line ends "# meta from annotation".

options:
  --input NAME=META   meta for a parameter written without an annotation (e.g. x=f32[4,4])
)";
}

int runMeta(const std::vector<std::string>& args, std::ostream& out) {
  ParsedOptions options = parseOptions(args, {inputOptionSpec()});
  Graph graph = loadGraphArgument(options);
  PrintOptions print;
  print.annotate = true;
  print.mark_meta_from_annotation = true;
  print.always_show_strides = true;
  out << printFxCode(graph, print);
  return 0;
}

} // namespace reinplace::cli
