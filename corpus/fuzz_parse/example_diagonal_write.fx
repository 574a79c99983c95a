# diagonal_write: functionalized by make_fx(functionalize(f)) in torch 1.13.0a0
# format: torch
def forward(self, x_1: "f32[3, 3]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    diagonal = torch.ops.aten.diagonal.default(clone)
    sub = torch.ops.aten.sub.Tensor(diagonal, 1.5);  diagonal = None
    diagonal_scatter = torch.ops.aten.diagonal_scatter.default(clone, sub);  clone = sub = None
    return diagonal_scatter
