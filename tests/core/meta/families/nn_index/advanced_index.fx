# index.Tensor (self[indices] with long indices): the indexed dims replaced in place by the
# broadcast index shape when adjacent, moved to the front otherwise; None entries; 0-dim,
# 2-d, strided, broadcast and empty indices. The result is laid out by the TensorIterator over
# self restrided and the indices, so it follows self's dim order (transposed, channels-last,
# strided self) where the indices leave it open.
def forward(self, x: "f32[3, 4, 5]", t: "f32[5, 4, 3][1, 5, 20]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", s: "f32[3, 4, 5][40, 10, 2]", i: "i64[2]", j: "i64[2, 3]", k: "i64[3][2]", z: "i64[]", b1: "i64[1]", e: "i64[0]", jt: "i64[3, 2][1, 3]", xb: "b8[3, 4, 5]", xh: "f16[3, 4, 5]", xl: "i64[3, 4, 5]"):
    index: "f32[2, 4, 5][20, 5, 1]" = torch.ops.aten.index.Tensor(x, [i])
    index_1: "f32[3, 2, 5][10, 5, 1]" = torch.ops.aten.index.Tensor(x, [None, i])
    index_2: "f32[3, 4, 2, 3][24, 6, 3, 1]" = torch.ops.aten.index.Tensor(x, [None, None, j])
    index_3: "f32[2, 4][4, 1]" = torch.ops.aten.index.Tensor(x, [i, None, i])
    index_4: "f32[2, 3, 5][15, 5, 1]" = torch.ops.aten.index.Tensor(x, [j, b1])
    index_5: "f32[2, 4, 3][12, 1, 4]" = torch.ops.aten.index.Tensor(t, [i])
    index_6: "f32[5, 2, 3, 3][1, 15, 5, 30]" = torch.ops.aten.index.Tensor(t, [None, j])
    index_7: "f32[3, 4][4, 1]" = torch.ops.aten.index.Tensor(t, [k, None, k])
    index_8: "f32[2, 2, 4, 5][40, 20, 5, 1]" = torch.ops.aten.index.Tensor(c, [None, i])
    index_9: "f32[2, 3, 2][6, 2, 1]" = torch.ops.aten.index.Tensor(c, [None, None, i, i])
    index_10: "f32[2, 3, 4][12, 1, 3]" = torch.ops.aten.index.Tensor(c, [i, None, None, i])
    index_11: "f32[2, 3, 2, 3, 5][90, 1, 9, 3, 18]" = torch.ops.aten.index.Tensor(c, [None, None, j])
    index_12: "f32[3, 3, 5][15, 5, 1]" = torch.ops.aten.index.Tensor(s, [None, k])
    index_13: "f32[4, 5][5, 1]" = torch.ops.aten.index.Tensor(x, [z])
    index_14: "f32[2, 4][4, 1]" = torch.ops.aten.index.Tensor(x, [z, None, i])
    index_15: "f32[0, 4, 5][20, 5, 1]" = torch.ops.aten.index.Tensor(x, [e])
    index_16: "f32[3, 3, 2, 5][30, 5, 15, 1]" = torch.ops.aten.index.Tensor(x, [None, jt])
    index_17: "f32[3, 2, 4][4, 12, 1]" = torch.ops.aten.index.Tensor(t, [jt, None, jt])
    index_18: "f32[3, 2, 2, 4][8, 24, 4, 1]" = torch.ops.aten.index.Tensor(c, [None, jt, None, b1])
    index_19: "b8[2, 4, 5][20, 5, 1]" = torch.ops.aten.index.Tensor(xb, [i])
    index_20: "f16[3, 4, 3][12, 3, 1]" = torch.ops.aten.index.Tensor(xh, [None, None, k])
    index_21: "i64[1][1]" = torch.ops.aten.index.Tensor(xl, [b1, b1, b1])
    return (index, index_1, index_2, index_3, index_4, index_5, index_6, index_7, index_8, index_9, index_10, index_11, index_12, index_13, index_14, index_15, index_16, index_17, index_18, index_19, index_20, index_21)
