# The backward ops of 2-d max, avg and adaptive avg pooling, scattering grad_output into the
# input's gradient in torch's order (overlapping windows sum in output order; bf16 rounds every
# operation), with indices from the forward op and from an index input the oracle draws inside
# the plane; channels-last inputs, ceil_mode, count_include_pad, divisor_override, int64, f64, an
# empty batch. 3-d max and avg pooling: dilation, ceil_mode, channels-last-3d input, int64 (avg).
# Bitwise equal to torch, special values included.
# trials: seed=0 seed=1:special seed=2
def forward(self, x: "f32[2, 2, 5, 4]", g: "f32[2, 2, 3, 2]", xc: "f32[1, 3, 5, 4][60, 1, 12, 3]", gc: "f32[1, 3, 3, 5]", x3: "f32[2, 6, 5][1, 2, 12]", g3: "f32[2, 3, 3]", i3: "i64[2, 3, 3]", xd: "f64[1, 2, 5, 5]", gd: "f64[1, 2, 4, 4]", xb: "bf16[1, 2, 5, 5][50, 1, 10, 2]", gb: "bf16[1, 2, 5, 5]", xi: "i64[1, 2, 5, 5]", gi: "i64[1, 2, 3, 3]", ga: "f32[2, 2, 3, 3]", gac: "f32[1, 3, 2, 3][6, 1, 3, 1]", ga3: "f32[2, 7, 2]", gab: "bf16[1, 2, 4, 3]", x0: "f32[0, 2, 5, 4]", g0: "f32[0, 2, 2, 2]", v: "f32[2, 2, 4, 5, 4]", vc: "f32[1, 3, 4, 5, 4][240, 1, 60, 12, 3]", vd: "f64[3, 5, 4, 4]", vi: "i64[1, 2, 4, 4, 4]", v0: "f32[0, 2, 4, 4, 4]"):
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(x, [3, 3], [2, 2], [1, 1])
    getitem = max_pool2d_with_indices[1]
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(g, x, [3, 3], [2, 2], [1, 1], [1, 1], False, getitem)
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(xc, [3, 2], [2, 1], [1, 0], [1, 2], True)
    getitem_1 = max_pool2d_with_indices_1[0]
    getitem_2 = max_pool2d_with_indices_1[1]
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_1, xc, [3, 2], [2, 1], [1, 0], [1, 2], True, getitem_2)
    max_pool2d_with_indices_backward_2 = torch.ops.aten.max_pool2d_with_indices_backward.default(g3, x3, [2, 2], [2, 2], [0, 0], [1, 1], True, i3)
    max_pool2d_with_indices_2 = torch.ops.aten.max_pool2d_with_indices.default(xd, [2, 2], [1, 1])
    getitem_3 = max_pool2d_with_indices_2[1]
    max_pool2d_with_indices_backward_3 = torch.ops.aten.max_pool2d_with_indices_backward.default(gd, xd, [2, 2], [1, 1], [0, 0], [1, 1], False, getitem_3)
    max_pool2d_with_indices_3 = torch.ops.aten.max_pool2d_with_indices.default(xb, [3, 3], [1, 1], [1, 1])
    getitem_4 = max_pool2d_with_indices_3[1]
    max_pool2d_with_indices_backward_4 = torch.ops.aten.max_pool2d_with_indices_backward.default(gb, xb, [3, 3], [1, 1], [1, 1], [1, 1], False, getitem_4)
    max_pool2d_with_indices_4 = torch.ops.aten.max_pool2d_with_indices.default(x0, [2, 2])
    getitem_5 = max_pool2d_with_indices_4[1]
    max_pool2d_with_indices_backward_5 = torch.ops.aten.max_pool2d_with_indices_backward.default(g0, x0, [2, 2], [2, 2], [0, 0], [1, 1], False, getitem_5)
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(ga, x, [3, 2], [2, 1], [1, 0], False, True, None)
    avg_pool2d_backward_1 = torch.ops.aten.avg_pool2d_backward.default(gc, xc, [3, 2], [2, 1], [1, 1], True, False, None)
    avg_pool2d_backward_2 = torch.ops.aten.avg_pool2d_backward.default(g3, x3, [2, 2], [2, 2], [0, 1], True, True, 3)
    avg_pool2d_backward_3 = torch.ops.aten.avg_pool2d_backward.default(gd, xd, [2, 2], [1, 1], [0, 0], False, True, None)
    avg_pool2d_backward_4 = torch.ops.aten.avg_pool2d_backward.default(gb, xb, [3, 3], [1, 1], [1, 1], False, False, None)
    avg_pool2d_backward_5 = torch.ops.aten.avg_pool2d_backward.default(gi, xi, [3, 3], [2, 2], [1, 1], False, True, None)
    avg_pool2d_backward_6 = torch.ops.aten.avg_pool2d_backward.default(g0, x0, [2, 2], [2, 2], [0, 0], False, True, None)
    _adaptive_avg_pool2d_backward = torch.ops.aten._adaptive_avg_pool2d_backward.default(ga, x)
    _adaptive_avg_pool2d_backward_1 = torch.ops.aten._adaptive_avg_pool2d_backward.default(gac, xc)
    _adaptive_avg_pool2d_backward_2 = torch.ops.aten._adaptive_avg_pool2d_backward.default(ga3, x3)
    _adaptive_avg_pool2d_backward_3 = torch.ops.aten._adaptive_avg_pool2d_backward.default(gab, xb)
    _adaptive_avg_pool2d_backward_4 = torch.ops.aten._adaptive_avg_pool2d_backward.default(g0, x0)
    max_pool3d_with_indices = torch.ops.aten.max_pool3d_with_indices.default(v, [3, 3, 2], [2, 2, 2], [1, 1, 0])
    getitem_6 = max_pool3d_with_indices[0]
    getitem_7 = max_pool3d_with_indices[1]
    max_pool3d_with_indices_1 = torch.ops.aten.max_pool3d_with_indices.default(vc, [2, 3, 2], [1, 2, 2], [1, 1, 0], [2, 1, 1], True)
    getitem_8 = max_pool3d_with_indices_1[0]
    getitem_9 = max_pool3d_with_indices_1[1]
    max_pool3d_with_indices_2 = torch.ops.aten.max_pool3d_with_indices.default(vd, [2])
    getitem_10 = max_pool3d_with_indices_2[0]
    getitem_11 = max_pool3d_with_indices_2[1]
    max_pool3d_with_indices_3 = torch.ops.aten.max_pool3d_with_indices.default(v0, [2], [1])
    getitem_12 = max_pool3d_with_indices_3[0]
    avg_pool3d = torch.ops.aten.avg_pool3d.default(v, [3, 3, 2], [2, 2, 2], [1, 1, 0])
    avg_pool3d_1 = torch.ops.aten.avg_pool3d.default(vc, [2, 3, 2], [1, 2, 2], [1, 1, 0], True, False)
    avg_pool3d_2 = torch.ops.aten.avg_pool3d.default(vd, [2], [], [1], False, True, 5)
    avg_pool3d_3 = torch.ops.aten.avg_pool3d.default(vi, [3], [2], [1], True)
    avg_pool3d_4 = torch.ops.aten.avg_pool3d.default(v0, [3], [2], [1], True)
    return (max_pool2d_with_indices_backward, max_pool2d_with_indices_backward_1, max_pool2d_with_indices_backward_2, max_pool2d_with_indices_backward_3, max_pool2d_with_indices_backward_4, max_pool2d_with_indices_backward_5, avg_pool2d_backward, avg_pool2d_backward_1, avg_pool2d_backward_2, avg_pool2d_backward_3, avg_pool2d_backward_4, avg_pool2d_backward_5, avg_pool2d_backward_6, _adaptive_avg_pool2d_backward, _adaptive_avg_pool2d_backward_1, _adaptive_avg_pool2d_backward_2, _adaptive_avg_pool2d_backward_3, _adaptive_avg_pool2d_backward_4, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11, getitem_12, avg_pool3d, avg_pool3d_1, avg_pool3d_2, avg_pool3d_3, avg_pool3d_4)
