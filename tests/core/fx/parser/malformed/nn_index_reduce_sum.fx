# expect: 3:5: index_reduce.default: index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got sum.
def forward(self, x: "f32[3, 4]", i: "i64[2]", s: "f32[3, 2]"):
    y = torch.ops.aten.index_reduce.default(x, 1, i, s, 'sum')
    return y
