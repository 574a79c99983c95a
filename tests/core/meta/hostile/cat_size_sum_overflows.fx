# expect: 4:5: cat.default: cat: the sizes along dim 0 add up to more than int64 holds
def forward(self, x: "f32[4]", y: "f32[1]"):
    e = torch.ops.aten.expand.default(y, [9223372036854775807])
    r = torch.ops.aten.cat.default([x, e])
    return (r,)
