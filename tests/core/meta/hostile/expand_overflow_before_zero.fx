# expect: 3:5: expand.default: numel: integer multiplication overflow for sizes [9223372036854775807, 9223372036854775807, 0]
def forward(self, x: "f32[1, 1, 0]"):
    e = torch.ops.aten.expand.default(x, [9223372036854775807, 9223372036854775807, 0])
    r = torch.ops.aten.leaky_relu.default(e)
    return (r,)
