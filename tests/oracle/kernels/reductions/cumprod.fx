# cumprod: sequential running products in the accumulation type (double for f32, float for
# bf16, i64 for integers, which wrap in a narrower result dtype), on strided and offset inputs;
# cumprod_ writes back into self.
def forward(self, a: "f32[5, 7]", t: "f32[6, 4][1, 6]", s: "f32[3, 4, 5][40, 10, 2]@3", d: "f64[9]", g: "bf16[12]", i: "i32[3, 8]", u: "u8[10]", b: "b8[6]", z: "f32[]", o: "f32[4, 3][1, 4]@2", l: "i64[4, 30]"):
    cumprod = torch.ops.aten.cumprod.default(a, 1)
    cumprod_1 = torch.ops.aten.cumprod.default(a, 0)
    cumprod_2 = torch.ops.aten.cumprod.default(t, 0)
    cumprod_3 = torch.ops.aten.cumprod.default(t, -1)
    cumprod_4 = torch.ops.aten.cumprod.default(s, 1)
    cumprod_5 = torch.ops.aten.cumprod.default(d, 0)
    cumprod_6 = torch.ops.aten.cumprod.default(g, 0)
    cumprod_7 = torch.ops.aten.cumprod.default(i, 1)
    cumprod_8 = torch.ops.aten.cumprod.default(u, 0)
    cumprod_9 = torch.ops.aten.cumprod.default(u, 0, dtype = torch.int8)
    cumprod_10 = torch.ops.aten.cumprod.default(b, 0)
    cumprod_11 = torch.ops.aten.cumprod.default(z, 0)
    cumprod_12 = torch.ops.aten.cumprod.default(a, 1, dtype = torch.float64)
    cumprod_13 = torch.ops.aten.cumprod.default(i, 0, dtype = torch.float32)
    cumprod_14 = torch.ops.aten.cumprod.default(l, 1)
    cumprod_15 = torch.ops.aten.cumprod.default(d, 0, dtype = torch.bfloat16)
    cumprod_ = torch.ops.aten.cumprod_.default(o, 0)
    return (cumprod, cumprod_1, cumprod_2, cumprod_3, cumprod_4, cumprod_5, cumprod_6, cumprod_7, cumprod_8, cumprod_9, cumprod_10, cumprod_11, cumprod_12, cumprod_13, cumprod_14, cumprod_15, cumprod_, o)
