# expect: 4:5: index_put.default: index_put needs at least one index tensor
def forward(self, x: "f32[4, 3]", v: "f32[3]"):
    yes = torch.ops.aten.ones.default([], dtype = torch.bool)
    r = torch.ops.aten.index_put.default(x, [yes], v)
    return (r,)
