# index_put: long indices (negative ones wrap) broadcast together, adjacent index dims replaced
# in place and separated ones moved to the front, full slices, bool masks (the masked_fill_
# path for a one-element value converts it), accumulate with duplicate indices summing in
# iteration order, and index_put_ writing into a strided self.
def forward(self, t: "f32[4, 3][1, 4]", u: "f32[2, 3, 4]", h: "f16[5, 2]", v: "f32[3]", w: "f32[2, 3]", q: "f32[5]", p: "f32[5, 3]", m: "b8[4]", k: "b8[4, 3]", d: "f64[]", c: "f32[4, 1]", x: "f32[3, 4]", i: "i32[6]", j: "i32[5]", r: "f16[5, 2]"):
    arange = torch.ops.aten.arange.start(0, 3)
    neg = torch.ops.aten.full.default([3], -1, dtype = torch.int64)
    col = torch.ops.aten.full.default([2, 1], 1, dtype = torch.int64)
    dup = torch.ops.aten.zeros.default([5], dtype = torch.int64)
    back = torch.ops.aten.arange.start_step(2, -1, -1)
    index_put = torch.ops.aten.index_put.default(t, [arange], v)
    index_put_1 = torch.ops.aten.index_put.default(t, [neg], v)
    index_put_2 = torch.ops.aten.index_put.default(u, [None, col, arange], w)
    index_put_3 = torch.ops.aten.index_put.default(u, [None, arange, back], v)
    index_put_4 = torch.ops.aten.index_put.default(u, [col, None, back], v)
    index_put_5 = torch.ops.aten.index_put.default(t, [dup], p, True)
    index_put_6 = torch.ops.aten.index_put.default(t, [dup, dup], q, accumulate = True)
    index_put_7 = torch.ops.aten.index_put.default(h, [dup], r, accumulate = True)
    index_put_8 = torch.ops.aten.index_put.default(t, [m], d)
    index_put_9 = torch.ops.aten.index_put.default(t, [k], d)
    index_put_10 = torch.ops.aten.index_put.default(t, [None, arange], c)
    index_put_11 = torch.ops.aten.index_put.default(i, [dup], j, True)
    index_put_12 = torch.ops.aten.index_put.default(t, [arange, back], v, True)
    index_put_ = torch.ops.aten.index_put_.default(t, [back], v, True)
    return (index_put, index_put_1, index_put_2, index_put_3, index_put_4, index_put_5, index_put_6, index_put_7, index_put_8, index_put_9, index_put_10, index_put_11, index_put_12, index_put_, t)
