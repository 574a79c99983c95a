// Writes one graph shape of bench/graph_shapes.h as an FX file, for timing the command line end
// to end: `write_shape wide 1000000 > wide.fx; time reinplace opt wide.fx -o /dev/null`.
// The shape `model` repeats a committed model block; run it from the source tree (or pass the
// tree as a third argument).

#include "bench/graph_shapes.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

int main(int argc, char** argv) {
  using namespace reinplace::bench;
  if (argc != 3 && argc != 4) {
    std::fprintf(stderr, "usage: write_shape SHAPE OPS [SOURCE_TREE]\nshapes: model");
    for (const std::string& name : generatedShapeNames()) std::fprintf(stderr, " %s", name.c_str());
    std::fprintf(stderr, "\n");
    return 2;
  }
  std::string shape = argv[1], text;
  int64_t ops = std::atoll(argv[2]);
  if (shape == "model") {
    std::string root = argc == 4 ? std::string(argv[3]) + "/" : "";
    std::ifstream file(root + kModelBlockPath);
    if (!file) {
      std::fprintf(stderr, "write_shape: cannot read %s%s\n", root.c_str(), kModelBlockPath);
      return 1;
    }
    std::stringstream block;
    block << file.rdbuf();
    text = repeatedBlockGraph(block.str(), kModelCarriedIn, kModelCarriedOut, ops);
  } else {
    text = shapeGraph(shape, ops);
  }
  if (text.empty()) {
    std::fprintf(stderr, "write_shape: unknown shape '%s'\n", shape.c_str());
    return 2;
  }
  return std::fwrite(text.data(), 1, text.size(), stdout) == text.size() ? 0 : 1;
}
