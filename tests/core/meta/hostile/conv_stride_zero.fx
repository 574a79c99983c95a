# expect: 3:5: convolution.default: non-positive stride is not supported
def forward(self, x: "f32[1, 1, 4, 4]", w: "f32[1, 1, 3, 3]"):
    r = torch.ops.aten.convolution.default(x, w, None, [0, 1], [0, 0], [1, 1], False, [0, 0], 1)
    return (r,)
