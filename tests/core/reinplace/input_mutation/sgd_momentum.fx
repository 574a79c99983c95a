# sgd_momentum
# make_fx(functionalize(f)) in torch 1.13.0a0
def forward(self, p_1: "f32[4, 3]", g_1: "f32[4, 3]", buf_1: "f32[4, 3]"):
    add: "f32[4, 3][3, 1]" = torch.ops.aten.add.Tensor(g_1, p_1, alpha = 0.0001);  g_1 = None
    mul: "f32[4, 3][3, 1]" = torch.ops.aten.mul.Tensor(buf_1, 0.9)
    add_1: "f32[4, 3][3, 1]" = torch.ops.aten.add.Tensor(mul, add);  mul = add = None
    add_2: "f32[4, 3][3, 1]" = torch.ops.aten.add.Tensor(p_1, add_1, alpha = -0.1)
    copy_: "f32[4, 3][3, 1]" = torch.ops.aten.copy_.default(p_1, add_2);  p_1 = add_2 = None
    copy__1: "f32[4, 3][3, 1]" = torch.ops.aten.copy_.default(buf_1, add_1);  buf_1 = add_1 = None
    return None
