# pow.Scalar: a Python-number base with tensor exponents; integer exponents with an integer
# base stay integral, float bases promote; base 1 and base 0 special cases.
def forward(self, f: "f32[3, 4][1, 3]", d: "f64[8]", h: "f16[8]", k: "i64[8]", s: "i32[8]", c: "b8[4]"):
    pow_1 = torch.ops.aten.pow.Scalar(2.5, f)
    pow_2 = torch.ops.aten.pow.Scalar(-2, f)
    pow_3 = torch.ops.aten.pow.Scalar(0.3, d)
    pow_4 = torch.ops.aten.pow.Scalar(2, h)
    clamp = torch.ops.aten.clamp.default(k, 0, 20)
    pow_5 = torch.ops.aten.pow.Scalar(3, clamp)
    pow_6 = torch.ops.aten.pow.Scalar(2.5, s)
    pow_7 = torch.ops.aten.pow.Scalar(1, f)
    pow_8 = torch.ops.aten.pow.Scalar(2, c)
    pow_9 = torch.ops.aten.pow.Scalar(True, c)
    pow_10 = torch.ops.aten.pow.Scalar(0, d)
    return (pow_1, pow_2, pow_3, pow_4, pow_5, pow_6, pow_7, pow_8, pow_9, pow_10)
