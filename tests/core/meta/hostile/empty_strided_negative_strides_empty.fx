# torch-result: an empty tensor takes any strides; torch restrides the negative ones, wrapping their product
def forward(self):
    r = torch.ops.aten.empty_strided.default([1, 0, 9223372036854775807, 1, 11], [4, -4, -4, -4, -4])
    return (r,)
