# torch-result: an empty gradient of huge planes gives an empty input gradient
def forward(self, g: "f32[0, 1, 1, 1]", x: "f32[1, 1, 0]"):
    ge = torch.ops.aten.expand.default(g, [0, 9223372036854775807, 9223372036854775807, 4294967297])
    xe = torch.ops.aten.expand.default(x, [1, 115448720916224, 0])
    r = torch.ops.aten._adaptive_avg_pool2d_backward.default(ge, xe)
    return (r,)
