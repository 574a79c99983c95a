# cumsum: sequential running sums in the accumulation type (double for f32, float for bf16,
# i64 for integers, which wrap in a narrower result dtype), on strided and offset inputs;
# cumsum_ writes back into self.
def forward(self, a: "f32[5, 7]", t: "f32[6, 4][1, 6]", s: "f32[3, 4, 5][40, 10, 2]@3", d: "f64[9]", g: "bf16[12]", i: "i32[3, 8]", u: "u8[10]", b: "b8[6]", z: "f32[]", o: "f32[4, 3][1, 4]@2"):
    cumsum = torch.ops.aten.cumsum.default(a, 1)
    cumsum_1 = torch.ops.aten.cumsum.default(a, 0)
    cumsum_2 = torch.ops.aten.cumsum.default(t, 0)
    cumsum_3 = torch.ops.aten.cumsum.default(t, -1)
    cumsum_4 = torch.ops.aten.cumsum.default(s, 1)
    cumsum_5 = torch.ops.aten.cumsum.default(d, 0)
    cumsum_6 = torch.ops.aten.cumsum.default(g, 0)
    cumsum_7 = torch.ops.aten.cumsum.default(i, 1)
    cumsum_8 = torch.ops.aten.cumsum.default(u, 0)
    cumsum_9 = torch.ops.aten.cumsum.default(u, 0, dtype = torch.int8)
    cumsum_10 = torch.ops.aten.cumsum.default(b, 0)
    cumsum_11 = torch.ops.aten.cumsum.default(z, 0)
    cumsum_12 = torch.ops.aten.cumsum.default(a, 1, dtype = torch.float64)
    cumsum_13 = torch.ops.aten.cumsum.default(i, 0, dtype = torch.float32)
    cumsum_ = torch.ops.aten.cumsum_.default(o, 0)
    return (cumsum, cumsum_1, cumsum_2, cumsum_3, cumsum_4, cumsum_5, cumsum_6, cumsum_7, cumsum_8, cumsum_9, cumsum_10, cumsum_11, cumsum_12, cumsum_13, cumsum_, o)
