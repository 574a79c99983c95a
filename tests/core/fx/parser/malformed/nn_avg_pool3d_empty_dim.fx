# expect: 3:5: avg_pool3d.default: avg_pool3d(): Expected input's non-batch dimensions to have positive length, but input has a shape of [2, 0, 5, 6, 7] and non-batch dimension 0 has length zero!
def forward(self, x: "f32[2, 0, 5, 6, 7]"):
    y = torch.ops.aten.avg_pool3d.default(x, [2])
    return y
