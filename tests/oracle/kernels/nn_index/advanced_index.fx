# index.Tensor with indices made in the graph: clamped random ones (duplicates), negative ones
# (counted from the end), a 2-d index broadcast against a 1-element one, non-adjacent indices
# (moved to the front), None entries, 0-dim and empty indices, over contiguous, transposed,
# channels-last and strided selves of several dtypes.
def forward(self, x: "f32[3, 4, 5]", t: "f32[5, 4, 3][1, 5, 20]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", s: "f64[3, 4, 5][40, 10, 2]@3", ii: "i64[6]", jj: "i64[2, 6]", xb: "b8[3, 4, 5]", xh: "f16[3, 4, 5]", xl: "i64[3, 4, 5]"):
    i = torch.ops.aten.clamp.default(ii, 0, 2)
    neg = torch.ops.aten.clamp.default(ii, -3, 2)
    j = torch.ops.aten.clamp.default(jj, -3, 2)
    i01 = torch.ops.aten.clamp.default(ii, 0, 1)
    one = torch.ops.aten.slice.Tensor(i01, 0, 0, 1)
    z = torch.ops.aten.select.int(neg, 0, 2)
    e = torch.ops.aten.slice.Tensor(i, 0, 0, 0)
    index = torch.ops.aten.index.Tensor(x, [i])
    index_1 = torch.ops.aten.index.Tensor(x, [None, j])
    index_2 = torch.ops.aten.index.Tensor(x, [neg, None, i])
    index_3 = torch.ops.aten.index.Tensor(x, [j, one])
    index_4 = torch.ops.aten.index.Tensor(t, [None, j])
    index_5 = torch.ops.aten.index.Tensor(t, [neg, None, neg])
    index_6 = torch.ops.aten.index.Tensor(c, [None, neg, j])
    index_7 = torch.ops.aten.index.Tensor(c, [one, None, None, neg])
    index_8 = torch.ops.aten.index.Tensor(s, [None, j, neg])
    index_9 = torch.ops.aten.index.Tensor(x, [z, None, neg])
    index_10 = torch.ops.aten.index.Tensor(x, [e])
    index_11 = torch.ops.aten.index.Tensor(xb, [neg])
    index_12 = torch.ops.aten.index.Tensor(xh, [None, None, neg])
    index_13 = torch.ops.aten.index.Tensor(xl, [i, j])
    return (index, index_1, index_2, index_3, index_4, index_5, index_6, index_7, index_8, index_9, index_10, index_11, index_12, index_13)
