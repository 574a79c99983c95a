# max_pool2d_with_indices_backward, avg_pool2d_backward, _adaptive_avg_pool2d_backward: the
# gradient has the input's sizes in its suggested memory format (4-d; grad_output's layout does
# not matter), contiguous for a 3-d input; empty batches allowed. max_pool3d_with_indices and
# avg_pool3d: contiguous results (also for channels-last-3d inputs), int64 indices, avg_pool3d
# for int64 too; ceil_mode, dilation, a batch of 0.
def forward(self, x: "f32[2, 3, 7, 6]", xc: "f32[2, 3, 7, 6][126, 1, 18, 3]", xt: "f32[2, 3, 6, 7][126, 42, 1, 6]", x3: "f32[3, 7, 6]", xd: "f64[1, 2, 5, 5]", xb: "bf16[1, 2, 5, 5][50, 1, 10, 2]", xi: "i64[1, 2, 5, 5]", x0: "f32[0, 3, 7, 6]", v: "f32[2, 3, 5, 6, 7]", vc: "f32[2, 3, 5, 6, 7][630, 1, 126, 21, 3]", v4: "f64[3, 5, 6, 7][210, 1, 35, 5]", vi: "i64[1, 2, 4, 4, 4]", v0: "f32[0, 2, 4, 4, 4]"):
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(x, [3, 3], [2, 2], [1, 1])
    getitem: "f32[2, 3, 4, 3][36, 12, 3, 1]" = max_pool2d_with_indices[0]
    getitem_1: "i64[2, 3, 4, 3][36, 12, 3, 1]" = max_pool2d_with_indices[1]
    max_pool2d_with_indices_backward: "f32[2, 3, 7, 6][126, 42, 6, 1]" = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem, x, [3, 3], [2, 2], [1, 1], [1, 1], False, getitem_1)
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(xc, [3, 2], [2, 1], [1, 0], [1, 2], True)
    getitem_2: "f32[2, 3, 4, 4][48, 1, 12, 3]" = max_pool2d_with_indices_1[0]
    getitem_3: "i64[2, 3, 4, 4][48, 1, 12, 3]" = max_pool2d_with_indices_1[1]
    max_pool2d_with_indices_backward_1: "f32[2, 3, 7, 6][126, 1, 18, 3]" = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_2, xc, [3, 2], [2, 1], [1, 0], [1, 2], True, getitem_3)
    clone: "f32[2, 3, 4, 4][48, 16, 4, 1]" = torch.ops.aten.clone.default(getitem_2, memory_format = torch.contiguous_format)
    max_pool2d_with_indices_backward_2: "f32[2, 3, 7, 6][126, 1, 18, 3]" = torch.ops.aten.max_pool2d_with_indices_backward.default(clone, xc, [3, 2], [2, 1], [1, 0], [1, 2], True, getitem_3)
    max_pool2d_with_indices_2 = torch.ops.aten.max_pool2d_with_indices.default(x3, [2, 2])
    getitem_4: "f32[3, 3, 3][9, 3, 1]" = max_pool2d_with_indices_2[0]
    getitem_5: "i64[3, 3, 3][9, 3, 1]" = max_pool2d_with_indices_2[1]
    max_pool2d_with_indices_backward_3: "f32[3, 7, 6][42, 6, 1]" = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_4, x3, [2, 2], [], [0, 0], [1, 1], False, getitem_5)
    max_pool2d_with_indices_3 = torch.ops.aten.max_pool2d_with_indices.default(xb, [3, 3], [1, 1], [1, 1])
    getitem_6: "bf16[1, 2, 5, 5][50, 1, 10, 2]" = max_pool2d_with_indices_3[0]
    getitem_7: "i64[1, 2, 5, 5][50, 1, 10, 2]" = max_pool2d_with_indices_3[1]
    max_pool2d_with_indices_backward_4: "bf16[1, 2, 5, 5][50, 1, 10, 2]" = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_6, xb, [3, 3], [1, 1], [1, 1], [1, 1], False, getitem_7)
    max_pool2d_with_indices_4 = torch.ops.aten.max_pool2d_with_indices.default(x0, [3, 3], [2, 2])
    getitem_8: "f32[0, 3, 3, 2][18, 6, 2, 1]" = max_pool2d_with_indices_4[0]
    getitem_9: "i64[0, 3, 3, 2][18, 6, 2, 1]" = max_pool2d_with_indices_4[1]
    max_pool2d_with_indices_backward_5: "f32[0, 3, 7, 6][126, 42, 6, 1]" = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_8, x0, [3, 3], [2, 2], [0, 0], [1, 1], False, getitem_9)
    avg_pool2d: "f32[2, 3, 4, 3][36, 12, 3, 1]" = torch.ops.aten.avg_pool2d.default(x, [3, 3], [2, 2], [1, 1])
    avg_pool2d_backward: "f32[2, 3, 7, 6][126, 42, 6, 1]" = torch.ops.aten.avg_pool2d_backward.default(avg_pool2d, x, [3, 3], [2, 2], [1, 1], False, True, None)
    avg_pool2d_1: "f32[2, 3, 4, 8][96, 32, 8, 1]" = torch.ops.aten.avg_pool2d.default(xt, [3, 2], [2, 1], [1, 1], True, False)
    avg_pool2d_backward_1: "f32[2, 3, 6, 7][126, 42, 7, 1]" = torch.ops.aten.avg_pool2d_backward.default(avg_pool2d_1, xt, [3, 2], [2, 1], [1, 1], True, False, None)
    avg_pool2d_2: "f32[2, 3, 3, 4][36, 1, 12, 3]" = torch.ops.aten.avg_pool2d.default(xc, [2, 2], [], [0, 1], False, True, 3)
    avg_pool2d_backward_2: "f32[2, 3, 7, 6][126, 1, 18, 3]" = torch.ops.aten.avg_pool2d_backward.default(avg_pool2d_2, xc, [2, 2], [], [0, 1], False, True, 3)
    avg_pool2d_3: "i64[1, 2, 2, 2][8, 4, 2, 1]" = torch.ops.aten.avg_pool2d.default(xi, [2, 2])
    avg_pool2d_backward_3: "i64[1, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.avg_pool2d_backward.default(avg_pool2d_3, xi, [2, 2], [], [0, 0], False, True, None)
    avg_pool2d_4: "f64[1, 2, 4, 4][32, 16, 4, 1]" = torch.ops.aten.avg_pool2d.default(xd, [2, 2], [1, 1])
    avg_pool2d_backward_4: "f64[1, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.avg_pool2d_backward.default(avg_pool2d_4, xd, [2, 2], [1, 1], [0, 0], False, True, None)
    _adaptive_avg_pool2d: "f32[2, 3, 3, 4][36, 12, 4, 1]" = torch.ops.aten._adaptive_avg_pool2d.default(x, [3, 4])
    _adaptive_avg_pool2d_backward: "f32[2, 3, 7, 6][126, 42, 6, 1]" = torch.ops.aten._adaptive_avg_pool2d_backward.default(_adaptive_avg_pool2d, x)
    _adaptive_avg_pool2d_1: "f32[2, 3, 1, 1][3, 1, 3, 3]" = torch.ops.aten._adaptive_avg_pool2d.default(xc, [1, 1])
    _adaptive_avg_pool2d_backward_1: "f32[2, 3, 7, 6][126, 1, 18, 3]" = torch.ops.aten._adaptive_avg_pool2d_backward.default(_adaptive_avg_pool2d_1, xc)
    _adaptive_avg_pool2d_2: "f32[3, 10, 2][20, 2, 1]" = torch.ops.aten._adaptive_avg_pool2d.default(x3, [10, 2])
    _adaptive_avg_pool2d_backward_2: "f32[3, 7, 6][42, 6, 1]" = torch.ops.aten._adaptive_avg_pool2d_backward.default(_adaptive_avg_pool2d_2, x3)
    _adaptive_avg_pool2d_3: "f32[0, 3, 2, 2][12, 4, 2, 1]" = torch.ops.aten._adaptive_avg_pool2d.default(x0, [2, 2])
    _adaptive_avg_pool2d_backward_3: "f32[0, 3, 7, 6][126, 42, 6, 1]" = torch.ops.aten._adaptive_avg_pool2d_backward.default(_adaptive_avg_pool2d_3, x0)
    _adaptive_avg_pool2d_4: "bf16[1, 2, 2, 3][12, 1, 6, 2]" = torch.ops.aten._adaptive_avg_pool2d.default(xb, [2, 3])
    _adaptive_avg_pool2d_backward_4: "bf16[1, 2, 5, 5][50, 1, 10, 2]" = torch.ops.aten._adaptive_avg_pool2d_backward.default(_adaptive_avg_pool2d_4, xb)
    max_pool3d_with_indices = torch.ops.aten.max_pool3d_with_indices.default(v, [3, 3, 3], [2, 2, 2], [1, 1, 1])
    getitem_10: "f32[2, 3, 3, 3, 4][108, 36, 12, 4, 1]" = max_pool3d_with_indices[0]
    getitem_11: "i64[2, 3, 3, 3, 4][108, 36, 12, 4, 1]" = max_pool3d_with_indices[1]
    max_pool3d_with_indices_1 = torch.ops.aten.max_pool3d_with_indices.default(vc, [2, 3, 2], [1, 2, 2], [1, 1, 0], [2, 1, 1], True)
    getitem_12: "f32[2, 3, 5, 4, 4][240, 80, 16, 4, 1]" = max_pool3d_with_indices_1[0]
    getitem_13: "i64[2, 3, 5, 4, 4][240, 80, 16, 4, 1]" = max_pool3d_with_indices_1[1]
    max_pool3d_with_indices_2 = torch.ops.aten.max_pool3d_with_indices.default(v4, [2])
    getitem_14: "f64[3, 2, 3, 3][18, 9, 3, 1]" = max_pool3d_with_indices_2[0]
    max_pool3d_with_indices_3 = torch.ops.aten.max_pool3d_with_indices.default(v0, [2], [1])
    getitem_15: "f32[0, 2, 3, 3, 3][54, 27, 9, 3, 1]" = max_pool3d_with_indices_3[0]
    avg_pool3d: "f32[2, 3, 3, 3, 4][108, 36, 12, 4, 1]" = torch.ops.aten.avg_pool3d.default(v, [3, 3, 3], [2, 2, 2], [1, 1, 1])
    avg_pool3d_1: "f32[2, 3, 6, 4, 4][288, 96, 16, 4, 1]" = torch.ops.aten.avg_pool3d.default(vc, [2, 3, 2], [1, 2, 2], [1, 1, 0], True, False)
    avg_pool3d_2: "f64[3, 3, 4, 4][48, 16, 4, 1]" = torch.ops.aten.avg_pool3d.default(v4, [2], [], [1], False, True, 5)
    avg_pool3d_3: "i64[1, 2, 2, 2, 2][16, 8, 4, 2, 1]" = torch.ops.aten.avg_pool3d.default(vi, [2])
    avg_pool3d_4: "f32[0, 2, 3, 3, 3][54, 27, 9, 3, 1]" = torch.ops.aten.avg_pool3d.default(v0, [3], [2], [1], True)
    return (max_pool2d_with_indices_backward, max_pool2d_with_indices_backward_1, max_pool2d_with_indices_backward_2, max_pool2d_with_indices_backward_3, max_pool2d_with_indices_backward_4, max_pool2d_with_indices_backward_5, avg_pool2d_backward, avg_pool2d_backward_1, avg_pool2d_backward_2, avg_pool2d_backward_3, avg_pool2d_backward_4, _adaptive_avg_pool2d_backward, _adaptive_avg_pool2d_backward_1, _adaptive_avg_pool2d_backward_2, _adaptive_avg_pool2d_backward_3, _adaptive_avg_pool2d_backward_4, getitem_10, getitem_11, getitem_12, getitem_13, getitem_14, getitem_15, avg_pool3d, avg_pool3d_1, avg_pool3d_2, avg_pool3d_3, avg_pool3d_4)
