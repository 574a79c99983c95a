# expect: 4:5: index 2 is out of range for 'split', which has 2 elements
def forward(self, x: "f32[4]"):
    split = torch.ops.aten.split.Tensor(x, 2)
    a = split[2]
    return a
