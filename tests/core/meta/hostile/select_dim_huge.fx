# expect: 3:5: select.int: dim 4611686018427387904 is out of range for a tensor of rank 1 (expected to be in range of [-1, 0])
def forward(self, x: "f32[4]"):
    r = torch.ops.aten.select.int(x, 4611686018427387904, 0)
    return (r,)
