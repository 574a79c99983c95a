# add and sub (Tensor and Scalar overloads) on contiguous, transposed, offset and broadcast f32
# and f64 inputs; alpha integral and fractional, as a keyword and positionally. x has no
# remainder past torch's vectorized loop (see docs/oracle.md, known differences).
def forward(self, x: "f32[4, 8]", t: "f32[6, 4][1, 6]", s: "f32[3, 4][16, 2]@3", r: "f32[4]", d: "f64[2, 3][1, 2]", e: "f64[3]"):
    add = torch.ops.aten.add.Tensor(x, x)
    add_1 = torch.ops.aten.add.Tensor(s, r)
    add_2 = torch.ops.aten.add.Tensor(s, r, alpha = 2)
    add_3 = torch.ops.aten.add.Tensor(s, r, alpha = 0.1)
    add_4 = torch.ops.aten.add.Tensor(t, 1.5)
    add_5 = torch.ops.aten.add.Scalar(x, 0.1, 3)
    add_6 = torch.ops.aten.add.Tensor(d, e, alpha = -0.3)
    add_7 = torch.ops.aten.add.Tensor(0.1, d)
    sub = torch.ops.aten.sub.Tensor(s, r, alpha = 0.7)
    sub_1 = torch.ops.aten.sub.Scalar(x, 2.5)
    sub_2 = torch.ops.aten.sub.Tensor(d, e)
    sub_3 = torch.ops.aten.sub.Scalar(d, 0.1, 2)
    return (add, add_1, add_2, add_3, add_4, add_5, add_6, add_7, sub, sub_1, sub_2, sub_3)
