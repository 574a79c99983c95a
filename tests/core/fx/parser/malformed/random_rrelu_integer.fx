# expect: 3:5: rrelu_with_noise.default: "leaky_relu_cpu" not implemented for 'Long'
def forward(self, x: "i64[4]", n: "f32[4]"):
    out = torch.ops.aten.rrelu_with_noise.default(x, n)
    return out
