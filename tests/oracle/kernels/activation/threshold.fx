# threshold on floats, bf16 (threshold rounded to bf16) and integers (threshold and value
# truncated to the dtype); threshold_backward over (self, grad) with promotion.
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]", i: "i32[8]", u: "u8[8]", s: "i16[8]", r: "f32[8]"):
    v0 = torch.ops.aten.threshold.default(f, 0.5, 20)
    v1 = torch.ops.aten.threshold.default(t, 0.5, 20)
    v2 = torch.ops.aten.threshold.default(d, 0.5, 20)
    v3 = torch.ops.aten.threshold.default(b, 0.5, 20)
    v4 = torch.ops.aten.threshold.default(i, 2.5, 100)
    v5 = torch.ops.aten.threshold.default(u, 3, 0)
    v6 = torch.ops.aten.threshold.default(s, -1, 7)
    v7 = torch.ops.aten.threshold_backward.default(f, f, 0)
    v8 = torch.ops.aten.threshold_backward.default(t, t, 0.25)
    v9 = torch.ops.aten.threshold_backward.default(i, i, 1)
    v10 = torch.ops.aten.threshold_backward.default(b, b, 0)
    v11 = torch.ops.aten.threshold_backward.default(f, r, 0)
    return (v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11)
