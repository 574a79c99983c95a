# expect: 3:5: as_strided.default: Storage size calculation overflowed with sizes=[2] and strides=[9223372036854775807]
def forward(self, x: "f32[4]"):
    r = torch.ops.aten.as_strided.default(x, [2], [9223372036854775807])
    return (r,)
