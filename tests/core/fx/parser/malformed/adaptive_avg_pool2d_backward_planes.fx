# expect: 3:5: _adaptive_avg_pool2d_backward.default: adaptive_avg_pool2d_backward: grad_output of sizes [1, 3, 2, 2] has 3 planes for an input of sizes [1, 2, 4, 4] with 2 (torch 1.13 does not check this and reads out of bounds)
def forward(self, g: "f32[1, 3, 2, 2]", x: "f32[1, 2, 4, 4]"):
    y = torch.ops.aten._adaptive_avg_pool2d_backward.default(g, x)
    return y
