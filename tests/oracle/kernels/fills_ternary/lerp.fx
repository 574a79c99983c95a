# lerp with Python-number weights on both sides of 0.5 (the two formulas ATen switches
# between), tensor weights (broadcast, NaN and infinite), f64 and bf16 (torch 1.13 has no f16 lerp on CPU).
def forward(self, s: "f32[3, 4][1, 3]", e: "f32[3, 4]", w: "f32[4]", d: "f64[8]", c: "f64[8]", h: "bf16[8]", g: "bf16[8]", k: "bf16[8]"):
    lerp = torch.ops.aten.lerp.Scalar(s, e, 0.25)
    lerp_1 = torch.ops.aten.lerp.Scalar(s, e, 0.75)
    lerp_2 = torch.ops.aten.lerp.Scalar(s, e, 0.5)
    lerp_3 = torch.ops.aten.lerp.Scalar(s, e, -1.3)
    lerp_4 = torch.ops.aten.lerp.Tensor(s, e, w)
    lerp_5 = torch.ops.aten.lerp.Tensor(d, c, d)
    lerp_6 = torch.ops.aten.lerp.Scalar(d, c, 0.1)
    lerp_7 = torch.ops.aten.lerp.Scalar(h, k, 0.1)
    lerp_8 = torch.ops.aten.lerp.Tensor(h, k, k)
    lerp_9 = torch.ops.aten.lerp.Scalar(g, g, 0.7)
    return (lerp, lerp_1, lerp_2, lerp_3, lerp_4, lerp_5, lerp_6, lerp_7, lerp_8, lerp_9)
