# expect: 3:5: permute.default: dims entry 4294967296 is out of range for a tensor of rank 2 (expected to be in range of [-2, 1])
def forward(self, x: "f32[4, 4]"):
    r = torch.ops.aten.permute.default(x, [0, 4294967296])
    return (r,)
