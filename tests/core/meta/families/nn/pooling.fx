# max_pool2d_with_indices, avg_pool2d, _adaptive_avg_pool2d, adaptive_max_pool2d: output sizes
# with stride, padding, dilation and ceil_mode; 4-d inputs give results in their suggested
# memory format (channels-last in, channels-last out), 3-d inputs contiguous results; indices
# int64 laid out like the values.
def forward(self, x: "f32[2, 3, 7, 6]", xc: "f32[2, 3, 7, 6][126, 1, 18, 3]", xt: "f32[2, 3, 6, 7][126, 42, 1, 6]", x3: "f32[3, 7, 6]", x3t: "f32[3, 6, 7][42, 1, 6]", xs: "f32[2, 3, 4, 6][252, 42, 12, 1]@1", xd: "f64[1, 2, 5, 5]", xb: "bf16[1, 2, 5, 5][50, 1, 10, 2]", xi: "i64[1, 2, 5, 5]", x0: "f32[0, 3, 7, 6]"):
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(x, [3, 3], [2, 2], [1, 1])
    getitem: "f32[2, 3, 4, 3][36, 12, 3, 1]" = max_pool2d_with_indices[0]
    getitem_1: "i64[2, 3, 4, 3][36, 12, 3, 1]" = max_pool2d_with_indices[1]
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(xc, [3, 2], [2, 1], [1, 0], [1, 2], True)
    getitem_2: "f32[2, 3, 4, 4][48, 1, 12, 3]" = max_pool2d_with_indices_1[0]
    getitem_3: "i64[2, 3, 4, 4][48, 1, 12, 3]" = max_pool2d_with_indices_1[1]
    max_pool2d_with_indices_2 = torch.ops.aten.max_pool2d_with_indices.default(xt, [2])
    getitem_4: "f32[2, 3, 3, 3][27, 9, 3, 1]" = max_pool2d_with_indices_2[0]
    max_pool2d_with_indices_3 = torch.ops.aten.max_pool2d_with_indices.default(x3t, [3, 3], [1, 2], [1, 1], [2, 2], True)
    getitem_5: "f32[3, 4, 3][12, 3, 1]" = max_pool2d_with_indices_3[0]
    getitem_6: "i64[3, 4, 3][12, 3, 1]" = max_pool2d_with_indices_3[1]
    max_pool2d_with_indices_4 = torch.ops.aten.max_pool2d_with_indices.default(xd, [2, 2], [2, 2], [0, 0], [1, 1], True)
    getitem_7: "f64[1, 2, 3, 3][18, 9, 3, 1]" = max_pool2d_with_indices_4[0]
    max_pool2d_with_indices_5 = torch.ops.aten.max_pool2d_with_indices.default(xb, [3, 3], [1, 1], [1, 1])
    getitem_8: "bf16[1, 2, 5, 5][50, 1, 10, 2]" = max_pool2d_with_indices_5[0]
    getitem_9: "i64[1, 2, 5, 5][50, 1, 10, 2]" = max_pool2d_with_indices_5[1]
    max_pool2d_with_indices_6 = torch.ops.aten.max_pool2d_with_indices.default(x0, [3, 3], [2, 2])
    getitem_10: "f32[0, 3, 3, 2][18, 6, 2, 1]" = max_pool2d_with_indices_6[0]
    avg_pool2d: "f32[2, 3, 4, 3][36, 12, 3, 1]" = torch.ops.aten.avg_pool2d.default(x, [3, 3], [2, 2], [1, 1])
    avg_pool2d_1: "f32[2, 3, 4, 7][84, 1, 21, 3]" = torch.ops.aten.avg_pool2d.default(xc, [3, 2], [2, 1], [1, 1], True, False)
    avg_pool2d_2: "f32[3, 3, 4][12, 4, 1]" = torch.ops.aten.avg_pool2d.default(x3, [2, 2], [], [0, 1], False, True, 3)
    avg_pool2d_3: "f32[2, 3, 3, 4][36, 12, 4, 1]" = torch.ops.aten.avg_pool2d.default(xs, [3], [2], [1], True)
    avg_pool2d_4: "i64[1, 2, 2, 2][8, 4, 2, 1]" = torch.ops.aten.avg_pool2d.default(xi, [2, 2])
    avg_pool2d_5: "bf16[1, 2, 6, 3][36, 1, 6, 2]" = torch.ops.aten.avg_pool2d.default(xb, [2, 3], [1, 2], [1, 1])
    _adaptive_avg_pool2d: "f32[2, 3, 3, 4][36, 12, 4, 1]" = torch.ops.aten._adaptive_avg_pool2d.default(x, [3, 4])
    _adaptive_avg_pool2d_1: "f32[2, 3, 1, 1][3, 1, 3, 3]" = torch.ops.aten._adaptive_avg_pool2d.default(xc, [1, 1])
    _adaptive_avg_pool2d_2: "f32[3, 10, 2][20, 2, 1]" = torch.ops.aten._adaptive_avg_pool2d.default(x3t, [10, 2])
    _adaptive_avg_pool2d_3: "f64[1, 2, 0, 2][4, 2, 2, 1]" = torch.ops.aten._adaptive_avg_pool2d.default(xd, [0, 2])
    _adaptive_avg_pool2d_4: "f32[0, 3, 2, 2][12, 4, 2, 1]" = torch.ops.aten._adaptive_avg_pool2d.default(x0, [2, 2])
    adaptive_max_pool2d = torch.ops.aten.adaptive_max_pool2d.default(x, [3, 4])
    getitem_11: "f32[2, 3, 3, 4][36, 12, 4, 1]" = adaptive_max_pool2d[0]
    getitem_12: "i64[2, 3, 3, 4][36, 12, 4, 1]" = adaptive_max_pool2d[1]
    adaptive_max_pool2d_1 = torch.ops.aten.adaptive_max_pool2d.default(xc, [2, 5])
    getitem_13: "f32[2, 3, 2, 5][30, 1, 15, 3]" = adaptive_max_pool2d_1[0]
    getitem_14: "i64[2, 3, 2, 5][30, 1, 15, 3]" = adaptive_max_pool2d_1[1]
    adaptive_max_pool2d_2 = torch.ops.aten.adaptive_max_pool2d.default(x3, [7, 1])
    getitem_15: "f32[3, 7, 1][7, 1, 1]" = adaptive_max_pool2d_2[0]
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, avg_pool2d, avg_pool2d_1, avg_pool2d_2, avg_pool2d_3, avg_pool2d_4, avg_pool2d_5, _adaptive_avg_pool2d, _adaptive_avg_pool2d_1, _adaptive_avg_pool2d_2, _adaptive_avg_pool2d_3, _adaptive_avg_pool2d_4, getitem_11, getitem_12, getitem_13, getitem_14, getitem_15)
