# hardsigmoid_backward: the promoting binary iterator over (grad_output, self) that the other
# backward ops build: transposed and channels-last operands keep their layout, broadcast and
# mixed-dtype operands promote; f32, f64 and bf16 only.
def forward(self, g: "f32[4, 8]", x: "f32[4, 8]", t: "f32[4, 8][1, 4]", y: "f32[4, 8][1, 4]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", r: "f32[5]", d: "f64[4, 8]", b: "bf16[6]", bs: "bf16[6][2]@1"):
    v0: "f32[4, 8][8, 1]" = torch.ops.aten.hardsigmoid_backward.default(g, x)
    v1: "f32[4, 8][1, 4]" = torch.ops.aten.hardsigmoid_backward.default(t, y)
    v2: "f32[2, 3, 4, 5][60, 1, 15, 3]" = torch.ops.aten.hardsigmoid_backward.default(c, c)
    v3: "f32[2, 3, 4, 5][60, 1, 15, 3]" = torch.ops.aten.hardsigmoid_backward.default(r, c)
    v4: "f64[4, 8][8, 1]" = torch.ops.aten.hardsigmoid_backward.default(g, d)
    v5: "bf16[6][1]" = torch.ops.aten.hardsigmoid_backward.default(b, bs)
    v6: "f32[4, 8][1, 4]" = torch.ops.aten.hardsigmoid_backward.default(t, g)
    return (v0, v1, v2, v3, v4, v5, v6)
