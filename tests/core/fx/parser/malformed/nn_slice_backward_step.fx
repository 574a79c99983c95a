# expect: 3:5: slice_backward.default: slice step must be positive
def forward(self, g: "f32[3, 2, 5]"):
    y = torch.ops.aten.slice_backward.default(g, [3, 4, 5], 1, 0, 4, 0)
    return y
