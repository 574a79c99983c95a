# gather and the scatters with indices made in the graph: clamped random indices (many
# duplicates, so scatter_add and the reduces accumulate several values into one element, in
# ascending order along dim, in the element type: f16 rounds each step, bool adds as `or`),
# a permutation expanded with stride 0 for scatter of src (no duplicates: those are an overlap
# hazard), transposed and offset operands, src larger than index, the in-place forms.
def forward(self, x: "f32[3, 4, 5]", t: "f32[5, 4, 3][1, 5, 20]", ii: "i64[2, 3, 4]", jj: "i64[4, 3, 2][1, 4, 12]", src: "f32[5, 5, 5]", so: "f32[3, 4, 5][25, 5, 1]@7", h: "f16[3, 4, 5]", hs: "f16[2, 3, 4]", b: "b8[3, 4, 5]", bs: "b8[2, 3, 4]", q: "i8[3, 4, 5]", qs: "i8[2, 3, 4]", d: "f64[3, 4, 5]", ds: "f64[2, 3, 4]"):
    index = torch.ops.aten.clamp.default(ii, 0, 3)
    index_t = torch.ops.aten.clamp.default(jj, 0, 3)
    arange = torch.ops.aten.arange.default(4)
    roll = torch.ops.aten.roll.default(arange, [1])
    slice_1 = torch.ops.aten.slice.Tensor(roll, 0, 0, 3)
    view = torch.ops.aten.view.default(slice_1, [1, 3, 1])
    perm = torch.ops.aten.expand.default(view, [2, 3, 4])
    gather = torch.ops.aten.gather.default(x, 1, index)
    gather_1 = torch.ops.aten.gather.default(t, 1, index_t)
    gather_2 = torch.ops.aten.gather.default(h, 2, index)
    gather_3 = torch.ops.aten.gather.default(so, 1, perm)
    scatter = torch.ops.aten.scatter.src(x, 1, perm, src)
    scatter_1 = torch.ops.aten.scatter.src(so, 1, perm, src)
    scatter_2 = torch.ops.aten.scatter.value(t, 1, index_t, -2.5)
    scatter_3 = torch.ops.aten.scatter.value(q, 2, index, 100)
    scatter_4 = torch.ops.aten.scatter.reduce(x, 1, index, src, reduce = 'add')
    scatter_5 = torch.ops.aten.scatter.reduce(d, 1, index, ds, reduce = 'multiply')
    scatter_6 = torch.ops.aten.scatter.value_reduce(h, 2, index, 1.5, reduce = 'multiply')
    scatter_7 = torch.ops.aten.scatter.value_reduce(q, 1, index, 7, reduce = 'add')
    scatter_add = torch.ops.aten.scatter_add.default(x, 1, index, src)
    scatter_add_1 = torch.ops.aten.scatter_add.default(h, 1, index, hs)
    scatter_add_2 = torch.ops.aten.scatter_add.default(b, 2, index, bs)
    scatter_add_3 = torch.ops.aten.scatter_add.default(q, 1, index, qs)
    scatter_add_4 = torch.ops.aten.scatter_add.default(t, 1, index_t, src)
    clone = torch.ops.aten.clone.default(t)
    scatter_ = torch.ops.aten.scatter_.value(clone, 1, index_t, 4)
    scatter_add_ = torch.ops.aten.scatter_add_.default(clone, 1, index_t, src)
    return (gather, gather_1, gather_2, gather_3, scatter, scatter_1, scatter_2, scatter_3, scatter_4, scatter_5, scatter_6, scatter_7, scatter_add, scatter_add_1, scatter_add_2, scatter_add_3, scatter_add_4, scatter_, scatter_add_, clone)
