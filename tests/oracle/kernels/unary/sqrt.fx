# sqrt on every floating dtype (contiguous, transposed, strided with an offset) and on integer and
# bool inputs, which compute in the default float dtype.
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", h: "f16[16]", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    sqrt_1 = torch.ops.aten.sqrt.default(f)
    sqrt_2 = torch.ops.aten.sqrt.default(t)
    sqrt_3 = torch.ops.aten.sqrt.default(d)
    sqrt_4 = torch.ops.aten.sqrt.default(h)
    sqrt_5 = torch.ops.aten.sqrt.default(b)
    sqrt_6 = torch.ops.aten.sqrt.default(i)
    sqrt_7 = torch.ops.aten.sqrt.default(u)
    sqrt_8 = torch.ops.aten.sqrt.default(c)
    return (sqrt_1, sqrt_2, sqrt_3, sqrt_4, sqrt_5, sqrt_6, sqrt_7, sqrt_8)
