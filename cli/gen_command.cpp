// reinplace gen: one random graph from the recipe generator, deterministic for a seed.

#include "cli/command_line.h"
#include "cli/commands.h"
#include "core/fx/printer.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_decoder.h"

#include <ostream>

namespace reinplace::cli {

std::string genHelp() {
  return R"(usage: reinplace gen [--seed=S] [--nodes=N]

Prints one random functional graph as FX code, made from a recipe of N steps (default 12) drawn
from seed S (default 0): views and their *_scatter write-backs, multi-output views, expand and
self-overlapping as_strided, arguments that overlap self, dtype changes, broadcasting, several
outputs, non-contiguous inputs of every dtype. Steps that do not fit the values at hand are
skipped, so the graph may have fewer ops than N. The same seed gives the same graph.
)";
}

int runGen(const std::vector<std::string>& args, std::ostream& out) {
  ParsedOptions options = parseOptions(args, {{"seed", true}, {"nodes", true}});
  if (!options.positional.empty()) throw UsageError("gen takes no FILE");
  int64_t seed = options.getInt("seed", 0, 0, INT64_MAX);
  int64_t nodes = options.getInt("nodes", 12, 0, 10'000);
  Graph graph =
      gen::materialize(gen::randomRecipe(static_cast<uint64_t>(seed), static_cast<size_t>(nodes)));
  out << "# reinplace gen --seed=" << seed << " --nodes=" << nodes << "\n" << printFxCode(graph);
  return 0;
}

} // namespace reinplace::cli
