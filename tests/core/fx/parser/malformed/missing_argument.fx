# expect: 3:9: add.Tensor is missing required argument 'other'
def forward(self, x: "f32[4]"):
    a = torch.ops.aten.add.Tensor(x)
    return a
