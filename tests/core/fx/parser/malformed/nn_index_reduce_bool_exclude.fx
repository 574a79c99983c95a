# expect: 3:5: index_reduce.default: "index_reduce_func_exclude_input_init" not implemented for 'Bool'
def forward(self, x: "b8[3, 4]", i: "i64[2]", s: "b8[3, 2]"):
    y = torch.ops.aten.index_reduce.default(x, 1, i, s, 'amax', include_self = False)
    return y
