# expect: 3:5: index.Tensor: tensors used as indices must be long, byte or bool tensors
def forward(self, x: "f32[3, 4]", i: "i32[2]"):
    y = torch.ops.aten.index.Tensor(x, [i])
    return y
