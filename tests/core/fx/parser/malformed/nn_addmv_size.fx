# expect: 3:5: addmv.default: size mismatch, got 2, 5x3,3
def forward(self, s: "f32[2]", m: "f32[5, 3]", v: "f32[3]"):
    y = torch.ops.aten.addmv.default(s, m, v)
    return y
