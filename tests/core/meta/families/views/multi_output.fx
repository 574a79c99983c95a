# split (uneven last piece, a split size larger than the dim, zero-size pieces), split_with_sizes,
# unbind and chunk (ceil sizing, more chunks than elements, empty dims), with getitem.
def forward(self, x: "f32[4, 6]", y: "f32[6, 4][1, 6]", w: "f32[4, 3][6, 2]@1", m: "f32[4, 0]", v: "i64[5][3]@2"):
    split = torch.ops.aten.split.Tensor(x, 4, 1)
    getitem: "f32[4, 4][6, 1]" = split[0]
    getitem_1: "f32[4, 2][6, 1]@4" = split[1]
    split_1 = torch.ops.aten.split.Tensor(y, 2)
    getitem_2: "f32[2, 4][1, 6]@4" = split_1[-1]
    split_2 = torch.ops.aten.split.Tensor(w, 10, 1)
    getitem_3: "f32[4, 3][6, 2]@1" = split_2[0]
    split_3 = torch.ops.aten.split.Tensor(m, 0, 1)
    getitem_4: "f32[4, 0][1, 1]" = split_3[0]
    split_with_sizes = torch.ops.aten.split_with_sizes.default(x, [1, 0, 5], 1)
    getitem_5: "f32[4, 0][6, 1]@1" = split_with_sizes[1]
    getitem_6: "f32[4, 5][6, 1]@1" = split_with_sizes[2]
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(y, [4, 2], -2)
    getitem_7: "f32[2, 4][1, 6]@4" = split_with_sizes_1[1]
    unbind = torch.ops.aten.unbind.int(w, 1)
    getitem_8: "f32[4][6]@5" = unbind[2]
    unbind_1 = torch.ops.aten.unbind.int(v)
    getitem_9: "i64[][]@14" = unbind_1[4]
    chunk = torch.ops.aten.chunk.default(x, 4, 1)
    getitem_10: "f32[4, 2][6, 1]@4" = chunk[2]
    chunk_1 = torch.ops.aten.chunk.default(x, 7, 1)
    getitem_11: "f32[4, 1][6, 1]@5" = chunk_1[5]
    chunk_2 = torch.ops.aten.chunk.default(v, 4)
    getitem_12: "i64[1][3]@14" = chunk_2[2]
    chunk_3 = torch.ops.aten.chunk.default(m, 3, 1)
    getitem_13: "f32[4, 0][1, 1]" = chunk_3[2]
    t: "f32[2, 4][1, 6]@4" = torch.ops.aten.t.default(getitem_1)
    split_4 = torch.ops.aten.split.Tensor(t, 1)
    getitem_14: "f32[1, 4][1, 6]@5" = split_4[1]
    unbind_2 = torch.ops.aten.unbind.int(getitem_14, 1)
    getitem_15: "f32[1][1]@23" = unbind_2[3]
    return (getitem, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11, getitem_12, getitem_13, getitem_15)
