# expect: 3:5: mv.default: size mismatch, got 3, 3x4,3
def forward(self, m: "f32[3, 4]", v: "f32[3]"):
    y = torch.ops.aten.mv.default(m, v)
    return y
