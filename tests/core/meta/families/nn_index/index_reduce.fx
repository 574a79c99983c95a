# index_reduce allocates a contiguous tensor of self's shape and dtype (a transposed or offset
# self, a broadcast source slice, int32 indices, an empty index, selves of one dim and none, every
# reduction with and without self; bool but its mean, the mean of an empty index aside);
# index_reduce_ keeps self's layout.
def forward(self, x: "f32[3, 4, 5]", t: "f32[5, 4, 3][1, 5, 20]", i: "i64[6]", i32: "i32[6]", ie: "i64[0]", src: "f32[3, 6, 5]", ts: "f32[5, 6, 3]", sb: "f32[3, 6, 1]", se: "f32[3, 0, 5]", v: "f32[4]", vs: "f32[6]", z: "f64[]", iz: "i64[1]", zs: "f64[1]", b: "b8[3, 4, 5]", bs: "b8[3, 6, 5]", bse: "b8[3, 0, 5]", l: "i64[3, 4, 5]", ls: "i64[3, 6, 5]", h: "f16[4]", hs: "f16[6]", o: "f32[3, 4, 5][1, 3, 12]@2"):
    index_reduce: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.index_reduce.default(x, 1, i, src, 'prod')
    index_reduce_1: "f32[5, 4, 3][12, 3, 1]" = torch.ops.aten.index_reduce.default(t, 1, i, ts, 'mean', include_self = False)
    index_reduce_2: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.index_reduce.default(x, -2, i32, sb, 'amax')
    index_reduce_3: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.index_reduce.default(x, 1, ie, se, 'amin', include_self = False)
    index_reduce_4: "f32[4][1]" = torch.ops.aten.index_reduce.default(v, 0, i, vs, 'mean')
    index_reduce_5: "f64[][]" = torch.ops.aten.index_reduce.default(z, 0, iz, zs, 'amax', include_self = False)
    index_reduce_6: "b8[3, 4, 5][20, 5, 1]" = torch.ops.aten.index_reduce.default(b, 1, i, bs, 'amin')
    index_reduce_7: "b8[3, 4, 5][20, 5, 1]" = torch.ops.aten.index_reduce.default(b, 1, ie, bse, 'mean')
    index_reduce_8: "i64[3, 4, 5][20, 5, 1]" = torch.ops.aten.index_reduce.default(l, 1, i, ls, 'mean', include_self = False)
    index_reduce_9: "f16[4][1]" = torch.ops.aten.index_reduce.default(h, 0, i, hs, 'prod')
    index_reduce_: "f32[3, 4, 5][1, 3, 12]@2" = torch.ops.aten.index_reduce_.default(o, 1, i, src, 'amax')
    return (index_reduce, index_reduce_1, index_reduce_2, index_reduce_3, index_reduce_4, index_reduce_5, index_reduce_6, index_reduce_7, index_reduce_8, index_reduce_9, index_reduce_)
