# scatter_reduce.two allocates self's shape contiguously (whatever self's layout) for every
# reduction, with or without self, and scatter_reduce_ keeps self; src may be larger than index;
# an empty index of any dtype is accepted; bool takes every reduction but mean.
def forward(self, x: "f32[3, 4, 5]", t: "f32[5, 4, 3][1, 5, 20]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", i: "i64[2, 3, 4]", it: "i64[4, 3, 2][1, 4, 12]", ic: "i64[2, 3, 4, 5][60, 1, 15, 3]", src: "f32[5, 5, 5]", cs: "f32[2, 3, 4, 5]", z: "f32[]", iz: "i64[]", ei: "i32[0]", b: "b8[3, 4, 5]", h: "f16[3, 4, 5]", g: "bf16[3, 4, 5]@2", q: "i8[3, 4, 5]", o: "f32[3, 4, 5][1, 3, 12]@4"):
    scatter_reduce: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.scatter_reduce.two(x, 1, i, src, 'sum')
    scatter_reduce_1: "f32[5, 4, 3][12, 3, 1]" = torch.ops.aten.scatter_reduce.two(t, 1, it, src, 'prod', include_self = False)
    scatter_reduce_2: "f32[2, 3, 4, 5][60, 20, 5, 1]" = torch.ops.aten.scatter_reduce.two(c, 1, ic, cs, 'mean')
    scatter_reduce_3: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.scatter_reduce.two(x, -1, i, src, 'amax', include_self = False)
    scatter_reduce_4: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.scatter_reduce.two(x, 0, i, src, 'amin')
    scatter_reduce_5: "f32[][]" = torch.ops.aten.scatter_reduce.two(z, 0, iz, z, 'mean')
    scatter_reduce_6: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.scatter_reduce.two(x, 1, ei, src, 'sum')
    scatter_reduce_7: "b8[3, 4, 5][20, 5, 1]" = torch.ops.aten.scatter_reduce.two(b, 2, i, b, 'amax', include_self = False)
    scatter_reduce_8: "b8[3, 4, 5][20, 5, 1]" = torch.ops.aten.scatter_reduce.two(b, 2, i, b, 'prod')
    scatter_reduce_9: "f16[3, 4, 5][20, 5, 1]" = torch.ops.aten.scatter_reduce.two(h, 1, i, h, 'mean', include_self = False)
    scatter_reduce_10: "bf16[3, 4, 5][20, 5, 1]" = torch.ops.aten.scatter_reduce.two(g, 1, i, g, 'sum')
    scatter_reduce_11: "i8[3, 4, 5][20, 5, 1]" = torch.ops.aten.scatter_reduce.two(q, 1, i, q, 'mean')
    scatter_reduce_: "f32[3, 4, 5][1, 3, 12]@4" = torch.ops.aten.scatter_reduce_.two(o, 1, i, src, 'amax')
    scatter_reduce__1: "f32[3, 4, 5][1, 3, 12]@4" = torch.ops.aten.scatter_reduce_.two(o, 2, i, src, 'mean', include_self = False)
    return (scatter_reduce, scatter_reduce_1, scatter_reduce_2, scatter_reduce_3, scatter_reduce_4, scatter_reduce_5, scatter_reduce_6, scatter_reduce_7, scatter_reduce_8, scatter_reduce_9, scatter_reduce_10, scatter_reduce_11, scatter_reduce_, scatter_reduce__1)
