# expect: 3:5: full.default: numel: integer multiplication overflow for sizes [9223372036854775807, 2]
def forward(self):
    r = torch.ops.aten.full.default([9223372036854775807, 2], 1.0, device = device(type="cpu"), pin_memory = False)
    return (r,)
