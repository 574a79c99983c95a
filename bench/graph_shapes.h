#pragma once
// FX-code text of the graph shapes the benchmarks measure.

#include <cstdint>
#include <string>

namespace reinplace::bench {

/// The chain the cost goal is stated for: blocks of add, mul, select -> add -> select_scatter,
/// relu on an [8, 8] tensor, functionalized the way make_fx prints it; `ops / 6` blocks.
inline std::string chainGraph(int64_t ops) {
  int64_t blocks = ops / 6;
  std::string text =
      "def forward(self, x: \"f32[8, 8]\"):\n    v0 = torch.ops.aten.clone.default(x)\n";
  for (int64_t i = 0; i < blocks; ++i) {
    std::string s = std::to_string(i), prev = "v" + s;
    text += "    add_" + s + " = torch.ops.aten.add.Tensor(" + prev + ", 1)\n";
    text += "    mul_" + s + " = torch.ops.aten.mul.Tensor(add_" + s + ", 2)\n";
    text += "    select_" + s + " = torch.ops.aten.select.int(mul_" + s + ", 0, 1)\n";
    text += "    addr_" + s + " = torch.ops.aten.add.Tensor(select_" + s + ", 3)\n";
    text += "    scatter_" + s + " = torch.ops.aten.select_scatter.default(mul_" + s + ", addr_" +
            s + ", 0, 1)\n";
    text += "    v" + std::to_string(i + 1) + " = torch.ops.aten.relu.default(scatter_" + s + ")\n";
  }
  return text + "    return v" + std::to_string(blocks) + "\n";
}

} // namespace reinplace::bench
