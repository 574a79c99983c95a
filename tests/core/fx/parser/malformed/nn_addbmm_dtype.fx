# expect: 3:5: addbmm.default: self and mat2 must have the same dtype
def forward(self, s: "f64[5, 4]", b1: "f32[3, 5, 2]", b2: "f32[3, 2, 4]"):
    y = torch.ops.aten.addbmm.default(s, b1, b2)
    return y
