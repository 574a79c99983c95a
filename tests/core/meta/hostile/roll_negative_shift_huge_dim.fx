# expect: 4:5: roll.default: Storage size calculation overflowed with sizes=[9223372036854775807] and strides=[1]
def forward(self, x: "f32[1]"):
    e = torch.ops.aten.expand.default(x, [9223372036854775807])
    r = torch.ops.aten.roll.default(e, [-4])
    return (r,)
