# torch-result: the mean of no elements is nan, however large the other dims
def forward(self, x: "f32[1, 0]"):
    e = torch.ops.aten.expand.default(x, [1099511627776, 0])
    r = torch.ops.aten.mean.default(e)
    return (r,)
