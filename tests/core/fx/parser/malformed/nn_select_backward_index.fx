# expect: 3:5: select_backward.default: select(): index 4 out of range for tensor of size [3, 4, 5] at dimension 1
def forward(self, g: "f32[3, 5]"):
    y = torch.ops.aten.select_backward.default(g, [3, 4, 5], 1, 4)
    return y
