# expect: 3:5: convolution_backward.default: output_padding is not supported for non-transposed convolutions; got: 1 0
def forward(self, g: "f32[1, 2, 3, 3]", x: "f32[1, 2, 5, 5]", w: "f32[2, 2, 3, 3]"):
    y = torch.ops.aten.convolution_backward.default(g, x, w, [2], [2, 2], [0, 0], [1, 1], False, [1, 0], 1, [True, True, True])
    return y
