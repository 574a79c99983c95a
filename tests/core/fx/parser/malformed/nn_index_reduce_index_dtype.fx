# expect: 3:5: index_reduce.default: index_reduce_(): Expected dtype int32/int64 for index but got: Float
def forward(self, x: "f32[3, 4]", i: "f32[2]", s: "f32[3, 2]"):
    y = torch.ops.aten.index_reduce.default(x, 1, i, s, 'prod')
    return y
