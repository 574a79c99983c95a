# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it:
#     def adam_step(p, g, m, v):
#         m = m.clone(); v = v.clone(); p = p.clone()
#         m.mul_(0.9).add_(g, alpha=0.1)
#         v.mul_(0.999).addcmul_(g, g, value=0.001)
#         denom = v.sqrt().add_(1e-8)
#         p.addcdiv_(m, denom, value=-0.01)
#         return p, m, v
def forward(self, p_1: "f32[4, 3]", g_1: "f32[4, 3]", m_1: "f32[4, 3]", v_1: "f32[4, 3]"):
    clone: "f32[4, 3][3, 1]" = torch.ops.aten.clone.default(m_1);  m_1 = None
    clone_1: "f32[4, 3][3, 1]" = torch.ops.aten.clone.default(v_1);  v_1 = None
    clone_2: "f32[4, 3][3, 1]" = torch.ops.aten.clone.default(p_1);  p_1 = None
    mul: "f32[4, 3][3, 1]" = torch.ops.aten.mul.Tensor(clone, 0.9);  clone = None
    add: "f32[4, 3][3, 1]" = torch.ops.aten.add.Tensor(mul, g_1, alpha = 0.1);  mul = None
    mul_1: "f32[4, 3][3, 1]" = torch.ops.aten.mul.Tensor(clone_1, 0.999);  clone_1 = None
    addcmul: "f32[4, 3][3, 1]" = torch.ops.aten.addcmul.default(mul_1, g_1, g_1, value = 0.001);  mul_1 = g_1 = None
    sqrt: "f32[4, 3][3, 1]" = torch.ops.aten.sqrt.default(addcmul)
    add_1: "f32[4, 3][3, 1]" = torch.ops.aten.add.Tensor(sqrt, 1e-08);  sqrt = None
    addcdiv: "f32[4, 3][3, 1]" = torch.ops.aten.addcdiv.default(clone_2, add, add_1, value = -0.01);  clone_2 = add_1 = None
    return (addcdiv, add, addcmul)
