# expect: 3:5: select_scatter.default: index 4294967296 is out of range for dim 0 of size 4 (tensor sizes [4])
def forward(self, x: "f32[4]", y: "f32[]"):
    r = torch.ops.aten.select_scatter.default(x, y, 0, 4294967296)
    return (r,)
