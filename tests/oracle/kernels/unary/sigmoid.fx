# sigmoid on f32, f64 and bf16 (contiguous, transposed, strided with an offset) and on integer
# and bool inputs, which compute in the default float dtype; torch 1.13 has no f16 sigmoid on CPU.
# Contiguous f32 / f64 runs go through torch's vectorized loop, whose exp is Sleef's (within
# 1 ulp of libm); strided ones through the scalar loop, as the oracle computes.
# tolerance-ulps: 1
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    sigmoid_1 = torch.ops.aten.sigmoid.default(f)
    sigmoid_2 = torch.ops.aten.sigmoid.default(t)
    sigmoid_3 = torch.ops.aten.sigmoid.default(d)
    sigmoid_5 = torch.ops.aten.sigmoid.default(b)
    sigmoid_6 = torch.ops.aten.sigmoid.default(i)
    sigmoid_7 = torch.ops.aten.sigmoid.default(u)
    sigmoid_8 = torch.ops.aten.sigmoid.default(c)
    return (sigmoid_1, sigmoid_2, sigmoid_3, sigmoid_5, sigmoid_6, sigmoid_7, sigmoid_8)
