# expect: 3:5: scatter.reduce: reduce argument must be either add or multiply.
def forward(self, x: "f32[3, 4]", i: "i64[2, 2]", s: "f32[2, 2]"):
    y = torch.ops.aten.scatter.reduce(x, 1, i, s, reduce = 'sum')
    return y
