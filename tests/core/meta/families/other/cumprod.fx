# cumprod allocates a contiguous result whatever self's layout, promotes integers and bools to
# i64 unless a dtype is given, and cumprod_ keeps self (and its layout).
def forward(self, t: "f32[4, 3][1, 4]", i: "i32[4, 2, 3][1, 12, 4]", u: "u8[4, 2, 3]", b: "b8[3][2]", z: "f32[]", q: "i32[3, 4]", o: "f32[4, 3][1, 4]@2", g: "bf16[2, 3]@1", e: "f32[0, 3]", d: "f64[2, 5][1, 2]@3"):
    cumprod: "f32[4, 3][3, 1]" = torch.ops.aten.cumprod.default(t, 1)
    cumprod_1: "f32[4, 3][3, 1]" = torch.ops.aten.cumprod.default(t, 0)
    cumprod_2: "i64[4, 2, 3][6, 3, 1]" = torch.ops.aten.cumprod.default(i, -1)
    cumprod_3: "f64[4, 2, 3][6, 3, 1]" = torch.ops.aten.cumprod.default(u, 0, dtype = torch.float64)
    cumprod_4: "i64[3][1]" = torch.ops.aten.cumprod.default(b, 0)
    cumprod_5: "f32[][]" = torch.ops.aten.cumprod.default(z, 0)
    cumprod_6: "f64[][]" = torch.ops.aten.cumprod.default(z, -1, dtype = torch.float64)
    cumprod_7: "bf16[2, 3][3, 1]" = torch.ops.aten.cumprod.default(g, 1)
    cumprod_8: "f32[0, 3][3, 1]" = torch.ops.aten.cumprod.default(e, 1)
    cumprod_9: "f32[2, 5][5, 1]" = torch.ops.aten.cumprod.default(d, 1, dtype = torch.float32)
    cumprod_10: "i16[4, 2, 3][6, 3, 1]" = torch.ops.aten.cumprod.default(i, 1, dtype = torch.int16)
    cumprod_: "f32[4, 3][1, 4]@2" = torch.ops.aten.cumprod_.default(o, 1)
    cumprod__1: "i32[3, 4][4, 1]" = torch.ops.aten.cumprod_.default(q, 1)
    cumprod__2: "f32[4, 3][1, 4]@2" = torch.ops.aten.cumprod_.default(o, 0, dtype = torch.float32)
    return (cumprod, cumprod_1, cumprod_2, cumprod_3, cumprod_4, cumprod_5, cumprod_6, cumprod_7, cumprod_8, cumprod_9, cumprod_10, cumprod_, cumprod__1, cumprod__2)
