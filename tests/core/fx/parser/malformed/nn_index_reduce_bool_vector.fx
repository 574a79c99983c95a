# expect: 3:5: index_reduce.default: "index_func_" not implemented for 'Bool'
def forward(self, x: "b8[4]", i: "i64[2]", s: "b8[2]"):
    y = torch.ops.aten.index_reduce.default(x, 0, i, s, 'prod')
    return y
