# 2-d pooling: windows, padding, dilation, ceil_mode, count_include_pad, divisor_override; max
# values and their int64 indices (a NaN wins over any number); adaptive windows. Computed in
# torch's order of operations, so bitwise equal (special values included).
def forward(self, x: "f32[2, 2, 5, 4]", xc: "f32[1, 3, 5, 4][60, 1, 12, 3]", x3: "f32[2, 6, 5][1, 2, 12]", xs: "f32[2, 2, 4, 3][40, 20, 4, 1]@2", xd: "f64[1, 2, 5, 5]", xb: "bf16[1, 2, 5, 5][50, 1, 10, 2]", xi: "i64[1, 2, 5, 5]"):
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(x, [3, 3], [2, 2], [1, 1])
    getitem = max_pool2d_with_indices[0]
    getitem_1 = max_pool2d_with_indices[1]
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(xc, [3, 2], [2, 1], [1, 0], [1, 2], True)
    getitem_2 = max_pool2d_with_indices_1[0]
    getitem_3 = max_pool2d_with_indices_1[1]
    max_pool2d_with_indices_2 = torch.ops.aten.max_pool2d_with_indices.default(x3, [2, 2], [1, 1], [1, 1], [2, 1], True)
    getitem_4 = max_pool2d_with_indices_2[0]
    getitem_5 = max_pool2d_with_indices_2[1]
    max_pool2d_with_indices_3 = torch.ops.aten.max_pool2d_with_indices.default(xd, [2, 2])
    getitem_6 = max_pool2d_with_indices_3[0]
    getitem_7 = max_pool2d_with_indices_3[1]
    max_pool2d_with_indices_4 = torch.ops.aten.max_pool2d_with_indices.default(xb, [3, 3], [1, 1], [1, 1])
    getitem_8 = max_pool2d_with_indices_4[0]
    getitem_9 = max_pool2d_with_indices_4[1]
    avg_pool2d = torch.ops.aten.avg_pool2d.default(x, [3, 3], [2, 2], [1, 1])
    avg_pool2d_1 = torch.ops.aten.avg_pool2d.default(x, [3, 3], [2, 2], [1, 1], True, False)
    avg_pool2d_2 = torch.ops.aten.avg_pool2d.default(xc, [2, 3], [1, 2], [1, 1], True, True, 5)
    avg_pool2d_3 = torch.ops.aten.avg_pool2d.default(xs, [2])
    avg_pool2d_4 = torch.ops.aten.avg_pool2d.default(xi, [2, 2], [1, 1], [1, 1])
    avg_pool2d_5 = torch.ops.aten.avg_pool2d.default(xi, [3, 3], [2, 2], [1, 1], True, False, -2)
    avg_pool2d_6 = torch.ops.aten.avg_pool2d.default(xd, [3, 3], [1, 1], [1, 0])
    avg_pool2d_7 = torch.ops.aten.avg_pool2d.default(xb, [2, 2], [2, 2], [1, 1], True)
    _adaptive_avg_pool2d = torch.ops.aten._adaptive_avg_pool2d.default(x, [3, 3])
    _adaptive_avg_pool2d_1 = torch.ops.aten._adaptive_avg_pool2d.default(xc, [2, 3])
    _adaptive_avg_pool2d_2 = torch.ops.aten._adaptive_avg_pool2d.default(x3, [7, 1])
    _adaptive_avg_pool2d_3 = torch.ops.aten._adaptive_avg_pool2d.default(xd, [1, 1])
    _adaptive_avg_pool2d_4 = torch.ops.aten._adaptive_avg_pool2d.default(xb, [3, 2])
    adaptive_max_pool2d = torch.ops.aten.adaptive_max_pool2d.default(x, [3, 3])
    getitem_10 = adaptive_max_pool2d[0]
    getitem_11 = adaptive_max_pool2d[1]
    adaptive_max_pool2d_1 = torch.ops.aten.adaptive_max_pool2d.default(xc, [2, 5])
    getitem_12 = adaptive_max_pool2d_1[0]
    getitem_13 = adaptive_max_pool2d_1[1]
    adaptive_max_pool2d_2 = torch.ops.aten.adaptive_max_pool2d.default(xd, [4, 3])
    getitem_14 = adaptive_max_pool2d_2[0]
    getitem_15 = adaptive_max_pool2d_2[1]
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, avg_pool2d, avg_pool2d_1, avg_pool2d_2, avg_pool2d_3, avg_pool2d_4, avg_pool2d_5, avg_pool2d_6, avg_pool2d_7, _adaptive_avg_pool2d, _adaptive_avg_pool2d_1, _adaptive_avg_pool2d_2, _adaptive_avg_pool2d_3, _adaptive_avg_pool2d_4, getitem_10, getitem_11, getitem_12, getitem_13, getitem_14, getitem_15)
