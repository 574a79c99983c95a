# kthvalue: a reduction along the wrapped dim, values and int64 indices fresh and contiguous
# whatever self's layout, the dim dropped or (keepdim) kept with size 1; a 0-dim self gives
# 0-dim results either way (a 0-dim f16 self too: it is copied, not dispatched); a self with no
# elements but a non-empty dim gives empty results.
def forward(self, x: "f32[4, 3, 5][1, 4, 12]", s: "f64[3, 4][16, 3]@1", i: "i64[4, 9]", z: "bf16[]", n: "f32[3, 0]", h: "f16[]"):
    kthvalue = torch.ops.aten.kthvalue.default(x, 2, 1)
    getitem: "f32[4, 5][5, 1]" = kthvalue[0]
    getitem_1: "i64[4, 5][5, 1]" = kthvalue[1]
    kthvalue_1 = torch.ops.aten.kthvalue.default(x, 4, 0, True)
    getitem_2: "f32[1, 3, 5][15, 5, 1]" = kthvalue_1[0]
    getitem_3: "i64[1, 3, 5][15, 5, 1]" = kthvalue_1[1]
    kthvalue_2 = torch.ops.aten.kthvalue.default(s, 4)
    getitem_4: "f64[3][1]" = kthvalue_2[0]
    getitem_5: "i64[3][1]" = kthvalue_2[1]
    kthvalue_3 = torch.ops.aten.kthvalue.default(i, 9, -1, True)
    getitem_6: "i64[4, 1][1, 1]" = kthvalue_3[0]
    getitem_7: "i64[4, 1][1, 1]" = kthvalue_3[1]
    kthvalue_4 = torch.ops.aten.kthvalue.default(z, 1, 0, True)
    getitem_8: "bf16[][]" = kthvalue_4[0]
    getitem_9: "i64[][]" = kthvalue_4[1]
    kthvalue_5 = torch.ops.aten.kthvalue.default(n, 3, 0)
    getitem_10: "f32[0][1]" = kthvalue_5[0]
    getitem_11: "i64[0][1]" = kthvalue_5[1]
    kthvalue_6 = torch.ops.aten.kthvalue.default(h, 1)
    getitem_12: "f16[][]" = kthvalue_6[0]
    getitem_13: "i64[][]" = kthvalue_6[1]
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11, getitem_12, getitem_13)
