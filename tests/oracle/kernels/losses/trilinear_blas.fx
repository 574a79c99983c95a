# tolerance-relative: 1e-6
# _trilinear with matrices past bmm's small loop (8 x 20 x 30 multiply-adds): torch's BLAS
# associates the f32 sums in blocks (seen: 4.7e-8 of max(1, |value|) on values up to 6e3); the
# f64 results come out equal.
def forward(self, x1: "f32[8, 20]", w: "f32[6, 20, 30]", x2: "f32[8, 30]", d1: "f64[8, 20]", dw: "f64[6, 20, 30]", d2: "f64[8, 30]"):
    _trilinear = torch.ops.aten._trilinear.default(x1, w, x2, [1, 3], [0], [1, 2], [2, 3])
    _trilinear_1 = torch.ops.aten._trilinear.default(d1, dw, d2, [1, 3], [0], [1, 2], [2, 3])
    return (_trilinear, _trilinear_1)
