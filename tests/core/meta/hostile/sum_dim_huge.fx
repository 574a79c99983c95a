# expect: 3:5: sum.dim_IntList: dim 4294967296 is out of range for a tensor of rank 1 (expected to be in range of [-1, 0])
def forward(self, x: "f32[4]"):
    r = torch.ops.aten.sum.dim_IntList(x, [4294967296])
    return (r,)
