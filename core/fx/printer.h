#pragma once
// Writes a Graph as the Python code FX prints for it (torch 1.13's GraphModule.code), so the
// output can be executed by PyTorch and compared with what torch prints.

#include "core/ir/graph.h"

#include <string>

namespace reinplace {

struct PrintOptions {
  /// Annotate parameters with their meta ("x_1: \"f32[4, 4]\""), so the output loads again
  /// without --input. Python accepts the annotation, so torch still executes the code.
  bool annotate_parameters = true;
  /// Annotate every tensor value with its inferred meta ("name: \"f32[4][1]\" = ...").
  bool annotate = false;
  /// With annotate: always show strides, also for contiguous tensors.
  bool always_show_strides = false;
  /// Emit FX's ";  a = b = None" hints after each value's last use.
  bool deletion_hints = true;
  /// End the line of every value whose meta was taken from the file (an op without a meta
  /// rule) with "# meta from annotation". Such values are always annotated, with strides.
  bool mark_meta_from_annotation = false;
};

/// "def forward(self, x_1):\n    clone = torch.ops.aten.clone.default(x_1);  x_1 = None\n..."
std::string printFxCode(const Graph& graph, const PrintOptions& options = {});

/// The text of one argument as FX's _format_args writes it: names, Python literals, lists.
std::string formatArg(const Arg& arg);

} // namespace reinplace
