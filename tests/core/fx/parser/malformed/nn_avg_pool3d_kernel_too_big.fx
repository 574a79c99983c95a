# expect: 3:5: avg_pool3d.default: input image (T: 5 H: 6 W: 7) smaller than kernel size (kT: 6 kH: 2 kW: 2)
def forward(self, x: "f32[2, 3, 5, 6, 7]"):
    y = torch.ops.aten.avg_pool3d.default(x, [6, 2, 2])
    return y
