# expect: 3:5: convolution_backward.default: "slow_conv2d_cpu_grad_input" not implemented for 'Int'
def forward(self, g: "i32[1, 2, 3, 3]", x: "i32[1, 2, 5, 5]", w: "i32[2, 2, 3, 3]"):
    y = torch.ops.aten.convolution_backward.default(g, x, w, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True])
    return y
