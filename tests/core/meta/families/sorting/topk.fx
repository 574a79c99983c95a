# topk: values and int64 indices fresh and contiguous with size k along the wrapped dim, whatever
# self's layout (transposed, strided with an offset); a 0-dim self takes k of 0 or 1; k = 0 gives
# empty results. A 0-dim bool or f16 self is copied, so torch takes it although its topk kernel
# has neither dtype.
def forward(self, x: "f32[4, 3, 5][1, 4, 12]", i: "i64[4, 9]", s: "f64[3, 4][8, 1]@3", z: "f32[]", b: "b8[]", h: "f16[]"):
    topk = torch.ops.aten.topk.default(x, 2, 1)
    getitem: "f32[4, 2, 5][10, 5, 1]" = topk[0]
    getitem_1: "i64[4, 2, 5][10, 5, 1]" = topk[1]
    topk_1 = torch.ops.aten.topk.default(i, 5, -1, False)
    getitem_2: "i64[4, 5][5, 1]" = topk_1[0]
    getitem_3: "i64[4, 5][5, 1]" = topk_1[1]
    topk_2 = torch.ops.aten.topk.default(s, 3, 0, True, False)
    getitem_4: "f64[3, 4][4, 1]" = topk_2[0]
    getitem_5: "i64[3, 4][4, 1]" = topk_2[1]
    topk_3 = torch.ops.aten.topk.default(z, 1)
    getitem_6: "f32[][]" = topk_3[0]
    getitem_7: "i64[][]" = topk_3[1]
    topk_4 = torch.ops.aten.topk.default(x, 0, -3)
    getitem_8: "f32[0, 3, 5][15, 5, 1]" = topk_4[0]
    getitem_9: "i64[0, 3, 5][15, 5, 1]" = topk_4[1]
    topk_5 = torch.ops.aten.topk.default(b, 1)
    getitem_10: "b8[][]" = topk_5[0]
    getitem_11: "i64[][]" = topk_5[1]
    topk_6 = torch.ops.aten.topk.default(h, 0, -1, False)
    getitem_12: "f16[][]" = topk_6[0]
    getitem_13: "i64[][]" = topk_6[1]
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11, getitem_12, getitem_13)
