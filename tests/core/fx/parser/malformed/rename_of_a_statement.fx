# expect: 4:9: 'y = add' renames a parameter, and 'add' is not a parameter that still has its own name
def forward(self, x: "f32[3]"):
    add = torch.ops.aten.add.Tensor(x, 1)
    y = add
    return (y,)
