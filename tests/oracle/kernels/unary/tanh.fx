# tanh on f32, f64 and bf16 (contiguous, transposed, strided with an offset) and on integer
# and bool inputs, which compute in the default float dtype; torch 1.13 has no f16 tanh on CPU.
# torch computes it with its vectorized (Sleef) functions for every layout, within 1 ulp of
# libm, which the oracle calls.
# tolerance-ulps: 1
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    tanh_1 = torch.ops.aten.tanh.default(f)
    tanh_2 = torch.ops.aten.tanh.default(t)
    tanh_3 = torch.ops.aten.tanh.default(d)
    tanh_5 = torch.ops.aten.tanh.default(b)
    tanh_6 = torch.ops.aten.tanh.default(i)
    tanh_7 = torch.ops.aten.tanh.default(u)
    tanh_8 = torch.ops.aten.tanh.default(c)
    return (tanh_1, tanh_2, tanh_3, tanh_5, tanh_6, tanh_7, tanh_8)
