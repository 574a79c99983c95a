# expect: 3:5: index.Tensor: The shape of the mask [2] at index 0 does not match the shape of the indexed tensor [3, 4, 5] at index 0
def forward(self, x: "f32[3, 4, 5]", m: "b8[2]"):
    y = torch.ops.aten.index.Tensor(x, [m])
    return y
