# expect: 3:5: zeros.default: Trying to create tensor with negative dimension -1: [-1]
def forward(self):
    r = torch.ops.aten.zeros.default([-1], device = device(type="cpu"), pin_memory = False)
    return (r,)
