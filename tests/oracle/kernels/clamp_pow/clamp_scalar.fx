# clamp with Python-number bounds: min only, max only, both, crossed bounds (min > max gives
# max), NaN inputs, integer self with float bounds (promotes), narrow integers, bf16 (torch 1.13 has no f16 clamp on CPU).
def forward(self, f: "f32[3, 4][1, 3]", d: "f64[8]", b: "bf16[8]", i: "i32[8]", g: "i8[8]", u: "u8[8]", c: "b8[4]"):
    clamp = torch.ops.aten.clamp.default(f, -1.5, 2.5)
    clamp_1 = torch.ops.aten.clamp.default(f, 0.5)
    clamp_2 = torch.ops.aten.clamp.default(f, None, -0.1)
    clamp_3 = torch.ops.aten.clamp.default(f, 3, -3)
    clamp_4 = torch.ops.aten.clamp.default(d, min = -0.1, max = 0.1)
    clamp_5 = torch.ops.aten.clamp.default(b, -0.1, 0.3)
    clamp_6 = torch.ops.aten.clamp.default(b, 1.01)
    clamp_7 = torch.ops.aten.clamp.default(i, 0, 3)
    clamp_8 = torch.ops.aten.clamp.default(i, 0.5)
    clamp_9 = torch.ops.aten.clamp.default(g, -128, 5)
    clamp_10 = torch.ops.aten.clamp.default(u, None, 2.5)
    clamp_11 = torch.ops.aten.clamp.default(c, 0, 1)
    clamp_12 = torch.ops.aten.clamp.default(f, -inf, inf)
    clamp_13 = torch.ops.aten.clamp.default(d, nan, 1)
    return (clamp, clamp_1, clamp_2, clamp_3, clamp_4, clamp_5, clamp_6, clamp_7, clamp_8, clamp_9, clamp_10, clamp_11, clamp_12, clamp_13)
