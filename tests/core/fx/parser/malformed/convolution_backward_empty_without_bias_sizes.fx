# expect: 3:5: convolution_backward.default: convolution_backward: grad_bias of an empty convolution needs bias_sizes (torch 1.13 reads the absent list and aborts)
def forward(self, g: "f32[0, 2, 3, 3]", x: "f32[0, 2, 5, 5]", w: "f32[2, 2, 3, 3]"):
    y = torch.ops.aten.convolution_backward.default(g, x, w, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True])
    return y
