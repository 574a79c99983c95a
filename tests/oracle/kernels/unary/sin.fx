# sin on f32, f64 and bf16 (contiguous, transposed, strided with an offset) and on integer
# and bool inputs, which compute in the default float dtype; torch 1.13 has no f16 sin on CPU.
# torch computes it with its vectorized (Sleef) functions for every layout, within 1 ulp of
# libm, which the oracle calls.
# tolerance-ulps: 1
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    sin_1 = torch.ops.aten.sin.default(f)
    sin_2 = torch.ops.aten.sin.default(t)
    sin_3 = torch.ops.aten.sin.default(d)
    sin_5 = torch.ops.aten.sin.default(b)
    sin_6 = torch.ops.aten.sin.default(i)
    sin_7 = torch.ops.aten.sin.default(u)
    sin_8 = torch.ops.aten.sin.default(c)
    return (sin_1, sin_2, sin_3, sin_5, sin_6, sin_7, sin_8)
