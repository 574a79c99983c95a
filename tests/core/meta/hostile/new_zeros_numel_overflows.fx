# expect: 3:5: new_zeros.default: numel: integer multiplication overflow for sizes [4294967296, 4294967296]
def forward(self, x: "f32[4]"):
    r = torch.ops.aten.new_zeros.default(x, [4294967296, 4294967296])
    return (r,)
