# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it. Gradient
# clipping by total norm, each gradient (an input) scaled in place:
#     def clip_grad_norm(g1, g2, g3):
#         grads = [g1, g2, g3]
#         total = torch.stack([g.norm() for g in grads]).norm()
#         coef = (1.0 / (total + 1e-6)).clamp(max=1.0)
#         for g in grads:
#             g.mul_(coef)
#         return total
def forward(self, g1_1: "f32[4, 3]", g2_1: "f32[5]", g3_1: "f32[2, 2]"):
    norm: "f32[][]" = torch.ops.aten.norm.ScalarOpt_dim(g1_1, 2, [])
    norm_1: "f32[][]" = torch.ops.aten.norm.ScalarOpt_dim(g2_1, 2, [])
    norm_2: "f32[][]" = torch.ops.aten.norm.ScalarOpt_dim(g3_1, 2, [])
    stack: "f32[3][1]" = torch.ops.aten.stack.default([norm, norm_1, norm_2]);  norm = norm_1 = norm_2 = None
    norm_3: "f32[][]" = torch.ops.aten.norm.ScalarOpt_dim(stack, 2, []);  stack = None
    add: "f32[][]" = torch.ops.aten.add.Tensor(norm_3, 1e-06)
    reciprocal: "f32[][]" = torch.ops.aten.reciprocal.default(add);  add = None
    mul: "f32[][]" = torch.ops.aten.mul.Tensor(reciprocal, 1.0);  reciprocal = None
    clamp: "f32[][]" = torch.ops.aten.clamp.default(mul, None, 1.0);  mul = None
    mul_1: "f32[4, 3][3, 1]" = torch.ops.aten.mul.Tensor(g1_1, clamp)
    mul_2: "f32[5][1]" = torch.ops.aten.mul.Tensor(g2_1, clamp)
    mul_3: "f32[2, 2][2, 1]" = torch.ops.aten.mul.Tensor(g3_1, clamp);  clamp = None
    copy_: "f32[4, 3][3, 1]" = torch.ops.aten.copy_.default(g1_1, mul_1);  g1_1 = mul_1 = None
    copy__1: "f32[5][1]" = torch.ops.aten.copy_.default(g2_1, mul_2);  g2_1 = mul_2 = None
    copy__2: "f32[2, 2][2, 1]" = torch.ops.aten.copy_.default(g3_1, mul_3);  g3_1 = mul_3 = None
    return norm_3
