# The original leaves its input alone.
def forward(self, x_1: "f32[4]"):
    add = torch.ops.aten.add.Tensor(x_1, 1);  x_1 = None
    return add
