# f16 and bf16 arithmetic: Python numbers and alpha that the reduced types cannot represent
# exactly, mixed with f32 tensors and f64 0-dim tensors.
def forward(self, h: "f16[3, 4]", b: "bf16[3, 4][1, 3]", f: "f32[4]", z: "f64[]", hb: "f16[4]"):
    add = torch.ops.aten.add.Tensor(h, h)
    add_1 = torch.ops.aten.add.Tensor(h, 0.1)
    add_2 = torch.ops.aten.add.Tensor(h, h, alpha = 3)
    add_3 = torch.ops.aten.add.Tensor(h, hb, alpha = 0.1)
    add_4 = torch.ops.aten.add.Tensor(b, 0.1)
    add_5 = torch.ops.aten.add.Tensor(b, b, alpha = 0.3)
    add_6 = torch.ops.aten.add.Tensor(h, f)
    add_7 = torch.ops.aten.add.Tensor(b, z)
    add_8 = torch.ops.aten.add.Tensor(h, b)
    add_9 = torch.ops.aten.add.Scalar(h, 1000.3, 7)
    sub = torch.ops.aten.sub.Tensor(h, hb, alpha = 0.3)
    sub_1 = torch.ops.aten.sub.Tensor(b, 1.7)
    sub_2 = torch.ops.aten.sub.Tensor(b, b, alpha = 5)
    return (add, add_1, add_2, add_3, add_4, add_5, add_6, add_7, add_8, add_9, sub, sub_1, sub_2)
