# hardsigmoid_backward: grad * (1/6) inside (-3, 3), 0 outside and at the bounds. The kernel's
# constant is the float nearest 1/6 in every dtype (f64 multiplies by it too; bf16 computes in
# float); operands contiguous, transposed, strided, broadcast and of mixed dtypes.
def forward(self, g: "f32[4, 8]", x: "f32[4, 8]", t: "f32[4, 4][1, 4]", y: "f32[4, 4][1, 4]", d: "f64[16][2]@1", e: "f64[16]", b: "bf16[16]", c: "bf16[16]", r: "f32[8]", m: "f64[4, 8]"):
    x3 = torch.ops.aten.mul.Tensor(x, 0.5)
    bounds = torch.ops.aten.full.default([4], 3.0)
    bounds_neg = torch.ops.aten.full.default([4], -3.0)
    edges = torch.ops.aten.cat.default([bounds, bounds_neg])
    v0 = torch.ops.aten.hardsigmoid_backward.default(g, x3)
    v1 = torch.ops.aten.hardsigmoid_backward.default(t, y)
    v2 = torch.ops.aten.hardsigmoid_backward.default(d, e)
    v3 = torch.ops.aten.hardsigmoid_backward.default(b, c)
    v4 = torch.ops.aten.hardsigmoid_backward.default(r, x)
    v5 = torch.ops.aten.hardsigmoid_backward.default(r, edges)
    v6 = torch.ops.aten.hardsigmoid_backward.default(g, m)
    return (v0, v1, v2, v3, v4, v5, v6)
