# expect: 3:5: convolution.default: Given groups=1, weight of size [6, 3, 3, 3], expected input[2, 4, 5, 5] to have 3 channels, but got 4 channels instead
def forward(self, x: "f32[2, 4, 5, 5]", w: "f32[6, 3, 3, 3]"):
    convolution = torch.ops.aten.convolution.default(x, w, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
    return convolution
