# expect: 3:38: undefined name 'y'
def forward(self, x: "f32[4]"):
    a = torch.ops.aten.add.Tensor(x, y)
    return a
