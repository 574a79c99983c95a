# expect: 3:5: index_select.default: Dimension out of range (expected to be in range of [-1, 0], but got -9223372036854775808)
def forward(self, x: "f32[4]", i: "i64[2]"):
    r = torch.ops.aten.index_select.default(x, -9223372036854775808, i)
    return (r,)
