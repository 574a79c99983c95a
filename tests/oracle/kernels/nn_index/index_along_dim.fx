# index_select, index_add, index_copy and index_fill with indices made in the graph: clamped
# random ones (duplicates: index_add accumulates them in index order, through the add kernel
# (fused for f32 / f64) for multi-dim self, as `self += source * alpha` in the element type for
# 1-d), negative ones for index_fill, a reversed arange for index_copy (duplicates are an
# overlap hazard), int32 indices, strided operands, broadcast source slices, in-place forms.
def forward(self, x: "f32[3, 4, 5]", t: "f32[5, 4, 3][1, 5, 20]", ii: "i64[6]", i32: "i32[6]", v: "f32[6]", vs: "f32[6][2]@1", src: "f32[3, 6, 5]", srct: "f32[5, 6, 3][1, 5, 30]", bc: "f32[1, 6, 5]", h: "f16[3, 4, 5]", hs: "f16[3, 6, 5]", hv: "f16[5]", hvs: "f16[6]", l: "i64[3, 4, 5]", ls: "i64[3, 6, 5]", val: "f64[]", b: "b8[3, 4, 5]", bsrc: "b8[3, 4, 6]", tc: "f32[4, 4, 3][1, 4, 16]"):
    index = torch.ops.aten.clamp.default(ii, 0, 3)
    index_32 = torch.ops.aten.clamp.default(i32, 0, 4)
    index_small = torch.ops.aten.clamp.default(i32, 0, 2)
    index_neg = torch.ops.aten.clamp.default(ii, -4, 3)
    reversed_1 = torch.ops.aten.arange.start_step(3, -1, -1)
    index_select = torch.ops.aten.index_select.default(t, 1, index)
    index_select_1 = torch.ops.aten.index_select.default(x, 2, index_32)
    index_select_2 = torch.ops.aten.index_select.default(x, 0, index_small)
    index_select_3 = torch.ops.aten.index_select.default(vs, 0, index)
    index_add = torch.ops.aten.index_add.default(x, 1, index, src)
    index_add_1 = torch.ops.aten.index_add.default(t, 1, index, srct, alpha = 0.3)
    index_add_2 = torch.ops.aten.index_add.default(x, -2, index, bc)
    index_add_3 = torch.ops.aten.index_add.default(h, 1, index, hs, alpha = 0.5)
    index_add_4 = torch.ops.aten.index_add.default(l, 1, index, ls, alpha = -3)
    index_add_5 = torch.ops.aten.index_add.default(v, 0, index, vs, alpha = 0.3)
    index_add_6 = torch.ops.aten.index_add.default(hv, 0, index_32, hvs, alpha = 3)
    index_add_7 = torch.ops.aten.index_add.default(b, 2, index_32, bsrc)
    index_copy = torch.ops.aten.index_copy.default(x, 1, reversed_1, x)
    index_copy_1 = torch.ops.aten.index_copy.default(t, 0, reversed_1, tc)
    index_fill = torch.ops.aten.index_fill.int_Scalar(t, 1, index_neg, 2.5)
    index_fill_1 = torch.ops.aten.index_fill.int_Scalar(l, 2, index, -1)
    index_fill_2 = torch.ops.aten.index_fill.int_Tensor(h, 1, index_neg, val)
    clone = torch.ops.aten.clone.default(t)
    index_add_ = torch.ops.aten.index_add_.default(clone, 1, index, srct)
    index_fill_ = torch.ops.aten.index_fill_.int_Scalar(clone, 0, reversed_1, 0)
    return (index_select, index_select_1, index_select_2, index_select_3, index_add, index_add_1, index_add_2, index_add_3, index_add_4, index_add_5, index_add_6, index_add_7, index_copy, index_copy_1, index_fill, index_fill_1, index_fill_2, index_add_, index_fill_, clone)
