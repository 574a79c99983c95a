# expect: 3:5: bitwise_left_shift.Tensor: "lshift_cpu" not implemented for 'Bool'
def forward(self, x: "b8[4]"):
    out = torch.ops.aten.bitwise_left_shift.Tensor(x, x)
    return out
