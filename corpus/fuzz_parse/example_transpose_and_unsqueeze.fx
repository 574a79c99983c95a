# transpose_and_unsqueeze: functionalized by make_fx(functionalize(f)) in torch 1.13.0a0
# format: torch
def forward(self, x_1: "f32[3, 4]", y_1: "f32[3]"):
    t = torch.ops.aten.t.default(x_1);  x_1 = None
    clone = torch.ops.aten.clone.default(t, memory_format = torch.contiguous_format);  t = None
    unsqueeze = torch.ops.aten.unsqueeze.default(clone, 0);  clone = None
    mul = torch.ops.aten.mul.Tensor(unsqueeze, y_1);  unsqueeze = y_1 = None
    squeeze = torch.ops.aten.squeeze.dim(mul, 0);  mul = None
    sum_1 = torch.ops.aten.sum.dim_IntList(squeeze, [0]);  squeeze = None
    return sum_1
