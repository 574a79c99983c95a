# exp on f32, f64 and bf16 (contiguous, transposed, strided with an offset) and on integer
# and bool inputs, which compute in the default float dtype; torch 1.13 has no f16 exp on CPU.
# torch computes it with its vectorized (Sleef) functions for every layout, within 1 ulp of
# libm, which the oracle calls.
# tolerance-ulps: 1
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    exp_1 = torch.ops.aten.exp.default(f)
    exp_2 = torch.ops.aten.exp.default(t)
    exp_3 = torch.ops.aten.exp.default(d)
    exp_5 = torch.ops.aten.exp.default(b)
    exp_6 = torch.ops.aten.exp.default(i)
    exp_7 = torch.ops.aten.exp.default(u)
    exp_8 = torch.ops.aten.exp.default(c)
    return (exp_1, exp_2, exp_3, exp_5, exp_6, exp_7, exp_8)
