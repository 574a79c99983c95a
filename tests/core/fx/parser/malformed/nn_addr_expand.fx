# expect: 3:5: addr.default: The expanded size of the tensor (5) must match the existing size (3) at non-singleton dimension 0.  Target sizes: [5, 4].  Tensor sizes: [3, 4]
def forward(self, s: "f32[3, 4]", a: "f32[5]", b: "f32[4]"):
    y = torch.ops.aten.addr.default(s, a, b)
    return y
