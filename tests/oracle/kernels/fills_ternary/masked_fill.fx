# masked_fill with Python-number and 0-dim tensor values, broadcast masks, strided self, values
# converted to self's dtype; the in-place form through a view.
def forward(self, f: "f32[3, 4][1, 3]", m: "b8[3, 4]", r: "b8[4]", h: "f16[3, 4]", i: "i32[3, 4]", z: "f64[]", k: "i64[]", w: "f32[4, 4]"):
    masked_fill = torch.ops.aten.masked_fill.Scalar(f, m, 0.1)
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(f, r, -inf)
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(h, m, 0.1)
    masked_fill_3 = torch.ops.aten.masked_fill.Scalar(i, r, -2.5)
    masked_fill_4 = torch.ops.aten.masked_fill.Tensor(f, m, z)
    masked_fill_5 = torch.ops.aten.masked_fill.Tensor(h, r, z)
    masked_fill_6 = torch.ops.aten.masked_fill.Tensor(i, m, k)
    slice_1 = torch.ops.aten.slice.Tensor(w, 1, 0, 4, 2)
    slice_2 = torch.ops.aten.slice.Tensor(r, 0, 1, 3)
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(slice_1, slice_2, 7.5)
    return (masked_fill, masked_fill_1, masked_fill_2, masked_fill_3, masked_fill_4, masked_fill_5, masked_fill_6, masked_fill_, w)
