# sort and argsort: values and int64 indices laid out as empty_like(self): self's strides when
# self is non-overlapping and dense (transposed, permuted, channels-last), dense strides in
# self's stride order otherwise (a strided slice with an offset, an expanded tensor), whatever
# the dim; argsort takes sort's layout; a 0-dim self stays 0-dim; empty tensors sort.
def forward(self, x: "f32[4, 3, 5][1, 4, 12]", s: "f64[3, 4][16, 3]@1", e: "f32[3, 5, 4][4, 0, 1]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", z: "f32[]", n: "i64[0, 3]", b: "b8[4, 6][1, 4]"):
    sort = torch.ops.aten.sort.default(x, 1, True)
    getitem: "f32[4, 3, 5][1, 4, 12]" = sort[0]
    getitem_1: "i64[4, 3, 5][1, 4, 12]" = sort[1]
    sort_1 = torch.ops.aten.sort.stable(x, stable = True, dim = 0)
    getitem_2: "f32[4, 3, 5][1, 4, 12]" = sort_1[0]
    getitem_3: "i64[4, 3, 5][1, 4, 12]" = sort_1[1]
    sort_2 = torch.ops.aten.sort.default(s)
    getitem_4: "f64[3, 4][4, 1]" = sort_2[0]
    getitem_5: "i64[3, 4][4, 1]" = sort_2[1]
    sort_3 = torch.ops.aten.sort.default(e, 1)
    getitem_6: "f32[3, 5, 4][20, 4, 1]" = sort_3[0]
    getitem_7: "i64[3, 5, 4][20, 4, 1]" = sort_3[1]
    sort_4 = torch.ops.aten.sort.stable(c, stable = False, dim = 1, descending = True)
    getitem_8: "f32[2, 3, 4, 5][60, 1, 15, 3]" = sort_4[0]
    getitem_9: "i64[2, 3, 4, 5][60, 1, 15, 3]" = sort_4[1]
    sort_5 = torch.ops.aten.sort.default(z, -1)
    getitem_10: "f32[][]" = sort_5[0]
    getitem_11: "i64[][]" = sort_5[1]
    sort_6 = torch.ops.aten.sort.default(n, 0)
    getitem_12: "i64[0, 3][3, 1]" = sort_6[0]
    getitem_13: "i64[0, 3][3, 1]" = sort_6[1]
    argsort: "i64[4, 3, 5][1, 4, 12]" = torch.ops.aten.argsort.default(x, -1)
    argsort_1: "i64[3, 4][4, 1]" = torch.ops.aten.argsort.stable(s, stable = True, dim = 0, descending = True)
    argsort_2: "i64[3, 5, 4][20, 4, 1]" = torch.ops.aten.argsort.default(e)
    argsort_3: "i64[4, 6][1, 4]" = torch.ops.aten.argsort.stable(b, stable = True)
    argsort_4: "i64[][]" = torch.ops.aten.argsort.default(z, 0)
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11, getitem_12, getitem_13, argsort, argsort_1, argsort_2, argsort_3, argsort_4)
