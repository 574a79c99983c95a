# sin on every floating dtype (contiguous, transposed, strided with an offset) and on integer and
# bool inputs, which compute in the default float dtype.
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", h: "f16[16]", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    sin_1 = torch.ops.aten.sin.default(f)
    sin_2 = torch.ops.aten.sin.default(t)
    sin_3 = torch.ops.aten.sin.default(d)
    sin_4 = torch.ops.aten.sin.default(h)
    sin_5 = torch.ops.aten.sin.default(b)
    sin_6 = torch.ops.aten.sin.default(i)
    sin_7 = torch.ops.aten.sin.default(u)
    sin_8 = torch.ops.aten.sin.default(c)
    return (sin_1, sin_2, sin_3, sin_4, sin_5, sin_6, sin_7, sin_8)
