# expect: 3:5: convolution.default: unsupported ConvNd parameters
def forward(self, x0: "f32[4, 3, 4, 4, 1, 4]", x1: "f32[3, 4, 4, 4, 4, 4]"):
    r = torch.ops.aten.convolution.default(x0, x1, None, [1], [1], [1], True, [1], 1)
    return (r,)
