# clone (preserving strides of non-dense inputs or not, by memory format), _to_copy without a
# dtype, copy with conversions and broadcasting, copy_ into views of an input.
def forward(self, x: "f32[3, 4][1, 3]", s: "f32[3, 4][16, 2]@3", h: "f16[4]", i: "i64[3, 4]", w: "f64[4, 6]", b: "b8[6]", z: "f32[]"):
    clone = torch.ops.aten.clone.default(x)
    clone_1 = torch.ops.aten.clone.default(s)
    clone_2 = torch.ops.aten.clone.default(x, memory_format = torch.contiguous_format)
    _to_copy = torch.ops.aten._to_copy.default(s)
    copy = torch.ops.aten.copy.default(x, h)
    copy_1 = torch.ops.aten.copy.default(i, x)
    copy_2 = torch.ops.aten.copy.default(h, z)
    slice_1 = torch.ops.aten.slice.Tensor(w, 1, 1, 6, 2)
    select = torch.ops.aten.select.int(slice_1, 1, 2)
    copy_ = torch.ops.aten.copy_.default(select, h)
    t = torch.ops.aten.t.default(w)
    slice_2 = torch.ops.aten.slice.Tensor(t, 0, 0, 6)
    select_1 = torch.ops.aten.select.int(slice_2, 1, 0)
    copy__1 = torch.ops.aten.copy_.default(select_1, b)
    return (clone, clone_1, clone_2, _to_copy, copy, copy_1, copy_2, copy_, copy__1, w)
