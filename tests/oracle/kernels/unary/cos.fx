# cos on f32, f64 and bf16 (contiguous, transposed, strided with an offset) and on integer
# and bool inputs, which compute in the default float dtype; torch 1.13 has no f16 cos on CPU.
# torch computes it with its vectorized (Sleef) functions for every layout, within 1 ulp of
# libm, which the oracle calls.
# tolerance-ulps: 1
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    cos_1 = torch.ops.aten.cos.default(f)
    cos_2 = torch.ops.aten.cos.default(t)
    cos_3 = torch.ops.aten.cos.default(d)
    cos_5 = torch.ops.aten.cos.default(b)
    cos_6 = torch.ops.aten.cos.default(i)
    cos_7 = torch.ops.aten.cos.default(u)
    cos_8 = torch.ops.aten.cos.default(c)
    return (cos_1, cos_2, cos_3, cos_5, cos_6, cos_7, cos_8)
