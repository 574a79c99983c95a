# Type promotion in add and sub: integer and float tensors, 0-dim tensors of a higher category
# (which win) and of the same category (which do not), Python numbers, bool arithmetic,
# unsigned wrap-around.
def forward(self, i: "i32[3, 4]", f: "f32[3, 4][1, 3]", u: "u8[3, 4]", b: "b8[3, 4]", n: "i64[3, 4]", z: "f64[]", k: "i64[]", g: "i8[4]", h: "i16[3, 4]"):
    add = torch.ops.aten.add.Tensor(i, f)
    add_1 = torch.ops.aten.add.Tensor(u, 300)
    add_2 = torch.ops.aten.add.Tensor(b, True)
    add_3 = torch.ops.aten.add.Tensor(b, 1)
    add_4 = torch.ops.aten.add.Tensor(n, 1.5, alpha = 2.5)
    add_5 = torch.ops.aten.add.Tensor(i, z)
    add_6 = torch.ops.aten.add.Tensor(f, z)
    add_7 = torch.ops.aten.add.Tensor(u, k)
    add_8 = torch.ops.aten.add.Tensor(g, u)
    add_9 = torch.ops.aten.add.Tensor(g, 200, alpha = 3)
    add_10 = torch.ops.aten.add.Tensor(h, i, alpha = 1000)
    add_11 = torch.ops.aten.add.Tensor(b, b)
    sub = torch.ops.aten.sub.Tensor(u, n, alpha = 2)
    sub_1 = torch.ops.aten.sub.Tensor(u, 7)
    sub_2 = torch.ops.aten.sub.Scalar(f, True)
    sub_3 = torch.ops.aten.sub.Tensor(g, h)
    return (add, add_1, add_2, add_3, add_4, add_5, add_6, add_7, add_8, add_9, add_10, add_11, sub, sub_1, sub_2, sub_3)
