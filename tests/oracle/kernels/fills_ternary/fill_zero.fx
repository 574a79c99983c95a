# fill (Python number and 0-dim tensor values, converted to self's dtype: rounding to f16,
# truncating to integers, -1 wrapping to u8; torch refuses
# values out of an integer type's range) and zero, on strided and offset tensors.
def forward(self, f: "f32[3, 4][1, 3]", h: "f16[6][2]@1", b: "bf16[4]", i: "i32[4]", g: "i8[4]", u: "u8[4]", c: "b8[4]", z: "f64[]", k: "i64[]", d: "f64[2, 2]"):
    fill = torch.ops.aten.fill.Scalar(f, 0.1)
    fill_1 = torch.ops.aten.fill.Scalar(h, 0.1)
    fill_2 = torch.ops.aten.fill.Scalar(b, 1000.7)
    fill_3 = torch.ops.aten.fill.Scalar(i, -2.7)
    fill_4 = torch.ops.aten.fill.Scalar(g, -128)
    fill_5 = torch.ops.aten.fill.Scalar(u, -1)
    fill_6 = torch.ops.aten.fill.Scalar(c, 0.5)
    fill_7 = torch.ops.aten.fill.Tensor(f, z)
    fill_8 = torch.ops.aten.fill.Tensor(h, z)
    fill_9 = torch.ops.aten.fill.Tensor(i, k)
    fill_10 = torch.ops.aten.fill.Tensor(d, k)
    fill_11 = torch.ops.aten.fill.Scalar(d, inf)
    zero = torch.ops.aten.zero.default(f)
    zero_1 = torch.ops.aten.zero.default(h)
    zero_2 = torch.ops.aten.zero.default(c)
    fill_ = torch.ops.aten.fill_.Scalar(d, -0.0)
    zero_ = torch.ops.aten.zero_.default(g)
    return (fill, fill_1, fill_2, fill_3, fill_4, fill_5, fill_6, fill_7, fill_8, fill_9, fill_10, fill_11, zero, zero_1, zero_2, fill_, zero_, d, g)
