# expect: 3:5: slice_backward.default: The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1
def forward(self, g: "f32[3, 3, 5]"):
    y = torch.ops.aten.slice_backward.default(g, [3, 4, 5], 1, 0, 4, 2)
    return y
