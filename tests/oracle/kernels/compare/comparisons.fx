# eq, ne, lt, le, gt, ge with Tensor and Python-number operands: mixed dtypes compare in the
# promoted type (an integer against 2.5, f16 against 0.1 rounded to f16), NaN compares false
# except ne, broadcasting and strided operands.
def forward(self, f: "f32[3, 4][1, 3]", g: "f32[4]", i: "i32[3, 4]", h: "f16[4]", b: "b8[4]", u: "u8[4]", d: "f64[]"):
    eq = torch.ops.aten.eq.Tensor(f, g)
    eq_1 = torch.ops.aten.eq.Scalar(i, 3)
    eq_2 = torch.ops.aten.eq.Scalar(h, 0.1)
    eq_3 = torch.ops.aten.eq.Tensor(f, f)
    ne = torch.ops.aten.ne.Tensor(f, f)
    ne_1 = torch.ops.aten.ne.Scalar(b, True)
    ne_2 = torch.ops.aten.ne.Tensor(i, g)
    lt = torch.ops.aten.lt.Tensor(f, g)
    lt_1 = torch.ops.aten.lt.Scalar(i, 2.5)
    lt_2 = torch.ops.aten.lt.Scalar(u, -1)
    le = torch.ops.aten.le.Tensor(i, f)
    le_1 = torch.ops.aten.le.Scalar(h, 0.1)
    gt = torch.ops.aten.gt.Tensor(f, d)
    gt_1 = torch.ops.aten.gt.Scalar(u, 300)
    gt_2 = torch.ops.aten.gt.Tensor(b, u)
    ge = torch.ops.aten.ge.Tensor(g, i)
    ge_1 = torch.ops.aten.ge.Scalar(f, -inf)
    return (eq, eq_1, eq_2, eq_3, ne, ne_1, ne_2, lt, lt_1, lt_2, le, le_1, gt, gt_1, gt_2, ge, ge_1)
