# expect: 4:5: add.Tensor: 
def forward(self, x: "f32[4]", y: "f32[3]"):
    b = torch.ops.aten.clone.default(x)
    a = torch.ops.aten.add.Tensor(b, y)
    return a
