# rrelu_with_noise: a contiguous output whatever self's layout, in training and in evaluation
# (empty_like(self, contiguous) filled by the kernel or by leaky_relu_out); rrelu_with_noise_:
# self. In evaluation noise may have any dtype and size; in training it must have self's dtype
# and at least self's elements.
def forward(self, x: "f32[4, 3][1, 4]", s: "f32[4, 6][12, 2]@1", b: "bf16[8]", d: "f64[3, 4]", n: "f32[3, 4]", nb: "bf16[8]", nd: "f64[20]", big: "f32[30]"):
    rrelu: "f32[4, 3][3, 1]" = torch.ops.aten.rrelu_with_noise.default(x, n, 0.1, 0.3, True)
    rrelu_1: "f32[4, 6][6, 1]" = torch.ops.aten.rrelu_with_noise.default(s, n, 0, 1, False)
    rrelu_2: "bf16[8][1]" = torch.ops.aten.rrelu_with_noise.default(b, nb, 0.25, 0.5, True)
    rrelu_3: "f64[3, 4][4, 1]" = torch.ops.aten.rrelu_with_noise.default(d, b)
    rrelu_4: "f32[4, 6][6, 1]" = torch.ops.aten.rrelu_with_noise.default(s, big, 0.1, 0.2, True)
    clone: "f64[3, 4][4, 1]" = torch.ops.aten.clone.default(d)
    rrelu_: "f64[3, 4][4, 1]" = torch.ops.aten.rrelu_with_noise_.default(clone, nd, 0.125, 0.25, True)
    return (rrelu, rrelu_1, rrelu_2, rrelu_3, rrelu_4, rrelu_)
