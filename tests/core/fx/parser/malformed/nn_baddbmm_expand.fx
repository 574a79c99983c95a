# expect: 3:5: baddbmm.default: The expanded size of the tensor (3) must match the existing size (4) at non-singleton dimension 1.  Target sizes: [2, 3, 5].  Tensor sizes: [4, 1]
def forward(self, s: "f32[4, 1]", a: "f32[2, 3, 4]", b: "f32[2, 4, 5]"):
    y = torch.ops.aten.baddbmm.default(s, a, b)
    return y
