# expect: 3:5: avg_pool2d.default: kernel size should be greater than zero, but got kH: 0 kW: 1
def forward(self, x: "f32[1, 1, 4, 4]"):
    r = torch.ops.aten.avg_pool2d.default(x, [1099511627776, 1], [1, 1], [549755813888, 0])
    return (r,)
