#pragma once
// Reads the Python code FX prints (GraphModule.code and the annotated print_readable form) into
// a Graph. See docs/graph-format.md for the accepted language.

#include "core/fx/meta_text.h"
#include "core/ir/graph.h"
#include "core/ops/op_registry.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace reinplace {

struct ParseOptions {
  /// Metadata for parameters written without an annotation (the CLI's --input NAME=META),
  /// " in NAME" included.
  std::map<std::string, MetaAnnotation> input_meta;
  /// Caps that keep absurd inputs from exhausting memory; exceeding one is an InputError.
  int64_t max_elements_per_tensor = int64_t{1} << 31;
  int64_t max_rank = 16;
};

/// Parses FX code. Throws InputError ("file:line:col: error: ...") on malformed input, unknown
/// ops, arguments that do not fit the schema, undefined or redefined names. Does not infer meta;
/// parameters get their declared meta in Node::annotation.
Graph parseFxCode(std::string_view text, const std::string& file_name, const OpRegistry& registry,
                  const ParseOptions& options = {});

/// Reads and parses a file; InputError if it cannot be read.
Graph parseFxFile(const std::string& path, const OpRegistry& registry,
                  const ParseOptions& options = {});

/// Parse + meta propagation: the usual way to load a graph.
Graph loadGraph(const std::string& path, const OpRegistry& registry,
                const ParseOptions& options = {});

} // namespace reinplace
