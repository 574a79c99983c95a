# expect: 3:5: bitwise_not.default: "bitwise_not_cpu" not implemented for 'Float'
def forward(self, x: "f32[3]"):
    y = torch.ops.aten.bitwise_not.default(x)
    return y
