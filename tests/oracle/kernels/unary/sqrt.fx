# sqrt on f32, f64 and bf16 (contiguous, transposed, strided with an offset) and on integer
# and bool inputs, which compute in the default float dtype; torch 1.13 has no f16 sqrt on CPU.
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    sqrt_1 = torch.ops.aten.sqrt.default(f)
    sqrt_2 = torch.ops.aten.sqrt.default(t)
    sqrt_3 = torch.ops.aten.sqrt.default(d)
    sqrt_5 = torch.ops.aten.sqrt.default(b)
    sqrt_6 = torch.ops.aten.sqrt.default(i)
    sqrt_7 = torch.ops.aten.sqrt.default(u)
    sqrt_8 = torch.ops.aten.sqrt.default(c)
    return (sqrt_1, sqrt_2, sqrt_3, sqrt_5, sqrt_6, sqrt_7, sqrt_8)
