# rsqrt on every floating dtype (contiguous, transposed, strided with an offset) and on integer and
# bool inputs, which compute in the default float dtype.
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", h: "f16[16]", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    rsqrt_1 = torch.ops.aten.rsqrt.default(f)
    rsqrt_2 = torch.ops.aten.rsqrt.default(t)
    rsqrt_3 = torch.ops.aten.rsqrt.default(d)
    rsqrt_4 = torch.ops.aten.rsqrt.default(h)
    rsqrt_5 = torch.ops.aten.rsqrt.default(b)
    rsqrt_6 = torch.ops.aten.rsqrt.default(i)
    rsqrt_7 = torch.ops.aten.rsqrt.default(u)
    rsqrt_8 = torch.ops.aten.rsqrt.default(c)
    return (rsqrt_1, rsqrt_2, rsqrt_3, rsqrt_4, rsqrt_5, rsqrt_6, rsqrt_7, rsqrt_8)
