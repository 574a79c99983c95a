# rrelu_with_noise where nothing depends on the draws, so the oracle's values are torch's: in
# evaluation (leaky_relu with the slope (lower + upper) / 2; two ints average in float; noise
# untouched), and in training with lower and upper one value in the dtype (x * lower at or below
# 0 with noise lower, x with noise 1 above; NaN above; the contiguous output of a transposed
# self), functional and in place, and noise written through its data pointer when it has more
# elements than self.
# trials: seed=0 seed=1:special
def forward(self, x: "f32[4, 3][1, 4]", s: "f32[4, 6][12, 2]@1", b: "bf16[8]", d: "f64[3, 4]", n: "f32[3, 4]", nb: "bf16[8]", nd: "f64[20]"):
    rrelu = torch.ops.aten.rrelu_with_noise.default(x, n, 0.1, 0.3)
    rrelu_1 = torch.ops.aten.rrelu_with_noise.default(s, n, 0, 1, False)
    rrelu_2 = torch.ops.aten.rrelu_with_noise.default(b, nb, 0.25, 0.5, False)
    noise = torch.ops.aten.clone.default(n)
    rrelu_3 = torch.ops.aten.rrelu_with_noise.default(x, noise, 0.2, 0.2, True)
    noise_1 = torch.ops.aten.clone.default(nb)
    rrelu_4 = torch.ops.aten.rrelu_with_noise.default(b, noise_1, 0.3, 0.3001, True)
    clone = torch.ops.aten.clone.default(d)
    noise_2 = torch.ops.aten.clone.default(nd)
    rrelu_ = torch.ops.aten.rrelu_with_noise_.default(clone, noise_2, 0.125, 0.125, True)
    return (rrelu, rrelu_1, rrelu_2, rrelu_3, noise, rrelu_4, noise_1, clone, noise_2, n)
