# expect: 3:5: addmv.default: expected scalar type Float but found Double
def forward(self, s: "f32[5]", m: "f32[5, 3]", v: "f64[3]"):
    y = torch.ops.aten.addmv.default(s, m, v)
    return y
