# pow.Tensor_Tensor: floating bases and exponents (negative bases with fractional exponents
# give NaN), integer powers by squaring with negative exponents (0 except for bases 1 and -1),
# promotion of integer bases with float exponents, broadcasting. Strided and short operands: torch's scalar loop, which calls libm's pow
# (pow_vectorized.fx has the contiguous loop).
def forward(self, f: "f32[3, 4][1, 3]", e: "f32[4]", d: "f64[8][2]", h: "f16[8]", i: "i64[8]", k: "i64[8]", s: "i32[8]", u: "u8[8]"):
    pow_1 = torch.ops.aten.pow.Tensor_Tensor(f, e)
    pow_2 = torch.ops.aten.pow.Tensor_Tensor(d, d)
    pow_3 = torch.ops.aten.pow.Tensor_Tensor(h, h)
    clamp = torch.ops.aten.clamp.default(k, -3, 4)
    pow_4 = torch.ops.aten.pow.Tensor_Tensor(i, clamp)
    pow_5 = torch.ops.aten.pow.Tensor_Tensor(s, clamp)
    pow_6 = torch.ops.aten.pow.Tensor_Tensor(s, d)
    clamp_1 = torch.ops.aten.clamp.default(u, 0, 3)
    pow_7 = torch.ops.aten.pow.Tensor_Tensor(u, clamp_1)
    pow_8 = torch.ops.aten.pow.Tensor_Tensor(h, d)
    return (pow_1, pow_2, pow_3, pow_4, pow_5, pow_6, pow_7, pow_8)
