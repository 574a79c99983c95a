# adam
# make_fx(functionalize(f)) in torch 1.13.0a0
def forward(self, p_1: "f32[4, 3]", g_1: "f32[4, 3]", m_1: "f32[4, 3]", v_1: "f32[4, 3]", step_1: "f32[]"):
    add: "f32[][]" = torch.ops.aten.add.Tensor(step_1, 1)
    mul: "f32[4, 3][3, 1]" = torch.ops.aten.mul.Tensor(m_1, 0.9)
    add_1: "f32[4, 3][3, 1]" = torch.ops.aten.add.Tensor(mul, g_1, alpha = 0.09999999999999998);  mul = None
    mul_1: "f32[4, 3][3, 1]" = torch.ops.aten.mul.Tensor(v_1, 0.999)
    addcmul: "f32[4, 3][3, 1]" = torch.ops.aten.addcmul.default(mul_1, g_1, g_1, value = 0.0010000000000000009);  mul_1 = g_1 = None
    sqrt: "f32[4, 3][3, 1]" = torch.ops.aten.sqrt.default(addcmul)
    div: "f32[4, 3][3, 1]" = torch.ops.aten.div.Tensor(sqrt, 0.05474487190596028);  sqrt = None
    add_2: "f32[4, 3][3, 1]" = torch.ops.aten.add.Tensor(div, 1e-08);  div = None
    addcdiv: "f32[4, 3][3, 1]" = torch.ops.aten.addcdiv.default(p_1, add_1, add_2, value = -0.003690036900369005);  add_2 = None
    copy_: "f32[4, 3][3, 1]" = torch.ops.aten.copy_.default(p_1, addcdiv);  p_1 = addcdiv = None
    copy__1: "f32[4, 3][3, 1]" = torch.ops.aten.copy_.default(m_1, add_1);  m_1 = add_1 = None
    copy__2: "f32[4, 3][3, 1]" = torch.ops.aten.copy_.default(v_1, addcmul);  v_1 = addcmul = None
    copy__3: "f32[][]" = torch.ops.aten.copy_.default(step_1, add);  step_1 = add = None
    return None
