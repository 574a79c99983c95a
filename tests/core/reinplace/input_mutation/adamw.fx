# adamw
# make_fx(functionalize(f)) in torch 1.13.0a0
def forward(self, p_1: "f32[4, 3]", g_1: "f32[4, 3]", m_1: "f32[4, 3]", v_1: "f32[4, 3]"):
    mul: "f32[4, 3][3, 1]" = torch.ops.aten.mul.Tensor(p_1, 0.99999)
    lerp: "f32[4, 3][3, 1]" = torch.ops.aten.lerp.Scalar(m_1, g_1, 0.09999999999999998)
    mul_1: "f32[4, 3][3, 1]" = torch.ops.aten.mul.Tensor(v_1, 0.999)
    addcmul: "f32[4, 3][3, 1]" = torch.ops.aten.addcmul.default(mul_1, g_1, g_1, value = 0.0010000000000000009);  mul_1 = g_1 = None
    sqrt: "f32[4, 3][3, 1]" = torch.ops.aten.sqrt.default(addcmul)
    div: "f32[4, 3][3, 1]" = torch.ops.aten.div.Tensor(sqrt, 0.5);  sqrt = None
    add: "f32[4, 3][3, 1]" = torch.ops.aten.add.Tensor(div, 1e-08);  div = None
    addcdiv: "f32[4, 3][3, 1]" = torch.ops.aten.addcdiv.default(mul, lerp, add, value = -0.01);  mul = add = None
    copy_: "f32[4, 3][3, 1]" = torch.ops.aten.copy_.default(p_1, addcdiv);  p_1 = addcdiv = None
    copy__1: "f32[4, 3][3, 1]" = torch.ops.aten.copy_.default(m_1, lerp);  m_1 = lerp = None
    copy__2: "f32[4, 3][3, 1]" = torch.ops.aten.copy_.default(v_1, addcmul);  v_1 = addcmul = None
    return None
