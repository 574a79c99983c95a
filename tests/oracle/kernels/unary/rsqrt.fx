# rsqrt on f32, f64 and bf16 (contiguous, transposed, strided with an offset) and on integer
# and bool inputs, which compute in the default float dtype; torch 1.13 has no f16 rsqrt on CPU.
# bf16 divides by the square root rounded to bf16, as torch's scalar loop does.
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    rsqrt_1 = torch.ops.aten.rsqrt.default(f)
    rsqrt_2 = torch.ops.aten.rsqrt.default(t)
    rsqrt_3 = torch.ops.aten.rsqrt.default(d)
    rsqrt_5 = torch.ops.aten.rsqrt.default(b)
    rsqrt_6 = torch.ops.aten.rsqrt.default(i)
    rsqrt_7 = torch.ops.aten.rsqrt.default(u)
    rsqrt_8 = torch.ops.aten.rsqrt.default(c)
    return (rsqrt_1, rsqrt_2, rsqrt_3, rsqrt_5, rsqrt_6, rsqrt_7, rsqrt_8)
