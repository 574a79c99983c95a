# torch-result: an empty batch of products with a huge inner size
def forward(self, x: "f32[0, 2, 3]", y: "f32[1, 3, 1]"):
    e = torch.ops.aten.expand.default(y, [0, 3, 9223372036854775807])
    r = torch.ops.aten.bmm.default(x, e)
    return (r,)
