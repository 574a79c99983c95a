# expect: 3:5: convolution_backward.default: convolution_backward: grad_output of sizes [1, 2, 4, 3] for a convolution whose output has sizes [1, 2, 3, 3]
def forward(self, g: "f32[1, 2, 4, 3]", x: "f32[1, 2, 5, 5]", w: "f32[2, 2, 3, 3]"):
    y = torch.ops.aten.convolution_backward.default(g, x, w, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True])
    return y
