# cat: slices of the result along dim (negative dims wrap), dtype promotion across inputs,
# legacy empty 1-d inputs skipped (they still count for the dtype), strided and channels-last
# inputs.
def forward(self, a: "f32[2, 3][1, 2]", b: "f32[1, 3]", i: "i32[2, 3]", e: "f32[0]", n: "f32[2, 3, 4, 5][60, 1, 15, 3]", o: "f32[2, 3, 4, 5]", bo: "b8[2, 3]", ub: "u8[2, 3]", il: "i64[2, 3]", hf: "f16[1, 3]", d: "f64[2, 2]", em: "f32[2, 0]", s: "f32[2, 3][6, 2]@1"):
    cat = torch.ops.aten.cat.default([a, a], 1)
    cat_1 = torch.ops.aten.cat.default([a, b, s])
    cat_2 = torch.ops.aten.cat.default([n, n], 1)
    cat_3 = torch.ops.aten.cat.default([n, o], -2)
    cat_4 = torch.ops.aten.cat.default([i, a])
    cat_5 = torch.ops.aten.cat.default([bo, ub])
    cat_6 = torch.ops.aten.cat.default([il, hf])
    cat_7 = torch.ops.aten.cat.default([e, i, e], -1)
    cat_8 = torch.ops.aten.cat.default([e, e])
    cat_9 = torch.ops.aten.cat.default([a, em, d], 1)
    cat_10 = torch.ops.aten.cat.default([hf, b, bo])
    return (cat, cat_1, cat_2, cat_3, cat_4, cat_5, cat_6, cat_7, cat_8, cat_9, cat_10)
