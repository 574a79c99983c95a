# as_strided_self_overlap: from an upstream mis-compilation, traced with torch 1.13.0a0
# format: torch
def forward(self, x_1: "f32[9]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    as_strided = torch.ops.aten.as_strided.default(clone, [3, 3], [1, 1]);  clone = None
    add = torch.ops.aten.add.Tensor(as_strided, 1);  as_strided = None
    return add
