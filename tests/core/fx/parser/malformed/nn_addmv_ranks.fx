# expect: 3:5: addmv.default: vector + matrix @ vector expected, got 2, 2, 1
def forward(self, s: "f32[5, 1]", m: "f32[5, 3]", v: "f32[3]"):
    y = torch.ops.aten.addmv.default(s, m, v)
    return y
