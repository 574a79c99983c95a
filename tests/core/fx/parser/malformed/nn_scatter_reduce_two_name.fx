# expect: 3:5: scatter_reduce.two: reduce argument must be either sum, prod, mean, amax or amin.
def forward(self, x: "f32[3, 4]", i: "i64[2, 2]", s: "f32[2, 2]"):
    y = torch.ops.aten.scatter_reduce.two(x, 1, i, s, 'add')
    return y
