# expect: 3:5: rrelu_with_noise.default: rrelu_with_noise in training writes noise as contiguous memory from its data pointer, outside a non-contiguous noise's elements; not modelled
def forward(self, x: "f32[4]", n: "f32[4][2]"):
    out = torch.ops.aten.rrelu_with_noise.default(x, n, 0.1, 0.3, True)
    return out
