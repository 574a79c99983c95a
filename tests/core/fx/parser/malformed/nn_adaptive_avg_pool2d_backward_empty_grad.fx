# expect: 3:5: _adaptive_avg_pool2d_backward.default: adaptive_avg_pool2d_backward(): Expected grad_output to have non-zero size for non-batch dimensions, but grad_output has sizes [1, 2, 0, 2] with dimension 2 being empty
def forward(self, g: "f32[1, 2, 0, 2]", x: "f32[1, 2, 4, 4]"):
    y = torch.ops.aten._adaptive_avg_pool2d_backward.default(g, x)
    return y
