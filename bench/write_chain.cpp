// Writes the benchmark chain graph (bench/graph_shapes.h) as an FX file, for timing the command
// line end to end: `write_chain 1000000 > chain.fx; time reinplace opt chain.fx -o /dev/null`.

#include "bench/graph_shapes.h"

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: write_chain OPS\n");
    return 2;
  }
  std::string text = reinplace::bench::chainGraph(std::atoll(argv[1]));
  return std::fwrite(text.data(), 1, text.size(), stdout) == text.size() ? 0 : 1;
}
