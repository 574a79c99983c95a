# expect: 3:5: rrelu_with_noise.default: rrelu_with_noise in training writes 4 elements of noise through its data pointer, past the end of a noise of 2 (torch corrupts memory)
def forward(self, x: "f32[4]", n: "f32[2]"):
    out = torch.ops.aten.rrelu_with_noise.default(x, n, 0.1, 0.3, True)
    return out
