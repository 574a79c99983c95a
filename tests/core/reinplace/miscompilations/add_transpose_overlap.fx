# add_transpose_overlap: from an upstream mis-compilation, traced with torch 1.13.0a0
# format: torch
def forward(self, x_1: "f32[3, 3]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    t = torch.ops.aten.t.default(clone)
    add = torch.ops.aten.add.Tensor(clone, t);  clone = t = None
    return add
