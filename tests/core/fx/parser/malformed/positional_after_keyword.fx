# expect: 3:49: positional argument follows keyword argument
def forward(self, x: "f32[4]"):
    a = torch.ops.aten.add.Tensor(x, other = x, 2)
    return a
