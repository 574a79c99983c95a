# convolution: direct loops against torch's oneDNN / im2col + BLAS kernels, which associate the
# sums over (input channel, tap) in blocks. The rounding error of an f32 sum scales with the sum
# of its terms' magnitudes, not with the result: with inputs in [-8, 8) and at most 36 products
# per output that is up to about 1000 * 6e-8, so outputs are compared within
# 1e-4 * max(1, |value|) (the largest difference seen is 1.9e-5 on a result of -0.96; f64 is
# far inside). Integer convolutions wrap, as torch's do, and are exact.
# Only finite inputs: how inf and NaN propagate depends on torch's backend (im2col multiplies
# padding zeros by the weight, so an infinite weight gives NaN there; reference BLAS skips zero
# operands; oneDNN skips padding), which the direct loop does not reproduce.
# trials: seed=0 seed=1 seed=2
# tolerance-relative: 1e-4
def forward(self, x: "f32[2, 4, 5, 4]", w: "f32[3, 4, 3, 3]", b: "f32[3]", xc: "f32[1, 4, 5, 4][80, 1, 16, 4]", wg: "f32[4, 2, 2, 3]", wt: "f32[4, 3, 3, 2]", bt: "f32[6]", x1: "f32[2, 3, 9]", w1: "f32[4, 3, 3][9, 1, 3]", x3: "f32[1, 2, 3, 4, 3]", w3: "f32[2, 2, 2, 3, 2]", wt3: "f32[2, 2, 2, 2, 2]", xd: "f64[1, 4, 5, 4]@2", wd: "f64[3, 4, 2, 3][1, 6, 3, 12]", bd: "f64[3]", xi: "i64[1, 2, 4, 4]", wi: "i64[2, 2, 2, 2]", bi: "i64[2]", xu: "u8[1, 2, 4, 4]", wu: "u8[2, 2, 2, 2]", xs: "f32[2, 4, 5, 4][160, 2, 32, 8]@1"):
    convolution = torch.ops.aten.convolution.default(x, w, b, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
    convolution_1 = torch.ops.aten.convolution.default(x, w, None, [2, 1], [1, 2], [1, 1], False, [0, 0], 1)
    convolution_2 = torch.ops.aten.convolution.default(xc, w, b, [1, 1], [1, 1], [2, 1], False, [0, 0], 1)
    convolution_3 = torch.ops.aten.convolution.default(x, wg, None, [1, 1], [0, 1], [1, 1], False, [0, 0], 2)
    convolution_4 = torch.ops.aten.convolution.default(x, wt, None, [1, 1], [0, 0], [1, 1], True, [0, 0], 1)
    convolution_5 = torch.ops.aten.convolution.default(x, wt, bt, [2, 3], [1, 0], [1, 2], True, [1, 1], 2)
    convolution_6 = torch.ops.aten.convolution.default(x1, w1, None, [2], [1], [1], False, [0], 1)
    convolution_7 = torch.ops.aten.convolution.default(x3, w3, None, [1, 1, 1], [0, 1, 0], [1, 1, 1], False, [0, 0, 0], 1)
    convolution_8 = torch.ops.aten.convolution.default(x3, wt3, None, [2, 1, 2], [0, 0, 1], [1, 1, 1], True, [1, 0, 0], 1)
    convolution_9 = torch.ops.aten.convolution.default(xd, wd, bd, [1, 1], [1, 0], [1, 1], False, [0, 0], 1)
    convolution_10 = torch.ops.aten.convolution.default(xi, wi, bi, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
    convolution_11 = torch.ops.aten.convolution.default(xi, wi, None, [2, 2], [1, 1], [1, 1], True, [1, 1], 1)
    convolution_12 = torch.ops.aten.convolution.default(xu, wu, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
    convolution_13 = torch.ops.aten.convolution.default(xs, w, b, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _convolution = torch.ops.aten._convolution.default(x, w, b, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, False, False, True, True)
    return (convolution, convolution_1, convolution_2, convolution_3, convolution_4, convolution_5, convolution_6, convolution_7, convolution_8, convolution_9, convolution_10, convolution_11, convolution_12, convolution_13, _convolution)
