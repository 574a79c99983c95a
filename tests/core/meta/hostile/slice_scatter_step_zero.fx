# expect: 3:5: slice_scatter.default: slice step must be positive, got step=0
def forward(self, x: "f32[4]", y: "f32[2]"):
    r = torch.ops.aten.slice_scatter.default(x, y, 0, 0, 4, 0)
    return (r,)
